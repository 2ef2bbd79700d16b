import { sql } from 'drizzle-orm';
import type { BranchRef, CategoryRef, MaterialRef, ReportHolder, StaffRef } from '../../../shared/contracts/reports/report-common';
import type { StaffKind } from '../../../shared/contracts/platform/staff-member';
import { queryRows, type Executor } from '../../platform/db/database';
import { entryCategoryRefs } from '../entries';
import { holderRefs, materialRefs } from '../materials';
import { jewelryCategoryRefs } from '../stock';

/**
 * The small tables every report names its rows by (materials, holders,
 * staff, branches, categories), read once per report in one round trip, so
 * the figures' queries group by ids only; the modules' ones through the read
 * models they offer.
 */
export interface EntryCategoryRef extends CategoryRef {
  readonly allowedLossPermille: number;
}
export interface StaffMember extends StaffRef {
  readonly kind: StaffKind;
}

export interface ReportRefs {
  material(id: number): MaterialRef;
  holder(id: number): ReportHolder;
  staff(id: number): StaffMember;
  branch(id: number): BranchRef;
  jewelryCategory(id: number): CategoryRef;
  entryCategory(id: number): EntryCategoryRef;
  readonly materials: readonly MaterialRef[];
  readonly holders: readonly ReportHolder[];
  /** Holders of a kind (`loss`, `outside`, `melt` …). */
  holderIdsOfKind(kind: ReportHolder['kind']): number[];
}

type Row = Record<string, unknown>;

export async function loadReportRefs(executor: Executor): Promise<ReportRefs> {
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT
          (SELECT coalesce(json_agg(json_build_object('id', id, 'code', code, 'nameKh', name_kh, 'nameEn', name_en, 'purity', purity) ORDER BY code), '[]'::json)
             FROM ${materialRefs()}) AS materials,
          (SELECT coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'code', code, 'nameKh', name_kh, 'nameEn', name_en,
                    'physical', physical, 'branchId', branch_id, 'staffId', staff_id) ORDER BY code), '[]'::json)
             FROM ${holderRefs()}) AS holders,
          (SELECT coalesce(json_agg(json_build_object('id', id, 'code', code, 'nameKh', name_kh, 'nameEn', name_en, 'kind', kind) ORDER BY code), '[]'::json)
             FROM staff) AS staff,
          (SELECT coalesce(json_agg(json_build_object('id', id, 'code', code, 'nameKh', name_kh, 'nameEn', name_en) ORDER BY code), '[]'::json)
             FROM branches) AS branches,
          (SELECT coalesce(json_agg(json_build_object('id', id, 'code', code, 'nameKh', name_kh, 'nameEn', name_en) ORDER BY code), '[]'::json)
             FROM ${jewelryCategoryRefs()}) AS jewelry_categories,
          (SELECT coalesce(json_agg(json_build_object('id', id, 'code', code, 'nameKh', name_kh, 'nameEn', name_en,
                    'allowedLossPermille', allowed_loss_permille) ORDER BY code), '[]'::json)
             FROM ${entryCategoryRefs()}) AS entry_categories`,
  );
  const list = <T>(value: unknown): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : ((value as T[] | null) ?? []));
  const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
  const materials = list<MaterialRef>(row?.materials);
  const holders = list<ReportHolder>(row?.holders);
  const maps = {
    material: byId(materials),
    holder: byId(holders),
    staff: byId(list<StaffMember>(row?.staff)),
    branch: byId(list<BranchRef>(row?.branches)),
    jewelryCategory: byId(list<CategoryRef>(row?.jewelry_categories)),
    entryCategory: byId(list<EntryCategoryRef>(row?.entry_categories)),
  };
  const get = <T>(map: Map<number, T>, what: string) => (id: number | string): T => {
    const found = map.get(Number(id));
    if (!found) throw new Error(`report: no ${what} ${String(id)}`);
    return found;
  };
  return {
    material: get(maps.material, 'material'),
    holder: get(maps.holder, 'holder'),
    staff: get(maps.staff, 'staff'),
    branch: get(maps.branch, 'branch'),
    jewelryCategory: get(maps.jewelryCategory, 'jewelry category'),
    entryCategory: get(maps.entryCategory, 'entry category'),
    materials,
    holders,
    holderIdsOfKind: (kind) => holders.filter((h) => h.kind === kind).map((h) => h.id),
  };
}

/** Figures out of SQL (bigint sums arrive as numbers or strings): integers, 0 for null. */
export const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const intOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export type { Row };

/** `IN (…)` of integer ids (never empty: -1 stands for none). */
export const idList = (ids: readonly number[]) => sql.join((ids.length === 0 ? [-1] : ids).map((id) => sql`${id}`), sql`, `);

/** Sorts rows by a key's code, nulls last. */
export const byCode = <T>(code: (row: T) => string | null) => (a: T, b: T) => {
  const ca = code(a);
  const cb = code(b);
  if (ca === cb) return 0;
  if (ca === null) return 1;
  if (cb === null) return -1;
  return ca < cb ? -1 : 1;
};
