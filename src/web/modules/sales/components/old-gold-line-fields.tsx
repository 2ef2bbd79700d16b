import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { InvoiceLine } from '../../../../shared/contracts/sales/invoice';
import { purityMethods, type PurityMethod } from '../../../../shared/sales/old-gold';
import { formatCambodian, formatGrams, formatMoney, formatPurityPercent } from '../../../../shared/units';
import { PurityInput } from '../../../ui/purity-input';
import { parseScaledDecimal, scaledDecimalText } from '../../../ui/scaled-decimal';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { WeightInput } from '../../../ui/weight-input';
import type { PosOldGoldLine } from './pos-sale-draft';

/** A material old gold may be taken in as: its purity and melting deduction prefill the line. */
export interface OldGoldMaterialOption {
  id: number;
  label: string;
  purity?: number;
  meltDeductionBp?: number;
}

export interface OldGoldLineFieldsProps {
  line: PosOldGoldLine;
  onChange: (change: Partial<PosOldGoldLine>) => void;
  /** The line as the server priced it (its fine weight, bid and amount). */
  price: InvoiceLine | undefined;
  errors: Readonly<Record<string, string>> | undefined;
  materials: readonly OldGoldMaterialOption[];
  disabled?: boolean;
}

const figures = { fontVariantNumeric: 'tabular-nums' } as const;

/** The melting deduction typed as a percentage with up to 2 decimals ("1.5") → parts per ten thousand. */
function DeductionInput({ value, placeholderBp, onChange, error, disabled, label }: { value: number | null; placeholderBp: number | undefined; onChange: (bp: number | null) => void; error?: string | undefined; disabled?: boolean; label: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value === null ? '' : scaledDecimalText(value, 2));
  const text = parseScaledDecimal(typed, 2) === value || (value === null && typed.trim() !== '' && parseScaledDecimal(typed, 2) === null) ? typed : value === null ? '' : scaledDecimalText(value, 2);
  const readable = text.trim() === '' || parseScaledDecimal(text, 2) !== null;
  return (
    <TextInput
      label={label}
      size="xs"
      w={110}
      inputMode="decimal"
      autoComplete="off"
      rightSection={<Text size="xs">%</Text>}
      placeholder={placeholderBp === undefined ? undefined : scaledDecimalText(placeholderBp, 2)}
      value={text}
      disabled={disabled}
      error={error ?? (readable ? undefined : t('units.errors.syntax'))}
      data-testid="old-gold-deduction"
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        onChange(next.trim() === '' ? null : parseScaledDecimal(next, 2));
      }}
    />
  );
}

/**
 * An old-gold line at the counter (DESIGN §3.8): the material it is taken in
 * as, the gross weight on the scale, how the purity was tested and what it
 * read (%, karat or teuk), the melting deduction (the material's by default),
 * and, as the server prices it, the computation: gross × purity − deduction =
 * fine weight × the base metal's bid = the amount paid.
 */
export function OldGoldLineFields({ line, onChange, price, errors, materials, disabled = false }: OldGoldLineFieldsProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const material = materials.find((m) => m.id === line.materialId);
  const usd = (cents: number) => formatMoney(cents, 'USD', locale);
  const weight = (mg: number) => `${formatGrams(mg, locale)} · ${formatCambodian(mg, locale)}`;
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label={t('sales.pos.oldGold.material')}
          size="xs"
          w={170}
          data={materials.map((m) => ({ value: String(m.id), label: m.label }))}
          value={line.materialId === null ? null : String(line.materialId)}
          onChange={(value) => onChange({ materialId: value === null ? null : Number(value) })}
          error={errors?.materialId}
          disabled={disabled}
          allowDeselect={false}
          searchable
          data-testid="old-gold-material"
        />
        <WeightInput
          label={t('sales.pos.oldGold.weight')}
          size="xs"
          w={190}
          value={line.weightMg}
          onChange={(weightMg) => onChange({ weightMg })}
          error={errors?.weightMg}
          disabled={disabled}
          data-testid="old-gold-weight"
        />
        <Select
          label={t('sales.pos.oldGold.method')}
          size="xs"
          w={150}
          data={[{ value: '', label: t('sales.pos.oldGold.untested') }, ...purityMethods.map((method) => ({ value: method, label: t(`sales.pos.oldGold.methods.${method}`) }))]}
          value={line.purityMethod ?? ''}
          // A test chosen starts from the material's purity, for the cashier to correct to the reading (never sent empty as if untested).
          onChange={(value) =>
            onChange(value ? { purityMethod: value as PurityMethod, testedPurity: line.testedPurity ?? material?.purity ?? null } : { purityMethod: null, testedPurity: null })
          }
          error={errors?.purityMethod}
          disabled={disabled}
          allowDeselect={false}
          data-testid="old-gold-method"
        />
        {line.purityMethod !== null && (
          <PurityInput
            label={t('sales.pos.oldGold.reading')}
            value={line.testedPurity}
            placeholder={material?.purity}
            onChange={(testedPurity) => onChange({ testedPurity })}
            error={errors?.testedPurity}
            disabled={disabled}
            testId="old-gold-purity"
          />
        )}
        <DeductionInput
          label={t('sales.pos.oldGold.deduction')}
          value={line.meltDeductionBp}
          placeholderBp={material?.meltDeductionBp}
          onChange={(meltDeductionBp) => onChange({ meltDeductionBp })}
          error={errors?.meltDeductionBp}
          disabled={disabled}
        />
        <TextInput
          label={t('sales.pos.oldGold.description')}
          size="xs"
          style={{ flex: '1 1 160px' }}
          maxLength={200}
          value={line.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
          error={errors?.description}
          disabled={disabled}
        />
      </Group>
      {price && price.fineMg !== null && price.fineMg !== undefined && (
        <Text size="sm" style={figures} data-testid="old-gold-computation">
          {t('sales.pos.oldGold.computation', {
            gross: weight(price.grossMg),
            purity: formatPurityPercent(price.testedPurity ?? 0, locale),
            deduction: formatPurityPercent(price.meltDeductionBp ?? 0, locale),
            fine: weight(price.fineMg),
            bid: t('sales.pos.lines.perChi', { amount: usd(price.rateCentsPerChi) }),
            amount: usd(-price.amountCents),
          })}
        </Text>
      )}
    </Stack>
  );
}
