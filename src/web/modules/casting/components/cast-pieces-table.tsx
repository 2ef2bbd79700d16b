import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import { productionStageValues, type ProductionStageValue } from '../../../../shared/contracts/production/production-item';
import { WeightText } from '../../../ui/weight-text';
import { TableHead } from '../../../ui/table-head';

/** The wax pieces on the tree, with each item's current stage. */
export function CastPiecesTable({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const stageLabel = (stage: string) =>
    (productionStageValues as readonly string[]).includes(stage) ? t(`production.stages.${stage as ProductionStageValue}`) : stage;
  return (
    <Table striped withTableBorder verticalSpacing={6} fz="sm">
      <TableHead names={[t('casting.detail.item'), t('casting.detail.description'), t('casting.detail.stage')]} figures={[t('casting.detail.waxEach')]} />
      <Table.Tbody>
        {cast.pieces.map((piece) => (
          <Table.Tr key={piece.id}>
            <Table.Td>
              <Anchor component={Link} to={`/follow/timeline/${piece.item.id}`} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {piece.item.code}
              </Anchor>
            </Table.Td>
            <Table.Td>{piece.item.description}</Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {stageLabel(piece.item.stage)}
              </Text>
            </Table.Td>
            <Table.Td>
              <WeightText mg={piece.waxMg} align="right" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
