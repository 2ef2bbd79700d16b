import type { AuditEntry } from '../../../shared/contracts/platform/find-audit-log';
import type { ShopTime } from '../../../shared/shop-time';
import { listTable, shopDateTime, type ExportTable } from '../exports/export-table';
import { auditActionText } from '../i18n/code-phrases';
import type { Locale } from '../i18n/messages';

/** A spreadsheet cell holds at most 32,767 characters; a longer before/after is cut there, marked with an ellipsis. */
const cellLimit = 32_000;
const json = (value: unknown) => {
  if (value === null || value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > cellLimit ? `${text.slice(0, cellLimit)}…` : text;
};

/** The audit log as an export table: who (by name), when, what (in words), and the record before and after as JSON text. */
export function auditLogTable(items: readonly AuditEntry[], locale: Locale, shop: ShopTime): ExportTable {
  const who = (e: AuditEntry) => (e.by ? (locale === 'kh' ? e.by.nameKh || e.by.nameEn : e.by.nameEn || e.by.nameKh) : (e.username ?? ''));
  return listTable(['Audit log', 'កំណត់ត្រាសកម្មភាព'], items, [
    ['When', 'ពេលវេលា', 'text', (e) => shopDateTime(e.at, shop, { seconds: true })],
    ['Who', 'អ្នកធ្វើ', 'text', who],
    ['Action', 'សកម្មភាព', 'text', (e) => auditActionText(e.action, locale)],
    ['Record', 'កំណត់ត្រា', 'text', (e) => e.entity],
    ['Record no.', 'លេខកំណត់ត្រា', 'text', (e) => e.entityId ?? ''],
    ['IP address', 'អាសយដ្ឋាន IP', 'text', (e) => e.ip ?? ''],
    ['Before', 'មុន', 'text', (e) => json(e.before)],
    ['After', 'ក្រោយ', 'text', (e) => json(e.after)],
  ]);
}
