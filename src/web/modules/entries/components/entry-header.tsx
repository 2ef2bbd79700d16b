import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import { issuedMg, lossCentiPermille, lossOverAllowance } from '../../../../shared/entries/entry-loss';
import { intlLocale } from '../../../../shared/units';
import { formatDate } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { useLocalName } from '../../platform/components/local-name';
import { allowedLossText } from './allowed-loss';
import { lossPermilleText } from './entry-loss-text';
import { EntryStateBadge } from './entry-state-badge';
import { EntryWeight } from './entry-weight';

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

/** Number, type, category, jeweller, source, state, and the weights: init, spare, issued, returned, loss and its ‰ against the allowance. */
export function EntryHeader({ entry, category, backTo }: { entry: EntryDetail; category: EntryCategory | undefined; backTo: string }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const weights = entry.returnedMg === null ? null : { initMg: entry.initMg, spareMg: entry.spareMg, returnedMg: entry.returnedMg };
  const over = weights !== null && category !== undefined && lossOverAllowance(weights, category.allowedLossPermille);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('entries.detail.backToList')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
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
            <Field label={t('entries.detail.day')}>{formatDate(entry.createdAt, intlLocale(locale) as IntlLocale)}</Field>
            <Field label={t('entries.detail.pieceCount')}>{entry.pieceCount}</Field>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
            <Field label={t('entries.detail.init')}>
              <EntryWeight mg={entry.initMg} />
            </Field>
            <Field label={t('entries.detail.spare')}>
              <EntryWeight mg={entry.spareMg} />
            </Field>
            <Field label={t('entries.detail.issued')}>
              <EntryWeight mg={issuedMg(entry)} />
            </Field>
            <Field label={t('entries.detail.returned')}>
              <EntryWeight mg={entry.returnedMg} />
            </Field>
            <Field label={t('entries.detail.loss')}>
              <EntryWeight mg={entry.lossMg} color={over ? 'red.7' : undefined} />
            </Field>
            <Field label={t('entries.detail.lossPermille')}>
              <Text size="sm" fw={500} c={over ? 'red.7' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {lossPermilleText(weights && lossCentiPermille(weights), locale)}
              </Text>
              <Text size="xs" c="dimmed">
                {category ? t('entries.detail.allowance', { allowed: allowedLossText(t, category.allowedLossPermille, locale) }) : ''}
              </Text>
            </Field>
          </SimpleGrid>
          {entry.overAllowanceReason && <Field label={t('entries.detail.overAllowanceReason')}>{entry.overAllowanceReason}</Field>}
          {entry.note && <Field label={t('entries.detail.note')}>{entry.note}</Field>}
        </Stack>
      </Paper>
    </Stack>
  );
}
