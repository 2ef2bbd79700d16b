import { useTranslation } from '../i18n/use-translation';
import { currentLocale, setLocale } from '../i18n/i18n';
import { appLocales } from '../i18n/locale';
import { ChoiceControl } from '../ui/choice-control';
import classes from './locale-switch.module.css';

/**
 * Khmer first, as in spec §9; smaller on a phone, where it shares the header
 * with the title. The app's choice control (radios under one name: arrow keys
 * move between them, and each label is what a click or a test finds).
 */
export function LocaleSwitch({ tone = 'light' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <ChoiceControl
      aria-label={t('common.language')}
      className={classes.switch}
      radius="xl"
      size="xs"
      tone={tone}
      value={currentLocale()}
      onChange={(locale) => void setLocale(locale)}
      data={appLocales.map((locale) => ({ value: locale, label: t(`common.languages.${locale}`) }))}
    />
  );
}
