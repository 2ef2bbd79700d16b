import { Badge, Box, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatCambodian, formatGrams, formatMoney } from '../../../../shared/units';
import { Logo } from '../../../shell/logo';
import { useUiLocale } from '../../../ui/use-ui-locale';
import type { CartView, DisplayKhqr, DisplayLine, DisplayView } from './customer-display-messages';
import { useQrImage } from '../../../ui/qr-code';
import classes from './customer-display.module.css';

/** A weight as the POS shows it: grams, then chi, hun and li. */
const weightText = (mg: number, locale: string) => `${formatGrams(mg, locale)} · ${formatCambodian(mg, locale)}`;

/** Nothing on the counter: the shop's name and a welcome. */
export function IdleScreen({ shopName, logoUrl }: { shopName: string; logoUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.center} data-testid="display-idle">
      {logoUrl ? <img src={logoUrl} alt="" style={{ maxWidth: 'min(40vw, 220px)', maxHeight: '22vh' }} /> : <Logo size={120} />}
      <h1 className={classes.hero} style={{ margin: 0 }}>
        {shopName}
      </h1>
      <div className={classes.heroHint}>{t('sales.display.welcome')}</div>
      <Text c="gray.4" fz="clamp(16px, 1.6vw, 28px)">
        {t('sales.display.welcomeHint')}
      </Text>
    </div>
  );
}

function CartLine({ line, index }: { line: DisplayLine; index: number }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const bought = line.kind === 'old_gold';
  const name = bought ? t('sales.display.oldGold') : line.description || line.code;
  return (
    <div className={classes.line} data-testid="display-line" data-kind={line.kind} data-code={line.code || undefined}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <div className={classes.lineName}>
          <Text span c="gray.6" inherit fw={500}>
            {index + 1}.{' '}
          </Text>
          {bought ? (
            <Badge color="orange" variant="light" size="xl" radius="sm" style={{ verticalAlign: 'middle' }}>
              {name}
            </Badge>
          ) : (
            name
          )}
        </div>
        <div className={classes.lineDetail}>
          {[line.kind === 'old_gold' ? line.description : line.code, line.materialCode].filter(Boolean).join(' · ')}
        </div>
        {line.weightMg !== null && (
          <div className={classes.lineDetail} data-testid="display-line-weight">
            {weightText(line.weightMg, locale)}
            {line.fineMg != null && ` · ${t('sales.display.fine', { weight: formatGrams(line.fineMg, locale) })}`}
          </div>
        )}
      </Stack>
      <div className={`${classes.amount} ${bought ? classes.bought : ''}`} data-testid="display-line-amount">
        {line.amountCents === null ? <Loader size="sm" color="gray" /> : formatMoney(line.amountCents, 'USD', locale)}
      </div>
    </div>
  );
}

function KhqrPanel({ khqr }: { khqr: DisplayKhqr }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const image = useQrImage(khqr.qr);
  return (
    <div className={classes.panel} data-testid="display-khqr" data-received={khqr.received || undefined}>
      <div className={classes.panelTitle} style={{ textAlign: 'center' }}>
        {t('sales.display.khqrTitle')}
      </div>
      {khqr.received ? (
        <Stack align="center" gap="xs" py="lg">
          <IconCircleCheck size={96} color="var(--mantine-color-teal-6)" />
          <Text fz="clamp(22px, 2vw, 36px)" fw={700} c="teal.8">
            {t('sales.display.khqrReceived')}
          </Text>
        </Stack>
      ) : image ? (
        <img className={classes.qr} src={image} alt={khqr.qr} data-testid="display-khqr-image" />
      ) : (
        <Box className={classes.qr} style={{ display: 'grid', placeItems: 'center' }}>
          <Loader />
        </Box>
      )}
      <div className={classes.khqrAmount}>{formatMoney(khqr.amountMinor, khqr.currency, locale)}</div>
      <Text ta="center" c="dimmed" fz="clamp(14px, 1.2vw, 22px)">
        {t('sales.display.khqrTo', { name: khqr.merchantName })}
      </Text>
    </div>
  );
}

/** The cart as the cashier builds it: each line, the total in dollars and in riel, the KHQR code once chosen. */
export function CartScreen({ view }: { view: CartView }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const usd = (cents: number) => formatMoney(cents, 'USD', locale);
  const shopPays = view.totalCents !== null && view.totalCents < 0;
  return (
    <div className={`${classes.cart} ${view.khqr ? classes.withKhqr : ''}`} data-testid="display-cart">
      <div className={`${classes.panel} ${classes.lines}`}>
        <div className={classes.panelTitle}>{t('sales.display.purchase')}</div>
        {view.lines.map((line, index) => (
          <CartLine key={line.key} line={line} index={index} />
        ))}
      </div>
      <div className={classes.panel} data-testid="display-totals" style={{ opacity: view.pricing ? 0.7 : 1 }}>
        {view.subtotalCents !== null && view.discountCents !== 0 && (
          <>
            <div className={classes.totalRow}>
              <span>{t('sales.display.subtotal')}</span>
              <span>{usd(view.subtotalCents)}</span>
            </div>
            <div className={classes.totalRow}>
              <span>{t('sales.display.discount')}</span>
              <span>−{usd(view.discountCents)}</span>
            </div>
          </>
        )}
        <div className={classes.totalLabel}>{shopPays ? t('sales.display.toCustomer') : t('sales.display.total')}</div>
        <div className={classes.total} data-testid="display-total">
          {view.totalCents === null ? <Loader size="lg" /> : usd(Math.abs(view.totalCents))}
        </div>
        {view.totalRiel !== null && (
          <>
            <Text c="dimmed" fz="clamp(15px, 1.3vw, 24px)">
              {t('sales.display.totalRiel')}
            </Text>
            <div className={classes.totalRiel} data-testid="display-total-riel">
              {formatMoney(Math.abs(view.totalRiel), 'KHR', locale)}
            </div>
          </>
        )}
        {view.khrPerUsd !== null && (
          <Text c="dimmed" fz="clamp(13px, 1.1vw, 20px)" mt={4}>
            {t('sales.common.exchangeRate', { rate: formatMoney(view.khrPerUsd, 'KHR', locale) })}
          </Text>
        )}
        {view.pricing && (
          <Text c="dimmed" fz="clamp(13px, 1.1vw, 20px)">
            {t('sales.display.pricing')}
          </Text>
        )}
      </div>
      {view.khqr && <KhqrPanel khqr={view.khqr} />}
    </div>
  );
}

/** After the sale: thank you, the receipt's number, the change. */
export function ThanksScreen({ view }: { view: Extract<DisplayView, { screen: 'thanks' }> }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const change = [view.changeUsdCents > 0 ? formatMoney(view.changeUsdCents, 'USD', locale) : null, view.changeRiel > 0 ? formatMoney(view.changeRiel, 'KHR', locale) : null].filter(Boolean).join(' + ');
  return (
    <div className={classes.center} data-testid="display-thanks">
      <IconHeartHandshake size={120} stroke={1.4} color="var(--mantine-color-gold-4)" />
      <h1 className={classes.hero} style={{ margin: 0 }}>
        {t('sales.display.thanks')}
      </h1>
      <div className={classes.receipt} data-testid="display-receipt">
        {t('sales.display.receipt', { number: view.receiptNumber })}
      </div>
      {change && (
        <div className={classes.heroHint} data-testid="display-change">
          {t('sales.display.change', { amount: change })}
        </div>
      )}
      <div className={classes.heroHint}>{t('sales.display.thanksHint')}</div>
    </div>
  );
}
