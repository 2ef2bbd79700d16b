import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { createMeltBodySchema, type CreateMeltBody } from '../../../../shared/contracts/materials/create-melt';
import type { Holder, MaterialCategory } from '../../../../shared/contracts/materials/material';
import { fineWeightMg } from '../../../../shared/units';
import { showSnackbar } from '../../../shell/snackbar';
import { WeightInput, NoteField } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useCreateMelt } from '../api/create-melt';
import { useFindHolders } from '../api/find-holders';
import { slipPath } from '../api/get-document';
import { HolderSelect } from '../components/holder-select';
import { MaterialSelect, useActiveMaterials } from '../components/material-select';
import {
  MetalRefusal,
  MetalLinesEditor,
  metalLinesBody,
  newMetalLine,
  useMetalDocumentForm,
  type MetalLineDraft,
} from '../components/metal-lines-editor';
import { MovementHeader, shownTransferFields } from './transfer-page';
import { WeightText } from '../../../ui/weight-text';
import { FormCard, FormSubmit } from '../../../ui/form-card';

interface MeltValues {
  holderId: number | null;
  inputs: MetalLineDraft[];
  outputMaterialId: number | null;
  outputMg: number | null;
  note: string;
}

export interface MeltFineFigures {
  fineInMg: number;
  fineOutMg: number;
  fineLossMg: number;
}

/**
 * DESIGN §3.2: fine = mg × purity / 10000, rounded half away from zero per
 * line, as the server posts it; loss = fine in − fine out (negative: a gain,
 * refused). Lines still missing a material or a weight count as nothing.
 */
export function meltFineFigures(
  inputs: readonly { materialId: number | null; mg: number | null }[],
  output: { materialId: number | null; mg: number | null },
  materials: ReadonlyMap<number, Pick<MaterialCategory, 'purity'>>,
): MeltFineFigures {
  const fineOf = ({ materialId, mg }: { materialId: number | null; mg: number | null }) => {
    const purity = materialId === null ? undefined : materials.get(materialId)?.purity;
    return purity === undefined || mg === null ? 0 : fineWeightMg(mg, purity);
  };
  const fineInMg = inputs.reduce((sum, line) => sum + fineOf(line), 0);
  const fineOutMg = fineOf(output);
  return { fineInMg, fineOutMg, fineLossMg: fineInMg - fineOutMg };
}

// Old gold bought at a counter waits in the branch's old-gold holder until a melt takes it (DESIGN §3.8).
const meltHolderKinds: ReadonlySet<Holder['kind']> = new Set(['casting', 'safe', 'counter', 'old_gold', 'staff']);

function FineFigure({ label, mg, color }: { label: string; mg: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" bg={color ? `var(--mantine-color-${color}-0)` : undefined}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <WeightText mg={mg} size="lg" />
    </Paper>
  );
}

function MeltForm({ holders }: { holders: Holder[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['materials.write']);
  const { byId } = useActiveMaterials();
  const createMelt = useCreateMelt();
  const defaultHolder = holders.find((h) => h.kind === 'casting') ?? null;
  const figuresOf = (values: MeltValues) =>
    meltFineFigures(values.inputs, { materialId: values.outputMaterialId, mg: values.outputMg }, byId);
  const form = useMetalDocumentForm({
    initial: (): MeltValues => ({
      holderId: defaultHolder?.id ?? null,
      inputs: [newMetalLine()],
      outputMaterialId: null,
      outputMg: null,
      note: '',
    }),
    toBody: (values) => ({
      holderId: values.holderId,
      inputs: metalLinesBody(values.inputs),
      output: { materialId: values.outputMaterialId, mg: values.outputMg },
      note: values.note.trim(),
    }),
    schema: createMeltBodySchema,
    blocked: (values) => figuresOf(values).fineLossMg < 0,
  });
  const holder = holders.find((h) => h.id === form.values.holderId);
  const figures = figuresOf(form.values);
  const gain = form.values.outputMg !== null && figures.fineLossMg < 0;

  const send = async () => {
    const document = await form.submit((body: CreateMeltBody, idempotencyKey) => createMelt.mutateAsync({ body, idempotencyKey }));
    if (!document) return;
    showSnackbar({ type: 'success', message: t('materials.melt.done', { number: document.number }) });
    void navigate({ to: slipPath(document.id) });
  };

  return (
    <FormCard onSubmit={() => void send()}>
      <HolderSelect
        label={t('materials.melt.holder')}
        description={t('materials.melt.holderHint')}
        nothingFoundMessage={t('materials.transfer.nothingFound')}
        required
        holders={holders}
        value={form.values.holderId}
        onChange={(holderId) => form.set('holderId', holderId)}
        error={form.errorOf('holderId')}
        disabled={!canWrite}
        w={{ base: '100%', sm: 360 }}
      />
      <Title order={3} fz="lg">
        {t('materials.melt.inputs')}
      </Title>
      <MetalLinesEditor
        lines={form.values.inputs}
        onChange={(inputs) => form.set('inputs', inputs)}
        path="inputs"
        errorOf={form.errorOf}
        giver={holder}
        disabled={!canWrite}
      />
      <Title order={3} fz="lg">
        {t('materials.melt.output')}
      </Title>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <MaterialSelect
          label={t('materials.transfer.material')}
          required
          w={{ base: '100%', xs: 240 }}
          value={form.values.outputMaterialId}
          onChange={(materialId) => form.set('outputMaterialId', materialId)}
          error={form.errorOf('output.materialId')}
          disabled={!canWrite}
        />
        <WeightInput
          label={t('units.weight')}
          required
          w={{ base: '100%', xs: 240 }}
          value={form.values.outputMg}
          onChange={(mg) => form.set('outputMg', mg)}
          error={form.errorOf('output.mg') ?? (gain ? t('materials.melt.gain') : undefined)}
          disabled={!canWrite}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="melt-figures">
        <FineFigure label={t('materials.melt.fineIn')} mg={figures.fineInMg} />
        <FineFigure label={t('materials.melt.fineOut')} mg={figures.fineOutMg} />
        <FineFigure label={t('materials.melt.fineLoss')} mg={figures.fineLossMg} color={gain ? 'red' : 'gold'} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('materials.melt.fineRule')}
      </Text>
      <NoteField form={form} label={t('materials.transfer.note')} disabled={!canWrite} />
      <MetalRefusal error={form.refusal} otherFields={form.otherErrors((path) => shownTransferFields.test(path))} />
      <FormSubmit
        label={t('materials.melt.submit')}
        icon={<IconFlame size={18} />}
        pending={form.pending}
        readOnlyText={canWrite ? undefined : t('materials.transfer.readOnly')}
        disabled={gain}
      />
    </FormCard>
  );
}

/** `/material/melt`: melting and alloying at one holder (the casting room by default); then its slip. */
export function MeltPage() {
  const { t } = useTranslation();
  const { data } = useFindHolders();
  const holders = (data?.items ?? []).filter((h) => h.active && meltHolderKinds.has(h.kind));
  return (
    <Stack gap="lg">
      <MovementHeader title={t('materials.melt.title')} subtitle={t('materials.melt.subtitle')} backTo={null} />
      {data ? (
        <MeltForm holders={holders} />
      ) : (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      )}
    </Stack>
  );
}
