import type { StatementByDay } from '../../../shared/contracts/sales/statement-by-day';
import type { ShopTime } from '../../../shared/shop-time';
import { labelIn, listTable, shopDateTime, type Cell, type ExportTable, type Label } from '../../platform/exports/export-table';
import type { Locale } from '../../platform/i18n/messages';

/**
 * `/statement_by_day` as a file (issue 19 §6): the cash book per method and
 * currency, the cash rounding, the till (float, cash moves, expected against
 * counted), the grams of gold sold and bought, and the day's entries. Amounts
 * are written from the integers in their own currency (cents or riel).
 */
const methodNames: Record<string, Label> = {
  cash: ['Cash', 'សាច់ប្រាក់'],
  bank_transfer: ['Bank transfer', 'ផ្ទេរតាមធនាគារ'],
  khqr: ['KHQR', 'KHQR'],
  card: ['Card', 'កាត'],
};
const typeNames: Record<string, Label> = {
  deposit: ['Deposit', 'ប្រាក់កក់'],
  payment: ['Payment', 'ការបង់ប្រាក់'],
  refund: ['Refund', 'ការសងប្រាក់វិញ'],
};

const money = (currency: 'USD' | 'KHR', value: number): Cell => ({ kind: currency === 'USD' ? 'cents' : 'riel', value });
/** An amount that may be absent (no float for a card, nothing counted yet): an empty cell then. */
const orEmpty = (currency: 'USD' | 'KHR', value: number | null): Cell => (value === null ? null : money(currency, value));

export function statementTables(s: StatementByDay, locale: Locale, shop: ShopTime): ExportTable[] {
  const method = (m: string) => labelIn(methodNames, m, locale);
  const tables: ExportTable[] = [
    listTable(
      [`Cash book ${s.branch.code} ${s.day}`, `សៀវភៅសាច់ប្រាក់ ${s.branch.code} ${s.day}`],
      s.books,
      [
        ['Method', 'វិធីបង់', 'text', (b) => method(b.method)],
        ['Currency', 'រូបិយប័ណ្ណ', 'text', (b) => b.currency],
        ['Opening', 'ដើមគ្រា', 'cents', (b) => money(b.currency, b.openingMinor)],
        ['In', 'ចូល', 'cents', (b) => money(b.currency, b.inMinor)],
        ['Out', 'ចេញ', 'cents', (b) => money(b.currency, b.outMinor)],
        ['Closing', 'ចុងគ្រា', 'cents', (b) => money(b.currency, b.closingMinor)],
      ],
      [[locale === 'kh' ? 'ការបង្គត់សាច់ប្រាក់' : 'Cash rounding', 'USD', null, null, null, money('USD', s.cashRoundingCents)]],
    ),
  ];
  if (s.till) {
    const t = s.till;
    const float = (l: (typeof t.lines)[number]) => (l.method === 'cash' ? (t.floats.find((f) => f.currency === l.currency)?.amountMinor ?? 0) : null);
    tables.push(
      listTable(
        ['Till', 'បញ្ជីសាច់ប្រាក់'],
        t.lines,
        [
          ['Method', 'វិធីបង់', 'text', (l) => method(l.method)],
          ['Currency', 'រូបិយប័ណ្ណ', 'text', (l) => l.currency],
          ['Float', 'ប្រាក់ដើម', 'cents', (l) => orEmpty(l.currency, float(l))],
          ['Expected', 'រំពឹងទុក', 'cents', (l) => money(l.currency, l.expectedMinor)],
          ['Counted', 'រាប់បាន', 'cents', (l) => orEmpty(l.currency, l.countedMinor)],
          ['Difference', 'ខុសគ្នា', 'cents', (l) => orEmpty(l.currency, l.differenceMinor)],
        ],
        [
          [locale === 'kh' ? 'បើកដោយ' : 'Opened by', t.openedBy ?? '', shopDateTime(t.openedAt, shop), null, null, null],
          [locale === 'kh' ? 'បិទដោយ' : 'Closed by', t.closedBy ?? '', t.closedAt ? shopDateTime(t.closedAt, shop) : '', null, null, null],
          [locale === 'kh' ? 'ចុះហត្ថលេខាដោយ' : 'Signed off by', t.signedBy ?? '', t.signedAt ? shopDateTime(t.signedAt, shop) : '', null, null, null],
        ],
      ),
    );
    tables.push(
      listTable(['Cash moved in and out', 'សាច់ប្រាក់ដាក់ចូល និងដកចេញ'], t.cashMoves, [
        ['Time', 'ម៉ោង', 'text', (m) => shopDateTime(m.createdAt, shop)],
        ['Currency', 'រូបិយប័ណ្ណ', 'text', (m) => m.currency],
        ['Amount', 'ចំនួន', 'cents', (m) => money(m.currency, m.amountMinor)],
        ['Reason', 'មូលហេតុ', 'text', (m) => m.reason],
        ['By', 'ដោយ', 'text', (m) => m.createdBy ?? ''],
      ]),
    );
  }
  tables.push(
    listTable(['Gold sold and bought', 'មាសលក់ និងទិញចូល'], s.gold, [
      ['Material', 'សម្ភារៈ', 'text', (g) => `${g.code} ${locale === 'kh' ? g.nameKh : g.nameEn}`],
      ['Sold (g)', 'លក់ (ក្រាម)', 'mg', (g) => g.soldMg],
      ['Bought gross (g)', 'ទិញចូល ទម្ងន់សរុប (ក្រាម)', 'mg', (g) => g.boughtGrossMg],
      ['Bought fine (g)', 'ទិញចូល មាសសុទ្ធ (ក្រាម)', 'mg', (g) => g.boughtFineMg],
    ]),
  );
  tables.push(
    listTable(
      ['Entries', 'ប្រតិបត្តិការ'],
      s.entries,
      [
        ['Time', 'ម៉ោង', 'text', (e) => shopDateTime(e.paidAt, shop)],
        ['Payment', 'ការបង់ប្រាក់', 'text', (e) => e.number],
        ['Type', 'ប្រភេទ', 'text', (e) => (e.isChange ? (locale === 'kh' ? 'ប្រាក់អាប់' : 'Change') : labelIn(typeNames, e.type, locale))],
        ['Customer', 'អតិថិជន', 'text', (e) => e.customer ?? ''],
        ['Invoices', 'វិក្កយបត្រ', 'text', (e) => e.invoices.join(' ')],
        ['Method', 'វិធីបង់', 'text', (e) => method(e.method)],
        ['Currency', 'រូបិយប័ណ្ណ', 'text', (e) => e.currency],
        ['Amount', 'ចំនួន', 'cents', (e) => money(e.currency, e.amountMinor)],
      ],
      s.roundings.map((r) => [shopDateTime(r.paidAt, shop), r.number, locale === 'kh' ? 'ការបង្គត់សាច់ប្រាក់' : 'Cash rounding', '', '', '', 'USD', money('USD', r.cashRoundingCents)]),
    ),
  );
  return tables;
}
