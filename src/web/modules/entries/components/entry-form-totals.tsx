import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import { allowedLossMg } from '../../../../shared/entries/entry-loss';
import { formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import { allowedLossText } from './allowed-loss';
import { isBlankPiece, piecesMg, type EntryPieceDraft } from './entry-form-values';
import { WeightText } from '../../../ui/weight-text';

function Figure({ label, mg, strong = false, testId }: { label: string; mg: number; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid={testId}>
      <Text size="sm" fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <WeightText mg={mg} align="right" size={strong ? 'md' : 'sm'} />
    </Group>
  );
}

/**
 * What the ticket hands over, live: the pieces (init), the spare, and the
 * issued total (init + spare) in grams and chi; with the loss the kind of work allows on it.
 */
export function EntryFormTotals({
  pieces,
  spareMg,
  category,
}: {
  pieces: readonly EntryPieceDraft[];
  spareMg: number | null;
  category: EntryCategory | undefined;
}) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const initMg = piecesMg(pieces);
  const issued = initMg + (spareMg ?? 0);
  const count = pieces.filter((piece) => !isBlankPiece(piece)).length;
  return (
    <Paper p="lg" radius="lg" withBorder aria-label={t('entries.add.totalsTitle')} component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            {t('entries.add.totalsTitle')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="entry-piece-count">
            {t('entries.add.pieceCount', { count })}
          </Text>
        </Group>
        <Figure label={t('entries.add.init')} mg={initMg} />
        <Figure label={t('entries.add.spare')} mg={spareMg ?? 0} />
        <Divider />
        <Figure label={t('entries.add.issuedTotal')} mg={issued} strong testId="entry-issued-total" />
        {category && (
          <Text size="xs" c="dimmed">
            {t('entries.add.allowance', {
              weight: formatGrams(allowedLossMg(issued, category.allowedLossPermille), locale).replace(/ /g, '\u00a0'),
              allowed: allowedLossText(t, category.allowedLossPermille, locale),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
