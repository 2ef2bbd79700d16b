import { Alert, Button, Image, Modal, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { TFunction } from '../../../i18n/translator';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { defaultReceiptPrinterSettings, receiptPrinterSettingsSchema } from '../../../../shared/contracts/printing/printer-settings';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import type { SheetLanguage } from '../../../ui';
import { PrinterControls } from '../../../ui/printing';
import { useSettingValue } from '../../platform/api/get-settings';
import type { ShopHeader } from './invoice-sheet';
import { renderThermalReceipt, type ThermalReceipt } from './thermal-receipt';

/**
 * "Print on thermal printer": the receipt drawn for the roll at the
 * printer's dots, shown as it will print, then sent to the workstation's
 * receipt printer (WebUSB, Web Serial) or downloaded as ESC/POS. The
 * browser's print stays beside it for shops without such a printer.
 */
export function ThermalReceiptButton({ invoice, language, t: sheetT, shop }: { invoice: Invoice; language: SheetLanguage; t: TFunction; shop: ShopHeader }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const stored = useSettingValue<unknown>('sales.receiptPrinter');
  const parsed = receiptPrinterSettingsSchema.safeParse(stored);
  const settings = parsed.success ? parsed.data : defaultReceiptPrinterSettings;
  const [receipt, setReceipt] = useState<(ThermalReceipt & { image: string }) | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify([invoice.id, invoice.paymentState, invoice.voided, language, shop, settings]);
  useEffect(() => {
    if (!opened) return;
    let live = true;
    setReceipt(null);
    setFailed(false);
    renderThermalReceipt(invoice, sheetT, language, shop, settings)
      .then((made) => live && setReceipt({ ...made, image: made.canvas.toDataURL('image/png') }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // Rendered again only when what it prints changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, key]);

  return (
    <>
      <Button variant="light" leftSection={<IconReceipt size={18} />} onClick={() => setOpened(true)} data-testid="receipt-thermal">
        {t('sales.receipt.thermal.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('sales.receipt.thermal.title')} size="md">
        <Stack gap="md">
          <PrinterControls kind="receipt" disabled={!receipt} prepare={async () => (receipt ? { bytes: receipt.bytes, fileName: `receipt-${invoice.number}.bin` } : null)} />
          <Text size="sm" c="dimmed">
            {t('sales.receipt.thermal.hint', { dots: receipt?.canvas.width ?? '…', dpi: settings.dpi })}
          </Text>
          {failed && <Alert color="red">{t('sales.receipt.thermal.failed')}</Alert>}
          {receipt ? (
            <ScrollArea.Autosize mah={420} type="auto">
              <Image src={receipt.image} alt={t('sales.receipt.thermal.previewAlt', { number: invoice.number })} w="100%" maw={receipt.canvas.width / 2} mx="auto" data-testid="thermal-preview" style={{ border: '1px solid var(--mantine-color-gray-3)' }} />
            </ScrollArea.Autosize>
          ) : (
            !failed && <Skeleton h={300} />
          )}
        </Stack>
      </Modal>
    </>
  );
}
