import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCash, IconCashRegister, IconFileUnknown, IconPrinter } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../../shared/units';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { useInvoice } from '../api/get-invoice';
import { InvoiceSheet, invoiceSheetClasses, invoiceSheetFormats, type InvoiceSheetFormat } from '../components/invoice-sheet';
import { counterInvoicesPath, newSalePath } from '../components/pos-paths';
import { SalesTabs } from '../components/sales-tabs';
import { useShopHeader } from '../components/shop-header';
import { ThermalReceiptButton } from '../components/thermal-receipt-button';
import { ChoiceControl } from '../../../ui/choice-control';

const route = getRouteApi('/pos/invoice-{$id}');

/**
 * `/pos/invoice-{id}`: the receipt of a sale (80 mm) or its A4 tax invoice,
 * in Khmer or English, ready to print. Straight after a sale (`?changeUsd=&changeRiel=`)
 * it says what change to give back; that note is not printed.
 */
export function PosInvoicePage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const params = route.useParams();
  const search = route.useSearch();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const [format, setFormat] = useState<InvoiceSheetFormat>(search.format === 'a4' ? 'a4' : 'receipt');
  const { data: invoice, error, isPending } = useInvoice(Number(params.id));
  const shop = useShopHeader(language, sheetT('app.title'));
  const change = { usdCents: Number(search.changeUsd ?? 0), riel: Number(search.changeRiel ?? 0) };

  if (isPending)
    return (
      <Group justify="center" p="xl">
        <Loader color="gold" type="dots" />
      </Group>
    );
  if (!invoice) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <CenteredMessage
        icon={<IconFileUnknown size={36} />}
        title={missing ? t('sales.receipt.notFound', { id: params.id }) : t('sales.receipt.loadFailed')}
        actions={
          <Button component={Link} to="/pos" variant="light">
            {t('sales.receipt.backToCounter')}
          </Button>
        }
      />
    );
  }
  const usd = formatMoney(change.usdCents, 'USD', locale);
  const riel = formatMoney(change.riel, 'KHR', locale);
  return (
    <Stack gap="md">
      <div className={invoiceSheetClasses.noPrint}>
        <SalesTabs />
      </div>
      <Group justify="space-between" className={invoiceSheetClasses.noPrint} wrap="wrap" gap="sm">
        <Group gap="xs">
          <Button component={Link} to={newSalePath(invoice)} leftSection={<IconCashRegister size={18} />} variant="light">
            {t('sales.receipt.newSale')}
          </Button>
          <Button component={Link} to={counterInvoicesPath} variant="subtle">
            {t('sales.pos.todayInvoices')}
          </Button>
        </Group>
        <Group gap="md" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('sales.receipt.format')}
            </Text>
            <ChoiceControl
              size="xs"
              value={format}
              onChange={(next) => setFormat(next as InvoiceSheetFormat)}
              data={invoiceSheetFormats.map((value) => ({ value, label: t(`sales.receipt.formats.${value}`) }))}
              data-testid="receipt-format"
            />
          </Group>
          <SheetLanguagePicker label={t('sales.receipt.language')} value={language} onChange={setLanguage} />
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} data-testid="receipt-print">
            {t('sales.receipt.print')}
          </Button>
          {format === 'receipt' && <ThermalReceiptButton invoice={invoice} language={language} t={sheetT} shop={shop} />}
        </Group>
      </Group>
      {(change.usdCents > 0 || change.riel > 0) && (
        <Alert className={invoiceSheetClasses.noPrint} color="teal" variant="filled" icon={<IconCash size={22} />} data-testid="receipt-give-change">
          <Text fw={700} fz="lg">
            {change.usdCents === 0
              ? t('sales.receipt.giveChangeRiel', { riel })
              : change.riel === 0
                ? t('sales.receipt.giveChangeUsd', { usd })
                : t('sales.receipt.giveChange', { usd, riel })}
          </Text>
        </Alert>
      )}
      <InvoiceSheet invoice={invoice} format={format} language={language} t={sheetT} shop={shop} />
    </Stack>
  );
}
