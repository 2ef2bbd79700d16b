import { Button, Checkbox, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowsRightLeft, IconUserQuestion } from '@tabler/icons-react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createTransferBodySchema, type CreateTransferBody } from '../../../../shared/contracts/materials/create-transfer';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { formatGrams } from '../../../../shared/units';
import { CenteredMessage } from '../../../shell/centered-message';
import { showSnackbar } from '../../../shell/snackbar';
import { useUiLocale, NoteField } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { useCreateTransfer } from '../api/create-transfer';
import { slipPath } from '../api/get-document';
import { useFindHolders, useHolderByCode } from '../api/find-holders';
import { HolderSelect } from '../components/holder-select';
import {
  MetalRefusal,
  MetalLinesEditor,
  metalLinesBody,
  newMetalLine,
  useMetalDocumentForm,
  type MetalLineDraft,
} from '../components/metal-lines-editor';
import { PostingDateField, postingDateBody, todayPosting } from '../../../ui/posting-date-field';
import { FormCard, FormSubmit } from '../../../ui/form-card';
import { BackLink } from '../../../ui/back-link';

/** System holders take metal only through their own documents (melt, loss), not a hand transfer. */
const systemKinds: ReadonlySet<Holder['kind']> = new Set(['loss', 'outside', 'melt']);
/** Paths of the body the form shows beside an input; any other server field error goes in the refusal box. */
export const shownTransferFields = /^(toHolderId|safeHolderId|holderId|note|postingDate|postingDateReason|(lines|inputs)(\.\d+\.(materialId|mg))?|output\.(materialId|mg))$/;

export const holderPath = (code: string) => `/material/holder-${encodeURIComponent(code)}`;

/**
 * The giving holder of a `/material/holder-{holder}/…` page: a loader while
 * the holders load, a not-found message for an unknown code.
 */
export function WithGiver({ code, children }: { code: string; children: (giver: Holder) => ReactNode }) {
  const { t } = useTranslation();
  const { holder, isPending, notFound } = useHolderByCode(code);
  if (holder) return children(holder);
  if (isPending || !notFound)
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  return (
    <CenteredMessage
      icon={<IconUserQuestion size={36} />}
      title={t('materials.transfer.holderNotFound', { code })}
      actions={
        <Button component={Link} to="/material" variant="light">
          {t('materials.transfer.backToMaterials')}
        </Button>
      }
    />
  );
}

/** Title, subtitle and the way back to the holder. */
export function MovementHeader({ title, subtitle, backTo }: { title: string; subtitle: string; backTo: Holder | null }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <Stack gap={4}>
      {backTo && (
        <BackLink to={holderPath(backTo.code)} label={t('materials.transfer.backTo', { holder: `${backTo.code} · ${nameOf(backTo)}` })} />
      )}
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}

interface TransferValues {
  toHolderId: number | null;
  lines: MetalLineDraft[];
  note: string;
  overrideCap: boolean;
  /** The slip's posting day ('' today) and why it is earlier (PostingDateField). */
  postingDate: string;
  postingDateReason: string;
}

/** The receiver's cap and what it holds now, all materials together (mg); the server has the last word. */
function CapHint({ receiver, incomingMg }: { receiver: Holder | undefined; incomingMg: number }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  if (!receiver || receiver.capMg === null) return null;
  const heldMg = receiver.balances.reduce((sum, balance) => sum + balance.mg, 0);
  const over = heldMg + incomingMg > receiver.capMg;
  return (
    <Text size="xs" c={over ? 'orange.8' : 'dimmed'}>
      {t('materials.transfer.capHint', { cap: formatGrams(receiver.capMg, locale), held: formatGrams(heldMg, locale) })}
      {over && ` ${t('materials.transfer.overCapHint')}`}
    </Text>
  );
}

function TransferForm({ giver }: { giver: Holder }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['materials.write']);
  const canOverrideCap = canAny(me, ['materials.overrideCap']);
  const { data: holderList } = useFindHolders();
  const receivers = (holderList?.items ?? []).filter((h) => h.active && h.id !== giver.id && !systemKinds.has(h.kind));
  const createTransfer = useCreateTransfer();
  const form = useMetalDocumentForm({
    initial: (): TransferValues => ({ toHolderId: null, lines: [newMetalLine()], note: '', overrideCap: false, ...todayPosting }),
    toBody: (values) => ({
      fromHolderId: giver.id,
      toHolderId: values.toHolderId,
      lines: metalLinesBody(values.lines),
      note: values.note.trim(),
      overrideCap: canOverrideCap && values.overrideCap,
      ...postingDateBody(values),
    }),
    schema: createTransferBodySchema,
  });
  const receiver = receivers.find((h) => h.id === form.values.toHolderId);

  const send = async () => {
    const document = await form.submit((body: CreateTransferBody, idempotencyKey) =>
      createTransfer.mutateAsync({ body, idempotencyKey }),
    );
    if (!document) return;
    showSnackbar({ type: 'success', message: t('materials.transfer.done', { number: document.number }) });
    void navigate({ to: slipPath(document.id) });
  };

  return (
    <Stack gap="lg">
      <MovementHeader
        title={t('materials.transfer.title', { holder: `${giver.code} · ${nameOf(giver)}` })}
        subtitle={t('materials.transfer.subtitle')}
        backTo={giver}
      />
      <FormCard onSubmit={() => void send()}>
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('materials.transfer.from')}
            value={`${giver.code} · ${nameOf(giver)}`}
            readOnly
            variant="filled"
            w={{ base: '100%', sm: 300 }}
          />
          <Stack gap={4} w={{ base: '100%', sm: 360 }}>
            <HolderSelect
              label={t('materials.transfer.to')}
              placeholder={t('materials.transfer.toPlaceholder')}
              nothingFoundMessage={t('materials.transfer.nothingFound')}
              required
              data-autofocus
              holders={receivers}
              value={form.values.toHolderId}
              onChange={(toHolderId) => form.set('toHolderId', toHolderId)}
              error={form.errorOf('toHolderId')}
              disabled={!canWrite}
            />
            <CapHint receiver={receiver} incomingMg={form.values.lines.reduce((sum, line) => sum + (line.mg ?? 0), 0)} />
          </Stack>
        </Group>
        <MetalLinesEditor
          lines={form.values.lines}
          onChange={(lines) => form.set('lines', lines)}
          path="lines"
          errorOf={form.errorOf}
          giver={giver}
          disabled={!canWrite}
        />
        <NoteField form={form} label={t('materials.transfer.note')} disabled={!canWrite} />
        <PostingDateField form={form} />
        {canOverrideCap && (
          <Checkbox
            label={t('materials.transfer.overrideCap')}
            description={t('materials.transfer.overrideCapHint')}
            checked={form.values.overrideCap}
            onChange={(event) => form.set('overrideCap', event.currentTarget.checked)}
          />
        )}
        <MetalRefusal error={form.refusal} otherFields={form.otherErrors((path) => shownTransferFields.test(path))} />
        <FormSubmit
          label={t('materials.transfer.submit')}
          icon={<IconArrowsRightLeft size={18} />}
          pending={form.pending}
          readOnlyText={canWrite ? undefined : t('materials.transfer.readOnly')}
        />
      </FormCard>
    </Stack>
  );
}

/** `/material/holder-{holder}/transfer`: the holder gives metal to another holder; then its slip. */
export function TransferPage() {
  return <WithGiver code={getRouteApi('/material/holder-{$holder}/transfer').useParams().holder}>{(giver) => <TransferForm key={giver.id} giver={giver} />}</WithGiver>;
}
