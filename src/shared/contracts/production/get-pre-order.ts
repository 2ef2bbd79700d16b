import { preOrderWithItemsSchema } from './production-item';

/** GET /api/production/pre-orders/{id}: the pre-order with its items and their stages. */
export const getPreOrderResponseSchema = preOrderWithItemsSchema;
