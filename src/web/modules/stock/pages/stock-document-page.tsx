import { Button, Group, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useGetStockDocument } from '../api/get-stock-document';
import { stockDocumentClasses, StockDocumentSheet } from '../components/stock-document-sheet';
import { StockTabs } from '../components/stock-tabs';
import { TransferReceivePanel } from '../components/transfer-receive-panel';
import { canAny, useMe } from '../../platform/api/get-me';
import { ButtonLink, SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { RecordLoader } from '../../../ui/record-loader';

/**
 * `/jewelry/document-{id}`: one numbered stock document, printable on A4 in
 * Khmer or English; a transfer with pieces in transit offers to receive them.
 */
export function StockDocumentPage() {
  const { t } = useTranslation();
  const params = getRouteApi('/jewelry/document-{$id}').useParams();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const { data: me } = useMe();
  return (
    <RecordLoader
      query={useGetStockDocument(Number(params.id))}
      notFound={t('stock.document.notFound', { id: params.id })}
      loadFailed={t('stock.document.loadFailed')}
      back={<ButtonLink to="/jewelry/stock/transaction" variant="light">{t('stock.document.backToDocuments')}</ButtonLink>}
    >
      {(document) => (
        <Stack gap="md">
          <div className={stockDocumentClasses.noPrint}>
            <StockTabs />
          </div>
          <Group justify="space-between" className={stockDocumentClasses.noPrint} wrap="wrap">
            <Button component={Link} to="/jewelry/stock/transaction" variant="subtle" px={0}>
              {t('stock.document.backToDocuments')}
            </Button>
            <Group gap="md">
              <SheetLanguagePicker label={t('stock.document.language')} value={language} onChange={setLanguage} />
              <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
                {t('stock.document.print')}
              </Button>
            </Group>
          </Group>
          {document.kind === 'transfer' && canAny(me, ['stock.write']) && (
            <div className={stockDocumentClasses.noPrint}>
              <TransferReceivePanel transfer={document} />
            </div>
          )}
          <StockDocumentSheet document={document} language={language} t={sheetT} />
        </Stack>
      )}
    </RecordLoader>
  );
}
