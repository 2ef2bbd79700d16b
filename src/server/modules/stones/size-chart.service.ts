import { and, asc, eq, sql } from 'drizzle-orm';
import type { CaratEstimate, FindSizeChartResponse, SizeChartRow } from '../../../shared/contracts/stones/size-chart';
import type { StoneShape } from '../../../shared/contracts/stones/stone';
import { estimateCarats } from '../../../shared/stones/size-chart-estimate';
import { audit, type Actor } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors';
import { duplicateOf } from '../../platform/records/record-helpers';
import { changeRecord, insertRecord, type RecordKind } from '../../platform/records/record-store';
import { stoneSizeChart } from './stones.tables';

/** A size as the setter says it (hundredths of a millimetre stored): 500 → "5.00 mm". */
const mmText = (sizeCmm: number) => `${(sizeCmm / 100).toFixed(2)} mm`;

/** The stone size chart (`/setting/stone-size-chart`): a setting, edited in place, every change audited. */

type ChartRow = typeof stoneSizeChart.$inferSelect;

const toRow = (row: ChartRow): SizeChartRow => ({
  id: row.id,
  stoneType: row.stoneType,
  shape: row.shape,
  sizeCmm: row.sizeCmm,
  mctPerStone: row.mctPerStone,
  updatedAt: row.updatedAt.toISOString(),
});
const chartRow: RecordKind<typeof stoneSizeChart, SizeChartRow> = {
  table: stoneSizeChart,
  shown: toRow,
  audit: { entity: 'stoneSizeChart', create: 'stoneSizeChart.create', update: 'stoneSizeChart.update' },
  what: 'size chart row',
  updatedAt: true,
};

const sameType = (stoneType: string) => sql`lower(${stoneSizeChart.stoneType}) = lower(${stoneType})`;

export async function findSizeChart(executor: Executor, filter: { stoneType?: string | undefined; shape?: StoneShape | undefined }): Promise<FindSizeChartResponse> {
  const where = and(filter.stoneType ? sameType(filter.stoneType) : undefined, filter.shape ? eq(stoneSizeChart.shape, filter.shape) : undefined);
  const rows = await executor
    .select()
    .from(stoneSizeChart)
    .where(where)
    .orderBy(sql`lower(${stoneSizeChart.stoneType})`, asc(stoneSizeChart.shape), asc(stoneSizeChart.sizeCmm));
  const types = await executor
    .selectDistinctOn([sql`lower(${stoneSizeChart.stoneType})`], { stoneType: stoneSizeChart.stoneType })
    .from(stoneSizeChart)
    .orderBy(sql`lower(${stoneSizeChart.stoneType})`, asc(stoneSizeChart.stoneType));
  return { items: rows.map(toRow), stoneTypes: types.map((t) => t.stoneType) };
}

/** The carats of `count` stones of a type, shape and size, from the chart (the rule: src/shared/stones/size-chart-estimate.ts). */
export async function estimateFromChart(
  executor: Executor,
  query: { stoneType: string; shape: StoneShape; sizeCmm: number; count: number },
): Promise<CaratEstimate> {
  const rows = (await findSizeChart(executor, { stoneType: query.stoneType, shape: query.shape })).items;
  return estimateCarats(rows, query.sizeCmm, query.count);
}

export interface NewSizeChartRow {
  readonly stoneType: string;
  readonly shape: StoneShape;
  readonly sizeCmm: number;
  readonly mctPerStone: number;
}

export async function createSizeChartRow(db: Db, actor: Actor, input: NewSizeChartRow): Promise<SizeChartRow> {
  try {
    return await inTransaction(db, (tx) => insertRecord(tx, actor, chartRow, input));
  } catch (error) {
    throw duplicateOf(error, 'sizeCmm', `${input.stoneType} ${input.shape} ${mmText(input.sizeCmm)}`);
  }
}

export async function updateSizeChartRow(db: Db, actor: Actor, id: number, changes: Partial<NewSizeChartRow>): Promise<SizeChartRow> {
  try {
    return await inTransaction(db, (tx) => changeRecord(tx, actor, chartRow, id, changes));
  } catch (error) {
    throw duplicateOf(error, 'sizeCmm', changes.sizeCmm === undefined ? '' : mmText(changes.sizeCmm));
  }
}

/** A row typed by mistake: lots and set stones keep their own weights, nothing refers to a chart row. */
export async function deleteSizeChartRow(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [removed] = await tx.delete(stoneSizeChart).where(eq(stoneSizeChart.id, id)).returning();
    if (!removed) throw notFound('size chart row');
    await audit(tx, actor, { action: 'stoneSizeChart.delete', entity: 'stoneSizeChart', entityId: id, before: toRow(removed) });
  });
}
