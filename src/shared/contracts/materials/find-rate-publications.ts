import { z } from 'zod';
import { pageOf, pageQueryShape } from '../common';
import { ratePublicationSchema } from './publish-rates';

/** GET /api/materials/rates/publications: the morning-rates publishes, newest first. */
export const findRatePublicationsQuerySchema = z.strictObject({
  page: pageQueryShape.page,
  pageSize: pageQueryShape.pageSize.default(20),
});
export type FindRatePublicationsQuery = z.input<typeof findRatePublicationsQuerySchema>;
export const findRatePublicationsResponseSchema = pageOf(ratePublicationSchema);
export type FindRatePublicationsResponse = z.infer<typeof findRatePublicationsResponseSchema>;
