import { Button, Group, Paper } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPrinter } from '@tabler/icons-react';
import type { TextKey } from '../i18n/translator';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
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

/**
 * A period page's words, as keys of the catalogue: each page keeps its own
 * (the incentives' Khmer says "from the day", the others "from").
 */
export interface PeriodSheetLabels {
  title: TextKey;
  subtitle: TextKey;
  language: TextKey;
  print: TextKey;
  from: TextKey;
  to: TextKey;
}

export interface PeriodSheetHeadProps extends Omit<PeriodFieldsProps, 'fromLabel' | 'toLabel'> {
  labels: PeriodSheetLabels;
  language: SheetLanguage;
  onLanguage: (language: SheetLanguage) => void;
  /** Print waits for the sheet: off until it has come. */
  ready: boolean;
  /** More filters after the period (a material, the loader while it refetches). */
  children?: ReactNode;
}

/** The head of a printable sheet of a period (cast summary, entry recap, incentives): title, language, Print, then the period and the page's own filters. */
export function PeriodSheetHead({ labels, language, onLanguage, ready, from, to, onChange, children }: PeriodSheetHeadProps) {
  const { t } = useTranslation();
  return (
    <>
      <SheetPageHead
        title={t(labels.title)}
        subtitle={t(labels.subtitle)}
        languageLabel={t(labels.language)}
        language={language}
        onLanguage={onLanguage}
        printLabel={t(labels.print)}
        ready={ready}
      />
      <SheetFilters>
        <PeriodFields from={from} to={to} onChange={onChange} fromLabel={t(labels.from)} toLabel={t(labels.to)} />
        {children}
      </SheetFilters>
    </>
  );
}
