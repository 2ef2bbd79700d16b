import { Anchor, Badge, Group, Paper, Stack, Tooltip } from '@mantine/core';
import { IconSnowflake, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { useLocalName } from '../../../ui/local-name';
import { stockDocumentPath } from '../api/find-stock-documents';
import { PiecePhoto } from './piece-photo';
import { WeightText } from '../../../ui/weight-text';
import { CellText } from '../../../ui/cell-text';
import { RowCheckbox } from '../../../ui/row-controls';

/** What marks a piece on a list: frozen (with why), in transit (to where, on which transfer). */
export function PieceBadges({ piece }: { piece: JewelryPiece }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <>
      {piece.frozen && (
        <Tooltip label={piece.note || t('stock.pieces.frozen')} disabled={!piece.note}>
          <Badge color="blue" variant="light" size="sm" leftSection={<IconSnowflake size={12} />}>
            {t('stock.pieces.frozen')}
          </Badge>
        </Tooltip>
      )}
      {piece.transit && (
        <>
          <Badge color="orange" variant="light" size="sm" leftSection={<IconTruckDelivery size={12} />}>
            {t('stock.pieces.transitTo', { branch: nameOf(piece.transit.toBranch) })}
          </Badge>
          <Anchor component={Link} to={stockDocumentPath(piece.transit.documentId)} onClick={(event) => event.stopPropagation()} size="xs" ff="monospace">
            {piece.transit.number}
          </Anchor>
        </>
      )}
    </>
  );
}

/**
 * A piece on a phone: its photo (the 120 px square view), code, description,
 * category and branch, the weights, what marks it, a tick and an action; no
 * table wider than the screen.
 */
export function PieceCard({
  piece,
  categoryName,
  ticked,
  onTick,
  action,
}: {
  piece: JewelryPiece;
  categoryName: string | null;
  ticked: boolean;
  onTick: (on: boolean) => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <Paper withBorder radius="md" p="sm" data-code={piece.code} data-testid="piece-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={6} align="center">
          <PiecePhoto src={piece.photos[0]} alt={piece.code} size={64} />
          <RowCheckbox aria-label={t('stock.pieces.tick', { code: piece.code })} checked={ticked} onChange={onTick} />
        </Stack>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <CellText weight={700} mono style={{ overflowWrap: 'anywhere' }}>
              {piece.code}
            </CellText>
            <WeightText mg={piece.grossMg} align="right" />
          </Group>
          {piece.description && <CellText>{piece.description}</CellText>}
          <CellText size="xs" dimmed>
            {[categoryName, piece.materialCode, nameOf(piece.branch)].filter(Boolean).join(' · ')}
          </CellText>
          {piece.stoneMg > 0 && (
            <Group gap={4} wrap="nowrap">
              <CellText size="xs" dimmed>
                {t('stock.pieces.stones')}
              </CellText>
              <WeightText mg={piece.stoneMg} layout="inline" size="xs" />
            </Group>
          )}
          <Group gap={4}>
            <PieceBadges piece={piece} />
          </Group>
          {action}
        </Stack>
      </Group>
    </Paper>
  );
}
