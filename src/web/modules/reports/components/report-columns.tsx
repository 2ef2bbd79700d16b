import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialRef } from '../../../../shared/contracts/reports/report-common';
import { useLocalName } from '../../../ui/local-name';
import { LossShare, ReportCount, ReportMoney, ReportName, ReportWeight } from './report-figures';
import type { ReportColumn } from './report-table';

export interface LossFigures {
  lossBasisPoints: number | null;
  /** Undefined: no allowance applies (casts). */
  allowedBasisPoints?: number | null;
  over?: boolean;
}

/** The columns the reports' tables are made of: a material, a weight, a count, money, a loss share beside its allowance. */
export function useReportColumns() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return {
    material: <Row,>(get: (row: Row) => MaterialRef, key = 'material'): ReportColumn<Row> => ({
      key,
      header: t('reports.common.material'),
      cell: (row) => <ReportName code={get(row).code} name={nameOf(get(row))} />,
    }),
    weight: <Row,>(key: string, header: string, get: (row: Row) => number | null, strong = false): ReportColumn<Row> => ({
      key,
      header,
      align: 'right',
      cell: (row) => <ReportWeight mg={get(row)} strong={strong} />,
    }),
    count: <Row,>(key: string, header: string, get: (row: Row) => number): ReportColumn<Row> => ({
      key,
      header,
      align: 'right',
      cell: (row) => <ReportCount value={get(row)} />,
    }),
    money: <Row,>(key: string, header: string, get: (row: Row) => number, riel?: (row: Row) => number | null, strong = false): ReportColumn<Row> => ({
      key,
      header,
      align: 'right',
      cell: (row) => <ReportMoney cents={get(row)} riel={riel?.(row)} strong={strong} />,
    }),
    loss: <Row,>(key: string, header: string, get: (row: Row) => LossFigures): ReportColumn<Row> => ({
      key,
      header,
      align: 'right',
      cell: (row) => <LossShare {...get(row)} />,
    }),
  };
}
