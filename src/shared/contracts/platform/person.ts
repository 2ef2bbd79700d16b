import { z } from 'zod';

/**
 * Someone who did something (wrote a posting, an audit row), as people call
 * them: the staff member's Khmer and English names, each falling back to the
 * account's display name; never the login.
 */
export const personRefSchema = z.object({
  id: z.number().int(),
  nameKh: z.string(),
  nameEn: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;
