import { toDecimalString } from '../../../shared/units';
import type { Locale } from '../../platform/i18n/messages';
import { csvCell, utf8Bom } from '../materials/holder-postings-csv';
import { say, type Cell, type CellKind, type Section } from './report-tables';
import { writeXlsx, type XlsxCell } from './xlsx-writer';

/**
 * A report's sections as a file. CSV: UTF-8 with a byte order mark (Excel
 * then reads Khmer), each section under its title and a blank line between
 * them; weights in grams, money in dollars, shares in percent, written from
 * the integers exactly. XLSX: one sheet per section, numbers as numbers.
 */
function csvValue(value: Cell, kind: CellKind): string {
  if (value === null) return '';
  if (typeof value === 'string') return csvCell(value);
  switch (kind) {
    case 'mg':
      return toDecimalString(value, 3);
    case 'cents':
    case 'bp':
      return toDecimalString(value, 2);
    default:
      return String(value);
  }
}

export function sectionsToCsv(sections: readonly Section[], locale: Locale): string {
  const lines: string[] = [];
  sections.forEach((section, index) => {
    if (index > 0) lines.push('');
    lines.push(csvCell(say(section.title, locale)));
    lines.push(section.columns.map((c) => csvCell(say(c.label, locale))).join(','));
    for (const row of section.rows) lines.push(row.map((value, i) => csvValue(value, section.columns[i]?.kind ?? 'text')).join(','));
  });
  return `${utf8Bom}${lines.join('\r\n')}\r\n`;
}

function xlsxValue(value: Cell, kind: CellKind): XlsxCell {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  switch (kind) {
    // The decimal text of the exact integer, read by the spreadsheet as a number.
    case 'mg':
      return { value: Number(toDecimalString(value, 3)), format: 'grams' };
    case 'cents':
      return { value: Number(toDecimalString(value, 2)), format: 'money' };
    case 'bp':
      return { value: Number(toDecimalString(value, 2)), format: 'percent' };
    default:
      return { value, format: 'integer' };
  }
}

export function sectionsToXlsx(sections: readonly Section[], locale: Locale): Promise<Uint8Array> {
  return writeXlsx(
    sections.map((section) => ({
      name: say(section.title, locale),
      rows: [section.columns.map((c) => say(c.label, locale)), ...section.rows.map((row) => row.map((value, i) => xlsxValue(value, section.columns[i]?.kind ?? 'text')))],
    })),
  );
}
