import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail, EntryPiece } from '../../../../shared/contracts/entries/entry';
import { recordPieceReturnBodySchema } from '../../../../shared/contracts/entries/entry-steps';
import { formatGrams } from '../../../../shared/units';
import { PhotoField, usePhotoUploads, useUiLocale, WeightInput, type PhotoValue } from '../../../ui';
import { isApiError } from '../../../shell/http';
import { useSettingValue } from '../../platform/api/get-settings';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useRecordPieceReturn } from '../api/record-piece-return';
import { entryStepDone } from './entry-step-forms';

const shownFields = ['returnedMg', 'hasStones', 'assembled', 'stonePhotos', 'assemblyPhotos', 'returnPhotos'] as const;
const sources = (photos: readonly PhotoValue[]) => photos.filter((photo): photo is string => typeof photo === 'string');

/** An upload refused (not a photo, too big), as its field error. */
const photoError = (error: unknown) => (isApiError(error) ? (error.fields?.photo ?? error.message) : undefined);

/**
 * A piece's return information: its weight, a photo of the piece (the
 * camera first; required when the setting `entries.returnPhotoRequired` is
 * on), whether stones were set (with their photos) and whether it was
 * assembled (with its photos). The photos upload on submit; the strict
 * flags' rules are the server's to apply.
 */
export function PieceReturnForm({ entry, piece, onDone }: { entry: EntryDetail; piece: EntryPiece; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const record = useRecordPieceReturn();
  const uploads = usePhotoUploads();
  const photoRequired = useSettingValue<boolean>('entries.returnPhotoRequired') === true;
  const form = useIdempotentForm({
    initial: {
      returnedMg: piece.returnedMg,
      hasStones: piece.hasStones,
      assembled: piece.assembled,
      stonePhotos: piece.stonePhotos as PhotoValue[],
      assemblyPhotos: piece.assemblyPhotos as PhotoValue[],
      returnPhotos: piece.returnPhotos as PhotoValue[],
    },
    // Files are uploaded on submit and their sources sent instead.
    toBody: (v) => ({ ...v, stonePhotos: sources(v.stonePhotos), assemblyPhotos: sources(v.assemblyPhotos), returnPhotos: sources(v.returnPhotos) }),
    schema: recordPieceReturnBodySchema,
  });
  const send = async () => {
    let photos: { stonePhotos: string[]; assemblyPhotos: string[]; returnPhotos: string[] };
    try {
      photos = {
        returnPhotos: await uploads.toSources(form.values.returnPhotos),
        stonePhotos: form.values.hasStones ? await uploads.toSources(form.values.stonePhotos) : [],
        assemblyPhotos: form.values.assembled ? await uploads.toSources(form.values.assemblyPhotos) : [],
      };
    } catch {
      return; // The refusal shows under the photos.
    }
    const next = await form.submit((body, idempotencyKey) =>
      record.mutateAsync({ entryId: entry.id, pieceId: piece.id, body: { ...body, ...photos }, idempotencyKey }),
    );
    if (next) {
      entryStepDone(t, next);
      onDone();
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('entries.detail.returnHint', { description: piece.description, issued: formatGrams(piece.issuedMg, locale) })}
        </Text>
        <WeightInput
          label={t('entries.detail.returnedWeight')}
          data-autofocus
          value={form.values.returnedMg}
          onChange={(mg) => form.set('returnedMg', mg)}
          error={form.errorOf('returnedMg')}
        />
        <PhotoField
          label={t('entries.bench.returnPhotos')}
          description={t(photoRequired ? 'entries.bench.returnPhotosRequired' : 'entries.bench.returnPhotosHint')}
          required={photoRequired}
          value={form.values.returnPhotos}
          onChange={(photos) => form.set('returnPhotos', photos)}
          max={10}
          thumbSize={72}
          error={photoError(uploads.error) ?? form.errorOf('returnPhotos')}
        />
        <Switch
          label={t('entries.detail.hasStones')}
          checked={form.values.hasStones}
          onChange={(event) => form.set('hasStones', event.currentTarget.checked)}
          error={form.errorOf('hasStones')}
        />
        {form.values.hasStones && (
          <PhotoField
            label={t('entries.detail.stonePhotos')}
            value={form.values.stonePhotos}
            onChange={(photos) => form.set('stonePhotos', photos)}
            max={10}
            thumbSize={72}
            error={photoError(uploads.error) ?? form.errorOf('stonePhotos')}
          />
        )}
        <Switch
          label={t('entries.detail.assembled')}
          checked={form.values.assembled}
          onChange={(event) => form.set('assembled', event.currentTarget.checked)}
          error={form.errorOf('assembled')}
        />
        {form.values.assembled && (
          <PhotoField
            label={t('entries.detail.assemblyPhotos')}
            value={form.values.assemblyPhotos}
            onChange={(photos) => form.set('assemblyPhotos', photos)}
            max={10}
            thumbSize={72}
            error={photoError(uploads.error) ?? form.errorOf('assemblyPhotos')}
          />
        )}
        <FormRefusal error={form.refusal} otherFields={form.otherErrors(shownFields)} title={t('entries.detail.refused')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('entries.detail.cancel')}
          </Button>
          <Button type="submit" loading={form.pending || uploads.uploading} leftSection={<IconPackageImport size={18} />}>
            {t('entries.detail.returnSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
