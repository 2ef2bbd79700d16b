import { IconDeviceDesktop } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { appLocales, isAppLocale, type AppLocale } from '../../../i18n/locale';
import { CenteredMessage } from '../../../shell/centered-message';
import { Logo } from '../../../shell/logo';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { canAny, useMe } from '../../platform/api/get-me';
import { CartScreen, IdleScreen, ThanksScreen } from '../components/customer-display-screens';
import { useShopHeader } from '../components/shop-header';
import { useCustomerDisplayChannel } from '../components/use-customer-display-channel';
import classes from '../components/customer-display.module.css';
import { ChoiceControl } from '../../../ui/choice-control';

/** The display's language: the counter's (the POS's) unless the display sets its own; kept in this browser. */
type DisplayLanguage = 'counter' | AppLocale;
const languageKey = 'atelier.customerDisplay.language';

function storedLanguage(): DisplayLanguage {
  try {
    const stored = localStorage.getItem(languageKey);
    return stored === 'counter' || (stored !== null && isAppLocale(stored)) ? stored : 'counter';
  } catch {
    return 'counter';
  }
}

/**
 * `/pos/display`: the second screen, facing the customer. It follows the
 * POS of this browser over a BroadcastChannel (nothing leaves the machine):
 * the welcome, the cart with its totals in dollars and riel and the KHQR
 * code, then the thank-you and the receipt's number. Its language is its
 * own choice or the counter's; it changes this window only (not the
 * language the cashier's tab keeps).
 */
export function CustomerDisplayPage() {
  const { t, i18n } = useTranslation();
  const locale = useUiLocale();
  const { data: me } = useMe();
  const { view, posLocale } = useCustomerDisplayChannel();
  const [language, setLanguage] = useState<DisplayLanguage>(storedLanguage);
  const wanted = language === 'counter' ? posLocale : language;
  useEffect(() => {
    if (wanted && wanted !== i18n.language) void i18n.changeLanguage(wanted);
  }, [wanted, i18n]);
  const shop = useShopHeader(locale === 'en' ? 'en' : 'kh', t('app.title'));
  const choose = (next: string) => {
    const chosen: DisplayLanguage = next === 'counter' || isAppLocale(next) ? next : 'counter';
    setLanguage(chosen);
    try {
      localStorage.setItem(languageKey, chosen);
    } catch {
      // Private mode: the choice lasts while the window is open.
    }
  };

  if (me && !canAny(me, ['sales.read'])) {
    return (
      <CenteredMessage icon={<IconDeviceDesktop size={36} />} title={t('sales.display.notAllowedTitle')}>
        {t('sales.display.notAllowedHint')}
      </CenteredMessage>
    );
  }

  return (
    <div className={classes.screen} data-testid="customer-display" data-screen={view.screen}>
      <header className={classes.header}>
        {/* The welcome names the shop in large; the other screens keep it in the corner. */}
        <div style={{ display: view.screen === 'idle' ? 'none' : 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
          <Logo size={44} />
          <div className={classes.shopName}>{shop.name}</div>
        </div>
        <ChoiceControl
          size="xs"
          radius="xl"
          tone="dark"
          style={{ marginInlineStart: 'auto' }}
          aria-label={t('sales.display.language')}
          value={language}
          onChange={choose}
          data={[{ value: 'counter', label: t('sales.display.followCounter') }, ...appLocales.map((value) => ({ value, label: t(`common.languages.${value}`) }))]}
          data-testid="display-language"
        />
      </header>
      <main className={classes.main}>
        {view.screen === 'idle' && <IdleScreen shopName={shop.name} logoUrl={shop.logoUrl ?? ''} />}
        {view.screen === 'cart' && <CartScreen view={view} />}
        {view.screen === 'thanks' && <ThanksScreen view={view} />}
      </main>
    </div>
  );
}
