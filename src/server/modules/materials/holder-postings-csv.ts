import type { HolderPosting } from '../../../shared/contracts/materials/find-holder-postings';
import { toDecimalString } from '../../../shared/units';
import { csvText as csvCell, shopDateTime, utf8Bom } from '../../platform/exports/export-table';
import { translate, type Locale } from '../../platform/i18n/messages';

const columns = [
  'materials.csv.date',
  'materials.csv.document',
  'materials.csv.material',
  'materials.csv.inGrams',
  'materials.csv.outGrams',
  'materials.csv.counterpartyCode',
  'materials.csv.counterparty',
  'materials.csv.reason',
  'materials.csv.reversed',
  'materials.csv.by',
] as const;

export function csvHeader(locale: Locale): string {
  return `${utf8Bom}${columns.map((key) => csvCell(translate(key, locale))).join(',')}\r\n`;
}

/** One line per posting; weights in grams with three decimals (exact: 1 mg = 0.001 g). */
export function csvLines(rows: readonly HolderPosting[], locale: Locale): string {
  return rows
    .map((r) =>
      [
        shopDateTime(r.createdAt),
        r.document.number ?? `${r.document.type} ${r.document.id}`,
        r.materialCode,
        r.mg > 0 ? toDecimalString(r.mg, 3) : '',
        r.mg < 0 ? toDecimalString(-r.mg, 3) : '',
        r.counterparty.code,
        locale === 'kh' ? r.counterparty.nameKh : r.counterparty.nameEn,
        r.reason,
        r.reversed ? translate('materials.csv.yes', locale) : '',
        r.createdBy ?? '',
      ]
        .map(csvCell)
        .join(','),
    )
    .map((line) => `${line}\r\n`)
    .join('');
}
