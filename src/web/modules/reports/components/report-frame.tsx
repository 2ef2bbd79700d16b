import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { reportExportUrl, type ExportFormat, type ReportName } from '../../../../shared/contracts/reports/report-common';
import { useUiLocale } from '../../../ui';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { useAllBranches } from '../../platform/api/find-branches';
import { useFindStaffNames } from '../../platform/api/find-staff-names';
import { useLocalName } from '../../../ui/local-name';
import sheet from '../../../ui/a4-sheet.module.css';
import classes from './report-frame.module.css';
import { useReportFormat } from './report-format';
import { ReportTabs } from './report-tabs';

export { classes as reportFrameClasses };

export interface ReportSummaryItem {
  /** Already translated. */
  label: string;
  value: string;
}

export interface ReportFrameProps {
  name: ReportName;
  title: string;
  subtitle: string;
  /** The report's filter inputs (see ReportFilters), kept in the URL by the page. */
  filters: ReactNode;
  /** The filters as the report's query has them (text values): the export asks for the same figures. */
  query: Readonly<Record<string, string | number | undefined>>;
  /** What the figures are of, in words: the period, the day or the month. */
  periodText?: string;
  /** Filters named beside the period (a category, a state). Branch, material and staff come from `query`. */
  summary?: readonly ReportSummaryItem[];
  /** A4 turned sideways for wide tables. */
  landscape?: boolean;
  loading?: boolean;
  /** The report has loaded: printing waits for it. */
  ready: boolean;
  children: ReactNode;
}

/**
 * What the eight reports share: the tabs, the title, CSV and XLSX downloads
 * of the same filters (the server's export, headers in the reader's
 * language), printing on A4, the filters, and a line saying what the
 * figures are of (printed too).
 */
export function ReportFrame({ name, title, subtitle, filters, query, periodText, summary = [], landscape = false, loading = false, ready, children }: ReportFrameProps) {
  const { t } = useTranslation();
  const locale = useUiLocale() === 'en' ? 'en' : 'kh';
  const nameOf = useLocalName();
  const format = useReportFormat();
  const { data: branches } = useAllBranches();
  const { data: materials } = useFindMaterialCategories();
  const { data: staff } = useFindStaffNames({ pageSize: 200 });
  const named = (items: readonly { id: number; code: string; nameKh: string; nameEn: string }[] | undefined, id: unknown) => {
    const found = items?.find((item) => String(item.id) === String(id));
    return found ? `${nameOf(found) || found.code} · ${found.code}` : undefined;
  };
  const branch = query.branchId === undefined ? undefined : named(branches?.items, query.branchId);
  const material = query.materialId === undefined ? undefined : named(materials?.items, query.materialId);
  const staffMember = query.staffId === undefined ? undefined : named(staff?.items, query.staffId);
  const items: ReportSummaryItem[] = [
    ...(periodText ? [{ label: t('reports.frame.period'), value: periodText }] : []),
    ...(branch ? [{ label: t('reports.filters.branch'), value: branch }] : []),
    ...(material ? [{ label: t('reports.filters.material'), value: material }] : []),
    ...(staffMember ? [{ label: t('reports.filters.staff'), value: staffMember }] : []),
    ...summary,
  ];
  const exportButton = (exportFormat: ExportFormat) => (
    <Button
      component="a"
      href={reportExportUrl(name, exportFormat, query, locale)}
      download
      variant="default"
      leftSection={exportFormat === 'csv' ? <IconFileTypeCsv size={18} /> : <IconFileSpreadsheet size={18} />}
      data-export={exportFormat}
    >
      {t(`reports.frame.${exportFormat}`)}
    </Button>
  );

  return (
    <Stack gap="lg" className={`${sheet.printed} ${classes.report}`} data-report={name}>
      <style>{`@page { size: A4${landscape ? ' landscape' : ''}; margin: 10mm; }`}</style>
      <ReportTabs />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Text c="dimmed" className={sheet.noPrint}>
            {subtitle}
          </Text>
        </Stack>
        <Group gap="sm" className={sheet.noPrint}>
          {exportButton('csv')}
          {exportButton('xlsx')}
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!ready}>
            {t('reports.frame.print')}
          </Button>
        </Group>
      </Group>
      <Paper p="md" radius="lg" withBorder className={sheet.noPrint}>
        <Group gap="md" align="flex-end">
          {filters}
          {loading && <Loader size="sm" type="dots" mb={8} aria-label={t('common.loading')} />}
        </Group>
      </Paper>
      {items.length > 0 && (
        <div className={classes.summary} data-testid="report-summary">
          {items.map((item) => (
            <span key={item.label}>
              {item.label}: <strong>{item.value}</strong>
            </span>
          ))}
          {/* The clock's minute: a page the server drew may have drawn the one before; the app keeps it rather than redraw. */}
          <span className={sheet.printOnly} suppressHydrationWarning>
            {t('reports.frame.printedAt', { at: format.dateTime(new Date().toISOString()) })}
          </span>
        </div>
      )}
      {children}
    </Stack>
  );
}

/** A titled part of a report: a card on screen, a heading and its table on paper. */
export function ReportSection({ title, note, children, testId }: { title: string; note?: string; children: ReactNode; testId?: string }) {
  return (
    <Paper p="md" radius="lg" withBorder className={classes.section} data-section={testId} component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <h2 className={classes.sectionTitle}>{title}</h2>
          {note && <div className={classes.sectionNote}>{note}</div>}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
