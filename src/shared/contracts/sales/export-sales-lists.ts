import type { z } from 'zod';
import { exportShape } from '../platform/export-file';
import { findCustomersQuerySchema } from './customer';
import { findInvoicesQuerySchema } from './invoice';
import { findPaymentsQuerySchema } from './payment';

/**
 * The sales lists as files (issue 19 §7): the list's own filters, the same
 * schema the list takes (a bad filter is the same 400), without its paging,
 * plus the file's format and language (export-file.ts). Every row the
 * filters keep, up to exportRowCap.
 *   GET /api/sales/invoices/export   (`/invoice/list`)
 *   GET /api/sales/payments/export   (the payment journal)
 *   GET /api/sales/customers/export  (`/customer`)
 */
const withoutPaging = { page: true, pageSize: true } as const;

export const exportInvoicesQuerySchema = findInvoicesQuerySchema.omit(withoutPaging).extend(exportShape);
export type ExportInvoicesQuery = z.input<typeof exportInvoicesQuerySchema>;

export const exportPaymentsQuerySchema = findPaymentsQuerySchema.omit(withoutPaging).extend(exportShape);
export type ExportPaymentsQuery = z.input<typeof exportPaymentsQuerySchema>;

export const exportCustomersQuerySchema = findCustomersQuerySchema.omit(withoutPaging).extend(exportShape);
export type ExportCustomersQuery = z.input<typeof exportCustomersQuerySchema>;
