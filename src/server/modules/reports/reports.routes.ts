import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportReportQuerySchemas } from '../../../shared/contracts/reports/export-report';
import { entryDetailsSchema, findEntryDetailsQuerySchema } from '../../../shared/contracts/reports/find-entry-details';
import { castReportSchema, getCastReportQuerySchema } from '../../../shared/contracts/reports/get-cast-report';
import { dashboardSchema, getDashboardQuerySchema } from '../../../shared/contracts/reports/get-dashboard';
import { entryReportSchema, getEntryReportQuerySchema } from '../../../shared/contracts/reports/get-entry-report';
import { getJewelryReportQuerySchema, jewelryReportSchema } from '../../../shared/contracts/reports/get-jewelry-report';
import { getLossReportQuerySchema, lossReportSchema } from '../../../shared/contracts/reports/get-loss-report';
import { getMonthlyRecordQuerySchema, monthlyRecordSchema } from '../../../shared/contracts/reports/get-monthly-record';
import { getStaffReportQuerySchema, staffReportSchema } from '../../../shared/contracts/reports/get-staff-report';
import type { ExportFormat, ReportName } from '../../../shared/contracts/reports/report-common';
import { sendExport } from '../../platform/exports/export-reply';
import { shopTimeOf } from '../../platform/shop-time';
import { localeFromHeader, type Locale } from '../../platform/i18n/messages';
import { getCastReport } from './cast-report.service';
import { getDashboard } from './dashboard.service';
import { findEntryDetails, getEntryReport } from './entry-report.service';
import { getJewelryReport } from './jewelry-report.service';
import { getLossReport } from './loss-report.service';
import { getMonthlyRecord } from './monthly-record.service';
import { castSections, dashboardSections, entryDetailSections, entrySections, jewelrySections, lossSections, monthlyRecordSections, staffSections, type Section } from './report-tables';
import { getStaffReport } from './staff-report.service';
import { recordRoutesOf } from '../../platform/route-options';

/**
 * The reports under /api/reports (DESIGN §3.9): read-only, for `reports.read`
 * (the owner and the manager). Each report answers JSON at its name and a
 * file at `{name}/export?format=csv|xlsx` with the same filters.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['reports'];
  const { route, find } = recordRoutesOf(app, tags);

  find('/dashboard', 'reports.read', { querystring: getDashboardQuerySchema, response: dashboardSchema }, (query) => getDashboard(db, query));
  find('/cast', 'reports.read', { querystring: getCastReportQuerySchema, response: castReportSchema }, (query) => getCastReport(db, query));
  find('/loss', 'reports.read', { querystring: getLossReportQuerySchema, response: lossReportSchema }, (query) => getLossReport(db, query));
  find('/entry', 'reports.read', { querystring: getEntryReportQuerySchema, response: entryReportSchema }, (query) => getEntryReport(db, query));
  find('/entry-detail', 'reports.read', { querystring: findEntryDetailsQuerySchema, response: entryDetailsSchema }, (query) => findEntryDetails(db, query));
  find('/staff', 'reports.read', { querystring: getStaffReportQuerySchema, response: staffReportSchema }, (query) => getStaffReport(db, query));
  find('/jewelry', 'reports.read', { querystring: getJewelryReportQuerySchema, response: jewelryReportSchema }, (query) => getJewelryReport(db, query));
  find('/monthly-record', 'reports.read', { querystring: getMonthlyRecordQuerySchema, response: monthlyRecordSchema }, (query) => getMonthlyRecord(db, query));

  const exportRoute = <N extends ReportName>(
    name: N,
    build: (query: ReturnType<(typeof exportReportQuerySchemas)[N]['parse']>, locale: Locale) => Promise<{ sections: Section[]; period: string }>,
  ) =>
    app.get(`/${name}/export`, route('reports.read', { querystring: exportReportQuerySchemas[name] }), async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as ReturnType<(typeof exportReportQuerySchemas)[N]['parse']> & { format: ExportFormat; locale?: Locale };
      const locale = query.locale ?? localeFromHeader(request.headers['accept-language']);
      const { sections, period } = await build(query, locale);
      // Reports keep each section's title above it, one file for every section.
      return sendExport(reply, { format: query.format, locale, fileStem: `report-${name}-${period}`, tables: sections, csv: { titles: true } });
    });
  const span = (p: { from: string; to: string }) => `${p.from}-${p.to}`;

  exportRoute('dashboard', async (q, locale) => {
    const d = await getDashboard(db, q);
    return { sections: dashboardSections(d, locale), period: d.day };
  });
  exportRoute('cast', async (q, locale) => {
    const pageSize = 500;
    const first = await getCastReport(db, { ...q, page: 1, pageSize });
    const casts = [...first.casts.items];
    for (let page = 2; casts.length < first.casts.total; page++) casts.push(...(await getCastReport(db, { ...q, page, pageSize })).casts.items);
    return { sections: castSections({ casts, byCaster: first.byCaster, totals: first.totals }, locale), period: span(first.period) };
  });
  exportRoute('loss', async (q, locale) => {
    const r = await getLossReport(db, q);
    return { sections: lossSections(r, locale), period: span(r.period) };
  });
  exportRoute('entry', async (q, locale) => {
    const r = await getEntryReport(db, q);
    return { sections: entrySections(r, locale), period: span(r.period) };
  });
  exportRoute('entry-detail', async (q, locale) => {
    const pageSize = 500;
    const first = await findEntryDetails(db, { ...q, page: 1, pageSize });
    const items = [...first.items];
    for (let page = 2; items.length < first.total; page++) items.push(...(await findEntryDetails(db, { ...q, page, pageSize })).items);
    return { sections: entryDetailSections({ items, totals: first.totals }, locale, await shopTimeOf(db)), period: span(first.period) };
  });
  exportRoute('staff', async (q, locale) => {
    const r = await getStaffReport(db, q);
    return { sections: staffSections(r, locale), period: span(r.period) };
  });
  exportRoute('jewelry', async (q, locale) => {
    const r = await getJewelryReport(db, q);
    return { sections: jewelrySections(r, locale), period: span(r.period) };
  });
  exportRoute('monthly-record', async (q, locale) => {
    const r = await getMonthlyRecord(db, q);
    return { sections: monthlyRecordSections(r, locale), period: r.month };
  });
};
