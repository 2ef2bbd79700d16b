import { Button, Checkbox, UnstyledButton } from '@mantine/core';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { mantineParts } from './mantine-parts';

/*
 * A row's tick and a row's small action as Mantine's Checkbox and Button draw them: their own
 * elements, classes and variables, without the components. A stock page of 50 pieces rendered 51
 * Checkboxes and 52 Buttons, each resolving its theme, styles and style props on a cold page
 * (cell-text.tsx says why that counts). Forms and toolbars keep Mantine's.
 */

/**
 * Mantine's classes with their static selectors (`.mantine-Checkbox-input`), which styles and tests may name.
 * `Checkbox.classes.root` is the inline input's root (its label's variables); the checkbox's own root class
 * only sets the variables below, which the tick sets itself.
 */
const checkboxParts = mantineParts(Checkbox, 'Checkbox', ['root', 'body', 'inner', 'input', 'icon', 'labelWrapper']);
const checkboxClasses = { ...checkboxParts, input: `mantine-focus-auto ${checkboxParts.input}` };

const checkboxVars = {
  '--checkbox-size': 'calc(1.25rem * var(--mantine-scale))',
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-primary-color-filled)',
  '--checkbox-icon-color': 'var(--mantine-color-white)',
} as CSSProperties;

export interface RowCheckboxProps {
  /** The accessible name: a row's tick has no visible label. */
  'aria-label': string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A tick inside a clickable row keeps its click to itself. */
  stopClick?: boolean;
}

/** A row's tick, Mantine's default checkbox (size sm, the primary colour) without a label. */
export function RowCheckbox({ 'aria-label': label, checked, onChange, stopClick = false }: RowCheckboxProps) {
  return (
    <div className={checkboxClasses.root} data-variant="filled" data-label-position="right" style={checkboxVars}>
      <div className={checkboxClasses.body}>
        <div className={checkboxClasses.inner} data-label-position="right">
          <input
            className={checkboxClasses.input}
            data-with-error-styles="true"
            type="checkbox"
            aria-label={label}
            checked={checked}
            onChange={(event) => onChange(event.currentTarget.checked)}
            onClick={stopClick ? (event) => event.stopPropagation() : undefined}
          />
          <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" className={checkboxClasses.icon}>
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={checkboxClasses.labelWrapper} />
      </div>
    </div>
  );
}

const buttonParts = mantineParts(Button, 'Button', ['root', 'inner', 'section', 'label']);
const buttonClasses = { ...buttonParts, root: `mantine-focus-auto mantine-active ${buttonParts.root} ${mantineParts(UnstyledButton, 'UnstyledButton', ['root']).root}` };

export interface RowButtonProps {
  children: ReactNode;
  /** A Mantine colour's name (`blue`, `teal`). */
  color: string;
  leftSection?: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** A row's action: Mantine's `<Button size="compact-sm" variant="subtle">`. */
export function RowButton({ children, color, leftSection, onClick }: RowButtonProps) {
  const vars = {
    '--button-height': 'var(--button-height-compact-sm)',
    '--button-padding-x': 'var(--button-padding-x-compact-sm)',
    '--button-fz': 'var(--mantine-font-size-sm)',
    '--button-bg': 'transparent',
    '--button-hover': `var(--mantine-color-${color}-light-hover)`,
    '--button-color': `var(--mantine-color-${color}-light-color)`,
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
  return (
    <button className={buttonClasses.root} data-variant="subtle" data-size="compact-sm" data-with-left-section={leftSection ? true : undefined} type="button" style={vars} onClick={onClick}>
      <span className={buttonClasses.inner}>
        {leftSection && (
          <span className={buttonClasses.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={buttonClasses.label}>{children}</span>
      </span>
    </button>
  );
}
