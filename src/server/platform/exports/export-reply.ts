import type { FastifyReply } from 'fastify';
import { csvMediaType, exportRowCap, xlsxMediaType, type ExportFormat } from '../../../shared/contracts/platform/export-file';
import type { Db, Tx } from '../db/database';
import { ruleBroken } from '../errors';
import type { Locale } from '../i18n/messages';
import { tablesToCsv, tablesToXlsx, type CsvOptions, type ExportTable } from './export-table';

/** "invoices-2026-11-25": the list's name and the shop's day the file was made (shopTime.today()), or the day it is of. */
export function exportFileStem(name: string, day: string): string {
  return `${name}-${day}`;
}

/**
 * Content-Disposition for a download: a plain ASCII name as it is; any other
 * name with an ASCII stand-in for old clients and the real name in UTF-8 as
 * RFC 5987/6266 say (filename*=UTF-8''…).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Refuses an export of more than exportRowCap rows before anything is written (422, asks for narrower filters). */
export function checkExportSize(rows: number): void {
  if (rows > exportRowCap) throw ruleBroken('export.tooManyRows', { count: rows, cap: exportRowCap });
}

/**
 * Every row of a paged list, through its own find (so the export applies the
 * list's filters exactly as the list does), a page at a time; refused when
 * the list holds more than exportRowCap rows.
 */
export async function allPages<T>(find: (page: number, pageSize: number) => Promise<{ readonly items: readonly T[]; readonly total: number }>, pageSize = 500): Promise<T[]> {
  const first = await find(1, pageSize);
  checkExportSize(first.total);
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page++) {
    const next = await find(page, pageSize);
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return items;
}

/**
 * Reads a list's pages in one read-only snapshot (REPEATABLE READ), so a
 * sale or payment made while the file is being written is on every page or
 * on none: the file's totals are the list's at one instant.
 */
export function readSnapshot<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

export interface ExportFile {
  readonly format: ExportFormat;
  readonly locale: Locale;
  /** The file's name without its extension, e.g. exportFileStem('invoices'). */
  readonly fileStem: string;
  readonly tables: readonly ExportTable[];
  readonly csv?: CsvOptions;
}

/** Answers the tables as a file to download (never cached: a list changes). */
export async function sendExport(reply: FastifyReply, file: ExportFile): Promise<FastifyReply> {
  for (const table of file.tables) checkExportSize(table.rows.length);
  reply.header('content-disposition', contentDisposition(`${file.fileStem}.${file.format}`)).header('cache-control', 'no-store');
  if (file.format === 'csv') return reply.header('content-type', csvMediaType).send(tablesToCsv(file.tables, file.locale, file.csv));
  return reply.header('content-type', xlsxMediaType).send(Buffer.from(await tablesToXlsx(file.tables, file.locale)));
}
