import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  createPreOrderBodySchema,
  maxPreOrderItems,
  maxPreOrderPhotos,
  type CreatePreOrderBody,
} from '../../../../shared/contracts/production/create-pre-order';
import type { PreOrderWithItems } from '../../../../shared/contracts/production/production-item';
import type { Currency } from '../../../../shared/units';
import { newIdempotencyKey } from '../../../shell/idempotency-key';
import { MoneyInput, PhotoField, usePhotoUploads, WeightInput, type PhotoValue, NoteField } from '../../../ui';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm } from '../../../ui/record-form';
import { useCreatePreOrder } from '../api/create-pre-order';
import { useProductionNames } from './production-names';
import { serverFieldError } from './refusal-alert';

interface PieceDraft {
  /** React key only; never sent. */
  key: number;
  description: string;
  categoryId: string | null;
  materialId: string | null;
  designerStaffId: string | null;
  targetWeightMg: number | null;
}

interface PreOrderValues {
  customerName: string;
  customerPhone: string;
  designRef: string;
  note: string;
  depositMinor: number | null;
  depositCurrency: Currency;
  promisedOn: string | null;
  /** The customer's pictures or sketches: files until the submit uploads them. */
  photos: PhotoValue[];
  pieces: PieceDraft[];
}

let nextPieceKey = 1;
const newPiece = (): PieceDraft => ({ key: nextPieceKey++, description: '', categoryId: null, materialId: null, designerStaffId: null, targetWeightMg: null });
const emptyValues = (): PreOrderValues => ({
  customerName: '',
  customerPhone: '',
  designRef: '',
  note: '',
  depositMinor: null,
  depositCurrency: 'USD',
  promisedOn: null,
  photos: [],
  pieces: [newPiece()],
});

const toBody = (values: PreOrderValues) => ({
  customerName: values.customerName.trim(),
  customerPhone: values.customerPhone.trim(),
  designRef: values.designRef.trim(),
  note: values.note.trim(),
  depositMinor: values.depositMinor ?? 0,
  depositCurrency: values.depositCurrency,
  promisedOn: values.promisedOn,
  // Files are uploaded on submit and their sources sent instead.
  photos: values.photos.filter((photo): photo is string => typeof photo === 'string'),
  items: values.pieces.map((piece) => ({
    description: piece.description.trim(),
    categoryId: piece.categoryId === null ? null : Number(piece.categoryId),
    materialId: piece.materialId === null ? null : Number(piece.materialId),
    designerStaffId: piece.designerStaffId === null ? null : Number(piece.designerStaffId),
    targetWeightMg: piece.targetWeightMg,
  })),
});

export interface PreOrderFormDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (preOrder: PreOrderWithItems) => void;
}

/** A customer's pre-order: who, the deposit, the promised day and one line per piece to make. */
export function PreOrderFormDialog({ opened, onClose, onCreated }: PreOrderFormDialogProps) {
  const { t } = useTranslation();
  const { materialOptions, designerOptions, categoryOptions, defaultMaterialOf } = useProductionNames();
  const createPreOrder = useCreatePreOrder();
  const uploads = usePhotoUploads();
  // One key per filled form: a double click or a retry creates the pre-order (and its deposit) once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const form = useRecordForm({ initial: emptyValues(), toBody, schema: createPreOrderBodySchema });
  const { pieces } = form.values;
  const setPiece = (index: number, patch: Partial<PieceDraft>) =>
    form.set(
      'pieces',
      pieces.map((piece, i) => (i === index ? { ...piece, ...patch } : piece)),
    );

  const send = async () => {
    const result: { preOrder?: PreOrderWithItems } = {};
    let photos: string[];
    try {
      photos = await uploads.toSources(form.values.photos);
    } catch {
      return; // The refusal shows under the photos.
    }
    const saved = await form.submit(async (body: CreatePreOrderBody) => {
      result.preOrder = await createPreOrder.mutateAsync({ body: { ...body, photos }, idempotencyKey });
    });
    if (!saved || !result.preOrder) return;
    form.reset(emptyValues());
    setIdempotencyKey(newIdempotencyKey());
    onCreated(result.preOrder);
  };

  return (
    <FormDialog opened={opened} title={t('production.preOrders.form.title')} onClose={onClose} onSubmit={() => void send()} pending={form.pending || uploads.uploading}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('production.preOrders.form.customerName')}
          required
          data-autofocus
          value={form.values.customerName}
          onChange={(event) => form.set('customerName', event.currentTarget.value)}
          error={form.errorOf('customerName')}
        />
        <TextInput
          label={t('production.preOrders.form.customerPhone')}
          type="tel"
          value={form.values.customerPhone}
          onChange={(event) => form.set('customerPhone', event.currentTarget.value)}
          error={form.errorOf('customerPhone')}
        />
        <TextInput
          label={t('production.preOrders.form.designRef')}
          value={form.values.designRef}
          onChange={(event) => form.set('designRef', event.currentTarget.value)}
          error={form.errorOf('designRef')}
        />
        <DatePickerInput
          label={t('production.preOrders.form.promisedOn')}
          value={form.values.promisedOn}
          onChange={(value) => form.set('promisedOn', value ? String(value).slice(0, 10) : null)}
          valueFormat="YYYY-MM-DD"
          clearable
          error={form.errorOf('promisedOn')}
        />
        <MoneyInput
          label={t('production.preOrders.form.deposit')}
          value={form.values.depositMinor}
          currency={form.values.depositCurrency}
          onChange={(depositMinor) => form.set('depositMinor', depositMinor)}
          onCurrencyChange={(currency) => form.set('depositCurrency', currency)}
          error={form.errorOf('depositMinor')}
        />
      </SimpleGrid>
      <NoteField form={form} label={t('production.preOrders.form.note')} />
      <PhotoField
        label={t('production.preOrders.form.photos')}
        description={t('production.preOrders.form.photosHint')}
        value={form.values.photos}
        onChange={(photos) => form.set('photos', photos)}
        max={maxPreOrderPhotos}
        error={serverFieldError(uploads.error, 'photo') ?? form.errorOf('photos')}
      />
      <Stack gap="sm">
        <Text fw={600}>{t('production.preOrders.form.pieces')}</Text>
        {pieces.map((piece, index) => (
          <Paper key={piece.key} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {t('production.preOrders.form.piece', { number: index + 1 })}
                </Text>
                {pieces.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('production.preOrders.form.removePiece', { number: index + 1 })}
                    onClick={() => form.set('pieces', pieces.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
              <TextInput
                label={t('production.preOrders.form.description')}
                required
                value={piece.description}
                onChange={(event) => setPiece(index, { description: event.currentTarget.value })}
                error={form.errorOf(`items.${index}.description`)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label={t('production.preOrders.form.category')}
                  data={categoryOptions}
                  value={piece.categoryId}
                  onChange={(categoryId) => setPiece(index, { categoryId, materialId: piece.materialId ?? defaultMaterialOf(categoryId) })}
                  clearable
                  searchable
                  error={form.errorOf(`items.${index}.categoryId`)}
                />
                <Select
                  label={t('production.preOrders.form.material')}
                  required
                  data={materialOptions}
                  value={piece.materialId}
                  onChange={(materialId) => setPiece(index, { materialId })}
                  searchable
                  error={form.errorOf(`items.${index}.materialId`)}
                />
                <Select
                  label={t('production.preOrders.form.designer')}
                  placeholder={t('production.preOrders.form.noDesigner')}
                  data={designerOptions}
                  value={piece.designerStaffId}
                  onChange={(designerStaffId) => setPiece(index, { designerStaffId })}
                  clearable
                  searchable
                  error={form.errorOf(`items.${index}.designerStaffId`)}
                />
                <WeightInput
                  label={t('production.preOrders.form.targetWeight')}
                  value={piece.targetWeightMg}
                  onChange={(targetWeightMg) => setPiece(index, { targetWeightMg })}
                  error={form.errorOf(`items.${index}.targetWeightMg`)}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {pieces.length < maxPreOrderItems && (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.set('pieces', [...pieces, newPiece()])}>
              {t('production.preOrders.form.addPiece')}
            </Button>
          </Group>
        )}
      </Stack>
    </FormDialog>
  );
}
