import type { StatementByDay } from '../../../shared/contracts/sales/statement-by-day';
import type { ShopTime } from '../../../shared/shop-time';
import { exportColumn, shopDateTime, type Cell, type ExportTable } from '../../platform/exports/export-table';
import type { Locale } from '../../platform/i18n/messages';

/**
 * `/statement_by_day` as a file (issue 19 §6): the cash book per method and
 * currency, the cash rounding, the till (float, cash moves, expected against
 * counted), the grams of gold sold and bought, and the day's entries. Amounts
 * are written from the integers in their own currency (cents or riel).
 */
const methodNames: Record<string, readonly [string, string]> = {
  cash: ['Cash', 'សាច់ប្រាក់'],
  bank_transfer: ['Bank transfer', 'ផ្ទេរតាមធនាគារ'],
  khqr: ['KHQR', 'KHQR'],
  card: ['Card', 'កាត'],
};
const typeNames: Record<string, readonly [string, string]> = {
  deposit: ['Deposit', 'ប្រាក់កក់'],
  payment: ['Payment', 'ការបង់ប្រាក់'],
  refund: ['Refund', 'ការសងប្រាក់វិញ'],
};

const say = (label: readonly [string, string] | undefined, locale: Locale, fallback: string) => (label ? (locale === 'kh' ? label[1] : label[0]) : fallback);
const money = (currency: 'USD' | 'KHR', value: number): Cell => ({ kind: currency === 'USD' ? 'cents' : 'riel', value });

export function statementTables(s: StatementByDay, locale: Locale, shop: ShopTime): ExportTable[] {
  const method = (m: string) => say(methodNames[m], locale, m);
  const tables: ExportTable[] = [
    {
      title: [`Cash book ${s.branch.code} ${s.day}`, `សៀវភៅសាច់ប្រាក់ ${s.branch.code} ${s.day}`],
      columns: [
        exportColumn('Method', 'វិធីបង់', 'text'),
        exportColumn('Currency', 'រូបិយប័ណ្ណ', 'text'),
        exportColumn('Opening', 'ដើមគ្រា', 'cents'),
        exportColumn('In', 'ចូល', 'cents'),
        exportColumn('Out', 'ចេញ', 'cents'),
        exportColumn('Closing', 'ចុងគ្រា', 'cents'),
      ],
      rows: [
        ...s.books.map((b) => [method(b.method), b.currency, money(b.currency, b.openingMinor), money(b.currency, b.inMinor), money(b.currency, b.outMinor), money(b.currency, b.closingMinor)]),
        [locale === 'kh' ? 'ការបង្គត់សាច់ប្រាក់' : 'Cash rounding', 'USD', null, null, null, money('USD', s.cashRoundingCents)],
      ],
    },
  ];
  if (s.till) {
    const t = s.till;
    tables.push({
      title: ['Till', 'បញ្ជីសាច់ប្រាក់'],
      columns: [
        exportColumn('Method', 'វិធីបង់', 'text'),
        exportColumn('Currency', 'រូបិយប័ណ្ណ', 'text'),
        exportColumn('Float', 'ប្រាក់ដើម', 'cents'),
        exportColumn('Expected', 'រំពឹងទុក', 'cents'),
        exportColumn('Counted', 'រាប់បាន', 'cents'),
        exportColumn('Difference', 'ខុសគ្នា', 'cents'),
      ],
      rows: [
        ...t.lines.map((l) => {
          const float = l.method === 'cash' ? (t.floats.find((f) => f.currency === l.currency)?.amountMinor ?? 0) : null;
          return [
            method(l.method),
            l.currency,
            float === null ? null : money(l.currency, float),
            money(l.currency, l.expectedMinor),
            l.countedMinor === null ? null : money(l.currency, l.countedMinor),
            l.differenceMinor === null ? null : money(l.currency, l.differenceMinor),
          ];
        }),
        [locale === 'kh' ? 'បើកដោយ' : 'Opened by', t.openedBy ?? '', shopDateTime(t.openedAt, shop), null, null, null],
        [locale === 'kh' ? 'បិទដោយ' : 'Closed by', t.closedBy ?? '', t.closedAt ? shopDateTime(t.closedAt, shop) : '', null, null, null],
        [locale === 'kh' ? 'ចុះហត្ថលេខាដោយ' : 'Signed off by', t.signedBy ?? '', t.signedAt ? shopDateTime(t.signedAt, shop) : '', null, null, null],
      ],
    });
    tables.push({
      title: ['Cash moved in and out', 'សាច់ប្រាក់ដាក់ចូល និងដកចេញ'],
      columns: [exportColumn('Time', 'ម៉ោង', 'text'), exportColumn('Currency', 'រូបិយប័ណ្ណ', 'text'), exportColumn('Amount', 'ចំនួន', 'cents'), exportColumn('Reason', 'មូលហេតុ', 'text'), exportColumn('By', 'ដោយ', 'text')],
      rows: t.cashMoves.map((m) => [shopDateTime(m.createdAt, shop), m.currency, money(m.currency, m.amountMinor), m.reason, m.createdBy ?? '']),
    });
  }
  tables.push({
    title: ['Gold sold and bought', 'មាសលក់ និងទិញចូល'],
    columns: [
      exportColumn('Material', 'សម្ភារៈ', 'text'),
      exportColumn('Sold (g)', 'លក់ (ក្រាម)', 'mg'),
      exportColumn('Bought gross (g)', 'ទិញចូល ទម្ងន់សរុប (ក្រាម)', 'mg'),
      exportColumn('Bought fine (g)', 'ទិញចូល មាសសុទ្ធ (ក្រាម)', 'mg'),
    ],
    rows: s.gold.map((g) => [`${g.code} ${locale === 'kh' ? g.nameKh : g.nameEn}`, g.soldMg, g.boughtGrossMg, g.boughtFineMg]),
  });
  tables.push({
    title: ['Entries', 'ប្រតិបត្តិការ'],
    columns: [
      exportColumn('Time', 'ម៉ោង', 'text'),
      exportColumn('Payment', 'ការបង់ប្រាក់', 'text'),
      exportColumn('Type', 'ប្រភេទ', 'text'),
      exportColumn('Customer', 'អតិថិជន', 'text'),
      exportColumn('Invoices', 'វិក្កយបត្រ', 'text'),
      exportColumn('Method', 'វិធីបង់', 'text'),
      exportColumn('Currency', 'រូបិយប័ណ្ណ', 'text'),
      exportColumn('Amount', 'ចំនួន', 'cents'),
    ],
    rows: [
      ...s.entries.map((e) => [
        shopDateTime(e.paidAt, shop),
        e.number,
        e.isChange ? (locale === 'kh' ? 'ប្រាក់អាប់' : 'Change') : say(typeNames[e.type], locale, e.type),
        e.customer ?? '',
        e.invoices.join(' '),
        method(e.method),
        e.currency,
        money(e.currency, e.amountMinor),
      ]),
      ...s.roundings.map((r) => [shopDateTime(r.paidAt, shop), r.number, locale === 'kh' ? 'ការបង្គត់សាច់ប្រាក់' : 'Cash rounding', '', '', '', 'USD', money('USD', r.cashRoundingCents)]),
    ],
  });
  return tables;
}
