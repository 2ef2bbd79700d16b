import { Group, SegmentedControl, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../ui';

export type StockDocumentLanguage = 'kh' | 'en';
const languages: readonly StockDocumentLanguage[] = ['kh', 'en'];

/**
 * The language a printed stock document is in: the reader's own unless they
 * pick the other one, and a `t` fixed to it. The other catalogue loads on
 * demand; until it has, the reader's language stands in.
 */
export function useStockDocumentLanguage(): {
  language: StockDocumentLanguage;
  setLanguage: (language: StockDocumentLanguage) => void;
  sheetT: TFunction;
} {
  const { t, i18n } = useTranslation();
  const uiLocale = useUiLocale();
  const [picked, setPicked] = useState<StockDocumentLanguage | null>(null);
  const own: StockDocumentLanguage = uiLocale === 'en' ? 'en' : 'kh';
  const wanted = picked ?? own;
  const [loaded, setLoaded] = useState<readonly string[]>([]);
  const ready = wanted === uiLocale || loaded.includes(wanted) || i18n.hasResourceBundle(wanted, 'translation');
  useEffect(() => {
    if (ready) return;
    let current = true;
    void i18n.loadLanguages(wanted).then(() => {
      if (current) setLoaded((was) => [...was, wanted]);
    });
    return () => {
      current = false;
    };
  }, [i18n, wanted, ready]);
  const language = ready ? wanted : own;
  return { language, setLanguage: setPicked, sheetT: language === uiLocale ? t : i18n.getFixedT(language) };
}

/** Khmer or English for the printed document, each named in its own language. */
export function StockDocumentLanguagePicker({ value, onChange }: { value: StockDocumentLanguage; onChange: (language: StockDocumentLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {t('stock.document.language')}
      </Text>
      <SegmentedControl
        size="xs"
        value={value}
        onChange={(next) => onChange(next as StockDocumentLanguage)}
        data={languages.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
      />
    </Group>
  );
}
