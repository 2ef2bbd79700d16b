import { z } from 'zod';

/** A shop counter or the workshop, as the API returns it. */
export const branchSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  address: z.string(),
  phone: z.string(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Branch = z.infer<typeof branchSchema>;
