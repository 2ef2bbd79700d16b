import { Text, Title } from '@mantine/core';
import type { TFunction } from '../../../i18n/translator';
import { Fragment } from 'react';
import type { StoneBalance, StoneShape } from '../../../../shared/contracts/stones/stone';
import { formatDateTime } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import type { SheetLanguage } from '../../../ui';
import { countText } from './stone-figures';
import type { InventoryTypeGroup } from './stone-inventory';
import classes from '../../../ui/a4-sheet.module.css';
import { SheetSignatures, SheetTableHead } from '../../../ui/sheet-parts';
import { SheetPaper } from '../../../ui/sheet-paper';
import { formatCarats, formatStoneSize } from '../../../../shared/units';

export interface StoneInventorySheetProps {
  groups: readonly InventoryTypeGroup[];
  total: InventoryTypeGroup['total'];
  /** What the sheet covers, already in its language: "All branches", a branch's name. */
  scope: string;
  shopName: string;
  printedAt: Date;
  language: SheetLanguage;
  /** Fixed to the sheet's language. */
  t: TFunction;
}

/** The stone stock on A4: per type, a line per shape and size with its lots, stones and carats available and prepared; totals. */
export function StoneInventorySheet({ groups, total, scope, shopName, printedAt, language, t }: StoneInventorySheetProps) {
  const intl = intlLocaleOf(language);
  const stones = (balance: StoneBalance) => countText(balance.count, language);
  const carats = (balance: StoneBalance) => formatCarats(balance.weightMct, language);
  const figures = (row: { lots: number; available: StoneBalance; prepared: StoneBalance }) => (
    <>
      <td className={classes.figure}>{countText(row.lots, language)}</td>
      <td className={classes.figure}>{stones(row.available)}</td>
      <td className={classes.figure}>{carats(row.available)}</td>
      <td className={classes.figure}>{stones(row.prepared)}</td>
      <td className={classes.figure}>{carats(row.prepared)}</td>
    </>
  );
  return (
    <section className={classes.sheet} aria-label={t('stones.inventory.sheetTitle')} lang={intl} data-testid="stone-inventory-sheet">
      <SheetPaper size="a4" />
      <div className={classes.head}>
        <div>
          <Text fw={700} fz="lg">
            {shopName}
          </Text>
          <Text size="sm">{scope}</Text>
        </div>
        <div style={{ textAlign: 'right' }}>
          <Title order={2} fz={20}>
            {t('stones.inventory.sheetTitle')}
          </Title>
          {/* The clock's minute: a page the server drew may have drawn the one before; the app keeps it rather than redraw. */}
          <Text size="xs" suppressHydrationWarning>
            {t('stones.inventory.printedAt', { date: formatDateTime(printedAt, intl) })}
          </Text>
        </div>
      </div>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <SheetTableHead
            names={[t('stones.fields.shape')]}
            figures={[t('stones.fields.size'), t('stones.inventory.lots'), t('stones.inventory.availableCount'), t('stones.inventory.availableCarats'), t('stones.inventory.preparedCount'), t('stones.inventory.preparedCarats')]}
          />
          <tbody>
            {groups.length === 0 && (
              <tr>
                <td colSpan={7} className={classes.muted}>
                  {t('stones.inventory.empty')}
                </td>
              </tr>
            )}
            {groups.map((group) => (
              <Fragment key={group.stoneType}>
                <tr>
                  <td colSpan={7} className={classes.section} data-testid="inventory-type">
                    {group.stoneType}
                  </td>
                </tr>
                {group.rows.map((row) => (
                  <tr key={`${row.shape}|${row.sizeCmm}`} data-testid="inventory-row">
                    <td>{t(`stones.shapes.${row.shape as StoneShape}`)}</td>
                    <td className={classes.figure}>{formatStoneSize(row.sizeCmm, language)}</td>
                    {figures(row)}
                  </tr>
                ))}
                <tr className={classes.subtotal}>
                  <td colSpan={2}>{t('stones.inventory.typeTotal', { type: group.stoneType })}</td>
                  {figures(group.total)}
                </tr>
              </Fragment>
            ))}
            {groups.length > 0 && (
              <tr className={classes.total} data-testid="inventory-total">
                <td colSpan={2}>{t('stones.inventory.total')}</td>
                {figures(total)}
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <SheetSignatures signers={(['countedBy', 'checkedBy'] as const).map((who) => t(`stones.inventory.signatures.${who}`))} />
    </section>
  );
}
