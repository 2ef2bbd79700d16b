import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CastSummary } from '../../../../shared/contracts/casting/cast';
import { formatCambodian, formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import { formatLossPercent, formatWaxRatio } from './cast-figures';
import { TableHead } from '../../../ui/table-head';

export const castWeightKeys = ['wax', 'estimate', 'actual', 'over', 'result', 'clean', 'shake', 'root', 'pieces', 'loss'] as const;
export type CastWeightKey = (typeof castWeightKeys)[number];

/** The weights of DESIGN §3.4 in their order, recorded and derived (mg, null until known). */
export function castWeights(cast: CastSummary): Record<CastWeightKey, number | null> {
  return {
    wax: cast.waxMg,
    estimate: cast.figures.estimateMg,
    actual: cast.actualMg,
    over: cast.overMg,
    result: cast.resultMg,
    clean: cast.cleanMg,
    shake: cast.figures.shakeMg,
    root: cast.rootMg,
    pieces: cast.figures.piecesMg,
    loss: cast.figures.lossMg,
  };
}

const figure = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** Every weight in grams and chi/hun/li, then loss % and the achieved wax ratio beside the configured one: the server's figures. */
export function CastWeightsTable({ cast }: { cast: CastSummary }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const weights = castWeights(cast);
  return (
    <Table striped withTableBorder verticalSpacing={6} fz="sm">
      <TableHead names={[t('casting.detail.weight')]} figures={[t('casting.detail.grams'), t('casting.detail.chiHunLi')]} />
      <Table.Tbody>
        {castWeightKeys.map((key) => {
          const mg = weights[key];
          return (
            <Table.Tr key={key}>
              <Table.Td>
                <Text size="sm" fw={key === 'loss' || key === 'pieces' ? 600 : 400}>
                  {t(`casting.detail.weights.${key}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`casting.detail.weightHints.${key}`)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={figure} c={mg !== null && mg < 0 ? 'red.7' : undefined}>
                {mg === null ? '—' : formatGrams(mg, locale)}
              </Table.Td>
              <Table.Td ta="right" style={figure} c="dimmed">
                {mg === null ? '—' : formatCambodian(mg, locale)}
              </Table.Td>
            </Table.Tr>
          );
        })}
        <Table.Tr>
          <Table.Td>
            <Text size="sm" fw={600}>
              {t('casting.detail.weights.lossPercent')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('casting.detail.weightHints.lossPercent')}
            </Text>
          </Table.Td>
          <Table.Td ta="right" colSpan={2} style={figure} fw={600}>
            {formatLossPercent(cast.figures.lossBasisPoints, locale)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>
            <Text size="sm">{t('casting.detail.weights.achievedRatio')}</Text>
            <Text size="xs" c="dimmed">
              {t('casting.detail.weightHints.achievedRatio')}
            </Text>
          </Table.Td>
          <Table.Td ta="right" colSpan={2} style={figure}>
            {t('casting.detail.ratioBeside', {
              achieved: formatWaxRatio(cast.figures.achievedRatioMilli, locale),
              configured: formatWaxRatio(cast.waxRatioMilli, locale),
            })}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
