import { Button, Group, Loader, Paper, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { exportUrl } from '../../../../shared/contracts/platform/export-file';
import { shopDayOf } from '../../../i18n/format';
import { SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { readersBranchOf, useAllBranches } from '../../platform/api/find-branches';
import { useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { statementQueryOf, useStatementByDay } from '../api/get-statement-by-day';
import { SalesTabs } from '../components/sales-tabs';
import { sheetClasses, StatementSheet } from '../components/statement-sheet';
import { TillPanel } from '../components/till-panel';
import { PageTitle } from '../../../ui/page-title';

/**
 * `/statement_by_day`: a branch's cash book of one day, per method and currency, with the day's till (open,
 * move cash, close, sign off in dialogs), printable on A4 in Khmer or English and exported as CSV or XLSX.
 */
export function StatementByDayPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const route = getRouteApi('/statement_by_day');
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const { data: me } = useMe();
  const { data: branches } = useAllBranches();
  const today = shopDayOf(new Date());
  const query = statementQueryOf(search, today, readersBranchOf(me, branches) ?? undefined);
  const { data, isFetching } = useStatementByDay(query);
  const setSearch = (next: Partial<Record<'day' | 'branchId', string>>) =>
    void navigate({ search: { day: query?.day, branchId: query?.branchId === undefined ? undefined : String(query.branchId), ...next }, replace: true });

  return (
    <Stack gap="lg">
      <SalesTabs />
      <Group justify="space-between" align="flex-end" className={sheetClasses.noPrint}>
        <PageTitle title={t('sales.statement.title')} subtitle={t('sales.statement.subtitle')} />
        <Group gap="sm" wrap="wrap">
          <SheetLanguagePicker label={t('sales.statement.sheetLanguage')} value={language} onChange={setLanguage} />
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!data}>
            {t('sales.statement.print')}
          </Button>
          {query &&
            (['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                component="a"
                variant="default"
                href={exportUrl('/api/sales/statement-by-day/export', format, { day: query.day, branchId: query.branchId }, language)}
                download
                leftSection={<IconFileSpreadsheet size={18} />}
                data-testid={`statement-export-${format}`}
              >
                {t(`sales.statement.export.${format}`)}
              </Button>
            ))}
        </Group>
      </Group>
      <Paper p="md" radius="lg" withBorder className={sheetClasses.noPrint}>
        <Group gap="md" align="flex-end">
          <DatePickerInput
            label={t('sales.statement.day')}
            value={query?.day ?? today}
            onChange={(value) => value && setSearch({ day: String(value).slice(0, 10) })}
            maxDate={today}
            valueFormat="YYYY-MM-DD"
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label={t('sales.statement.branch')}
            data={(branches?.items ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }))}
            value={query ? String(query.branchId) : null}
            onChange={(value) => value && setSearch({ branchId: value })}
            allowDeselect={false}
            w={{ base: '100%', sm: 260 }}
          />
          {isFetching && <Loader size="sm" type="dots" mb={8} />}
        </Group>
      </Paper>
      {data && (
        <div className={sheetClasses.noPrint}>
          <TillPanel statement={data} today={today} />
        </div>
      )}
      {data && <StatementSheet statement={data} language={language} t={sheetT} />}
    </Stack>
  );
}
