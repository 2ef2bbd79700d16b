import { Group, Text } from '@mantine/core';
import type { TFunction } from '../i18n/translator';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { TranslatorProvider, useTranslation } from '../i18n/use-translation';
import { useUiLocale } from './use-ui-locale';
import { ChoiceControl } from './choice-control';

/** The languages a printed sheet (a close sheet, a stock document, a cast sheet) can be in. */
export type SheetLanguage = 'kh' | 'en';
const sheetLanguages: readonly SheetLanguage[] = ['kh', 'en'];

/**
 * The language a printed sheet is in: the reader's own unless they pick the
 * other one, and a `t` fixed to it. The other catalogue loads on demand;
 * until it has, the reader's language stands in.
 */
export function useSheetLanguage(): { language: SheetLanguage; setLanguage: (language: SheetLanguage) => void; sheetT: TFunction } {
  const { t, i18n } = useTranslation();
  const uiLocale = useUiLocale();
  const [picked, setPicked] = useState<SheetLanguage | null>(null);
  const own: SheetLanguage = uiLocale === 'en' ? 'en' : 'kh';
  const wanted = picked ?? own;
  const ready = wanted === uiLocale || i18n.hasCatalogue(wanted);
  useEffect(() => {
    if (!ready) void i18n.loadLanguage(wanted);
  }, [i18n, wanted, ready]);
  const language = ready ? wanted : own;
  return { language, setLanguage: setPicked, sheetT: language === uiLocale ? t : i18n.getFixedT(language) };
}

/**
 * Draws its children in the sheet's language (useSheetLanguage's, whose
 * catalogue is in), whatever the rest of the page uses: for a sheet whose parts
 * read `t` from the context (the cast sheets) rather than take `sheetT`.
 */
export function InSheetLanguage({ language, children }: { language: SheetLanguage; children: ReactNode }) {
  const { i18n } = useTranslation();
  const sheetTranslator = useMemo(() => i18n.inLanguage(language), [i18n, language]);
  if (i18n.language === language || !i18n.hasCatalogue(language)) return children;
  return <TranslatorProvider translator={sheetTranslator}>{children}</TranslatorProvider>;
}

/** Khmer or English for the sheet, each named in its own language; `label` is already translated. */
export function SheetLanguagePicker({ label, value, onChange }: { label: string; value: SheetLanguage; onChange: (language: SheetLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <ChoiceControl
        size="xs"
        value={value}
        onChange={(next) => onChange(next as SheetLanguage)}
        data={sheetLanguages.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
      />
    </Group>
  );
}
