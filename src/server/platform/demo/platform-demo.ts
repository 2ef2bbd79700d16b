import { inArray } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Tx } from '../db/database';
import type { Actor } from '../audit';
import { hashPassword } from '../auth/passwords';
import type { StaffKind } from '../../../shared/contracts/platform/staff-member';
import { branches, settings, staff, users } from '../platform.tables';

export const demoPassword = 'atelier-demo';

const demoBranches = [
  { code: 'PP-CM', nameKh: 'ផ្សារធំថ្មី', nameEn: 'Central Market', address: 'Phsar Thmei, Daun Penh, Phnom Penh', phone: '012 345 678' },
  { code: 'PP-TK', nameKh: 'ទួលគោក', nameEn: 'Toul Kork', address: 'St 289, Toul Kork, Phnom Penh', phone: '012 876 543' },
  { code: 'WS', nameKh: 'រោងជាង', nameEn: 'Workshop', address: 'St 271, Phnom Penh', phone: '017 222 333' },
];

const demoPeople: { username: string; role: Role; kind: StaffKind; nameKh: string; nameEn: string; branch: string }[] = [
  { username: 'owner', role: 'owner', kind: 'owner', nameKh: 'លោក សុខ ចាន់ថា', nameEn: 'Sok Chantha', branch: 'PP-CM' },
  { username: 'manager', role: 'manager', kind: 'manager', nameKh: 'លោកស្រី ម៉ៅ ស្រីនាថ', nameEn: 'Mao Sreyneath', branch: 'WS' },
  { username: 'cashier', role: 'cashier', kind: 'cashier', nameKh: 'កញ្ញា ចាន់ សុភា', nameEn: 'Chan Sophea', branch: 'PP-CM' },
  { username: 'jeweller1', role: 'jeweller', kind: 'jeweller', nameKh: 'លោក ហេង វិចិត្រ', nameEn: 'Heng Vichet', branch: 'WS' },
  { username: 'jeweller2', role: 'jeweller', kind: 'jeweller', nameKh: 'លោក គឹម សុវណ្ណ', nameEn: 'Kim Sovann', branch: 'WS' },
  { username: 'caster', role: 'caster', kind: 'caster', nameKh: 'លោក ពៅ រតនា', nameEn: 'Pov Rathana', branch: 'WS' },
  { username: 'designer', role: 'designer', kind: 'designer', nameKh: 'កញ្ញា លី ម៉ានី', nameEn: 'Ly Many', branch: 'WS' },
  { username: 'setter', role: 'setter', kind: 'setter', nameKh: 'លោក ស៊ុន ដារ៉ា', nameEn: 'Sun Dara', branch: 'WS' },
];

/** Branches, one staff member and user per role, and the platform settings. */
export async function seedPlatformDemo(tx: Tx): Promise<{ usernames: string[] }> {
  const branchRows = await tx.insert(branches).values(demoBranches).returning({ id: branches.id, code: branches.code });
  const branchId = (code: string) => branchRows.find((b) => b.code === code)!.id;
  const passwordHash = await hashPassword(demoPassword);
  let n = 0;
  for (const person of demoPeople) {
    n += 1;
    const [member] = await tx
      .insert(staff)
      .values({
        code: `S${String(n).padStart(3, '0')}`,
        nameKh: person.nameKh,
        nameEn: person.nameEn,
        kind: person.kind,
        branchId: branchId(person.branch),
      })
      .returning({ id: staff.id });
    await tx.insert(users).values({
      username: person.username,
      displayName: person.nameEn,
      passwordHash,
      role: person.role,
      staffId: member!.id,
      branchId: branchId(person.branch),
    });
  }
  await tx
    .insert(settings)
    .values([
      { key: 'shop.name', value: { kh: 'ហាងមាស អាតេលីយេ', en: 'Atelier Gold' } },
      { key: 'shop.timeZone', value: 'Asia/Phnom_Penh' },
      // VAT registered, so the demo's sales are tax invoices (a made-up TIN in the GDT's shape).
      {
        key: 'shop.identity',
        value: {
          legalName: { kh: 'ហាងមាស អាតេលីយេ ឯ.ក', en: 'Atelier Gold Co., Ltd.' },
          address: {
            kh: 'ផ្ទះលេខ ១២ ផ្លូវ ១០៨ សង្កាត់វត្តភ្នំ ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ',
            en: 'No. 12, Street 108, Sangkat Wat Phnom, Khan Daun Penh, Phnom Penh',
          },
          phone: '023 888 999',
          vatRegistered: true,
          vatTin: 'K001-901234567',
          vatRateBp: 1000,
          logo: '',
        },
      },
    ])
    .onConflictDoNothing();
  return { usernames: demoPeople.map((p) => p.username) };
}

/**
 * The demo users a module's seed acts as (the platform seeds them first), by
 * username: each one's row, and each as the actor its steps are written by.
 */
export async function demoUsers(tx: Tx, usernames: readonly string[]) {
  const people = await tx.select({ id: users.id, username: users.username, staffId: users.staffId }).from(users).where(inArray(users.username, [...usernames]));
  const person = (username: string) => {
    const found = people.find((p) => p.username === username);
    if (!found) throw new Error(`the demo user ${username} is missing: seed the platform first`);
    return found;
  };
  const actor = (username: string): Actor => ({ userId: person(username).id, username });
  return { person, actor };
}
