import { useTranslation } from '../i18n/use-translation';

interface Named {
  nameKh: string;
  nameEn: string;
}

/** The record's name in the reader's language, falling back to the other one. */
export function localName(record: Named, language: string): string {
  return (language === 'kh' ? record.nameKh || record.nameEn : record.nameEn || record.nameKh).trim();
}

export function useLocalName(): (record: Named) => string {
  const { i18n } = useTranslation();
  return (record) => localName(record, i18n.language);
}
