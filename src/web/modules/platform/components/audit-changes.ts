/** One field of an audited record, as it was and as it became. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields an audit row changed: for an update only those that differ, for
 * a creation (no before) or a removal (no after) every field.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const a = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}

/** How a value reads in the audit table: text as is, the rest as compact JSON. */
export const auditValueText = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** Records with a page of their own beside the documents (ui/document-link.tsx), by the spec's routes. */
const recordRoutes: Readonly<Record<string, string>> = {
  stockDocument: '/jewelry/document-{id}',
  productionItem: '/follow/timeline/{id}',
  gemReport: '/gem_report/detail-{id}',
};

/**
 * The page of the record an audit row is about, or null when it has none:
 * a document (a slip, an entry, a cast, an invoice, a stock document) or one
 * of recordRoutes; `documentPath` reads the documents' routes.
 */
export function auditRecordPath(entity: string, entityId: string | null, documentPath: (type: string, id: string) => string | null): string | null {
  if (entityId === null || !/^[1-9]\d{0,9}$/.test(entityId)) return null;
  const route = recordRoutes[entity];
  return route ? route.replace('{id}', entityId) : documentPath(entity, entityId);
}
