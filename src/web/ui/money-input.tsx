import { NativeSelect, TextInput, type TextInputProps } from '@mantine/core';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import {
  convertMinor,
  currencies,
  formatMoney,
  minorToDecimalString,
  parseMoney,
  type Currency,
} from '../../shared/units';
import { useUiLocale } from './use-ui-locale';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** Integer minor units of `currency` (USD cents, KHR riel); null when empty or unreadable. */
  value: number | null;
  currency: Currency;
  onChange: (amountMinor: number | null) => void;
  /** When given, the field offers a currency picker. */
  onCurrencyChange?: (currency: Currency) => void;
  /** Riel per dollar: when given, the amount is also shown in the other currency. */
  khrPerUsd?: number;
  allowNegative?: boolean;
  /** Whether the amount read is echoed under the field ("= $219.00"); off where the figure is shown beside it anyway. */
  echo?: boolean;
}

export const currencySymbols: Readonly<Record<Currency, string>> = { USD: '$', KHR: '៛' };

const textOf = (amountMinor: number | null, currency: Currency) =>
  amountMinor === null ? '' : minorToDecimalString(amountMinor, currency);

export function MoneyInput({
  value,
  currency,
  onChange,
  onCurrencyChange,
  khrPerUsd,
  allowNegative = false,
  echo = true,
  error,
  description,
  onBlur,
  ...rest
}: MoneyInputProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [typed, setTyped] = useState(() => textOf(value, currency));
  const [left, setLeft] = useState(false);
  const parse = (text: string, c: Currency) => parseMoney(text, c, { allowNegative });
  const typedResult = parse(typed, currency);
  // The parent changed the value: show its value, not the stale text.
  const text = (typedResult.ok ? typedResult.value : null) === value ? typed : textOf(value, currency);
  const result = text === typed ? typedResult : parse(text, currency);

  const emit = (nextText: string, nextCurrency: Currency) => {
    const r = parse(nextText, nextCurrency);
    const amountMinor = r.ok ? r.value : null;
    if (amountMinor !== value || nextCurrency !== currency) onChange(amountMinor);
  };

  let shown: string | undefined;
  if (result.ok && echo) {
    const other: Currency = currency === 'USD' ? 'KHR' : 'USD';
    shown = formatMoney(result.value, currency, locale);
    if (khrPerUsd && khrPerUsd > 0) {
      shown += ` ≈ ${formatMoney(convertMinor(result.value, currency, other, khrPerUsd), other, locale)}`;
    }
  }
  const readError = !result.ok && result.error !== 'empty' && left ? t(`units.errors.${result.error}`) : undefined;

  const picker = onCurrencyChange ? (
    <NativeSelect
      aria-label={t('units.currency.label')}
      value={currency}
      data={currencies.map((c) => ({ value: c, label: c }))}
      variant="unstyled"
      onChange={(event) => {
        const next = event.currentTarget.value as Currency;
        onCurrencyChange(next);
        emit(text, next);
      }}
    />
  ) : undefined;

  return (
    <TextInput
      {...rest}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      leftSection={currencySymbols[currency]}
      rightSection={picker}
      rightSectionWidth={picker ? 80 : undefined}
      rightSectionPointerEvents={picker ? 'all' : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={shown ? t('units.converted', { value: shown }) : description}
      error={readError ?? error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        emit(next, currency);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setLeft(true);
        onBlur?.(event);
      }}
    />
  );
}
