import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { formatCambodian, formatGrams, parseWeight, toDecimalString, type WeightParseResult } from '../../shared/units';
import { useScaleTake } from './scale/use-scale-take';
import { useUiLocale } from './use-ui-locale';

export interface WeightInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** Integer milligrams; null when empty or unreadable. */
  value: number | null;
  onChange: (valueMg: number | null) => void;
  allowNegative?: boolean;
  /** How an outside value is written into the field. */
  display?: 'grams' | 'cambodian';
}

function textOf(valueMg: number | null, display: 'grams' | 'cambodian', locale: string): string {
  if (valueMg === null) return '';
  return display === 'grams' ? toDecimalString(valueMg, 3) : formatCambodian(valueMg, locale);
}

const valueOf = (result: WeightParseResult) => (result.ok ? result.value : null);

/**
 * Grams ("8.63") or Cambodian units ("2 chi 3 hun 4 li", "២ ជី"); the other
 * unit is shown live under the field. A read error shows once the field has
 * been left. Where the browser has Web Serial, a scale button (and F10)
 * takes the scale's current stable reading into the field.
 */
export function WeightInput({
  value,
  onChange,
  allowNegative = false,
  display = 'grams',
  error,
  description,
  onBlur,
  onKeyDown,
  rightSection,
  ...rest
}: WeightInputProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [typed, setTyped] = useState(() => textOf(value, display, locale));
  const [left, setLeft] = useState(false);
  const typedResult = parseWeight(typed, { allowNegative });
  // The parent changed the value: show its value, not the stale text.
  const text = valueOf(typedResult) === value ? typed : textOf(value, display, locale);
  const result = text === typed ? typedResult : parseWeight(text, { allowNegative });

  const conversion = !result.ok
    ? undefined
    : result.system === 'metric'
      ? formatCambodian(result.value, locale)
      : formatGrams(result.value, locale);
  const scale = useScaleTake({
    quantity: 'mg',
    disabled: rest.disabled === true || rest.readOnly === true,
    onTake: (mg) => {
      setTyped(toDecimalString(mg, 3));
      if (mg !== value) onChange(mg);
    },
  });
  const readError = !result.ok && result.error !== 'empty' && left ? t(`units.errors.${result.error}`) : undefined;

  return (
    <TextInput
      {...rest}
      value={text}
      inputMode="text"
      autoComplete="off"
      placeholder={rest.placeholder ?? t('units.weightPlaceholder')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={scale.message ?? (conversion ? t('units.converted', { value: conversion }) : description)}
      rightSection={rightSection ?? scale.button}
      error={readError ?? error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        scale.clearMessage();
        const nextMg = valueOf(parseWeight(next, { allowNegative }));
        if (nextMg !== value) onChange(nextMg);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        scale.onKeyDown(event);
        onKeyDown?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setLeft(true);
        onBlur?.(event);
      }}
    />
  );
}
