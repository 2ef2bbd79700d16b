import type { TFunction } from '../../../i18n/translator';
import { Group, Text } from '@mantine/core';
import { IconCheck, IconFlame, IconScale, IconScissors } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { castLossMg } from '../../../../shared/casting/cast-weights';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import { cutCastBodySchema } from '../../../../shared/contracts/casting/cut-cast';
import { finishCastBodySchema } from '../../../../shared/contracts/casting/finish-cast';
import { pourCastBodySchema } from '../../../../shared/contracts/casting/pour-cast';
import { recordCastResultBodySchema } from '../../../../shared/contracts/casting/record-cast-result';
import { formatGrams } from '../../../../shared/units';
import { showSnackbar } from '../../../shell/snackbar';
import { useUiLocale, WeightInput, NoteField } from '../../../ui';
import { StepCard, type StepCardProps } from '../../../ui/step-card';
import { useCutCast } from '../api/cut-cast';
import { useFinishCast } from '../api/finish-cast';
import { usePourCast } from '../api/pour-cast';
import { useRecordCastResult } from '../api/record-cast-result';
import { PostingDateField, postingDateBody, todayPosting, type PostingDateValues, notedPosting } from '../../../ui/posting-date-field';
import { useCastForm } from './use-cast-form';

const weightWidth = { base: '100%', sm: 240 } as const;

type CastForm = Pick<ReturnType<typeof useCastForm>, 'pending' | 'refusal' | 'otherErrors'>;

/** Every step's form has a posting day (the day its metal moves), besides its own fields. */
const postingFields = ['postingDate', 'postingDateReason'] as const;

/** The step's posting day, for whoever may back-date (PostingDateField). */
function StepPostingDate({
  form,
}: {
  form: { values: PostingDateValues; set: (field: 'postingDate' | 'postingDateReason', value: string) => void; errorOf: (path: string) => string | undefined };
}) {
  return (
    <PostingDateField form={form} />
  );
}

/** One step of the cast: its card, its fields (and the posting day's), the server's refusal and its submit button. */
function StepForm({ fields, ...props }: Omit<StepCardProps, 'refusedTitle' | 'form'> & { form: CastForm }) {
  const { t } = useTranslation();
  return <StepCard {...props} fields={[...fields, ...postingFields]} refusedTitle={t('casting.detail.refused')} />;
}

/** The fields of V that hold a weight. */
type WeightField<V> = { [K in keyof V]: V[K] extends number | null ? K : never }[keyof V] & string;

/** A required weight of the step's form, by its field name. */
function StepWeight<V extends object>({
  form,
  field,
  label,
  autoFocus = false,
  description,
}: {
  form: { values: V; set: <K extends keyof V>(field: K, value: V[K]) => void; errorOf: (path: string) => string | undefined };
  field: WeightField<V>;
  label: string;
  autoFocus?: boolean;
  description?: string | undefined;
}) {
  return (
    <WeightInput
      label={label}
      required
      data-autofocus={autoFocus || undefined}
      value={(form.values[field] as number | null) ?? null}
      onChange={(mg) => form.set(field, mg as V[typeof field])}
      error={form.errorOf(field)}
      description={description}
      w={weightWidth}
    />
  );
}

function done(t: TFunction, cast: CastDetail) {
  showSnackbar({ type: 'success', message: t('casting.detail.stepDone', { number: cast.number, status: t(`casting.casts.status.${cast.status}`) }) });
}

function PourForm({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const pour = usePourCast();
  const form = useCastForm({
    initial: { actualMg: null as number | null, ...todayPosting },
    toBody: (v) => ({ actualMg: v.actualMg, ...postingDateBody(v) }),
    schema: pourCastBodySchema,
  });
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => pour.mutateAsync({ castId: cast.id, body, idempotencyKey }));
    if (next) done(t, next);
  };
  const estimate = cast.figures.estimateMg;
  return (
    <StepForm
      title={t('casting.detail.pourTitle')}
      hint={t('casting.detail.pourHint')}
      form={form}
      fields={['actualMg']}
      submitLabel={t('casting.detail.pourSubmit')}
      icon={<IconFlame size={18} />}
      onSubmit={() => void send()}
    >
      <StepWeight
        form={form}
        field="actualMg"
        label={t('casting.detail.actual')}
        autoFocus
        description={estimate !== null ? t('casting.detail.estimateHint', { estimate: formatGrams(estimate, locale) }) : undefined}
      />
      <StepPostingDate form={form} />
    </StepForm>
  );
}

function ResultForm({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const record = useRecordCastResult();
  const form = useCastForm({
    initial: { overMg: null as number | null, resultMg: null as number | null, ...todayPosting },
    toBody: (v) => ({ overMg: v.overMg, resultMg: v.resultMg, ...postingDateBody(v) }),
    schema: recordCastResultBodySchema,
  });
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => record.mutateAsync({ castId: cast.id, body, idempotencyKey }));
    if (next) done(t, next);
  };
  return (
    <StepForm
      title={t('casting.detail.resultTitle')}
      hint={t('casting.detail.resultHint')}
      form={form}
      fields={['overMg', 'resultMg']}
      submitLabel={t('casting.detail.resultSubmit')}
      icon={<IconScale size={18} />}
      onSubmit={() => void send()}
    >
      <Group align="flex-start" gap="md">
        <StepWeight form={form} field="overMg" label={t('casting.detail.over')} autoFocus />
        <StepWeight form={form} field="resultMg" label={t('casting.detail.result')} />
      </Group>
      <StepPostingDate form={form} />
    </StepForm>
  );
}

function CutForm({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const cut = useCutCast();
  const form = useCastForm({
    initial: { cleanMg: null as number | null, rootMg: null as number | null, ...todayPosting },
    toBody: (v) => ({ cleanMg: v.cleanMg, rootMg: v.rootMg, ...postingDateBody(v) }),
    schema: cutCastBodySchema,
  });
  const { cleanMg } = form.values;
  // A preview only (the server has the last word); an over not yet recorded counts as none.
  const lossPreviewMg = castLossMg({ actualMg: cast.actualMg, overMg: cast.overMg ?? 0, cleanMg });
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => cut.mutateAsync({ castId: cast.id, body, idempotencyKey }));
    if (next) done(t, next);
  };
  return (
    <StepForm
      title={t('casting.detail.cutTitle')}
      hint={t('casting.detail.cutHint')}
      form={form}
      fields={['cleanMg', 'rootMg']}
      submitLabel={t('casting.detail.cutSubmit')}
      icon={<IconScissors size={18} />}
      onSubmit={() => void send()}
    >
      <Group align="flex-start" gap="md">
        <StepWeight form={form} field="cleanMg" label={t('casting.detail.clean')} autoFocus />
        <StepWeight form={form} field="rootMg" label={t('casting.detail.root')} />
      </Group>
      {lossPreviewMg !== null && (
        <Text size="sm" c={lossPreviewMg < 0 ? 'red.7' : 'dimmed'}>
          {t('casting.detail.lossPreview', { loss: formatGrams(lossPreviewMg, locale) })}
        </Text>
      )}
      <StepPostingDate form={form} />
    </StepForm>
  );
}

function FinishForm({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const finish = useFinishCast();
  const form = useCastForm({
    ...notedPosting,
    schema: finishCastBodySchema,
  });
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => finish.mutateAsync({ castId: cast.id, body, idempotencyKey }));
    if (next) done(t, next);
  };
  return (
    <StepForm
      title={t('casting.detail.finishTitle')}
      hint={t('casting.detail.finishHint')}
      form={form}
      fields={['note']}
      submitLabel={t('casting.detail.finishSubmit')}
      icon={<IconCheck size={18} />}
      color="teal"
      onSubmit={() => void send()}
    >
      <NoteField form={form} label={t('casting.detail.note')} />
      <StepPostingDate form={form} />
    </StepForm>
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
