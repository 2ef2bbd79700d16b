import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { imageUrl } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';

/** A piece as a line shows it: its first photo, code, description and where it is. */
export function ScanPieceSummary({ piece }: { piece: JewelryPiece }) {
  const nameOf = useLocalName();
  const photo = piece.photos[0];
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={photo ? imageUrl(photo, { width: 120, height: 120 }) : null} radius="sm" size={44} color="gold">
        <IconDiamond size={20} />
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fw={700} ff="monospace" size="sm">
          {piece.code}
        </Text>
        <Text size="sm" lineClamp={1}>
          {piece.description || piece.materialCode}
        </Text>
        <Text size="xs" c="dimmed">
          {`${piece.branch.code} · ${nameOf(piece.branch)} · ${piece.materialCode}`}
        </Text>
      </Stack>
    </Group>
  );
}
