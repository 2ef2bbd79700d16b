import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import type { SettingEntry } from '../../../../shared/contracts/platform/get-settings';
import {
  imageUrlTemplateSchema,
  platformSettingKeys as keys,
  shopNameSchema,
  shopTimeZones,
  timeZoneSchema,
  type ShopTimeZone,
} from '../../../../shared/contracts/platform/platform-settings';
import { buybackIdThresholdSchema } from '../../../../shared/contracts/sales/old-gold-seller';
import { paymentTermDaysSchema } from '../../../../shared/sales/due-date';
import { rielNoteSchema } from '../../../../shared/sales/tender';
import { numberFormatOf } from '../../../../shared/number-format';
import { formatMoney, intlLocale } from '../../../../shared/units';
import { formatDateTime } from '../../../i18n/format';
import { hasTextsOfKeys, loadTextsOfKeys } from '../../../i18n/i18n';
import { GrowingTextarea, MoneyInput, useUiLocale } from '../../../ui';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { useSettings } from '../api/get-settings';
import { useUpdateSetting } from '../api/update-setting';
import { KhqrSettingsForm } from './khqr-settings-form';
import { LabelPrinterSettingsForm, ReceiptPrinterSettingsForm } from './printer-settings-forms';
import { zodFieldErrors } from '../../../ui/record-form';
import { ShopIdentityForm } from './shop-identity-form';

type Bilingual = { kh: string; en: string };

type EditorKind = 'bilingual' | 'bilingualLong' | 'text' | 'timeZone' | 'days' | 'usdCents' | 'rielNote' | 'yesNo';

/**
 * How each setting is edited, as a field a person reads (no JSON anywhere):
 * the shop's and the sales module's; KHQR and the shop identity have forms of
 * their own. A setting not listed here is shown, not edited.
 */
const editors: Record<string, { schema: z.ZodType; kind: EditorKind }> = {
  [keys.shopName]: { schema: shopNameSchema, kind: 'bilingual' },
  [keys.shopTimeZone]: { schema: timeZoneSchema, kind: 'timeZone' },
  [keys.imageViewUrlTemplate]: { schema: imageUrlTemplateSchema, kind: 'text' },
  'sales.paymentTermDays': { schema: paymentTermDaysSchema, kind: 'days' },
  'sales.buybackIdThresholdCents': { schema: buybackIdThresholdSchema, kind: 'usdCents' },
  'sales.rielNote': { schema: rielNoteSchema, kind: 'rielNote' },
  'entries.returnPhotoRequired': { schema: z.boolean(), kind: 'yesNo' },
};

const hintKeys = {
  [keys.shopName]: 'admin.settings.hints.shopName',
  [keys.shopTimeZone]: 'admin.settings.hints.shopTimeZone',
  [keys.shopIdentity]: 'admin.settings.hints.shopIdentity',
  [keys.imageViewUrlTemplate]: 'admin.settings.hints.imageViewUrlTemplate',
  'sales.khqr': 'admin.settings.hints.salesKhqr',
  'sales.paymentTermDays': 'admin.settings.hints.salesPaymentTermDays',
  'sales.buybackIdThresholdCents': 'admin.settings.hints.salesBuybackIdThreshold',
  'sales.rielNote': 'admin.settings.hints.salesRielNote',
  'entries.returnPhotoRequired': 'admin.settings.hints.entriesReturnPhotoRequired',
  'stock.labelPrinter': 'admin.settings.hints.stockLabelPrinter',
  'sales.receiptPrinter': 'admin.settings.hints.salesReceiptPrinter',
} as const;

/** Settings with a form of their own (an object of several fields), inside the usual card. */
const forms: Record<string, (props: { entry: SettingEntry }) => ReactNode> = {
  [keys.shopIdentity]: ShopIdentityForm,
  'sales.khqr': KhqrSettingsForm,
  'stock.labelPrinter': LabelPrinterSettingsForm,
  'sales.receiptPrinter': ReceiptPrinterSettingsForm,
};

/** The riel notes in circulation a shop may count to (the National Bank's, smallest first). */
const rielNotes = [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;

/** "+7" style offset of a zone now, as the runtime knows it (UTC itself: "UTC"). */
function offsetOf(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
    return part?.value === 'GMT' ? 'UTC' : (part?.value.replace('GMT', 'UTC') ?? zone);
  } catch {
    return zone;
  }
}

/**
 * Each zone's offset, read once a visit: a format per zone costs a few ms on a cold page (the
 * runtime loads the zone's rules), and every setting's card used to build all fifteen as it drew.
 */
const zoneOffsets = new Map<string, string>();
const offsetNowOf = (zone: string) => zoneOffsets.get(zone) ?? zoneOffsets.set(zone, offsetOf(zone)).get(zone)!;

/** The time zone's choices: each city with its offset. */
function TimeZoneSelect(props: { label: string; value: string; disabled: boolean; error: string | undefined; onChange: (zone: string) => void }) {
  const { t } = useTranslation();
  const zones = useMemo(
    () => shopTimeZones.map((zone: ShopTimeZone) => ({ value: zone, label: t('admin.settings.timeZoneOption', { city: t(`admin.settings.timeZones.${zone}`), offset: offsetNowOf(zone) }) })),
    [t],
  );
  return (
    <Select
      aria-label={props.label}
      data={zones}
      allowDeselect={false}
      disabled={props.disabled}
      value={props.value}
      onChange={(zone) => zone && props.onChange(zone)}
      error={props.error}
      maw={360}
      data-testid="time-zone"
    />
  );
}

/** A value as the reader sees it: bilingual texts as "ខ្មែរ · English", numbers as figures, nothing as a dash. */
function asText(value: unknown, locale: ReturnType<typeof useUiLocale>): string {
  if (typeof value === 'string') return value || '—';
  if (typeof value === 'number') return numberFormatOf(intlLocale(locale)).format(value);
  const { kh, en } = (value ?? {}) as Partial<Bilingual>;
  if (typeof kh === 'string' && typeof en === 'string') return [kh, en].filter(Boolean).join(' · ') || '—';
  return JSON.stringify(value);
}

/** A setting's default in the words of its field: a city, days, dollars, riel. */
function defaultText(entry: SettingEntry, locale: ReturnType<typeof useUiLocale>, t: TFunction): string {
  const value = entry.defaultValue;
  switch (editors[entry.key]?.kind) {
    case 'timeZone':
      return t(`admin.settings.timeZones.${value as ShopTimeZone}`);
    case 'days':
      return t('admin.settings.days', { count: Number(value) });
    case 'usdCents':
      return formatMoney(Number(value), 'USD', locale);
    case 'rielNote':
      return formatMoney(Number(value), 'KHR', locale);
    default:
      return asText(value, locale);
  }
}

/** A setting's card: its label, hint and when it last changed around its editor. */
function SettingFrame({ entry, children }: { entry: SettingEntry; children: ReactNode }) {
  const { t } = useTranslation();
  const hintKey = hintKeys[entry.key as keyof typeof hintKeys];
  return (
    <Paper p="md" radius="lg" withBorder data-testid={`setting-${entry.key}`}>
      <Stack gap="xs">
        {/* On a phone the last change goes under the label rather than squeezing it. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Text fw={600}>{t(entry.labelKey as 'admin.settings.keys.shopName')}</Text>
            {hintKey && (
              <Text fz="sm" c="dimmed">
                {t(hintKey)}
              </Text>
            )}
          </Stack>
          <Text fz="xs" c="dimmed" ta="right">
            {entry.updatedAt
              ? t('admin.settings.changedAt', { when: formatDateTime(entry.updatedAt) })
              : t('admin.settings.usingDefault')}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function SettingCard({ entry }: { entry: SettingEntry }) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const editor = editors[entry.key];
  const [draft, setDraft] = useState<unknown>(entry.value);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const locale = useUiLocale();
  useEffect(() => setDraft(entry.value), [entry.value]);

  const value: unknown = draft;
  const parsed = editor?.schema.safeParse(draft);
  const clientErrors = tried && parsed && !parsed.success ? zodFieldErrors(t, parsed.error, draft) : {};
  const errorOf = (part?: 'kh' | 'en') =>
    (part && serverErrors[`value.${part}`]) || serverErrors.value || clientErrors[part ?? 'value'] || undefined;
  const changed = JSON.stringify(value) !== JSON.stringify(entry.value);

  const change = (next: unknown) => {
    setDraft(next);
    setServerErrors({});
  };
  const save = async () => {
    setTried(true);
    if (parsed && !parsed.success) return;
    try {
      await update.mutateAsync({ key: entry.key, value: parsed?.success ? parsed.data : value });
      showSnackbar({ type: 'success', message: t('admin.common.saved') });
      setTried(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setServerErrors({ ...error.fields });
    }
  };

  const label = t(entry.labelKey as 'admin.settings.keys.shopName');
  const disabled = !entry.canEdit;
  const bilingual = draft as Bilingual;
  let input: ReactNode;
  if (editor?.kind === 'bilingual' || editor?.kind === 'bilingualLong') {
    const Field = editor.kind === 'bilingual' ? TextInput : GrowingTextarea;
    input = (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['kh', 'en'] as const).map((part) => (
          <Field
            key={part}
            label={part === 'kh' ? t('admin.settings.khmer') : t('admin.settings.english')}
            lang={part === 'kh' ? 'km' : 'en'}
            disabled={disabled}
            value={bilingual?.[part] ?? ''}
            onChange={(event: { currentTarget: { value: string } }) => change({ ...bilingual, [part]: event.currentTarget.value })}
            error={errorOf(part)}
          />
        ))}
      </SimpleGrid>
    );
  } else if (editor?.kind === 'timeZone') {
    input = <TimeZoneSelect label={label} value={String(draft)} disabled={disabled} error={errorOf()} onChange={change} />;
  } else if (editor?.kind === 'days') {
    input = (
      <NumberInput
        aria-label={label}
        disabled={disabled}
        value={typeof draft === 'number' ? draft : ''}
        onChange={(next) => change(typeof next === 'number' ? next : Number.NaN)}
        allowDecimal={false}
        allowNegative={false}
        min={0}
        max={365}
        rightSection={<Text size="sm" c="dimmed">{t('admin.settings.daysUnit')}</Text>}
        rightSectionWidth={56}
        error={errorOf()}
        maw={220}
      />
    );
  } else if (editor?.kind === 'usdCents') {
    input = (
      <MoneyInput
        aria-label={label}
        disabled={disabled}
        currency="USD"
        value={typeof draft === 'number' ? draft : null}
        onChange={(cents) => change(cents ?? Number.NaN)}
        error={errorOf()}
        maw={260}
      />
    );
  } else if (editor?.kind === 'yesNo') {
    input = (
      <Switch
        aria-label={label}
        label={draft === true ? t('admin.settings.on') : t('admin.settings.off')}
        disabled={disabled}
        checked={draft === true}
        onChange={(event) => change(event.currentTarget.checked)}
        error={errorOf()}
      />
    );
  } else if (editor?.kind === 'rielNote') {
    const notes = [...new Set([...rielNotes, ...(typeof draft === 'number' ? [draft] : [])])].sort((a, b) => a - b);
    input = (
      <Select
        aria-label={label}
        data={notes.map((note) => ({ value: String(note), label: formatMoney(note, 'KHR', locale) }))}
        allowDeselect={false}
        disabled={disabled}
        value={String(draft)}
        onChange={(note) => note && change(Number(note))}
        error={errorOf()}
        maw={220}
      />
    );
  } else if (editor) {
    input = (
      <TextInput
        aria-label={label}
        disabled={disabled}
        value={String(draft ?? '')}
        onChange={(event) => change(event.currentTarget.value)}
        error={errorOf()}
        styles={entry.key === keys.imageViewUrlTemplate ? { input: { fontFamily: 'monospace' } } : undefined}
      />
    );
  } else {
    // A setting with no form yet is shown as a person reads it, never as JSON to edit.
    input = (
      <Text size="sm" c="dimmed">
        {asText(entry.value, locale)}
      </Text>
    );
  }

  return (
    <SettingFrame entry={entry}>
      {input}
      {entry.canEdit && (
        <Group justify="space-between">
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
            {t('admin.settings.default', { value: defaultText(entry, locale, t) })}
          </Text>
          <Button size="xs" onClick={() => void save()} disabled={!changed} loading={update.isPending}>
            {t('admin.common.save')}
          </Button>
        </Group>
      )}
    </SettingFrame>
  );
}

/** The shop's general settings, each saved on its own. */
export function GeneralSettingsPanel() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { data, isPending } = useSettings();
  const items = data?.items ?? [];
  // The labels are keys the server names (each module's settings): their sections come before the cards.
  const labelKeys = items.map((entry) => entry.labelKey);
  const textsThere = hasTextsOfKeys(labelKeys);
  const texts = useQuery({ queryKey: ['catalogue-texts', locale, ...labelKeys], queryFn: () => loadTextsOfKeys(labelKeys).then(() => true), enabled: !isPending && !textsThere, staleTime: Infinity });
  if (isPending || !(textsThere || texts.data)) return <Skeleton h={240} radius="lg" />;
  return (
    <Stack gap="md">
      {items.length > 0 && items.every((entry) => !entry.canEdit) && (
        <Alert variant="light" color="navy" icon={<IconInfoCircle size={18} />}>
          {t('admin.settings.readOnly')}
        </Alert>
      )}
      {items.map((entry) => {
        const Form = forms[entry.key];
        return Form ? (
          <SettingFrame key={entry.key} entry={entry}>
            <Form entry={entry} />
          </SettingFrame>
        ) : (
          <SettingCard key={entry.key} entry={entry} />
        );
      })}
    </Stack>
  );
}
