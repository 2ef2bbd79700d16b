import type { CastReport } from '../../../shared/contracts/reports/get-cast-report';
import type { Dashboard } from '../../../shared/contracts/reports/get-dashboard';
import type { EntryDetails } from '../../../shared/contracts/reports/find-entry-details';
import type { EntryReport } from '../../../shared/contracts/reports/get-entry-report';
import type { JewelryReport } from '../../../shared/contracts/reports/get-jewelry-report';
import type { LossReport } from '../../../shared/contracts/reports/get-loss-report';
import type { MonthlyRecord } from '../../../shared/contracts/reports/get-monthly-record';
import type { StaffReport } from '../../../shared/contracts/reports/get-staff-report';
import { toDecimalString } from '../../../shared/units';
import type { ShopTime } from '../../../shared/shop-time';
import { say, shopDateTime, type Cell, type CellKind, type Column, type ExportTable, type Label } from '../../platform/exports/export-table';
import type { Locale } from '../../platform/i18n/messages';

/**
 * The reports as tables for export: sections of columns and rows, the
 * labels in both languages. A cell's kind says how to write it: mg as grams
 * (3 decimals), cents as dollars (2), basis points as a percentage (2),
 * riel and counts whole.
 */
export type { Cell, CellKind, Column, Label } from '../../platform/exports/export-table';
/** A report's section is one exported table (src/server/platform/exports). */
export type Section = ExportTable;
export { say };
const col = (en: string, kh: string, kind: CellKind): Column => ({ label: [en, kh], kind });
const named = (ref: { nameKh: string; nameEn: string } | null | undefined, locale: Locale) => (ref ? (locale === 'kh' ? ref.nameKh : ref.nameEn) : '');

const L = {
  material: col('Material', 'ប្រភេទមាស', 'text'),
  holderCode: col('Holder code', 'លេខកូដគណនី', 'text'),
  holder: col('Holder', 'គណនី', 'text'),
  kind: col('Kind', 'ប្រភេទ', 'text'),
  jewellerCode: col('Bench code', 'លេខកូដជាង', 'text'),
  jeweller: col('Jeweller', 'ជាងមាស', 'text'),
  category: col('Category', 'ប្រភេទ', 'text'),
  staffCode: col('Staff code', 'លេខកូដបុគ្គលិក', 'text'),
  staff: col('Staff', 'បុគ្គលិក', 'text'),
  month: col('Month', 'ខែ', 'text'),
  day: col('Day', 'ថ្ងៃ', 'text'),
  entries: col('Entries', 'ប័ណ្ណការងារ', 'int'),
  pieces: col('Pieces', 'ចំនួនគ្រឿង', 'int'),
  issued: col('Issued (g)', 'បានប្រគល់ឱ្យ (ក្រាម)', 'mg'),
  returned: col('Returned (g)', 'បានប្រគល់វិញ (ក្រាម)', 'mg'),
  loss: col('Loss (g)', 'ការខាត (ក្រាម)', 'mg'),
  allowed: col('Allowed (g)', 'អនុញ្ញាត (ក្រាម)', 'mg'),
  overAllowance: col('Over allowance (g)', 'លើសកម្រិតអនុញ្ញាត (ក្រាម)', 'mg'),
  overCount: col('Entries over allowance', 'ប័ណ្ណលើសកម្រិតអនុញ្ញាត', 'int'),
  lossPct: col('Loss %', 'ការខាត %', 'bp'),
  allowedPct: col('Allowed %', 'អនុញ្ញាត %', 'bp'),
  invoices: col('Invoices', 'វិក្កយបត្រ', 'int'),
  sales: col('Sales (USD)', 'ការលក់ (ដុល្លារ)', 'cents'),
  payments: col('Payments (USD)', 'ការបង់ប្រាក់ (ដុល្លារ)', 'cents'),
};

const kindLabels: Record<string, Label> = {
  safe: ['Safe', 'ទូដែក'],
  counter: ['Counter', 'តុលក់'],
  casting: ['Casting room', 'បន្ទប់ចាក់ពុម្ព'],
  staff: ['Staff', 'បុគ្គលិក'],
  supplier: ['Supplier', 'អ្នកផ្គត់ផ្គង់'],
  customer: ['Customer', 'អតិថិជន'],
  loss: ['Loss', 'ការខាត'],
  outside: ['Outside', 'ខាងក្រៅ'],
  melt: ['Melt', 'រំលាយ'],
  old_gold: ['Old gold bought', 'មាសចាស់ទិញចូល'],
};
const stateLabels: Record<string, Label> = {
  in_progress: ['In progress', 'កំពុងធ្វើ'],
  closable: ['Closable', 'អាចបិទបាន'],
  waiting_accept: ['Waiting to accept', 'រង់ចាំទទួល'],
  accepted: ['Accepted', 'បានទទួល'],
  returned: ['Sent back', 'បានប្រគល់ទៅជាងវិញ'],
  WAX_PREPARING: ['Wax preparing', 'កំពុងរៀបចំក្រមួន'],
  casting: ['Casting', 'កំពុងចាក់'],
  cleaning: ['Cleaning', 'កំពុងសម្អាត'],
  cut: ['Cut', 'បានកាត់'],
  finished: ['Finished', 'បានបញ្ចប់'],
};
const typeLabels: Record<string, Label> = {
  making: ['Making', 'ការធ្វើថ្មី'],
  repair: ['Repair', 'ការជួសជុល'],
  assembly: ['Assembly', 'ការផ្គុំ'],
  setting: ['Setting', 'ការដាំត្បូង'],
  polishing: ['Polishing', 'ការប៉ូលា'],
};
const stageLabels: Record<string, Label> = {
  ordering: ['Ordering', 'កុម្ម៉ង់'],
  designing: ['Designing', 'រចនា'],
  printing: ['Printing', 'បោះពុម្ព'],
  waxing: ['Waxing', 'ធ្វើក្រមួន'],
  casting: ['Casting', 'ចាក់ពុម្ព'],
  cleaning: ['Cleaning', 'សម្អាត'],
  assembling: ['Assembling', 'ផ្គុំ'],
  setting: ['Setting', 'ដាំត្បូង'],
  finishing: ['Finishing', 'បញ្ចប់'],
  broken: ['Broken', 'ខូច'],
};
const methodLabels: Record<string, Label> = {
  cash: ['Cash', 'សាច់ប្រាក់'],
  bank_transfer: ['Bank transfer', 'ផ្ទេរតាមធនាគារ'],
  khqr: ['KHQR', 'KHQR'],
  card: ['Card', 'កាត'],
};
const labelOf = (labels: Record<string, Label>, key: string, locale: Locale) => (labels[key] ? say(labels[key], locale) : key);

export function dashboardSections(d: Dashboard, locale: Locale): Section[] {
  return [
    {
      title: ['Metal on hand', 'លោហៈមាននៅនឹងដៃ'],
      columns: [L.material, col('On hand (g)', 'មាននៅនឹងដៃ (ក្រាម)', 'mg'), col('In this month (g)', 'ចូលខែនេះ (ក្រាម)', 'mg'), col('Out this month (g)', 'ចេញខែនេះ (ក្រាម)', 'mg')],
      rows: d.metal.map((m) => [m.material.code, m.onHandMg, m.monthInMg, m.monthOutMg]),
    },
    {
      title: ['Metal by holder kind', 'លោហៈតាមប្រភេទគណនី'],
      columns: [L.material, L.kind, col('Weight (g)', 'ទម្ងន់ (ក្រាម)', 'mg')],
      rows: d.metal.flatMap((m) => m.byHolderKind.map((k) => [m.material.code, labelOf(kindLabels, k.kind, locale), k.mg])),
    },
    {
      title: ['Loss this month', 'ការខាតខែនេះ'],
      columns: [
        L.material,
        L.loss,
        col('Entries (g)', 'ប័ណ្ណការងារ (ក្រាម)', 'mg'),
        col('Casts (g)', 'ការចាក់ (ក្រាម)', 'mg'),
        col('Melts (g)', 'ការរំលាយ (ក្រាម)', 'mg'),
        col('Other (g)', 'ផ្សេងៗ (ក្រាម)', 'mg'),
        L.issued,
        L.allowed,
        L.overAllowance,
        col('Entry loss %', 'ការខាតប័ណ្ណ %', 'bp'),
        col('Cast loss %', 'ការខាតការចាក់ %', 'bp'),
      ],
      rows: d.loss.map((l) => [
        l.material.code,
        l.lossMg,
        l.entryLossMg,
        l.castLossMg,
        l.meltLossMg,
        l.otherLossMg,
        l.entryIssuedMg,
        l.entryAllowedMg,
        l.entryOverAllowanceMg,
        l.entryLossBasisPoints,
        l.castLossBasisPoints,
      ]),
    },
    {
      title: ['Production by stage', 'ផលិតកម្មតាមដំណាក់កាល'],
      columns: [col('Stage', 'ដំណាក់កាល', 'text'), col('Items', 'ចំនួន', 'int')],
      rows: [...d.production.map((p) => [labelOf(stageLabels, p.stage, locale), p.count]), [say(['Open casts', 'ការចាក់មិនទាន់បញ្ចប់'], locale), d.openCasts], [say(['Open entries', 'ប័ណ្ណការងារមិនទាន់បិទ'], locale), d.openEntries]],
    },
    {
      title: ['Sales', 'ការលក់'],
      columns: [col('Period', 'រយៈពេល', 'text'), L.invoices, L.sales, L.payments, col('Old gold (USD)', 'មាសចាស់ (ដុល្លារ)', 'cents'), col('Pieces sold', 'គ្រឿងបានលក់', 'int')],
      rows: [
        [d.day, d.salesToday.invoiceCount, d.salesToday.salesCents, d.salesToday.paymentsCents, d.salesToday.oldGoldCents, d.salesToday.piecesSold],
        [`${d.month.from} – ${d.month.to}`, d.salesMonth.invoiceCount, d.salesMonth.salesCents, d.salesMonth.paymentsCents, d.salesMonth.oldGoldCents, d.salesMonth.piecesSold],
      ],
    },
    {
      title: ['Receivables', 'ប្រាក់ត្រូវទទួល'],
      columns: [col('Owed (USD)', 'ជំពាក់ (ដុល្លារ)', 'cents'), L.invoices, col('Overdue (USD)', 'ហួសថ្ងៃកំណត់បង់ (ដុល្លារ)', 'cents'), col('Overdue invoices', 'វិក្កយបត្រហួសថ្ងៃកំណត់បង់', 'int')],
      rows: [[d.receivables.balanceCents, d.receivables.invoiceCount, d.receivables.overdueCents, d.receivables.overdueCount]],
    },
    {
      title: ['By day', 'តាមថ្ងៃ'],
      columns: [L.day, L.invoices, L.sales, L.payments, L.loss, col('Fine loss (g)', 'ការខាតមាសសុទ្ធ (ក្រាម)', 'mg')],
      rows: d.dailySeries.map((s) => [s.day, s.invoiceCount, s.salesCents, s.paymentsCents, s.lossMg, s.lossFineMg]),
    },
    {
      title: ['By month', 'តាមខែ'],
      columns: [L.month, L.invoices, L.sales, L.payments, L.loss, col('Fine loss (g)', 'ការខាតមាសសុទ្ធ (ក្រាម)', 'mg')],
      rows: d.monthlySeries.map((s) => [s.month, s.invoiceCount, s.salesCents, s.paymentsCents, s.lossMg, s.lossFineMg]),
    },
  ];
}

const castTotalColumns = [
  col('Casts', 'ការចាក់', 'int'),
  col('Finished', 'បានបញ្ចប់', 'int'),
  L.pieces,
  col('Poured (g)', 'ទម្ងន់ចាក់ពិត (ក្រាម)', 'mg'),
  col('Poured, finished (g)', 'ទម្ងន់ចាក់ពិត បានបញ្ចប់ (ក្រាម)', 'mg'),
  col('Pieces (g)', 'ទម្ងន់គ្រឿង (ក្រាម)', 'mg'),
  L.loss,
  L.lossPct,
];
type CastTotals = CastReport['totals'][number];
const castTotalCells = (t: CastTotals): Cell[] => [t.castCount, t.finishedCount, t.pieceCount, t.actualMg, t.finishedActualMg, t.piecesMg, t.lossMg, t.lossBasisPoints];

export function castSections(r: { casts: CastReport['casts']['items']; byCaster: CastReport['byCaster']; totals: CastReport['totals'] }, locale: Locale): Section[] {
  return [
    {
      title: ['Casts', 'ការចាក់'],
      columns: [
        col('Number', 'លេខ', 'text'),
        L.day,
        col('Status', 'ស្ថានភាព', 'text'),
        L.material,
        col('Caster', 'ជាងចាក់', 'text'),
        L.pieces,
        col('Wax (g)', 'ក្រមួន (ក្រាម)', 'mg'),
        col('Actual (g)', 'ទម្ងន់ចាក់ពិត (ក្រាម)', 'mg'),
        col('Over (g)', 'លើស (ក្រាម)', 'mg'),
        col('Clean (g)', 'ស្អាត (ក្រាម)', 'mg'),
        col('Root (g)', 'ឫស (ក្រាម)', 'mg'),
        col('Pieces (g)', 'ទម្ងន់គ្រឿង (ក្រាម)', 'mg'),
        L.loss,
        L.lossPct,
      ],
      rows: r.casts.map((c) => [
        c.number,
        c.castOn,
        labelOf(stateLabels, c.status, locale),
        c.material.code,
        named(c.handler, locale),
        c.pieceCount,
        c.waxMg,
        c.actualMg,
        c.overMg,
        c.cleanMg,
        c.rootMg,
        c.piecesMg,
        c.lossMg,
        c.lossBasisPoints,
      ]),
    },
    {
      title: ['By caster', 'តាមជាងចាក់'],
      columns: [L.staffCode, L.staff, L.material, ...castTotalColumns],
      rows: r.byCaster.map((c) => [c.handler?.code ?? '', named(c.handler, locale), c.material.code, ...castTotalCells(c)]),
    },
    { title: ['Totals', 'សរុប'], columns: [L.material, ...castTotalColumns], rows: r.totals.map((t) => [t.material.code, ...castTotalCells(t)]) },
  ];
}

const entryLossColumns = [L.entries, L.issued, L.returned, L.loss, L.allowed, L.overAllowance, L.overCount, L.lossPct, L.allowedPct];
type EntryLoss = LossReport['entryTotals'][number];
const entryLossCells = (e: EntryLoss): Cell[] => [
  e.entryCount,
  e.issuedMg,
  e.returnedMg,
  e.lossMg,
  e.allowedMg,
  e.overAllowanceMg,
  e.overAllowanceCount,
  e.lossBasisPoints,
  e.allowedBasisPoints,
];
const sourceColumns = [
  col('Entries (g)', 'ប័ណ្ណការងារ (ក្រាម)', 'mg'),
  col('Casts (g)', 'ការចាក់ (ក្រាម)', 'mg'),
  col('Melts (g)', 'ការរំលាយ (ក្រាម)', 'mg'),
  col('Other (g)', 'ផ្សេងៗ (ក្រាម)', 'mg'),
  col('Total loss (g)', 'ការខាតសរុប (ក្រាម)', 'mg'),
];

export function lossSections(r: LossReport, locale: Locale): Section[] {
  return [
    {
      title: ['By jeweller', 'តាមជាង'],
      columns: [L.jewellerCode, L.jeweller, L.material, ...entryLossColumns],
      rows: r.byJeweller.map((j) => [j.jeweller.code, named(j.jeweller, locale), j.material.code, ...entryLossCells(j)]),
    },
    {
      title: ['By category', 'តាមប្រភេទ'],
      columns: [L.category, col('Allowed ‰', 'អនុញ្ញាត ‰', 'int'), L.material, ...entryLossColumns],
      rows: r.byCategory.map((c) => [named(c.category, locale), c.category.allowedLossPermille, c.material.code, ...entryLossCells(c)]),
    },
    {
      title: ['By month', 'តាមខែ'],
      columns: [L.month, L.material, ...sourceColumns, L.issued, L.allowed, L.lossPct],
      rows: r.byMonth.map((m) => [m.month, m.material.code, m.entryLossMg, m.castLossMg, m.meltLossMg, m.otherLossMg, m.totalLossMg, m.entryIssuedMg, m.entryAllowedMg, m.entryLossBasisPoints]),
    },
    {
      title: ['By source', 'តាមប្រភព'],
      columns: [L.material, ...sourceColumns],
      rows: r.bySource.map((s) => [s.material.code, s.entryLossMg, s.castLossMg, s.meltLossMg, s.otherLossMg, s.totalLossMg]),
    },
    { title: ['Entries: totals', 'ប័ណ្ណការងារ៖ សរុប'], columns: [L.material, ...entryLossColumns], rows: r.entryTotals.map((t) => [t.material.code, ...entryLossCells(t)]) },
  ];
}

const entryFigureColumns = [
  L.entries,
  L.pieces,
  col('In progress', 'កំពុងធ្វើ', 'int'),
  col('Closable', 'អាចបិទបាន', 'int'),
  col('Waiting to accept', 'រង់ចាំទទួល', 'int'),
  col('Accepted', 'បានទទួល', 'int'),
  col('Sent back', 'បានប្រគល់ទៅជាងវិញ', 'int'),
  L.issued,
  L.returned,
  col('On the bench (g)', 'នៅលើតុជាង (ក្រាម)', 'mg'),
  col('Accepted, issued (g)', 'បានទទួល បានប្រគល់ឱ្យ (ក្រាម)', 'mg'),
  L.loss,
  L.allowed,
  L.overCount,
  L.lossPct,
];
type EntryFigures = EntryReport['totals'][number];
const entryFigureCells = (e: EntryFigures): Cell[] => [
  e.entryCount,
  e.pieceCount,
  e.inProgressCount,
  e.closableCount,
  e.waitingAcceptCount,
  e.acceptedCount,
  e.returnedCount,
  e.issuedMg,
  e.returnedMg,
  e.onBenchMg,
  e.acceptedIssuedMg,
  e.lossMg,
  e.allowedMg,
  e.overAllowanceCount,
  e.lossBasisPoints,
];

export function entrySections(r: EntryReport, locale: Locale): Section[] {
  return [
    {
      title: ['By jeweller', 'តាមជាង'],
      columns: [L.jewellerCode, L.jeweller, L.material, ...entryFigureColumns],
      rows: r.byJeweller.map((j) => [j.jeweller.code, named(j.jeweller, locale), j.material.code, ...entryFigureCells(j)]),
    },
    {
      title: ['By type of work', 'តាមប្រភេទការងារ'],
      columns: [col('Type', 'ប្រភេទការងារ', 'text'), L.material, ...entryFigureColumns],
      rows: r.byType.map((t) => [labelOf(typeLabels, t.type, locale), t.material.code, ...entryFigureCells(t)]),
    },
    { title: ['Totals', 'សរុប'], columns: [L.material, ...entryFigureColumns], rows: r.totals.map((t) => [t.material.code, ...entryFigureCells(t)]) },
  ];
}

export function entryDetailSections(r: { items: EntryDetails['items']; totals: EntryDetails['totals'] }, locale: Locale, shop: ShopTime): Section[] {
  return [
    {
      title: ['Entries', 'ប័ណ្ណការងារ'],
      columns: [
        col('Entry', 'ប័ណ្ណការងារ', 'text'),
        col('Created', 'បានបង្កើត', 'text'),
        col('Type', 'ប្រភេទការងារ', 'text'),
        col('State', 'ស្ថានភាព', 'text'),
        L.category,
        L.material,
        L.jewellerCode,
        L.jeweller,
        L.pieces,
        col('Init (g)', 'ទម្ងន់ដើម (ក្រាម)', 'mg'),
        col('Spare (g)', 'លោហៈបន្ថែម (ក្រាម)', 'mg'),
        L.issued,
        L.returned,
        L.loss,
        L.allowed,
        L.lossPct,
        col('Over allowance', 'លើសកម្រិតអនុញ្ញាត', 'text'),
        col('Reason', 'មូលហេតុ', 'text'),
      ],
      rows: r.items.map((e) => [
        e.number,
        shopDateTime(e.createdAt, shop),
        labelOf(typeLabels, e.type, locale),
        labelOf(stateLabels, e.state, locale),
        named(e.category, locale),
        e.material.code,
        e.jeweller.code,
        named(e.jeweller, locale),
        e.pieceCount,
        e.initMg,
        e.spareMg,
        e.issuedMg,
        e.returnedMg,
        e.lossMg,
        e.allowedMg,
        e.lossBasisPoints,
        e.overAllowance ? say(['Yes', 'មែន'], locale) : '',
        e.overAllowanceReason ?? '',
      ]),
    },
    {
      title: ['Totals', 'សរុប'],
      columns: [L.material, L.entries, L.issued, col('Closed, issued (g)', 'បានបិទ បានប្រគល់ឱ្យ (ក្រាម)', 'mg'), L.returned, L.loss, L.allowed],
      rows: r.totals.map((t) => [t.material.code, t.entryCount, t.issuedMg, t.closedIssuedMg, t.returnedMg, t.lossMg, t.allowedMg]),
    },
  ];
}

export function staffSections(r: StaffReport, locale: Locale): Section[] {
  return [
    {
      title: ['Work', 'ការងារ'],
      columns: [
        L.staffCode,
        L.staff,
        L.material,
        L.entries,
        col('Pieces done', 'គ្រឿងបានធ្វើរួច', 'int'),
        L.issued,
        L.returned,
        L.loss,
        L.allowed,
        L.overCount,
        L.lossPct,
        col('Casts', 'ការចាក់', 'int'),
        col('Poured (g)', 'ទម្ងន់ចាក់ពិត (ក្រាម)', 'mg'),
        col('Cast pieces (g)', 'ទម្ងន់គ្រឿងចាក់ (ក្រាម)', 'mg'),
        col('Cast loss (g)', 'ការខាតការចាក់ (ក្រាម)', 'mg'),
        col('Cast loss %', 'ការខាតការចាក់ %', 'bp'),
      ],
      rows: r.work.map((w) => [
        w.staff.code,
        named(w.staff, locale),
        w.material.code,
        w.entryCount,
        w.piecesDone,
        w.issuedMg,
        w.returnedMg,
        w.lossMg,
        w.allowedMg,
        w.overAllowanceCount,
        w.lossBasisPoints,
        w.castCount,
        w.castActualMg,
        w.castPiecesMg,
        w.castLossMg,
        w.castLossBasisPoints,
      ]),
    },
    {
      title: ['Sales', 'ការលក់'],
      columns: [L.staffCode, L.staff, L.invoices, col('Pieces sold', 'គ្រឿងបានលក់', 'int'), L.sales, col('Incentive (USD)', 'ប្រាក់លើកទឹកចិត្ត (ដុល្លារ)', 'cents')],
      rows: r.sales.map((s) => [s.staff.code, named(s.staff, locale), s.invoiceCount, s.piecesSold, s.salesCents, s.incentiveCents]),
    },
  ];
}

export function jewelrySections(r: JewelryReport, locale: Locale): Section[] {
  return [
    {
      title: ['By category and material', 'តាមប្រភេទ និងប្រភេទមាស'],
      columns: [
        L.category,
        L.material,
        col('In stock', 'ក្នុងស្តុក', 'int'),
        col('Gross (g)', 'ទម្ងន់សរុប (ក្រាម)', 'mg'),
        col('Stones (g)', 'ត្បូង (ក្រាម)', 'mg'),
        col('Metal (g)', 'លោហៈ (ក្រាម)', 'mg'),
        col('Frozen', 'បានផ្អាក', 'int'),
        col('Taken into stock', 'បានចូលស្តុក', 'int'),
        col('Taken in, metal (g)', 'បានចូលស្តុក លោហៈ (ក្រាម)', 'mg'),
        col('Sold', 'បានលក់', 'int'),
        col('Sold, metal (g)', 'បានលក់ លោហៈ (ក្រាម)', 'mg'),
        L.sales,
        col('Metal (USD)', 'លោហៈ (ដុល្លារ)', 'cents'),
        col('Making charge (USD)', 'ថ្លៃឈ្នួល (ដុល្លារ)', 'cents'),
        col('Stones (USD)', 'ត្បូង (ដុល្លារ)', 'cents'),
        col('Discounts (USD)', 'បញ្ចុះតម្លៃ (ដុល្លារ)', 'cents'),
      ],
      rows: r.rows.map((j) => [
        j.category ? named(j.category, locale) : say(['No category', 'គ្មានប្រភេទ'], locale),
        j.material.code,
        j.inStockCount,
        j.inStockGrossMg,
        j.inStockStoneMg,
        j.inStockMetalMg,
        j.frozenCount,
        j.acceptedCount,
        j.acceptedMetalMg,
        j.soldCount,
        j.soldMetalMg,
        j.salesCents,
        j.metalCents,
        j.makingChargeCents,
        j.stonesCents,
        j.discountCents,
      ]),
    },
    {
      title: ['Old gold bought', 'មាសចាស់បានទិញ'],
      columns: [L.material, col('Lines', 'ជួរ', 'int'), col('Weight (g)', 'ទម្ងន់ (ក្រាម)', 'mg'), col('Paid (USD)', 'បានបង់ (ដុល្លារ)', 'cents')],
      rows: r.oldGold.map((o) => [o.material.code, o.lineCount, o.metalMg, o.paidCents]),
    },
    {
      title: ['Invoices', 'វិក្កយបត្រ'],
      columns: [
        L.invoices,
        col('Pieces (USD)', 'គ្រឿង (ដុល្លារ)', 'cents'),
        col('Loose stones (USD)', 'ត្បូងរាយ (ដុល្លារ)', 'cents'),
        col('Old gold (USD)', 'មាសចាស់ (ដុល្លារ)', 'cents'),
        col('Invoice discounts (USD)', 'បញ្ចុះតម្លៃវិក្កយបត្រ (ដុល្លារ)', 'cents'),
        col('Notes (USD)', 'ប័ណ្ណឥណទាន/ឥណពន្ធ (ដុល្លារ)', 'cents'),
        col('Payable (USD)', 'ត្រូវបង់ (ដុល្លារ)', 'cents'),
      ],
      rows: [[r.salesTotals.invoiceCount, r.salesTotals.pieceLinesCents, r.salesTotals.stoneLinesCents, r.salesTotals.oldGoldCents, r.salesTotals.invoiceDiscountCents, r.salesTotals.notesCents, r.salesTotals.payableCents]],
    },
  ];
}

export function monthlyRecordSections(r: MonthlyRecord, locale: Locale): Section[] {
  const s = r.sales;
  const line = (label: Label, value: number, kind: CellKind): { label: Label; value: number; kind: CellKind } => ({ label, value, kind });
  const figures = [
    line(['Invoices', 'វិក្កយបត្រ'], s.invoiceCount, 'int'),
    line(['Voided invoices', 'វិក្កយបត្រទុកជាមោឃៈ'], s.voidedCount, 'int'),
    line(['Pieces sold', 'គ្រឿងបានលក់'], s.piecesSold, 'int'),
    line(['Sales (USD)', 'ការលក់ (ដុល្លារ)'], s.salesCents, 'cents'),
    line(['Sales (KHR)', 'ការលក់ (រៀល)'], s.salesRiel, 'riel'),
    line(['Notes issued (USD)', 'ប័ណ្ណឥណទាន/ឥណពន្ធ (ដុល្លារ)'], s.notesCents, 'cents'),
    line(['Old gold bought (USD)', 'មាសចាស់បានទិញ (ដុល្លារ)'], s.oldGoldCents, 'cents'),
    line(['Payments, net (USD)', 'ការបង់ប្រាក់ សុទ្ធ (ដុល្លារ)'], s.paymentsCents, 'cents'),
    line(['Deposits (USD)', 'ប្រាក់កក់ (ដុល្លារ)'], s.depositsCents, 'cents'),
    line(['Refunds (USD)', 'ការសងប្រាក់វិញ (ដុល្លារ)'], s.refundsCents, 'cents'),
    line(['Owed at the close (USD)', 'ជំពាក់នៅចុងខែ (ដុល្លារ)'], s.receivableAtCloseCents, 'cents'),
  ];
  const metalColumns = [
    col('Opening (g)', 'សមតុល្យដើមគ្រា (ក្រាម)', 'mg'),
    col('In (g)', 'ចូល (ក្រាម)', 'mg'),
    col('Out (g)', 'ចេញ (ក្រាម)', 'mg'),
    col('Lost (g)', 'ខាត (ក្រាម)', 'mg'),
    col('Closing (g)', 'សមតុល្យចុងគ្រា (ក្រាម)', 'mg'),
  ];
  return [
    {
      title: ['Metal by holder', 'លោហៈតាមគណនី'],
      columns: [L.holderCode, L.holder, L.kind, L.material, ...metalColumns],
      rows: r.holders.map((h) => [h.holder.code, named(h.holder, locale), labelOf(kindLabels, h.holder.kind, locale), h.material.code, h.openingMg, h.inMg, h.outMg, h.lostMg, h.closingMg]),
    },
    {
      title: ['Metal on hand', 'លោហៈមាននៅនឹងដៃ'],
      columns: [
        L.material,
        col('Opening (g)', 'សមតុល្យដើមគ្រា (ក្រាម)', 'mg'),
        col('Received (g)', 'បានទទួល (ក្រាម)', 'mg'),
        col('Released (g)', 'បានបញ្ចេញ (ក្រាម)', 'mg'),
        col('Lost (g)', 'ខាត (ក្រាម)', 'mg'),
        col('Made by melting (g)', 'បានពីការរំលាយ (ក្រាម)', 'mg'),
        col('Used in melting (g)', 'បានប្រើក្នុងការរំលាយ (ក្រាម)', 'mg'),
        col('Closing (g)', 'សមតុល្យចុងគ្រា (ក្រាម)', 'mg'),
      ],
      rows: r.materials.map((m) => [m.material.code, m.openingMg, m.receivedMg, m.releasedMg, m.lostMg, m.meltMadeMg, m.meltUsedMg, m.closingMg]),
    },
    // One figure a line: each keeps its own unit.
    ...(['int', 'cents', 'riel'] as const).map((kind) => ({
      title: (kind === 'int' ? ['Sales: counts', 'ការលក់៖ ចំនួន'] : kind === 'cents' ? ['Sales and payments (USD)', 'ការលក់ និងការបង់ប្រាក់ ($)'] : ['Sales (KHR)', 'ការលក់ (រៀល)']) as Label,
      columns: [col('Figure', 'តួលេខ', 'text'), col(kind === 'int' ? 'Count' : kind === 'cents' ? 'USD' : 'KHR', kind === 'int' ? 'ចំនួន' : kind === 'cents' ? 'ដុល្លារ' : 'រៀល', kind)],
      rows: figures.filter((f) => f.kind === kind).map((f) => [say(f.label, locale), f.value]),
    })),
    {
      title: ['Payments by method and currency', 'ការបង់ប្រាក់តាមវិធី/រូបិយប័ណ្ណ'],
      columns: [col('Method', 'វិធីបង់ប្រាក់', 'text'), col('Currency', 'រូបិយប័ណ្ណ', 'text'), col('In', 'ចូល', 'text'), col('Out', 'ចេញ', 'text')],
      rows: s.books.map((b) => [labelOf(methodLabels, b.method, locale), b.currency, moneyText(b.inMinor, b.currency), moneyText(b.outMinor, b.currency)]),
    },
  ];
}

/** A tender's amount in its own currency: dollars with cents, riel whole. */
const moneyText = (minor: number, currency: string) => (currency === 'USD' ? toDecimalString(minor, 2) : String(minor));

