import { Button, Group, Paper } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import sheet from './a4-sheet.module.css';
import { PageTitle } from './page-title';
import { SheetLanguagePicker, type SheetLanguage } from './sheet-language';

export interface SheetPageHeadProps {
  /** Already translated, as every label here. */
  title: string;
  subtitle: string;
  languageLabel: string;
  language: SheetLanguage;
  onLanguage: (language: SheetLanguage) => void;
  printLabel: string;
  /** Print waits for the sheet: off until it has come. */
  ready: boolean;
}

/** A printable page's head, on screen only: its title, the language the sheet prints in, and Print. */
export function SheetPageHead({ title, subtitle, languageLabel, language, onLanguage, printLabel, ready }: SheetPageHeadProps) {
  return (
    <Group justify="space-between" align="flex-end" className={sheet.noPrint}>
      <PageTitle title={title} subtitle={subtitle} />
      <Group gap="md">
        <SheetLanguagePicker label={languageLabel} value={language} onChange={onLanguage} />
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!ready}>
          {printLabel}
        </Button>
      </Group>
    </Group>
  );
}

/** What picks a printable page's sheet (its period, a material…), on screen only: one row, wrapping on a phone. */
export function SheetFilters({ children }: { children: ReactNode }) {
  return (
    <Paper p="md" radius="lg" withBorder className={sheet.noPrint}>
      <Group gap="md" align="flex-end">
        {children}
      </Group>
    </Paper>
  );
}

export interface PeriodFieldsProps {
  /** Shop days, YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
  /** The end that changed. */
  onChange: (next: { from: string } | { to: string }) => void;
  /** Already translated. */
  fromLabel: string;
  toLabel: string;
}

/** A period's first and last day: the calendar offers no first day after the last, nor a last before the first. */
export function PeriodFields({ from, to, onChange, fromLabel, toLabel }: PeriodFieldsProps) {
  return (
    <>
      <DatePickerInput
        label={fromLabel}
        value={from}
        onChange={(value) => value && onChange({ from: String(value).slice(0, 10) })}
        maxDate={to}
        valueFormat="YYYY-MM-DD"
        w={{ base: '100%', xs: 180 }}
      />
      <DatePickerInput
        label={toLabel}
        value={to}
        onChange={(value) => value && onChange({ to: String(value).slice(0, 10) })}
        minDate={from}
        valueFormat="YYYY-MM-DD"
        w={{ base: '100%', xs: 180 }}
      />
    </>
  );
}
