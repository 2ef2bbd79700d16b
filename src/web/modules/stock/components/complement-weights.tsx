import { Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { WeightText } from '../../../ui/weight-text';

/** A piece's weights after a complement, mg: the metal and stones added go into its gross weight. */
export function complementedWeights(piece: Pick<JewelryPiece, 'grossMg' | 'stoneMg'>, addedMetalMg: number, addedStoneMg: number) {
  const grossMg = piece.grossMg + addedMetalMg + addedStoneMg;
  const stoneMg = piece.stoneMg + addedStoneMg;
  return { grossMg, stoneMg, metalMg: grossMg - stoneMg };
}

/** Gross, stones and metal of the piece, before and after what is added. */
export function ComplementWeights({ piece, addedMetalMg, addedStoneMg }: { piece: JewelryPiece; addedMetalMg: number; addedStoneMg: number }) {
  const { t } = useTranslation();
  const after = complementedWeights(piece, addedMetalMg, addedStoneMg);
  const rows = [
    { key: 'gross', before: piece.grossMg, after: after.grossMg },
    { key: 'stones', before: piece.stoneMg, after: after.stoneMg },
    { key: 'metal', before: piece.grossMg - piece.stoneMg, after: after.metalMg },
  ] as const;
  return (
    <Table withTableBorder verticalSpacing={6} data-testid="complement-weights">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">{t('stock.complement.before')}</Table.Th>
          <Table.Th w={24} />
          <Table.Th ta="right">{t('stock.complement.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {t(`stock.complement.weights.${row.key}`)}
              </Text>
            </Table.Td>
            <Table.Td>
              <WeightText mg={row.before} align="right" />
            </Table.Td>
            <Table.Td>
              <IconArrowRight size={14} />
            </Table.Td>
            <Table.Td>
              <WeightText mg={row.after} align="right" color={row.after !== row.before ? 'teal.8' : undefined} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
