import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { createItemBodySchema, type CreateItemBody } from '../../../../shared/contracts/production/create-item';
import type { ProductionItem } from '../../../../shared/contracts/production/production-item';
import { PhotoField, usePhotoUploads, WeightInput, type PhotoValue } from '../../../ui';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateItem } from '../api/create-item';
import { useProductionNames } from './production-names';
import { serverFieldError } from './refusal-alert';

interface StockItemValues {
  description: string;
  designRef: string;
  categoryId: string | null;
  materialId: string | null;
  designerStaffId: string | null;
  targetWeightMg: number | null;
  photos: PhotoValue[];
}

const emptyValues = (): StockItemValues => ({ description: '', designRef: '', categoryId: null, materialId: null, designerStaffId: null, targetWeightMg: null, photos: [] });

const toBody = (values: StockItemValues) => ({
  description: values.description.trim(),
  designRef: values.designRef.trim(),
  categoryId: values.categoryId === null ? null : Number(values.categoryId),
  materialId: values.materialId === null ? null : Number(values.materialId),
  designerStaffId: values.designerStaffId === null ? null : Number(values.designerStaffId),
  targetWeightMg: values.targetWeightMg,
  // The photo is uploaded on submit and its source sent instead.
  photoUrl: null,
});

export interface StockItemFormDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (item: ProductionItem) => void;
}

/** A piece the workshop makes for stock: what it is, its metal, its designer, the weight aimed at and a photo of the design. */
export function StockItemFormDialog({ opened, onClose, onCreated }: StockItemFormDialogProps) {
  const { t } = useTranslation();
  const { materialOptions, designerOptions, categoryOptions, defaultMaterialOf } = useProductionNames();
  const createItem = useCreateItem();
  const uploads = usePhotoUploads();
  const form = useRecordForm({ initial: emptyValues(), toBody, schema: createItemBodySchema });

  const send = async () => {
    const result: { item?: ProductionItem } = {};
    let photoUrl: string | null;
    try {
      [photoUrl = null] = await uploads.toSources(form.values.photos);
    } catch {
      return; // The refusal shows under the photo.
    }
    const saved = await form.submit(async (body: CreateItemBody) => {
      result.item = await createItem.mutateAsync({ ...body, photoUrl });
    });
    if (!saved || !result.item) return;
    form.reset(emptyValues());
    onCreated(result.item);
  };

  return (
    <FormDialog
      opened={opened}
      title={t('production.stockItem.title')}
      onClose={onClose}
      onSubmit={() => void send()}
      pending={form.pending || uploads.uploading}
    >
      <TextInput
        label={t('production.stockItem.description')}
        required
        data-autofocus
        value={form.values.description}
        onChange={(event) => form.set('description', event.currentTarget.value)}
        error={form.errorOf('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('production.stockItem.category')}
          data={categoryOptions}
          value={form.values.categoryId}
          onChange={(categoryId) => {
            form.set('categoryId', categoryId);
            if (form.values.materialId === null) form.set('materialId', defaultMaterialOf(categoryId));
          }}
          clearable
          searchable
          error={form.errorOf('categoryId')}
        />
        <Select
          label={t('production.stockItem.material')}
          required
          data={materialOptions}
          value={form.values.materialId}
          onChange={(materialId) => form.set('materialId', materialId)}
          searchable
          error={form.errorOf('materialId')}
        />
        <TextInput
          label={t('production.stockItem.designRef')}
          value={form.values.designRef}
          onChange={(event) => form.set('designRef', event.currentTarget.value)}
          error={form.errorOf('designRef')}
        />
        <Select
          label={t('production.stockItem.designer')}
          placeholder={t('production.preOrders.form.noDesigner')}
          data={designerOptions}
          value={form.values.designerStaffId}
          onChange={(designerStaffId) => form.set('designerStaffId', designerStaffId)}
          clearable
          searchable
          error={form.errorOf('designerStaffId')}
        />
        <WeightInput
          label={t('production.stockItem.targetWeight')}
          value={form.values.targetWeightMg}
          onChange={(targetWeightMg) => form.set('targetWeightMg', targetWeightMg)}
          error={form.errorOf('targetWeightMg')}
        />
      </SimpleGrid>
      <PhotoField
        label={t('production.stockItem.photo')}
        value={form.values.photos}
        onChange={(photos) => form.set('photos', photos)}
        max={1}
        error={serverFieldError(uploads.error, 'photo') ?? form.errorOf('photoUrl')}
      />
    </FormDialog>
  );
}
