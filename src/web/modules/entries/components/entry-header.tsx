import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import { issuedMg } from '../../../../shared/entries/entry-loss';
import { intlLocale } from '../../../../shared/units';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { PostingDayText } from '../../../ui/posting-day-text';
import { shownFigures } from './entry-figures';
import { EntryLossAgainstAllowance } from './entry-loss-badge';
import { EntryStateBadge } from './entry-state-badge';
import { WeightText } from '../../../ui/weight-text';
import { LabelledFact } from '../../../ui/labelled-fact';
import { BackLink } from '../../../ui/back-link';

/**
 * Number, type, category, jeweller, source, state, and the weights: init,
 * spare, issued, returned and the loss against the allowance. Before the
 * close, returned and loss are the running figures (after each return) and
 * what is still out shows beside them.
 */
export function EntryHeader({ entry, category, backTo }: { entry: EntryDetail; category: EntryCategory | undefined; backTo: string }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const shown = shownFigures(entry);
  return (
    <Stack gap="md">
      <BackLink to={backTo} label={t('entries.detail.backToList')} />
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('entries.detail.title', { number: entry.number })}
        </Title>
        <EntryStateBadge state={entry.state} />
      </Group>
      <Paper p="lg" radius="lg" withBorder>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
            <LabelledFact label={t('entries.detail.type')}>{t(`entries.types.${entry.type}`)}</LabelledFact>
            <LabelledFact label={t('entries.detail.category')}>{category ? `${category.code} · ${nameOf(category)}` : '—'}</LabelledFact>
            <LabelledFact label={t('entries.detail.jeweller')}>{`${entry.jeweller.code} · ${nameOf(entry.jeweller)}`}</LabelledFact>
            <LabelledFact label={t('entries.detail.source')}>{`${entry.source.code} · ${nameOf(entry.source)}`}</LabelledFact>
            <LabelledFact label={t('entries.detail.day')}>
              <PostingDayText postingDate={entry.postingDate} writtenAt={entry.createdAt} locale={intlLocale(locale) as IntlLocale} />
            </LabelledFact>
            <LabelledFact label={t('entries.detail.pieceCount')}>{entry.pieceCount}</LabelledFact>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
            <LabelledFact label={t('entries.detail.init')}>
              <WeightText mg={entry.initMg} />
            </LabelledFact>
            <LabelledFact label={t('entries.detail.spare')}>
              <WeightText mg={entry.spareMg} />
            </LabelledFact>
            <LabelledFact label={t('entries.detail.issued')}>
              <WeightText mg={issuedMg(entry)} />
            </LabelledFact>
            {!shown.closed && (
              <LabelledFact label={t('entries.bench.stillOut')}>
                <Text size="sm" fw={500} data-testid="entry-still-out">
                  {t('entries.bench.piecesCount', { count: shown.piecesOut })}
                </Text>
                <WeightText mg={shown.outMg} />
              </LabelledFact>
            )}
            <LabelledFact label={t(shown.closed ? 'entries.detail.returned' : 'entries.bench.returnedSoFar')}>
              <Box data-testid="entry-returned">
                <WeightText mg={shown.returnedMg} />
              </Box>
            </LabelledFact>
            <LabelledFact label={t(shown.closed ? 'entries.detail.loss' : 'entries.bench.lossNow')}>
              <Box data-testid="entry-loss">
                <EntryLossAgainstAllowance lossMg={shown.lossMg} centiPermille={shown.centiPermille} allowedLossPermille={entry.allowedLossPermille} over={shown.over} />
              </Box>
              {!shown.closed && (
                <Text size="xs" c="dimmed">
                  {t('entries.bench.lossNowHint')}
                </Text>
              )}
            </LabelledFact>
          </SimpleGrid>
          {entry.overAllowanceReason && <LabelledFact label={t('entries.detail.overAllowanceReason')}>{entry.overAllowanceReason}</LabelledFact>}
          {entry.note && <LabelledFact label={t('entries.detail.note')}>{entry.note}</LabelledFact>}
        </Stack>
      </Paper>
    </Stack>
  );
}
