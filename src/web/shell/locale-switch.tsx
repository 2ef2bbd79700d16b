import { SegmentedControl, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale, setLocale } from '../i18n/i18n';
import { appLocales, isAppLocale } from '../i18n/locale';

/** Khmer first, as in spec §9; smaller on a phone, where it shares the header with the title. */
export function LocaleSwitch({ tone = 'light' }: { tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const onDark = tone === 'dark';
  const size = useMatches({ base: 'xs', sm: 'sm' });
  return (
    <SegmentedControl
      key={i18n.language}
      size={size}
      radius="xl"
      aria-label={t('common.language')}
      value={currentLocale()}
      onChange={(value) => isAppLocale(value) && void setLocale(value)}
      data={appLocales.map((locale) => ({ value: locale, label: t(`common.languages.${locale}`) }))}
      // Khmer's vowel signs reach past the label's box: a clipped label read "ខ្ម" for "ខ្មែរ" on an English phone.
      styles={
        onDark
          ? {
              root: { backgroundColor: 'rgba(255,255,255,0.10)' },
              label: { color: 'white', overflow: 'visible', textOverflow: 'clip' },
              indicator: { backgroundColor: 'var(--mantine-color-gold-6)' },
            }
          : { label: { overflow: 'visible', textOverflow: 'clip' } }
      }
    />
  );
}
