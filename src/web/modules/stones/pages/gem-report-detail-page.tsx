import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconFileUnknown, IconList, IconPrinter } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { useShopHeader } from '../../sales/index';
import { useGetGemReport } from '../api/get-gem-report';
import { GemReportSheet } from '../components/gem-report-sheet';
import classes from '../../../ui/a4-sheet.module.css';
import { StonesTabs } from '../components/stones-tabs';

/** `/gem_report/detail-{id}`: one report on A4, in Khmer or English, printable. */
export function GemReportDetailPage() {
  const { t } = useTranslation();
  const params = getRouteApi('/gem_report/detail-{$id}').useParams();
  const id = Number(params.id);
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const shop = useShopHeader(language, sheetT('app.title'));
  const { data: report, error, isPending } = useGetGemReport(id);
  const back = (
    <Button component={Link} to="/gem_report" variant="subtle" px={0} leftSection={<IconList size={16} />}>
      {t('stones.reports.backToList')}
    </Button>
  );

  if (isPending)
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  if (!report) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return <CenteredMessage icon={<IconFileUnknown size={36} />} title={missing ? t('stones.reports.notFound', { id: params.id }) : t('stones.reports.loadFailed')} actions={back} />;
  }
  return (
    <Stack gap="md">
      <div className={classes.noPrint}>
        <StonesTabs />
      </div>
      <Group justify="space-between" className={classes.noPrint} wrap="wrap" gap="sm">
        {back}
        <Group gap="md" wrap="wrap">
          <SheetLanguagePicker label={t('stones.common.sheetLanguage')} value={language} onChange={setLanguage} />
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {t('stones.common.print')}
          </Button>
        </Group>
      </Group>
      <GemReportSheet report={report} language={language} t={sheetT} shop={shop} />
    </Stack>
  );
}
