import { sql } from 'drizzle-orm';
import { castStatusValues } from '../../../shared/contracts/casting/cast';
import type { CastingHomeFigures } from '../../../shared/contracts/casting/get-casting-home-figures';
import { queryRows, type Executor } from '../../platform/db/database';

/** Casts not yet finished, per step in the order a cast goes through them (the casts_status_idx index). */
export async function castingHomeFigures(executor: Executor): Promise<CastingHomeFigures> {
  const rows = await queryRows<{ status: CastingHomeFigures['byStatus'][number]['status']; n: string | number }>(
    executor,
    sql`SELECT status, count(*) AS n FROM casts WHERE status <> 'finished' GROUP BY status`,
  );
  const byStatus = castStatusValues
    .filter((status) => status !== 'finished')
    .map((status) => ({ status, count: Number(rows.find((row) => row.status === status)?.n ?? 0) }));
  return { inProgressCount: byStatus.reduce((sum, step) => sum + step.count, 0), byStatus };
}
