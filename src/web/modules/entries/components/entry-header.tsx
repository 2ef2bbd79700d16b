import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

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
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('entries.detail.backToList')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('entries.detail.title', { number: entry.number })}
        </Title>
        <EntryStateBadge state={entry.state} />
      </Group>
      <Paper p="lg" radius="lg" withBorder>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
            <Field label={t('entries.detail.type')}>{t(`entries.types.${entry.type}`)}</Field>
            <Field label={t('entries.detail.category')}>{category ? `${category.code} · ${nameOf(category)}` : '—'}</Field>
            <Field label={t('entries.detail.jeweller')}>{`${entry.jeweller.code} · ${nameOf(entry.jeweller)}`}</Field>
            <Field label={t('entries.detail.source')}>{`${entry.source.code} · ${nameOf(entry.source)}`}</Field>
            <Field label={t('entries.detail.day')}>
              <PostingDayText postingDate={entry.postingDate} writtenAt={entry.createdAt} locale={intlLocale(locale) as IntlLocale} />
            </Field>
            <Field label={t('entries.detail.pieceCount')}>{entry.pieceCount}</Field>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
            <Field label={t('entries.detail.init')}>
              <WeightText mg={entry.initMg} />
            </Field>
            <Field label={t('entries.detail.spare')}>
              <WeightText mg={entry.spareMg} />
            </Field>
            <Field label={t('entries.detail.issued')}>
              <WeightText mg={issuedMg(entry)} />
            </Field>
            {!shown.closed && (
              <Field label={t('entries.bench.stillOut')}>
                <Text size="sm" fw={500} data-testid="entry-still-out">
                  {t('entries.bench.piecesCount', { count: shown.piecesOut })}
                </Text>
                <WeightText mg={shown.outMg} />
              </Field>
            )}
            <Field label={t(shown.closed ? 'entries.detail.returned' : 'entries.bench.returnedSoFar')}>
              <Box data-testid="entry-returned">
                <WeightText mg={shown.returnedMg} />
              </Box>
            </Field>
            <Field label={t(shown.closed ? 'entries.detail.loss' : 'entries.bench.lossNow')}>
              <Box data-testid="entry-loss">
                <EntryLossAgainstAllowance lossMg={shown.lossMg} centiPermille={shown.centiPermille} allowedLossPermille={entry.allowedLossPermille} over={shown.over} />
              </Box>
              {!shown.closed && (
                <Text size="xs" c="dimmed">
                  {t('entries.bench.lossNowHint')}
                </Text>
              )}
            </Field>
          </SimpleGrid>
          {entry.overAllowanceReason && <Field label={t('entries.detail.overAllowanceReason')}>{entry.overAllowanceReason}</Field>}
          {entry.note && <Field label={t('entries.detail.note')}>{entry.note}</Field>}
        </Stack>
      </Paper>
    </Stack>
  );
}
