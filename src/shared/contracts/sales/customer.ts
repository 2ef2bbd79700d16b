import { z } from 'zod';
import { addressSchema, idQuerySchema, idSchema, nameSchema, pageOf, pageQueryShape, phoneSchema, recordCodeSchema, searchSchema, textSchema } from '../common';

/** Customer groups and their pricing (DESIGN §3.8): a discount on the making charge, in basis points (1000 = 10 %). */
export const groupDiscountBpSchema = z.number().int().min(0).max(10_000);

export const customerGroupSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  makingDiscountBp: z.number().int(),
  active: z.boolean(),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;
export const findCustomerGroupsResponseSchema = z.object({ items: z.array(customerGroupSchema) });

export const createCustomerGroupBodySchema = z.strictObject({
  code: recordCodeSchema,
  nameKh: nameSchema,
  nameEn: nameSchema,
  makingDiscountBp: groupDiscountBpSchema,
});
export type CreateCustomerGroupBody = z.infer<typeof createCustomerGroupBodySchema>;
export const updateCustomerGroupBodySchema = createCustomerGroupBodySchema.omit({ code: true }).extend({ active: z.boolean() }).partial();
export type UpdateCustomerGroupBody = z.infer<typeof updateCustomerGroupBodySchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  groupId: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.iso.datetime(),
  /** What the customer still owes on their invoices, USD cents (negative: the shop owes them). */
  balanceOwedCents: z.number().int(),
  /** Deposits not yet applied to an invoice, USD cents. */
  creditCents: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;

/** The fields a cashier types for a customer; a phone is optional, a name is not. */
export const customerFieldsSchema = z.strictObject({
  name: nameSchema,
  phone: phoneSchema.default(''),
  address: addressSchema.default(''),
  groupId: idSchema.nullable().default(null),
  note: textSchema(500).default(''),
});
export type CustomerFields = z.input<typeof customerFieldsSchema>;
export const createCustomerBodySchema = customerFieldsSchema;
export type CreateCustomerBody = z.input<typeof createCustomerBodySchema>;
export const updateCustomerBodySchema = customerFieldsSchema;
export type UpdateCustomerBody = z.input<typeof updateCustomerBodySchema>;

/** GET /api/sales/customers: by name or phone (`search`), or a group; newest first. */
export const findCustomersQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: searchSchema.optional(),
  groupId: idQuerySchema.optional(),
  /** Only those who owe something. */
  owing: z.enum(['true', 'false']).optional(),
});
export type FindCustomersQuery = z.input<typeof findCustomersQuerySchema>;
export const findCustomersResponseSchema = pageOf(customerSchema);
export type FindCustomersResponse = z.infer<typeof findCustomersResponseSchema>;
