/**
 * A CSV file as a spreadsheet reads it (RFC 4180: quoted cells, doubled
 * quotes, line breaks inside quotes, CRLF or LF), with the separator a shop's
 * Excel wrote: a comma, or a semicolon or tab where the comma is the decimal
 * mark. The separator is the one the header line uses most, outside quotes.
 */
export type CsvSeparator = ',' | ';' | '\t';

export function csvSeparatorOf(text: string): CsvSeparator {
  const counts: Record<CsvSeparator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c] += 1;
  }
  return counts[';'] > counts[','] && counts[';'] >= counts['\t'] ? ';' : counts['\t'] > counts[','] ? '\t' : ',';
}

/** The rows of the text (a trailing line break ends the last row, it does not add an empty one). */
export function readCsv(text: string, separator: CsvSeparator = csvSeparatorOf(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let started = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
    started = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
      continue;
    }
    started = true;
    if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (started || row.length > 0 || cell !== '') endRow();
  return rows;
}

/**
 * A cell our exports wrote with a leading apostrophe so a spreadsheet would
 * not run it ('=…, '+…, '-…, '@…) reads back as the text it was.
 */
export function unneutralised(cell: string): string {
  return /^'[=+\-@\t\r＝]/.test(cell) ? cell.slice(1) : cell;
}
