import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './choice-control.module.css';

/** One choice: its value and what it shows (text, or an icon and text). */
export interface ChoiceItem<Value extends string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChoiceControlProps<Value extends string> {
  /** The choices, in order; a bare string is its own label. */
  data: readonly (Value | ChoiceItem<Value>)[];
  /** The chosen value; none chosen when it matches no item. */
  value: Value | null | undefined;
  onChange: (value: Value) => void;
  size?: 'xs' | 'sm' | 'md';
  /** Items share the whole width of the parent. */
  fullWidth?: boolean;
  disabled?: boolean;
  /** Shown, not changeable. */
  readOnly?: boolean;
  /** A theme colour (`gold`, `teal`…) for the chosen item, filled; white and shadowed by default. */
  color?: string;
  radius?: 'default' | 'xl';
  /** `dark` on a dark background (the customer display, the dark header). */
  tone?: 'light' | 'dark';
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/**
 * A few exclusive choices side by side, the chosen one raised: Mantine's
 * SegmentedControl as radios and labels under one name, drawn by CSS alone.
 * Mantine's measures every label to place its sliding indicator (a forced
 * layout, ~70 ms of a cold stock list's first render, eight times on the
 * settings page); this one measures nothing. The radios keep the browser's
 * own keys (arrows move the choice) and each label is what a click, a screen
 * reader or a test finds.
 */
export function ChoiceControl<Value extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  fullWidth = false,
  disabled = false,
  readOnly = false,
  color,
  radius = 'default',
  tone = 'light',
  className,
  style,
  ...aria
}: ChoiceControlProps<Value>) {
  const name = useId();
  if (data.length === 0) return null;
  const items = data.map((item) => (typeof item === 'string' ? { value: item, label: item } : item) as ChoiceItem<Value>);
  const colored = color === undefined ? undefined : ({ '--choice-chosen-bg': `var(--mantine-color-${color}-filled)` } as CSSProperties);
  return (
    <div
      role="radiogroup"
      className={className === undefined ? classes.root : `${classes.root} ${className}`}
      style={colored || style ? { ...colored, ...style } : undefined}
      data-size={size}
      data-radius={radius === 'default' ? undefined : radius}
      data-full-width={fullWidth || undefined}
      data-colored={colored ? true : undefined}
      data-tone={tone === 'light' ? undefined : tone}
      data-read-only={readOnly || undefined}
      aria-disabled={disabled || undefined}
      {...aria}
    >
      {items.map((item) => {
        const id = `${name}-${item.value}`;
        const chosen = item.value === value;
        return (
          <div key={item.value} className={classes.control} data-chosen={chosen || undefined}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              id={id}
              value={item.value}
              checked={chosen}
              disabled={disabled || item.disabled}
              onChange={() => {
                if (!readOnly) onChange(item.value);
              }}
            />
            <label className={classes.label} htmlFor={id}>
              <span className={classes.inner}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
