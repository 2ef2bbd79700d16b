import { Checkbox, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { createReturnBodySchema, type CreateReturnBody } from '../../../../shared/contracts/materials/create-return';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { showSnackbar } from '../../../shell/snackbar';
import { NoteField } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { useCreateReturn } from '../api/create-return';
import { useFindHolders } from '../api/find-holders';
import { slipPath } from '../api/get-document';
import { HolderSelect } from '../components/holder-select';
import {
  MetalRefusal,
  MetalLinesEditor,
  metalLinesBody,
  newMetalLine,
  useMetalDocumentForm,
  type MetalLineDraft,
} from '../components/metal-lines-editor';
import { MovementHeader, shownTransferFields, WithGiver } from './transfer-page';
import { FormCard, FormSubmit } from '../../../ui/form-card';

interface ReturnValues {
  /** null: the server's default, the first active safe. */
  safeHolderId: number | null;
  lines: MetalLineDraft[];
  note: string;
  overrideCap: boolean;
}

/** One line per material held, with the whole balance: a return usually empties the bench. */
export function returnLinesOf(giver: Holder): MetalLineDraft[] {
  const held = giver.balances.filter((balance) => balance.mg > 0);
  return held.length > 0 ? held.map((balance) => newMetalLine(balance.materialId, balance.mg)) : [newMetalLine()];
}

function ReturnForm({ giver }: { giver: Holder }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['materials.write']);
  const canOverrideCap = canAny(me, ['materials.overrideCap']);
  const { data: holderList } = useFindHolders();
  const safes = (holderList?.items ?? []).filter((h) => h.kind === 'safe' && h.active && h.id !== giver.id);
  const createReturn = useCreateReturn();
  const form = useMetalDocumentForm({
    initial: (): ReturnValues => ({ safeHolderId: null, lines: returnLinesOf(giver), note: '', overrideCap: false }),
    toBody: (values) => ({
      fromHolderId: giver.id,
      safeHolderId: values.safeHolderId,
      lines: metalLinesBody(values.lines),
      note: values.note.trim(),
      overrideCap: canOverrideCap && values.overrideCap,
    }),
    schema: createReturnBodySchema,
  });
  const holdsNothing = giver.balances.every((balance) => balance.mg <= 0);

  const send = async () => {
    const document = await form.submit((body: CreateReturnBody, idempotencyKey) => createReturn.mutateAsync({ body, idempotencyKey }));
    if (!document) return;
    showSnackbar({ type: 'success', message: t('materials.transfer.returnDone', { number: document.number }) });
    void navigate({ to: slipPath(document.id) });
  };

  return (
    <Stack gap="lg">
      <MovementHeader
        title={t('materials.transfer.returnTitle', { holder: `${giver.code} · ${nameOf(giver)}` })}
        subtitle={t('materials.transfer.returnSubtitle')}
        backTo={giver}
      />
      <FormCard onSubmit={() => void send()}>
        {safes.length > 1 ? (
          <HolderSelect
            label={t('materials.transfer.returnSafe')}
            placeholder={t('materials.transfer.returnFirstSafe', { safe: safes[0] ? `${safes[0].code} · ${nameOf(safes[0])}` : '' })}
            nothingFoundMessage={t('materials.transfer.nothingFound')}
            clearable
            holders={safes}
            value={form.values.safeHolderId}
            onChange={(safeHolderId) => form.set('safeHolderId', safeHolderId)}
            error={form.errorOf('safeHolderId')}
            disabled={!canWrite}
            w={{ base: '100%', sm: 360 }}
          />
        ) : (
          safes[0] && (
            <Text size="sm">
              {t('materials.transfer.returnTo', { safe: `${safes[0].code} · ${nameOf(safes[0])}` })}
            </Text>
          )
        )}
        {holdsNothing && (
          <Text size="sm" c="dimmed">
            {t('materials.transfer.returnHoldsNothing')}
          </Text>
        )}
        <MetalLinesEditor
          lines={form.values.lines}
          onChange={(lines) => form.set('lines', lines)}
          path="lines"
          errorOf={form.errorOf}
          giver={giver}
          disabled={!canWrite}
        />
        <NoteField form={form} label={t('materials.transfer.note')} disabled={!canWrite} />
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
          label={t('materials.transfer.returnSubmit')}
          icon={<IconArrowBackUp size={18} />}
          pending={form.pending}
          readOnlyText={canWrite ? undefined : t('materials.transfer.readOnly')}
        />
      </FormCard>
    </Stack>
  );
}

/** `/material/holder-{holder}/return`: the holder gives metal back to the safe; then its slip. */
export function ReturnPage() {
  return <WithGiver code={getRouteApi('/material/holder-{$holder}/return').useParams().holder}>{(giver) => <ReturnForm key={giver.id} giver={giver} />}</WithGiver>;
}
