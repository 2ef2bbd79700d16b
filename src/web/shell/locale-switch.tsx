import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { currentLocale, setLocale } from '../i18n/i18n';
import { appLocales } from '../i18n/locale';
import classes from './locale-switch.module.css';

/**
 * Khmer first, as in spec §9; smaller on a phone, where it shares the header
 * with the title. Two radios under one name: arrow keys move between them,
 * as in any radio group, and each label is what a click or a test finds.
 */
export function LocaleSwitch({ tone = 'light' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = currentLocale();
  return (
    <div role="radiogroup" aria-label={t('common.language')} className={tone === 'dark' ? `${classes.root} ${classes.dark}` : classes.root}>
      {appLocales.map((locale) => (
        <span key={locale}>
          <input
            className={classes.input}
            type="radio"
            name={id}
            id={`${id}-${locale}`}
            value={locale}
            checked={chosen === locale}
            onChange={() => void setLocale(locale)}
          />
          <label className={classes.label} htmlFor={`${id}-${locale}`}>
            {t(`common.languages.${locale}`)}
          </label>
        </span>
      ))}
    </div>
  );
}
