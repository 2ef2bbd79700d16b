import { z } from 'zod';
import { queryBoolean, searchSchema } from '../common';
import { waitingItemSchema } from './get-board';
import { productionStageSchema, queryIdSchema } from './production-item';

export const itemGroupByValues = ['order', 'customer'] as const;
export type ItemGroupBy = (typeof itemGroupByValues)[number];

/** A group lists at most this many of its items (a pre-order holds at most 20); `itemCount` tells the rest. */
export const maxItemsPerGroup = 20;

/**
 * GET /api/production/groups (`/follow-group`): production items grouped by
 * pre-order (`by=order`; items made for stock form one group, listed last) or
 * by customer (`by=customer`: one group per phone number, or per name when no
 * phone; items for stock are left out). Items in stock or cancelled count only
 * with `includeFinished=true`. Groups come most urgent first: earliest
 * promised day, then the ones without a promise. `search` matches the
 * pre-order number, the customer's name or phone (digits typed with or
 * without spaces).
 */
export const findItemGroupsQuerySchema = z.strictObject({
  by: z.enum(itemGroupByValues).default('order'),
  search: searchSchema.optional(),
  materialId: queryIdSchema.optional(),
  includeFinished: queryBoolean().optional(),
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number | string>().int().min(1).max(50).default(20),
});
export type FindItemGroupsQuery = z.input<typeof findItemGroupsQuerySchema>;

export const itemGroupSchema = z.object({
  /** Stable within a `by`: `order-12`, `stock`, `phone-012345678`, `name-chea dara`. */
  key: z.string(),
  /** By order: the pre-order (null for the "for stock" group). By customer: null. */
  preOrderId: z.number().int().nullable(),
  preOrderNumber: z.string().nullable(),
  /** How many pre-orders the group's items come from (0 for stock). */
  preOrderCount: z.number().int(),
  /** As on the group's latest pre-order; null for stock. */
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  /** The earliest promised shop day (YYYY-MM-DD) of the group's pre-orders. */
  promisedOn: z.string().nullable(),
  /** An item still in production has a promised day before today. */
  late: z.boolean(),
  itemCount: z.number().int(),
  /** Non-zero counts only, in stage order. */
  stageCounts: z.array(z.object({ stage: productionStageSchema, count: z.number().int() })),
  /** The items waiting longest in their stage first, at most `maxItemsPerGroup`. */
  items: z.array(waitingItemSchema),
});
export type ItemGroup = z.infer<typeof itemGroupSchema>;

export const findItemGroupsResponseSchema = z.object({
  /** The grouping asked for, so a page still showing the previous answer labels it right. */
  by: z.enum(itemGroupByValues),
  items: z.array(itemGroupSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The shop day (Asia/Phnom_Penh) lateness was judged on. */
  today: z.string(),
});
export type FindItemGroupsResponse = z.infer<typeof findItemGroupsResponseSchema>;
