import { Select, SimpleGrid, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import { setRateBodySchema } from '../../../../shared/contracts/materials/set-rate';
import { formatMoney } from '../../../../shared/units';
import { currentShopTimeZone } from '../../../i18n/format';
import { MoneyInput, useUiLocale } from '../../../ui';
import { FormDialog } from '../../../ui/form-dialog';
import { useLocalName } from '../../../ui/local-name';
import { useRecordForm, useRefillOnOpen } from '../../../ui/record-form';
import { useSetRate } from '../api/set-rate';

/** 1 damleung = 10 chi: shops quote both. */
export const CHI_PER_DAMLEUNG = 10;

const wallTimeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** The wall clock of `timeZone` at `instant`, as the date picker holds it: "YYYY-MM-DD HH:mm:ss". */
export function wallTimeIn(instant: Date, timeZone: string): string {
  const part = Object.fromEntries(wallTimeFormat(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * "YYYY-MM-DD HH:mm[:ss]" read on the wall clock of `timeZone` → ISO 8601
 * with that zone's offset, e.g. "2026-03-01T09:30:00+07:00"; null if unreadable.
 */
export function wallTimeToIso(wallTime: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wallTime.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const asUtc = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  if (Number.isNaN(asUtc.getTime())) return null;
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(asUtc)
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT+07:00"; plain "GMT" for UTC itself.
  const offset = zoneName?.replace('GMT', '') || '+00:00';
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`;
}

interface RateValues {
  materialId: string | null;
  askCentsPerChi: number | null;
  bidCentsPerChi: number | null;
  /** On the shop's wall clock. */
  effectiveAt: string | null;
}

const toBody = (values: RateValues) => ({
  materialId: values.materialId ? Number(values.materialId) : undefined,
  askCentsPerChi: values.askCentsPerChi ?? undefined,
  bidCentsPerChi: values.bidCentsPerChi ?? undefined,
  effectiveAt: values.effectiveAt ? (wallTimeToIso(values.effectiveAt, currentShopTimeZone()) ?? values.effectiveAt) : undefined,
});

export interface RateFormDialogProps {
  opened: boolean;
  /** The materials a rate may be set for (the active ones). */
  materials: readonly MaterialCategory[];
  /** Preselected (the material whose history is shown), if any. */
  materialId: number | null;
  onClose: () => void;
}

/** A new rate for one material; rates are never edited, a later one supersedes. */
export function RateFormDialog({ opened, materials, materialId, onClose }: RateFormDialogProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const setRate = useSetRate();
  // "Now" is read each time the dialog opens.
  const valuesNow = (): RateValues => ({
    materialId: materialId === null ? null : String(materialId),
    askCentsPerChi: null,
    bidCentsPerChi: null,
    effectiveAt: wallTimeIn(new Date(), currentShopTimeZone()),
  });
  const form = useRecordForm({ initial: valuesNow(), toBody, schema: setRateBodySchema });
  useRefillOnOpen(form, opened, materialId, valuesNow);

  const save = async () => {
    const saved = await form.submit((body) => setRate.mutateAsync(body));
    if (saved) onClose();
  };

  const { askCentsPerChi: ask, bidCentsPerChi: bid } = form.values;
  const usd = (cents: number | null) => (cents === null ? '—' : formatMoney(cents * CHI_PER_DAMLEUNG, 'USD', locale));

  return (
    <FormDialog opened={opened} title={t('materials.rates.add')} onClose={onClose} onSubmit={() => void save()} pending={form.pending}>
      <Select
        label={t('materials.rates.material')}
        required
        data={materials.map((m) => ({ value: String(m.id), label: `${m.code} · ${nameOf(m)}` }))}
        value={form.values.materialId}
        onChange={(value) => form.set('materialId', value)}
        allowDeselect={false}
        searchable
        error={form.errorOf('materialId')}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput
          label={t('materials.rates.ask')}
          description={t('materials.rates.perChiHint')}
          required
          currency="USD"
          value={ask}
          onChange={(cents) => form.set('askCentsPerChi', cents)}
          error={form.errorOf('askCentsPerChi')}
          data-autofocus
        />
        <MoneyInput
          label={t('materials.rates.bid')}
          description={t('materials.rates.perChiHint')}
          required
          currency="USD"
          value={bid}
          onChange={(cents) => form.set('bidCentsPerChi', cents)}
          error={form.errorOf('bidCentsPerChi')}
        />
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        {t('materials.rates.perDamleungPreview', { ask: usd(ask), bid: usd(bid) })}
      </Text>
      <DateTimePicker
        label={t('materials.rates.effectiveAt')}
        description={t('materials.rates.effectiveHint')}
        required
        value={form.values.effectiveAt}
        onChange={(value) => form.set('effectiveAt', value)}
        valueFormat="YYYY-MM-DD HH:mm"
        error={form.errorOf('effectiveAt')}
        popoverProps={{ withinPortal: true }}
      />
    </FormDialog>
  );
}
