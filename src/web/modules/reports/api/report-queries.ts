import { getCastReportQuerySchema, type GetCastReportQuery } from '../../../../shared/contracts/reports/get-cast-report';
import { getDashboardQuerySchema, type GetDashboardQuery } from '../../../../shared/contracts/reports/get-dashboard';
import { findEntryDetailsQuerySchema, type FindEntryDetailsQuery } from '../../../../shared/contracts/reports/find-entry-details';
import { getEntryReportQuerySchema, type GetEntryReportQuery } from '../../../../shared/contracts/reports/get-entry-report';
import { getJewelryReportQuerySchema, type GetJewelryReportQuery } from '../../../../shared/contracts/reports/get-jewelry-report';
import { getLossReportQuerySchema, type GetLossReportQuery } from '../../../../shared/contracts/reports/get-loss-report';
import { getMonthlyRecordQuerySchema, type GetMonthlyRecordQuery } from '../../../../shared/contracts/reports/get-monthly-record';
import { getStaffReportQuerySchema, type GetStaffReportQuery } from '../../../../shared/contracts/reports/get-staff-report';
import { searchOf } from '../../../shell/search-params';
import { reportPageSize } from '../components/report-search';
import { definedOnly } from '../../../ui/search-filters';

/**
 * Each report's filters as its route keeps them in the address (the fields of
 * its contract's query, odd values dropped), and the query the page and the
 * route's loader both ask with. A range the wrong way round keeps its start.
 */
const periodOf = (search: { from?: string; to?: string }) => ({
  from: search.from,
  to: search.from && search.to && search.to < search.from ? undefined : search.to,
});
const pageOf = (search: { page?: string }) => ({ page: Number(search.page ?? 1), pageSize: reportPageSize });

export const castReportSearch = searchOf(getCastReportQuerySchema.shape, ['from', 'to', 'materialId', 'staffId', 'page']);
export function castQueryOf(search: ReturnType<typeof castReportSearch>): GetCastReportQuery {
  return { ...definedOnly({ ...periodOf(search), materialId: search.materialId, staffId: search.staffId }), ...pageOf(search) };
}

export const dashboardSearch = searchOf(getDashboardQuerySchema.shape, ['day', 'branchId', 'materialId']);
export function dashboardQueryOf(search: ReturnType<typeof dashboardSearch>): GetDashboardQuery {
  return definedOnly({ day: search.day, branchId: search.branchId, materialId: search.materialId });
}

export const entryDetailSearch = searchOf(findEntryDetailsQuerySchema.shape, [
  'from',
  'to',
  'materialId',
  'staffId',
  'jewellerHolderId',
  'categoryId',
  'state',
  'type',
  'overAllowance',
  'page',
]);
export function entryDetailQueryOf(search: ReturnType<typeof entryDetailSearch>): FindEntryDetailsQuery {
  const { materialId, staffId, jewellerHolderId, categoryId, state, type, overAllowance } = search;
  return { ...definedOnly({ ...periodOf(search), materialId, staffId, jewellerHolderId, categoryId, state, type, overAllowance }), ...pageOf(search) };
}

export const entryReportSearch = searchOf(getEntryReportQuerySchema.shape, ['from', 'to', 'materialId', 'staffId']);
export function entryQueryOf(search: ReturnType<typeof entryReportSearch>): GetEntryReportQuery {
  return definedOnly({ ...periodOf(search), materialId: search.materialId, staffId: search.staffId });
}

export const jewelryReportSearch = searchOf(getJewelryReportQuerySchema.shape, ['from', 'to', 'branchId', 'materialId', 'categoryId']);
export function jewelryQueryOf(search: ReturnType<typeof jewelryReportSearch>): GetJewelryReportQuery {
  return definedOnly({ ...periodOf(search), branchId: search.branchId, materialId: search.materialId, categoryId: search.categoryId });
}

export const lossReportSearch = searchOf(getLossReportQuerySchema.shape, ['from', 'to', 'materialId', 'staffId']);
export function lossQueryOf(search: ReturnType<typeof lossReportSearch>): GetLossReportQuery {
  return definedOnly({ ...periodOf(search), materialId: search.materialId, staffId: search.staffId });
}

export const monthlyRecordSearch = searchOf(getMonthlyRecordQuerySchema.shape, ['month', 'branchId', 'materialId']);
export function monthlyRecordQueryOf(search: ReturnType<typeof monthlyRecordSearch>): GetMonthlyRecordQuery {
  return definedOnly({ month: search.month, branchId: search.branchId, materialId: search.materialId });
}

export const staffReportSearch = searchOf(getStaffReportQuerySchema.shape, ['from', 'to', 'branchId', 'materialId', 'staffId']);
export function staffQueryOf(search: ReturnType<typeof staffReportSearch>): GetStaffReportQuery {
  return definedOnly({ ...periodOf(search), branchId: search.branchId, materialId: search.materialId, staffId: search.staffId });
}
