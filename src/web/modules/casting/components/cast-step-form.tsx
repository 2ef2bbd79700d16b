import type { TFunction } from 'i18next';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconFlame, IconScale, IconScissors } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import { cutCastBodySchema } from '../../../../shared/contracts/casting/cut-cast';
import { finishCastBodySchema } from '../../../../shared/contracts/casting/finish-cast';
import { pourCastBodySchema } from '../../../../shared/contracts/casting/pour-cast';
import { recordCastResultBodySchema } from '../../../../shared/contracts/casting/record-cast-result';
import { formatGrams } from '../../../../shared/units';
import { showSnackbar } from '../../../shell/snackbar';
import { TextareaField, useUiLocale, WeightInput } from '../../../ui';
import { useCutCast } from '../api/cut-cast';
import { useFinishCast } from '../api/finish-cast';
import { usePourCast } from '../api/pour-cast';
import { useRecordCastResult } from '../api/record-cast-result';
import { CastRefusal } from './cast-refusal';
import { useCastForm } from './use-cast-form';

const weightWidth = { base: '100%', sm: 240 } as const;

function StepCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz={18}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

function done(t: TFunction, cast: CastDetail) {
  showSnackbar({ type: 'success', message: t('casting.detail.stepDone', { number: cast.number, status: t(`casting.casts.status.${cast.status}`) }) });
}

function PourForm({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const pour = usePourCast();
  const form = useCastForm({ initial: { actualMg: null as number | null }, toBody: (v) => v, schema: pourCastBodySchema });
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => pour.mutateAsync({ castId: cast.id, body, idempotencyKey }));
    if (next) done(t, next);
  };
  return (
    <StepCard title={t('casting.detail.pourTitle')} hint={t('casting.detail.pourHint')}>
      <form noValidate onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}>
        <Stack gap="md">
          <WeightInput
            label={t('casting.detail.actual')}
            required
            data-autofocus
            value={form.values.actualMg}
            onChange={(mg) => form.set('actualMg', mg)}
            error={form.errorOf('actualMg')}
            description={
              cast.figures.estimateMg !== null ? t('casting.detail.estimateHint', { estimate: formatGrams(cast.figures.estimateMg, locale) }) : undefined
            }
            w={weightWidth}
          />
          <CastRefusal error={form.refusal} otherFields={form.otherErrors(['actualMg'])} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.pending} leftSection={<IconFlame size={18} />}>
              {t('casting.detail.pourSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StepCard>
  );
}

function ResultForm({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const record = useRecordCastResult();
  const form = useCastForm({
    initial: { overMg: null as number | null, resultMg: null as number | null },
    toBody: (v) => v,
    schema: recordCastResultBodySchema,
  });
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => record.mutateAsync({ castId: cast.id, body, idempotencyKey }));
    if (next) done(t, next);
  };
  return (
    <StepCard title={t('casting.detail.resultTitle')} hint={t('casting.detail.resultHint')}>
      <form noValidate onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}>
        <Stack gap="md">
          <Group align="flex-start" gap="md">
            <WeightInput
              label={t('casting.detail.over')}
              required
              data-autofocus
              value={form.values.overMg}
              onChange={(mg) => form.set('overMg', mg)}
              error={form.errorOf('overMg')}
              w={weightWidth}
            />
            <WeightInput
              label={t('casting.detail.result')}
              required
              value={form.values.resultMg}
              onChange={(mg) => form.set('resultMg', mg)}
              error={form.errorOf('resultMg')}
              w={weightWidth}
            />
          </Group>
          <CastRefusal error={form.refusal} otherFields={form.otherErrors(['overMg', 'resultMg'])} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.pending} leftSection={<IconScale size={18} />}>
              {t('casting.detail.resultSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StepCard>
  );
}

function CutForm({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const cut = useCutCast();
  const form = useCastForm({
    initial: { cleanMg: null as number | null, rootMg: null as number | null },
    toBody: (v) => v,
    schema: cutCastBodySchema,
  });
  const { cleanMg } = form.values;
  // A preview only: loss = actual − over − clean (DESIGN §3.4); the server has the last word.
  const lossPreviewMg = cleanMg !== null && cast.actualMg !== null ? cast.actualMg - (cast.overMg ?? 0) - cleanMg : null;
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => cut.mutateAsync({ castId: cast.id, body, idempotencyKey }));
    if (next) done(t, next);
  };
  return (
    <StepCard title={t('casting.detail.cutTitle')} hint={t('casting.detail.cutHint')}>
      <form noValidate onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}>
        <Stack gap="md">
          <Group align="flex-start" gap="md">
            <WeightInput
              label={t('casting.detail.clean')}
              required
              data-autofocus
              value={form.values.cleanMg}
              onChange={(mg) => form.set('cleanMg', mg)}
              error={form.errorOf('cleanMg')}
              w={weightWidth}
            />
            <WeightInput
              label={t('casting.detail.root')}
              required
              value={form.values.rootMg}
              onChange={(mg) => form.set('rootMg', mg)}
              error={form.errorOf('rootMg')}
              w={weightWidth}
            />
          </Group>
          {lossPreviewMg !== null && (
            <Text size="sm" c={lossPreviewMg < 0 ? 'red.7' : 'dimmed'}>
              {t('casting.detail.lossPreview', { loss: formatGrams(lossPreviewMg, locale) })}
            </Text>
          )}
          <CastRefusal error={form.refusal} otherFields={form.otherErrors(['cleanMg', 'rootMg'])} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.pending} leftSection={<IconScissors size={18} />}>
              {t('casting.detail.cutSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StepCard>
  );
}

function FinishForm({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const finish = useFinishCast();
  const form = useCastForm({ initial: { note: '' }, toBody: (v) => ({ note: v.note.trim() }), schema: finishCastBodySchema });
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => finish.mutateAsync({ castId: cast.id, body, idempotencyKey }));
    if (next) done(t, next);
  };
  return (
    <StepCard title={t('casting.detail.finishTitle')} hint={t('casting.detail.finishHint')}>
      <form noValidate onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}>
        <Stack gap="md">
          <TextareaField
            label={t('casting.detail.note')}
            rows={2}
            maxLength={500}
            value={form.values.note}
            onChange={(event) => form.set('note', event.currentTarget.value)}
            error={form.errorOf('note')}
          />
          <CastRefusal error={form.refusal} otherFields={form.otherErrors(['note'])} />
          <Group justify="flex-end">
            <Button type="submit" color="teal" loading={form.pending} leftSection={<IconCheck size={18} />}>
              {t('casting.detail.finishSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StepCard>
  );
}

/** The form of the cast's next step only; none once finished. Keyed by cast and status so each step starts empty. */
export function CastStepForm({ cast }: { cast: CastDetail }) {
  switch (cast.status) {
    case 'WAX_PREPARING':
      return <PourForm key={`${cast.id}-pour`} cast={cast} />;
    case 'casting':
      return <ResultForm key={`${cast.id}-result`} cast={cast} />;
    case 'cleaning':
      return <CutForm key={`${cast.id}-cut`} cast={cast} />;
    case 'cut':
      return <FinishForm key={`${cast.id}-finish`} cast={cast} />;
    case 'finished':
      return null;
  }
}
