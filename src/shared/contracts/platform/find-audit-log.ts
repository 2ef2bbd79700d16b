import { z } from 'zod';
import { idQuerySchema, instantSchema, pageOf, pageQueryShape, queryBoolean, textSchema } from '../common';
import { exportShape } from './export-file';
import { personRefSchema } from './person';

/** What is written down by every mutation: who, when, what, before and after (DESIGN §3.1). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  userId: z.number().int().nullable(),
  /** The login, for scripts and the details; the log shows `by`. */
  username: z.string().nullable(),
  /** Who, by name (null: the system). */
  by: personRefSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditWord = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9._-]+$/);

/**
 * GET /api/platform/audit-log, newest first. `action` matches itself and the
 * actions under it (`auth.login` also finds `auth.login.failed`); `from` is
 * inclusive and `to` exclusive. Signing in and out (signInActions) is left
 * out unless `signIns=true` or the `action` filter names one.
 */
const auditLogFilterShape = {
  userId: idQuerySchema.optional(),
  entity: auditWord.optional(),
  entityId: textSchema(120).min(1).optional(),
  action: auditWord.optional(),
  signIns: queryBoolean().optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
};
const auditRangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to);

export const findAuditLogQuerySchema = z.strictObject({ ...pageQueryShape, ...auditLogFilterShape }).refine(auditRangeInOrder, { path: ['to'] });
export type FindAuditLogQuery = z.input<typeof findAuditLogQuerySchema>;
export const findAuditLogResponseSchema = pageOf(auditEntrySchema);
export type FindAuditLogResponse = z.infer<typeof findAuditLogResponseSchema>;

/** GET /api/platform/audit-log/export (issue 19 §7): the log's filters, no paging, as CSV or XLSX (export-file.ts). */
export const exportAuditLogQuerySchema = z.strictObject({ ...auditLogFilterShape, ...exportShape }).refine(auditRangeInOrder, { path: ['to'] });
export type ExportAuditLogQuery = z.input<typeof exportAuditLogQuerySchema>;
