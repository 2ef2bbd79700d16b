import { Group, Paper, SimpleGrid, Stack, Stepper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { castStatusValues, type CastDetail } from '../../../../shared/contracts/casting/cast';
import { intlLocale } from '../../../../shared/units';
import { formatDate } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { PostingDayText } from '../../../ui/posting-day-text';
import { CastStatusBadge } from './cast-status-badge';
import { BackLink } from '../../../ui/back-link';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** Number, cast day, posting day, handler, material, holders and the status stepper WAX_PREPARING → … → finished. */
export function CastHeader({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const step = castStatusValues.indexOf(cast.status);
  return (
    <Stack gap="md">
      <BackLink to="/cast" label={t('casting.detail.backToCasts')} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('casting.detail.title', { number: cast.number })}
        </Title>
        <CastStatusBadge status={cast.status} />
      </Group>
      <Paper p="lg" radius="lg" withBorder>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
            <Field label={t('casting.detail.castOn')}>{formatDate(cast.castOn, intlLocale(locale) as IntlLocale)}</Field>
            <Field label={t('casting.detail.postingDay')}>
              <PostingDayText postingDate={cast.postingDate} writtenAt={cast.createdAt} locale={intlLocale(locale) as IntlLocale} />
            </Field>
            <Field label={t('casting.detail.material')}>{cast.materialCode}</Field>
            <Field label={t('casting.detail.handler')}>{cast.handler ? `${cast.handler.code} · ${nameOf(cast.handler)}` : '—'}</Field>
            <Field label={t('casting.detail.pieceCount')}>{cast.pieceCount}</Field>
            <Field label={t('casting.detail.source')}>{`${cast.sourceHolder.code} · ${nameOf(cast.sourceHolder)}`}</Field>
            <Field label={t('casting.detail.castingRoom')}>{`${cast.castingHolder.code} · ${nameOf(cast.castingHolder)}`}</Field>
          </SimpleGrid>
          {cast.note && <Field label={t('casting.detail.note')}>{cast.note}</Field>}
          <Stepper active={cast.status === 'finished' ? castStatusValues.length : step} size="sm" allowNextStepsSelect={false}>
            {castStatusValues.map((status) => (
              <Stepper.Step key={status} label={t(`casting.casts.status.${status}`)} description={t(`casting.detail.stepHints.${status}`)} />
            ))}
          </Stepper>
        </Stack>
      </Paper>
    </Stack>
  );
}
