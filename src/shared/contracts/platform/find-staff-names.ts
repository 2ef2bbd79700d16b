import type { z } from 'zod';
import { pageOf } from '../common';
import { findStaffQuerySchema } from './find-staff';
import { staffMemberSchema } from './staff-member';

/**
 * GET /api/platform/staff/names: the staff pickers' list, for every signed-in
 * user. Names, no phone numbers (DESIGN §1: staff contacts are the owner's and
 * manager's, on GET /api/platform/staff); `search` matches the code or a name.
 */
export const findStaffNamesQuerySchema = findStaffQuerySchema;
export type FindStaffNamesQuery = z.input<typeof findStaffNamesQuerySchema>;

export const staffNameSchema = staffMemberSchema.pick({ id: true, code: true, nameKh: true, nameEn: true, kind: true, branchId: true, active: true });
export type StaffName = z.infer<typeof staffNameSchema>;

export const findStaffNamesResponseSchema = pageOf(staffNameSchema);
export type FindStaffNamesResponse = z.infer<typeof findStaffNamesResponseSchema>;
