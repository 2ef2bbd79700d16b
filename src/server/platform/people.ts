import { sql, type SQL } from 'drizzle-orm';
import type { PersonRef } from '../../shared/contracts/platform/person';

/**
 * The person behind a user id in a raw query (issue 20 §3: people by name,
 * never by login): `personJoin(sql\`p.created_by\`, 'by')` joins the account
 * and its staff member; `personColumns('by')` selects `by_id`, `by_name_kh`,
 * `by_name_en`; `personOf(row, 'by')` reads them back.
 */
export function personJoin(userId: SQL, alias: string): SQL {
  const user = sql.raw(`${alias}_u`);
  const member = sql.raw(`${alias}_s`);
  return sql`LEFT JOIN users ${user} ON ${user}.id = ${userId} LEFT JOIN staff ${member} ON ${member}.id = ${user}.staff_id`;
}

export function personColumns(alias: string): SQL {
  const user = `${alias}_u`;
  const member = `${alias}_s`;
  return sql.raw(
    `${user}.id AS ${alias}_id, ` +
      `coalesce(nullif(${member}.name_kh, ''), ${user}.display_name) AS ${alias}_name_kh, ` +
      `coalesce(nullif(${member}.name_en, ''), ${user}.display_name) AS ${alias}_name_en`,
  );
}

export type PersonColumns<A extends string> = { [K in `${A}_id`]: number | string | null } & { [K in `${A}_name_kh` | `${A}_name_en`]: string | null };

export function personOf<A extends string>(row: PersonColumns<A>, alias: A): PersonRef | null {
  const id = row[`${alias}_id`];
  if (id === null || id === undefined) return null;
  // The mapped type's keys are templates of A; read them as the plain columns they are.
  const names = row as unknown as Record<string, string | null | undefined>;
  return { id: Number(id), nameKh: names[`${alias}_name_kh`] ?? '', nameEn: names[`${alias}_name_en`] ?? '' };
}
