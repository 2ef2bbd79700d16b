import { Button, Group, Select, SimpleGrid, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProductionItem, ProductionStageValue } from '../../../../shared/contracts/production/production-item';
import { moveItemBodySchema } from '../../../../shared/contracts/production/move-item';
import { stageTransitions } from '../../../../shared/production-stages';
import { showSnackbar } from '../../../shell/snackbar';
import { PhotoField, TextareaField, usePhotoUploads, WeightInput, type PhotoValue } from '../../../ui';
import { useMoveItem } from '../api/move-item';
import { RefusalAlert, serverFieldError } from './refusal-alert';
import { FormCard } from '../../../ui/form-card';

/**
 * Moves the item to one of the stages the stage table allows from where it
 * is (src/shared/production-stages.ts); the server checks the same table.
 */
export function ItemMoveForm({ item }: { item: ProductionItem }) {
  const { t } = useTranslation();
  const moveItem = useMoveItem();
  const [to, setTo] = useState<ProductionStageValue | null>(null);
  const [weightMg, setWeightMg] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<PhotoValue[]>([]);
  const uploads = usePhotoUploads();
  const [tried, setTried] = useState(false);
  const parsed = moveItemBodySchema.safeParse({ to, weightMg, note: note.trim() });
  const stageOptions = stageTransitions[item.stage].map((stage) => ({ value: stage, label: t(`production.stages.${stage}`) }));

  const send = async () => {
    setTried(true);
    if (!parsed.success) return;
    try {
      const [photoUrl = null] = await uploads.toSources(photos);
      const moved = await moveItem.mutateAsync({ id: item.id, body: { ...parsed.data, photoUrl } });
      showSnackbar({
        type: 'success',
        message: t('production.timeline.move.done', { code: moved.code, stage: t(`production.stages.${moved.stage}`) }),
      });
      setTo(null);
      setWeightMg(null);
      setNote('');
      setPhotos([]);
      setTried(false);
    } catch {
      // The refusal shows below the fields.
    }
  };

  // In stock or cancelled: nowhere left to go.
  if (stageOptions.length === 0) return null;
  return (
    <FormCard onSubmit={() => void send()}>
      <Title order={2} fz="lg">
        {t('production.timeline.move.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('production.timeline.move.to')}
          placeholder={t('production.timeline.move.toPlaceholder')}
          required
          data={stageOptions}
          value={to}
          onChange={(value) => {
            setTo(value as ProductionStageValue | null);
            moveItem.reset();
          }}
          error={(tried && to === null ? t('admin.validation.required') : undefined) ?? serverFieldError(moveItem.error, 'to')}
        />
        <WeightInput
          label={t('production.timeline.move.weight')}
          value={weightMg}
          onChange={setWeightMg}
          error={serverFieldError(moveItem.error, 'weightMg')}
        />
      </SimpleGrid>
      <TextareaField
        label={t('production.timeline.move.note')}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={serverFieldError(moveItem.error, 'note')}
      />
      <PhotoField
        label={t('production.timeline.move.photo')}
        value={photos}
        onChange={setPhotos}
        max={1}
        thumbSize={72}
        error={serverFieldError(uploads.error, 'photo') ?? serverFieldError(moveItem.error, 'photoUrl')}
      />
      <RefusalAlert error={moveItem.error} />
      <RefusalAlert error={uploads.error} />
      <Group justify="flex-end">
        <Button type="submit" loading={moveItem.isPending || uploads.uploading} leftSection={<IconArrowRight size={18} />}>
          {t('production.timeline.move.submit')}
        </Button>
      </Group>
    </FormCard>
  );
}
