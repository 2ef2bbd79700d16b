import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import type { SettingEntry } from '../../../../shared/contracts/platform/get-settings';
import {
  defaultLabelPrinterSettings,
  defaultReceiptPrinterSettings,
  labelLanguages,
  labelLastLines,
  labelPrinterSettingsSchema,
  labelShapes,
  labelSymbols,
  receiptDrawerKicks,
  receiptPrinterSettingsSchema,
  type LabelPrinterSettings,
  type ReceiptPrinterSettings,
} from '../../../../shared/contracts/printing/printer-settings';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { useUpdateSetting } from '../api/update-setting';
import { zodFieldErrors } from '../../../ui/record-form';
import { ChoiceControl } from '../../../ui/choice-control';

/** A setting object edited field by field, checked by its shared contract before it is sent; the server's field errors land on their fields. */
function useSettingDraft<T extends object>(entry: SettingEntry, schema: z.ZodType<T>, fallback: T) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const stored = schema.safeParse(entry.value);
  const saved = stored.success ? stored.data : fallback;
  const [draft, setDraft] = useState<T>(saved);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const savedKey = JSON.stringify(saved);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(saved), [savedKey]);
  const parsed = schema.safeParse(draft);
  const clientErrors = tried && !parsed.success ? zodFieldErrors(t, parsed.error, draft) : {};
  return {
    draft,
    changed: JSON.stringify(draft) !== savedKey,
    pending: update.isPending,
    errorOf: (field: keyof T & string) => serverErrors[`value.${field}`] ?? clientErrors[field],
    set: <K extends keyof T>(field: K, value: T[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setServerErrors({});
    },
    save: async () => {
      setTried(true);
      if (!parsed.success) return;
      try {
        await update.mutateAsync({ key: entry.key, value: parsed.data });
        showSnackbar({ type: 'success', message: t('admin.common.saved') });
        setTried(false);
      } catch (error) {
        if (isApiError(error) && error.fields) setServerErrors({ ...error.fields });
      }
    },
  };
}

function Choice<V extends string>({ label, value, values, names, onChange, disabled }: { label: string; value: V; values: readonly V[]; names: (value: V) => string; onChange: (value: V) => void; disabled: boolean }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <ChoiceControl size="xs" style={{ width: 'fit-content' }} aria-label={label} value={value} disabled={disabled} onChange={(next) => onChange(values.find((v) => v === next) ?? value)} data={values.map((v) => ({ value: v, label: names(v) }))} />
    </Stack>
  );
}

function SaveRow({ canEdit, changed, pending, onSave, testId }: { canEdit: boolean; changed: boolean; pending: boolean; onSave: () => void; testId: string }): ReactNode {
  const { t } = useTranslation();
  if (!canEdit) return null;
  return (
    <Group justify="flex-end">
      <Button size="xs" disabled={!changed} loading={pending} onClick={onSave} data-testid={testId}>
        {t('admin.common.save')}
      </Button>
    </Group>
  );
}

/** `stock.labelPrinter`: the shop's jewelry label stock and its printer (owner and manager change it). */
export function LabelPrinterSettingsForm({ entry }: { entry: SettingEntry }) {
  const { t } = useTranslation();
  const form = useSettingDraft<LabelPrinterSettings>(entry, labelPrinterSettingsSchema, defaultLabelPrinterSettings);
  const disabled = !entry.canEdit;
  const { draft } = form;
  const mm = (field: 'widthMm' | 'heightMm' | 'faceWidthMm' | 'gapMm', max: number, description?: string) => (
    <NumberInput
      label={t(`admin.settings.printers.${field}`)}
      description={description}
      value={draft[field]}
      onChange={(next) => form.set(field, typeof next === 'number' ? next : Number.NaN)}
      allowDecimal={false}
      allowNegative={false}
      min={0}
      max={max}
      disabled={disabled}
      error={form.errorOf(field)}
    />
  );
  return (
    <Stack gap="sm" data-testid="label-printer-settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Choice label={t('admin.settings.printers.shape')} value={draft.shape} values={labelShapes} names={(v) => t(`stock.labels.shapes.${v}`)} onChange={(v) => form.set('shape', v)} disabled={disabled} />
        <Choice label={t('admin.settings.printers.language')} value={draft.language} values={labelLanguages} names={(v) => v.toUpperCase()} onChange={(v) => form.set('language', v)} disabled={disabled} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {mm('widthMm', 120)}
        {mm('heightMm', 60)}
        {mm('faceWidthMm', 60, t('admin.settings.printers.faceHint'))}
        {mm('gapMm', 10)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Choice label={t('admin.settings.printers.dpi')} value={String(draft.dpi)} values={['203', '300'] as const} names={(v) => `${v} dpi`} onChange={(v) => form.set('dpi', v === '300' ? 300 : 203)} disabled={disabled} />
        <Choice label={t('admin.settings.printers.symbol')} value={draft.symbol} values={labelSymbols} names={(v) => t(`admin.settings.printers.symbols.${v}`)} onChange={(v) => form.set('symbol', v)} disabled={disabled} />
        <Choice label={t('admin.settings.printers.lastLine')} value={draft.lastLine} values={labelLastLines} names={(v) => t(`admin.settings.printers.lastLines.${v}`)} onChange={(v) => form.set('lastLine', v)} disabled={disabled} />
      </SimpleGrid>
      <Switch label={t('admin.settings.printers.khmerText')} checked={draft.khmerText} onChange={(event) => form.set('khmerText', event.currentTarget.checked)} disabled={disabled} />
      <SaveRow canEdit={entry.canEdit} changed={form.changed} pending={form.pending} onSave={() => void form.save()} testId="label-printer-save" />
    </Stack>
  );
}

/** `sales.receiptPrinter`: the 80 mm thermal printer's dpi, the cut and the drawer (owner and manager change it). */
export function ReceiptPrinterSettingsForm({ entry }: { entry: SettingEntry }) {
  const { t } = useTranslation();
  const form = useSettingDraft<ReceiptPrinterSettings>(entry, receiptPrinterSettingsSchema, defaultReceiptPrinterSettings);
  const disabled = !entry.canEdit;
  const { draft } = form;
  return (
    <Stack gap="sm" data-testid="receipt-printer-settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Choice label={t('admin.settings.printers.dpi')} value={String(draft.dpi)} values={['203', '180'] as const} names={(v) => `${v} dpi`} onChange={(v) => form.set('dpi', v === '180' ? 180 : 203)} disabled={disabled} />
        <Choice label={t('admin.settings.printers.drawer')} value={draft.drawer} values={receiptDrawerKicks} names={(v) => t(`admin.settings.printers.drawers.${v}`)} onChange={(v) => form.set('drawer', v)} disabled={disabled} />
      </SimpleGrid>
      <Switch label={t('admin.settings.printers.cut')} checked={draft.cut} onChange={(event) => form.set('cut', event.currentTarget.checked)} disabled={disabled} />
      <SaveRow canEdit={entry.canEdit} changed={form.changed} pending={form.pending} onSave={() => void form.save()} testId="receipt-printer-save" />
    </Stack>
  );
}
