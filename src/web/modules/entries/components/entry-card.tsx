import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import { issuedMg } from '../../../../shared/entries/entry-loss';
import { intlLocale } from '../../../../shared/units';
import { formatDate, shopDayInstant } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { entryPath } from '../api/get-entry';
import { shownFigures } from './entry-figures';
import { EntryLossAgainstAllowance } from './entry-loss-badge';
import { EntryStateBadge } from './entry-state-badge';
import classes from './entry-card.module.css';
import { LabelledFact } from '../../../ui/labelled-fact';
import { WeightText } from '../../../ui/weight-text';

/**
 * One entry as a card (a phone's list): number and state, kind of work,
 * pieces, issued, returned and the loss against the allowance, which read the
 * running figures until the entry is closed. The whole card opens the entry.
 */
export function EntryCard({ entry, categoryName, jewellerName }: { entry: EntrySummary; categoryName: string | undefined; jewellerName?: string | undefined }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const shown = shownFigures(entry);
  return (
    <Paper component={Link} to={entryPath(entry.id)} p="md" radius="lg" withBorder className={classes.card} data-testid="entry-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text fw={700} c="gold.8" className={classes.number}>
              {entry.number}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(shopDayInstant(entry.postingDate), intlLocale(locale) as IntlLocale)}
              {jewellerName ? ` · ${jewellerName}` : ''}
            </Text>
          </Stack>
          <EntryStateBadge state={entry.state} />
        </Group>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <LabelledFact label={t('entries.bench.kind')}>{[t(`entries.types.${entry.type}`), categoryName].filter(Boolean).join(' · ')}</LabelledFact>
          <LabelledFact label={t('entries.list.pieces')}>
            {shown.piecesOut > 0 ? t('entries.bench.piecesWithOut', { count: entry.pieceCount, out: shown.piecesOut }) : entry.pieceCount}
          </LabelledFact>
          <LabelledFact label={t('entries.list.issued')}>
            <WeightText mg={issuedMg(entry)} />
          </LabelledFact>
          <LabelledFact label={t(shown.closed ? 'entries.list.returned' : 'entries.bench.returnedSoFar')}>
            <WeightText mg={shown.returnedMg} />
          </LabelledFact>
        </SimpleGrid>
        <LabelledFact label={t(shown.closed ? 'entries.list.loss' : 'entries.bench.lossNow')}>
          <EntryLossAgainstAllowance lossMg={shown.lossMg} centiPermille={shown.centiPermille} allowedLossPermille={entry.allowedLossPermille} over={shown.over} />
        </LabelledFact>
      </Stack>
    </Paper>
  );
}
