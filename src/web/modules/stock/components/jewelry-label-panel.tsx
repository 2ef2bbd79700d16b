import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from '../../../i18n/translator';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  defaultLabelPrinterSettings,
  labelLanguages,
  labelPrinterSettingsSchema,
  labelShapes,
  type LabelLanguage,
  type LabelShape,
} from '../../../../shared/contracts/printing/printer-settings';
import type { TagLayoutResult } from '../../../../shared/printing/jewelry-tag-layout';
import { khmerTextBitmap, PrinterControls, TagPreview } from '../../../ui/printing';
import { useSettingValue } from '../../platform/api/get-settings';
import { buildLabelJob, type LabelJob, type LabelPiece } from './label-job';
import { ChoiceControl } from '../../../ui/choice-control';

const languageNames: Readonly<Record<LabelLanguage, string>> = { tspl: 'TSPL', zpl: 'ZPL' };

/** Why a tag is refused, in words: the piece, the part, the label. */
function refusalText(t: TFunction, code: string, layout: Exclude<TagLayoutResult, { ok: true }>): string {
  // A piece has no fixed price: the layout's price line carries its category and metal (label-job.ts).
  const part = layout.part === 'price' ? t('stock.labels.kindPart') : t(`printing.errors.parts.${layout.part}`);
  const reason =
    layout.error === 'doesNotFit' ? t('printing.errors.doesNotFit', { part, width: layout.widthMm, height: layout.heightMm }) : t('printing.errors.notPrintable', { part });
  return t('stock.labels.refusedPiece', { code, reason });
}

/**
 * Dumbbell or rat-tail jewelry labels for the ticked pieces, as the label
 * printer's own language (TSPL or ZPL): a preview of each tag from the very
 * layout that is encoded, the Khmer name drawn by the browser, and the job
 * sent to the workstation's label printer or downloaded. The shop's label
 * stock is a setting (`stock.labelPrinter`); the shape and language chosen
 * here are for this print only.
 */
export function JewelryLabelPanel({ tags }: { tags: readonly LabelPiece[] }) {
  const { t } = useTranslation();
  const stored = useSettingValue<unknown>('stock.labelPrinter');
  const parsed = labelPrinterSettingsSchema.safeParse(stored);
  const settings = parsed.success ? parsed.data : defaultLabelPrinterSettings;
  const settingsKey = JSON.stringify(settings);
  // The pages build the tag list anew on each render: the job is rebuilt when the pieces change, not the array.
  const tagsKey = JSON.stringify(tags);
  const [shape, setShape] = useState<LabelShape>(settings.shape);
  const [language, setLanguage] = useState<LabelLanguage>(settings.language);
  const [job, setJob] = useState<LabelJob | null>(null);
  useEffect(() => {
    setShape(settings.shape);
    setLanguage(settings.language);
    // Only when the stored setting changes, not on every render's new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settingsKey]);
  useEffect(() => {
    let live = true;
    setJob(null);
    void buildLabelJob(tags, settings, shape, language, khmerTextBitmap).then((built) => live && setJob(built));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tagsKey, settingsKey, shape, language]);

  const label = job?.label;
  return (
    <Stack gap="md" data-testid="jewelry-labels">
      <Group gap="md" wrap="wrap" align="flex-end">
        <ChoiceControl
          value={shape}
          onChange={(value) => setShape(labelShapes.find((s) => s === value) ?? shape)}
          data={labelShapes.map((value) => ({ value, label: t(`stock.labels.shapes.${value}`) }))}
          aria-label={t('stock.labels.shape')}
          data-testid="label-shape"
        />
        <ChoiceControl
          value={language}
          onChange={(value) => setLanguage(labelLanguages.find((l) => l === value) ?? language)}
          data={labelLanguages.map((value) => ({ value, label: languageNames[value] }))}
          aria-label={t('stock.labels.language')}
          data-testid="label-language"
        />
      </Group>
      {label && (
        <Text size="sm" c="dimmed">
          {t('stock.labels.stock', { width: label.widthMm, height: label.heightMm, gap: label.gapMm, dpi: label.dpi })}
        </Text>
      )}
      {job && !job.ok && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="label-refused">
          <Text size="sm" fw={600}>
            {refusalText(t, job.refused.code, job.refused.layout)}
          </Text>
          <Text size="sm">{t('stock.labels.nothingSent')}</Text>
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <PrinterControls kind="label" disabled={!job?.ok} prepare={async () => (job?.ok ? { bytes: job.program, fileName: job.fileName } : null)} />
      </Paper>
      {!job ? (
        <Skeleton h={120} radius="md" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {job.previews.map((preview, index) => (
            <Stack key={`${preview.code}-${index}`} gap={4} data-code={preview.code}>
              <Text size="sm" fw={600} ff="monospace">
                {preview.code}
              </Text>
              {preview.layout.ok ? (
                <TagPreview layout={preview.layout} label={job.label} title={t('stock.labels.previewOf', { code: preview.code })} />
              ) : (
                <Text size="sm" c="red.8">
                  {refusalText(t, preview.code, preview.layout)}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
