import type { AuditEntry } from '../../../shared/contracts/platform/find-audit-log';
import type { ShopTime } from '../../../shared/shop-time';
import { exportColumn as col, shopDateTime, type ExportTable } from '../exports/export-table';
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
  return {
    title: ['Audit log', 'កំណត់ត្រាសកម្មភាព'],
    columns: [
      col('When', 'ពេលវេលា', 'text'),
      col('Who', 'អ្នកធ្វើ', 'text'),
      col('Action', 'សកម្មភាព', 'text'),
      col('Record', 'កំណត់ត្រា', 'text'),
      col('Record no.', 'លេខកំណត់ត្រា', 'text'),
      col('IP address', 'អាសយដ្ឋាន IP', 'text'),
      col('Before', 'មុន', 'text'),
      col('After', 'ក្រោយ', 'text'),
    ],
    rows: items.map((e) => [shopDateTime(e.at, shop, { seconds: true }), who(e), auditActionText(e.action, locale), e.entity, e.entityId ?? '', e.ip ?? '', json(e.before), json(e.after)]),
  };
}
