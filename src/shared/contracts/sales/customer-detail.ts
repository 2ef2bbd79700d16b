import { z } from 'zod';
import { customerSchema } from './customer';
import { invoiceSummarySchema } from './invoice';
import { paymentSchema } from './payment';

/** GET /api/sales/customers/{id}: the customer, their latest invoices and payments, what they owe. */
export const customerDetailSchema = z.object({
  customer: customerSchema,
  invoices: z.array(invoiceSummarySchema),
  payments: z.array(paymentSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
