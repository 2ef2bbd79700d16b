import { eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/contracts/common';
import type { GemReport, GemReportLine, GemReportSummary } from '../../../shared/contracts/stones/gem-reports';
import { groupGemReportLines } from '../../../shared/stones/gem-report-groups';
import { audit, type Actor } from '../../platform/audit';
import { queryRows, type Executor, type Tx } from '../../platform/db/database';
import { badInput, notFound, ruleBroken } from '../../platform/errors';
import { nextDocumentNumber } from '../../platform/numbering';
import { branches } from '../../platform/platform.tables';
import { resolveTarget, type TargetInput } from './stone-targets';
import { findPreparations } from './stone-views';
import { gemReports } from './stones.tables';

/**
 * Gem reports (`/gem_report`): an item's or an order's preparations as they
 * stood, copied into a numbered document (GR-<branch>-YYYY-NNNNNN, gapless
 * per branch and year). A new one each time; none is ever changed.
 */

export interface NewGemReport extends TargetInput {
  readonly branchId: number;
  readonly note: string;
}

export async function createGemReport(tx: Tx, actor: Actor, input: NewGemReport): Promise<number> {
  const [branch] = await tx.select({ code: branches.code, active: branches.active }).from(branches).where(eq(branches.id, input.branchId));
  if (!branch?.active) throw badInput({ branchId: 'stock.unknownBranch' });
  const target = await resolveTarget(tx, input);
  const preparations = (
    await findPreparations(tx, {
      ...(target.kind === 'item' ? { itemId: target.id } : { preOrderId: target.id }),
      page: 1,
      pageSize: 1_000,
    })
  ).items.reverse();
  if (preparations.length === 0) throw ruleBroken('stones.nothingPrepared', { target: target.code });
  const lines: GemReportLine[] = preparations.map((p) => ({
    preparationId: p.id,
    lot: p.lot,
    prepared: p.prepared,
    held: p.held,
    set: p.set,
    returned: p.returned,
    state: p.state,
    preparedAt: p.createdAt,
  }));
  // Numbered last: the counter's row stays locked until commit.
  const number = await nextDocumentNumber(tx, `GR-${branch.code}`);
  const [report] = await tx
    .insert(gemReports)
    .values({
      number,
      branchId: input.branchId,
      itemId: target.kind === 'item' ? target.id : null,
      preOrderId: target.kind === 'pre_order' ? target.id : null,
      targetCode: target.code,
      targetDescription: target.description,
      lines,
      note: input.note,
      createdBy: actor.userId,
    })
    .returning({ id: gemReports.id });
  await audit(tx, actor, { action: 'gemReport.create', entity: 'gemReport', entityId: report!.id, after: { number, target, lines: lines.length } });
  return report!.id;
}

interface ReportRow {
  id: number;
  number: string;
  branch_id: number;
  branch_code: string;
  branch_name_kh: string;
  branch_name_en: string;
  item_id: number | null;
  pre_order_id: number | null;
  target_code: string;
  target_description: string;
  lines: GemReportLine[];
  note: string;
  created_at: Date | string;
  created_by: string | null;
  total: number | string;
}

const reportSelect = sql`SELECT r.id, r.number, r.branch_id, b.code AS branch_code, b.name_kh AS branch_name_kh, b.name_en AS branch_name_en,
    r.item_id, r.pre_order_id, r.target_code, r.target_description, r.lines, r.note, r.created_at, u.username AS created_by,
    count(*) OVER () AS total
  FROM gem_reports r JOIN branches b ON b.id = r.branch_id LEFT JOIN users u ON u.id = r.created_by`;

function reportOf(r: ReportRow): GemReport {
  const lines = typeof r.lines === 'string' ? (JSON.parse(r.lines) as GemReportLine[]) : r.lines;
  const { groups, totals } = groupGemReportLines(lines);
  return {
    id: r.id,
    number: r.number,
    branch: { id: r.branch_id, code: r.branch_code, nameKh: r.branch_name_kh, nameEn: r.branch_name_en },
    target:
      r.item_id !== null
        ? { kind: 'item', id: r.item_id, code: r.target_code, description: r.target_description }
        : { kind: 'pre_order', id: r.pre_order_id!, code: r.target_code, description: r.target_description },
    note: r.note,
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by,
    lines,
    groups,
    totals,
  };
}

export async function getGemReport(executor: Executor, id: number): Promise<GemReport> {
  const [row] = await queryRows<ReportRow>(executor, sql`${reportSelect} WHERE r.id = ${id}`);
  if (!row) throw notFound('gem report');
  return reportOf(row);
}

export interface GemReportFilter {
  readonly branchId?: number | undefined;
  readonly itemId?: number | undefined;
  readonly preOrderId?: number | undefined;
  readonly search?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export async function findGemReports(executor: Executor, f: GemReportFilter): Promise<Page<GemReportSummary>> {
  const parts: SQL[] = [sql`true`];
  if (f.branchId !== undefined) parts.push(sql`r.branch_id = ${f.branchId}`);
  if (f.itemId !== undefined) parts.push(sql`r.item_id = ${f.itemId}`);
  if (f.preOrderId !== undefined) parts.push(sql`r.pre_order_id = ${f.preOrderId}`);
  if (f.search) {
    const start = `${f.search.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(upper(r.number) LIKE ${start} OR upper(r.target_code) LIKE ${start})`);
  }
  const rows = await queryRows<ReportRow>(
    executor,
    sql`${reportSelect} WHERE ${sql.join(parts, sql` AND `)} ORDER BY r.created_at DESC, r.id DESC LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
  );
  return {
    items: rows.map((r) => {
      const { lines: _lines, groups: _groups, ...summary } = reportOf(r);
      return summary;
    }),
    total: Number(rows[0]?.total ?? 0),
    page: f.page,
    pageSize: f.pageSize,
  };
}
