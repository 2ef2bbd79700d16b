import { Group, Input, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PURITY_SCALE, formatKarat, formatPurityPercent, formatTeuk, mulDivRound } from '../../shared/units';
import { parseScaledDecimal, scaledDecimalText } from './scaled-decimal';
import { useUiLocale } from './use-ui-locale';
import { ChoiceControl } from './choice-control';

/** How a purity is typed (DESIGN §2): percent, karat or teuk (tenths: 7.5 teuk = 18K). */
export type PurityUnit = 'percent' | 'karat' | 'teuk';

/** The typed text in a unit → parts per ten thousand; null when it does not read. Exact, no floats. */
export function purityOfText(text: string, unit: PurityUnit): number | null {
  if (unit === 'percent') return parseScaledDecimal(text, 2);
  if (unit === 'teuk') {
    const hundredths = parseScaledDecimal(text, 2);
    return hundredths === null ? null : hundredths * 10;
  }
  const tenths = parseScaledDecimal(text, 1);
  if (tenths === null) return null;
  // 24K is sold as 99.99 %.
  return tenths === 240 ? 9_999 : mulDivRound(tenths, PURITY_SCALE, 240);
}

/** Parts per ten thousand → the text in a unit ("75", "18", "7.5"). */
export function purityText(purity: number, unit: PurityUnit): string {
  if (unit === 'percent') return scaledDecimalText(purity, 2);
  if (unit === 'teuk') return scaledDecimalText(mulDivRound(purity, 1, 10), 2);
  return scaledDecimalText(mulDivRound(purity, 240, PURITY_SCALE), 1);
}

export interface PurityInputProps {
  label: ReactNode;
  /** Parts per ten thousand, null when empty or unreadable (a value over 100 % is passed on, for the contract to name). */
  value: number | null;
  onChange: (purity: number | null) => void;
  placeholder?: number | undefined;
  error?: ReactNode;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  testId?: string;
}

/** A purity typed as %, karat or teuk; the three readings shown under it. */
export function PurityInput({ label, value, onChange, placeholder, error, disabled, size = 'xs', testId }: PurityInputProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [unit, setUnit] = useState<PurityUnit>('percent');
  const [typed, setTyped] = useState(value === null ? '' : purityText(value, 'percent'));
  // The parent changed the value: show it, not the stale text.
  const text = purityOfText(typed, unit) === value || (value === null && typed.trim() !== '' && purityOfText(typed, unit) === null) ? typed : value === null ? '' : purityText(value, unit);
  const readable = text.trim() === '' || purityOfText(text, unit) !== null;
  const shown = value ?? placeholder;
  const readings = shown === undefined || shown > PURITY_SCALE ? null : `${formatPurityPercent(shown, locale)} · ${formatKarat(shown, locale)} · ${formatTeuk(shown, locale)} ${t('units.teuk')}`;
  return (
    <Input.Wrapper label={label} size={size} error={error ?? (readable ? undefined : t('units.errors.syntax'))}>
      <Group gap={4} wrap="nowrap">
        <TextInput
          size={size}
          w={80}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          placeholder={placeholder === undefined ? undefined : purityText(placeholder, unit)}
          disabled={disabled}
          error={Boolean(error) || !readable}
          aria-label={typeof label === 'string' ? label : undefined}
          data-testid={testId}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setTyped(next);
            onChange(next.trim() === '' ? null : purityOfText(next, unit));
          }}
        />
        <ChoiceControl
          size={size}
          disabled={disabled}
          value={unit}
          onChange={(next) => {
            const nextUnit = next as PurityUnit;
            setUnit(nextUnit);
            setTyped(value === null ? '' : purityText(value, nextUnit));
          }}
          data={[
            { value: 'percent', label: '%' },
            { value: 'karat', label: 'K' },
            { value: 'teuk', label: t('units.teuk') },
          ]}
        />
      </Group>
      {readings && (
        <Text size="xs" c="dimmed" mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {readings}
        </Text>
      )}
    </Input.Wrapper>
  );
}
