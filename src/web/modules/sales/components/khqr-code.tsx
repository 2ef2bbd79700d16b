import { Checkbox, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney, intlLocale, type Currency } from '../../../../shared/units';
import { formatDateTime } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { useKhqr } from '../api/create-khqr';
import { useQrImage } from '../../../ui/qr-code';

export interface KhqrCodeProps {
  currency: Currency;
  amountMinor: number;
  billNumber: string;
  received: boolean;
  /** The cashier ticked (or unticked) that the money arrived; `md5` identifies the code paid. */
  onReceived: (received: boolean, md5: string) => void;
}

/** The code the customer scans for this amount, and the cashier's tick once the money is in. */
export function KhqrCode({ currency, amountMinor, billNumber, received, onReceived }: KhqrCodeProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  // Typing an amount asks for one code, not one per keystroke.
  const [amount] = useDebouncedValue(amountMinor, 400);
  const khqr = useKhqr(amount > 0 ? { currency, amountMinor: amount, billNumber } : null);
  const image = useQrImage(khqr.data?.qr ?? null);

  if (khqr.isError) {
    return (
      <Text size="sm" c="red.7" role="alert">
        {t('sales.common.tender.khqrFailed')}
      </Text>
    );
  }
  const data = khqr.data;
  return (
    <Paper p="sm" radius="md" bg="gray.0" data-testid="khqr-code">
      <Group align="flex-start" gap="md" wrap="nowrap">
        {image && data && !khqr.isFetching ? (
          <Image src={image} alt={data.qr} w={168} h={168} fit="contain" bg="white" />
        ) : (
          <Group w={168} h={168} justify="center">
            <Loader size="sm" />
          </Group>
        )}
        <Stack gap={4}>
          <Text size="sm">{t('sales.common.tender.khqrShow')}</Text>
          {data && (
            <>
              <Text fw={700} size="lg">
                {formatMoney(data.amountMinor, data.currency, locale)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('sales.common.tender.khqrMerchant', { name: data.merchantName })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('sales.common.tender.khqrExpires', { time: formatDateTime(data.expiresAt, intlLocale(locale) as IntlLocale) })}
              </Text>
              <Checkbox
                mt="xs"
                label={t('sales.common.tender.khqrReceived')}
                checked={received}
                onChange={(event) => onReceived(event.currentTarget.checked, data.md5)}
                data-testid="khqr-received"
              />
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
