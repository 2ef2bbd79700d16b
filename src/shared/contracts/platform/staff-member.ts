import { z } from 'zod';

/** Kinds of work a staff member does; designers are staff of kind `designer`. */
export const staffKinds = ['owner', 'manager', 'cashier', 'jeweller', 'caster', 'designer', 'setter', 'polisher', 'other'] as const;
export type StaffKind = (typeof staffKinds)[number];

export const staffMemberSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  kind: z.enum(staffKinds),
  phone: z.string(),
  branchId: z.number().int().nullable(),
  active: z.boolean(),
  /** The sign-in account linked to this person, if any. */
  userId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
