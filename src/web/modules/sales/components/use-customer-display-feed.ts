import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { useKhqr } from '../api/create-khqr';
import { customerDisplayFeed } from './customer-display-feed';
import { cartViewOf, khqrTenderOf, type CartViewInput, type DisplayKhqr, type DisplayLocale } from './customer-display-messages';
import type { TenderRow } from './tender-rows';

/**
 * The code the POS shows for the KHQR tender, for the display: the same query as khqr-code.tsx (same body,
 * same 400 ms pause after typing), so both windows draw the one code the cashier records.
 */
function useDisplayKhqr(tenders: readonly TenderRow[], billNumber: string): DisplayKhqr | null {
  const row = khqrTenderOf(tenders);
  const [amount] = useDebouncedValue(row?.amountMinor ?? 0, 400);
  const khqr = useKhqr(row && amount > 0 ? { currency: row.currency, amountMinor: amount, billNumber } : null);
  const data = khqr.data;
  if (!row || !data || khqr.isFetching || data.currency !== row.currency || data.amountMinor !== row.amountMinor) return null;
  return { qr: data.qr, currency: data.currency, amountMinor: data.amountMinor, merchantName: data.merchantName, received: row.received ?? false };
}

/** Keeps the customer display on what the POS has: the cart as priced, the KHQR code; the cart goes when the page does. */
export function useCustomerDisplayFeed(input: Omit<CartViewInput, 'khqr'> & { tenders: readonly TenderRow[]; billNumber: string; locale: string }): void {
  const khqr = useDisplayKhqr(input.tenders, input.billNumber);
  const view = cartViewOf({ ...input, khqr });
  const locale: DisplayLocale = input.locale === 'en' ? 'en' : 'kh';
  const text = JSON.stringify(view);
  useEffect(() => {
    customerDisplayFeed.show(view, locale);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `text` is the view, compared by value
  }, [text, locale]);
  useEffect(() => {
    const left = () => customerDisplayFeed.posLeft();
    window.addEventListener('pagehide', left);
    return () => {
      window.removeEventListener('pagehide', left);
      left();
    };
  }, []);
}
