import { TextInput, type TextInputProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { toDecimalString } from '../../shared/units';
import { useScaleTake } from './scale/use-scale-take';

export interface CaratInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The carats as typed ("0.125"); the form reads milli-carats from the text, as before the scale. */
  value: string;
  onChange: (text: string) => void;
}

/**
 * A stone weight in carats, typed or weighed: where the browser has Web
 * Serial, the scale button (and F10) takes the scale's current stable
 * reading, converted exactly to milli-carats (a gram reading too, 1 mg =
 * 5 mct: scale-reading.ts), and writes it as a scale shows carats, three
 * decimals. Without Web Serial it is the plain field it always was.
 */
export function CaratInput({ value, onChange, description, rightSection, onKeyDown, ...rest }: CaratInputProps) {
  const scale = useScaleTake({
    quantity: 'milliCarats',
    disabled: rest.disabled === true || rest.readOnly === true,
    onTake: (milliCarats) => onChange(toDecimalString(milliCarats, 3)),
  });
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={value}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={scale.message ?? description}
      rightSection={rightSection ?? scale.button}
      onChange={(event) => {
        scale.clearMessage();
        onChange(event.currentTarget.value);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        scale.onKeyDown(event);
        onKeyDown?.(event);
      }}
    />
  );
}
