import type { MantineColor } from '@mantine/core';
import { numberFormatOf } from '../../../../shared/number-format';
import { formatMoney, intlLocale, type Currency } from '../../../../shared/units';
import { formatDate, formatDateTime, formatPostingDay, shopDayInstant } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { CellStack, CellText } from '../../../ui/cell-text';

/** Figures line up in columns; the text font keeps the riel sign (a monospace font lacks it). */
export const moneyStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export { shopDayInstant } from '../../../i18n/format';

/** Money, days and instants in the reader's language; days and times in the shop's time zone. */
export function useSalesFormat() {
  const locale = useUiLocale();
  const intl = intlLocale(locale) as IntlLocale;
  return {
    locale,
    money: (amountMinor: number, currency: Currency) => formatMoney(amountMinor, currency, locale),
    usd: (cents: number) => formatMoney(cents, 'USD', locale),
    riel: (riel: number) => formatMoney(riel, 'KHR', locale),
    count: (n: number) => numberFormatOf(intl).format(n),
    /** A YYYY-MM-DD shop day. */
    day: (day: string) => formatDate(shopDayInstant(day), intl),
    date: (at: string) => formatDate(at, intl),
    dateTime: (at: string) => formatDateTime(at, intl),
    /** A document's posting day, with the time when it was written on that day (i18n/format.ts). */
    postingDay: (postingDate: string, writtenAt: string) => formatPostingDay(postingDate, writtenAt, intl),
  };
}

/** An amount in dollars with its riel beneath (the riel at the invoice's rate, as a Cambodian tax invoice prints it). */
export function DualAmount({
  cents,
  riel,
  align = 'right',
  strong = false,
  color,
  testId,
}: {
  cents: number;
  riel?: number | null;
  align?: 'left' | 'right';
  strong?: boolean;
  color?: MantineColor;
  testId?: string;
}) {
  const { usd, riel: rielText } = useSalesFormat();
  // Plain cells, not Mantine's Stack and Text: an invoice list shows four amounts a row (cell-text.tsx).
  return (
    <CellStack align={align === 'right' ? 'end' : 'start'} data-amount={testId}>
      <CellText weight={strong ? 700 : 500} color={color} figures>
        {usd(cents)}
      </CellText>
      {riel !== undefined && riel !== null && (
        <CellText size="xs" dimmed figures>
          {rielText(riel)}
        </CellText>
      )}
    </CellStack>
  );
}
