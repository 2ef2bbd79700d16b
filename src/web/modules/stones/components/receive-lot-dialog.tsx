import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StoneShape } from '../../../../shared/contracts/stones/stone';
import { receiveStoneLotBodySchema, type StoneLotDetail } from '../../../../shared/contracts/stones/stone-lots';
import { CaratInput, MoneyInput } from '../../../ui';
import { findHoldersQueryOptions } from '../../materials/api/find-holders';
import { readersBranchOf, useAllBranches } from '../../platform/api/find-branches';
import { canAny, useMe } from '../../platform/api/get-me';
import { useIdempotentForm } from '../../../ui/idempotent-form';
import { PostingDateField, postingDateBody } from '../../../ui/posting-date-field';
import { useLocalName } from '../../../ui/local-name';
import { useReceiveStoneLot } from '../api/receive-stone-lot';
import { estimateQueryOf, EstimateText, useChartEstimate } from './carat-estimator';
import { caratsInputText, countOf, sizeCmmOf, weightMctOf } from './stone-figures';
import { StoneFormDialog } from './stone-form-dialog';
import { StoneShapeSelect, StoneTypeInput } from './stone-inputs';

export interface ReceiveValues {
  stoneType: string;
  shape: StoneShape | null;
  sizeMm: string;
  colour: string;
  quality: string;
  count: string;
  carats: string;
  branchId: number | null;
  holderId: number | null;
  costCentsPerCarat: number | null;
  supplier: string;
  note: string;
  /** The day it belongs to (ui/posting-date-field.tsx): none or '' is today. */
  postingDate?: string;
  postingDateReason?: string;
}

export const emptyReceiveValues = (branchId: number | null = null): ReceiveValues => ({
  stoneType: '',
  shape: 'round',
  sizeMm: '',
  colour: '',
  quality: '',
  count: '',
  carats: '',
  branchId,
  holderId: null,
  costCentsPerCarat: null,
  supplier: '',
  note: '',
});

/** The body before the contract checks it: empty numbers are absent, so the contract calls them required. */
export const receiveBodyOf = (values: ReceiveValues) => ({
  stoneType: values.stoneType.trim(),
  shape: values.shape ?? undefined,
  sizeCmm: sizeCmmOf(values.sizeMm) ?? undefined,
  colour: values.colour.trim(),
  quality: values.quality.trim(),
  count: countOf(values.count) ?? undefined,
  weightMct: weightMctOf(values.carats) ?? undefined,
  branchId: values.branchId ?? undefined,
  holderId: values.holderId,
  costCentsPerCarat: values.costCentsPerCarat,
  supplier: values.supplier.trim(),
  note: values.note.trim(),
  ...postingDateBody({ postingDate: values.postingDate ?? '', postingDateReason: values.postingDateReason ?? '' }),
});

const shownFields = ['stoneType', 'shape', 'sizeCmm', 'colour', 'quality', 'count', 'weightMct', 'branchId', 'holderId', 'costCentsPerCarat', 'supplier', 'note', 'postingDate', 'postingDateReason'];

/** Stones received from a supplier (or found): a new lot at a branch, weighed and counted; the chart suggests the weight. */
export function ReceiveLotDialog({ opened, onClose, knownTypes }: { opened: boolean; onClose: (lot?: StoneLotDetail) => void; knownTypes: readonly string[] }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { data: me } = useMe();
  const branches = useAllBranches();
  const holders = useQuery({ ...findHoldersQueryOptions({ active: 'true' }), enabled: opened && canAny(me, ['materials.read']) });
  const receive = useReceiveStoneLot();
  const form = useIdempotentForm({ initial: () => emptyReceiveValues(me?.user.branchId ?? null), toBody: receiveBodyOf, schema: receiveStoneLotBodySchema });
  const values = form.values;
  const activeBranches = (branches.data?.items ?? []).filter((branch) => branch.active);
  useEffect(() => {
    const own = readersBranchOf(me, branches.data);
    if (opened && values.branchId === null && own !== null) form.set('branchId', own);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only while no branch is chosen
  }, [opened, values.branchId, activeBranches.length]);

  const count = countOf(values.count);
  const query = estimateQueryOf(values.stoneType, values.shape, sizeCmmOf(values.sizeMm), count);
  const { estimate } = useChartEstimate(opened ? query : null);

  const close = (lot?: StoneLotDetail) => {
    form.reset(emptyReceiveValues(values.branchId));
    onClose(lot);
  };
  const save = async () => {
    const lot = await form.submit((body, idempotencyKey) => receive.mutateAsync({ body, idempotencyKey }));
    if (lot) close(lot);
  };
  const text = (field: 'colour' | 'quality' | 'supplier' | 'note' | 'sizeMm' | 'count') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => form.set(field, event.currentTarget.value),
  });

  return (
    <StoneFormDialog
      opened={opened}
      title={t('stones.receive.title')}
      onClose={() => close()}
      onSubmit={() => void save()}
      pending={form.pending}
      refusal={form.refusal}
      otherErrors={form.otherErrors(shownFields)}
      refusalTitle={t('stones.receive.refused')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <StoneTypeInput label={t('stones.fields.type')} required known={knownTypes} value={values.stoneType} onChange={(v) => form.set('stoneType', v)} error={form.errorOf('stoneType')} data-autofocus />
        <StoneShapeSelect label={t('stones.fields.shape')} required allowDeselect={false} value={values.shape} onChange={(v) => form.set('shape', v)} error={form.errorOf('shape')} />
        <TextInput label={t('stones.fields.sizeMm')} required inputMode="decimal" placeholder="1.50" {...text('sizeMm')} error={form.errorOf('sizeCmm')} />
        <TextInput label={t('stones.fields.colour')} maxLength={40} {...text('colour')} error={form.errorOf('colour')} />
        <TextInput label={t('stones.fields.quality')} maxLength={40} {...text('quality')} error={form.errorOf('quality')} />
        <TextInput label={t('stones.fields.supplier')} maxLength={120} {...text('supplier')} error={form.errorOf('supplier')} />
        <TextInput label={t('stones.fields.count')} required inputMode="numeric" {...text('count')} error={form.errorOf('count')} />
        <CaratInput label={t('stones.fields.caratsInput')} required placeholder="0.500" value={values.carats} onChange={(carats) => form.set('carats', carats)} error={form.errorOf('weightMct')} />
        {/* A purchase price: owner and manager only (the server refuses it from anyone else). */}
        {canAny(me, ['stones.costs']) && (
          <MoneyInput
            label={t('stones.fields.costPerCarat')}
            currency="USD"
            value={values.costCentsPerCarat}
            onChange={(cents) => form.set('costCentsPerCarat', cents)}
            error={form.errorOf('costCentsPerCarat')}
          />
        )}
      </SimpleGrid>
      {query && estimate && values.shape && count ? (
        <Group justify="space-between" align="center" wrap="wrap" gap="xs" p="xs" bg="gray.0" style={{ borderRadius: 8 }}>
          <EstimateText estimate={estimate} stoneType={query.stoneType} shape={values.shape} count={count} />
          {estimate.weightMct !== null && (
            <Button size="xs" variant="light" onClick={() => form.set('carats', caratsInputText(estimate.weightMct ?? 0))}>
              {t('stones.estimate.use')}
            </Button>
          )}
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('stones.fields.branch')}
          required
          allowDeselect={false}
          data={activeBranches.map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${nameOf(branch)}` }))}
          value={values.branchId === null ? null : String(values.branchId)}
          onChange={(value) => form.set('branchId', value === null ? null : Number(value))}
          error={form.errorOf('branchId')}
        />
        <Select
          label={t('stones.fields.holder')}
          placeholder={t('stones.fields.holderNone')}
          searchable
          clearable
          data={(holders.data?.items ?? []).map((holder) => ({ value: String(holder.id), label: `${holder.code} · ${nameOf(holder)}` }))}
          value={values.holderId === null ? null : String(values.holderId)}
          onChange={(value) => form.set('holderId', value === null ? null : Number(value))}
          error={form.errorOf('holderId')}
          disabled={!canAny(me, ['materials.read'])}
        />
      </SimpleGrid>
      <TextInput label={t('stones.fields.note')} maxLength={500} {...text('note')} error={form.errorOf('note')} />
      <PostingDateField form={form} />
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('stones.receive.hint')}
        </Text>
      </Stack>
    </StoneFormDialog>
  );
}
