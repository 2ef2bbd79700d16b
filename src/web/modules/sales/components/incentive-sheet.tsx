import { Text, Title } from '@mantine/core';
import type { TFunction } from '../../../i18n/translator';
import type { ReactNode } from 'react';
import type { FindIncentivesResponse, StaffIncentive } from '../../../../shared/contracts/sales/incentive';
import { formatMoney } from '../../../../shared/units';
import { formatDate, formatNumber } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import { personName, type SheetLanguage } from '../../../ui';
import { localName } from '../../../ui/local-name';
import { SheetPaper } from '../../../ui/sheet-paper';
import { SheetSignatures } from '../../../ui/sheet-parts';
import { shopDayInstant } from './invoice-money';
import { sheetClasses as classes } from './statement-sheet';

export interface IncentiveSheetProps {
  incentives: FindIncentivesResponse;
  language: SheetLanguage;
  t: TFunction;
  /** The screen's action for an unpaid seller (the pay button), in the reader's language; not printed. */
  actionOf?: (row: StaffIncentive) => ReactNode;
}

/** The period's sums over every seller. */
export function incentiveTotals(items: readonly StaffIncentive[]) {
  const sum = (of: (row: StaffIncentive) => number) => items.reduce((total, row) => total + of(row), 0);
  return {
    invoiceCount: sum((row) => row.invoiceCount),
    pieceCount: sum((row) => row.pieceCount),
    salesCents: sum((row) => row.salesCents),
    incentiveCents: sum((row) => row.incentiveCents),
    paidCents: sum((row) => row.payout?.amountCents ?? 0),
  };
}

/** A period's incentives per seller, printable on A4: what each sold and earned, and whether it was paid. */
export function IncentiveSheet({ incentives, language, t, actionOf }: IncentiveSheetProps) {
  const intl = intlLocaleOf(language);
  const usd = (cents: number) => formatMoney(cents, 'USD', language);
  const count = (n: number) => formatNumber(n, {}, intl);
  const day = (value: string) => formatDate(shopDayInstant(value), intl);
  const totals = incentiveTotals(incentives.items);

  return (
    <section className={classes.sheet} aria-label={t('sales.incentives.title')} lang={language === 'kh' ? 'km' : 'en'} data-testid="incentive-sheet">
      <SheetPaper size="a4" />
      <div className={classes.head}>
        <Title order={2} fz={20}>
          {t('sales.incentives.title')}
        </Title>
        <Text fw={700}>{t('sales.incentives.period', { from: day(incentives.from), to: day(incentives.to) })}</Text>
      </div>
      {incentives.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sales.incentives.empty')}
        </Text>
      ) : (
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('sales.incentives.seller')}</th>
              <th className={classes.figure}>{t('sales.incentives.invoices')}</th>
              <th className={classes.figure}>{t('sales.incentives.pieces')}</th>
              <th className={classes.figure}>{t('sales.incentives.sales')}</th>
              <th className={classes.figure}>{t('sales.incentives.earned')}</th>
              <th>{t('sales.incentives.payout')}</th>
            </tr>
          </thead>
          <tbody>
            {incentives.items.map((row) => (
              <tr key={row.staff.id} data-staff={row.staff.code}>
                <td>
                  {localName(row.staff, language) || row.staff.code} <span className={classes.number}>{row.staff.code}</span>
                </td>
                <td className={classes.figure}>{count(row.invoiceCount)}</td>
                <td className={classes.figure}>{count(row.pieceCount)}</td>
                <td className={classes.figure}>{usd(row.salesCents)}</td>
                <td className={classes.figure} data-figure="earned">
                  {usd(row.incentiveCents)}
                </td>
                <td data-payout={row.payout ? 'paid' : 'unpaid'}>
                  {row.payout ? (
                    <>
                      {t('sales.incentives.paidOn', { amount: usd(row.payout.amountCents), date: formatDate(row.payout.paidAt, intl) })}
                      {row.payout.paidByPerson && <span className={classes.small}>{t('sales.incentives.paidBy', { name: personName(row.payout.paidByPerson, language) })}</span>}
                    </>
                  ) : (
                    <>
                      <span className={classes.muted}>{t('sales.incentives.unpaid')}</span>
                      {actionOf && <span className={classes.noPrint}> {actionOf(row)}</span>}
                    </>
                  )}
                </td>
              </tr>
            ))}
            <tr className={classes.total}>
              <td>{t('sales.incentives.total')}</td>
              <td className={classes.figure}>{count(totals.invoiceCount)}</td>
              <td className={classes.figure}>{count(totals.pieceCount)}</td>
              <td className={classes.figure}>{usd(totals.salesCents)}</td>
              <td className={classes.figure}>{usd(totals.incentiveCents)}</td>
              <td className={classes.nowrap}>{t('sales.incentives.paidTotal', { amount: usd(totals.paidCents) })}</td>
            </tr>
          </tbody>
        </table>
      )}
      <SheetSignatures signers={(['preparedBy', 'approvedBy'] as const).map((who) => t(`sales.incentives.signatures.${who}`))} />
    </section>
  );
}
