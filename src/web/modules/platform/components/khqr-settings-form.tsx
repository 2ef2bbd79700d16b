import { Button, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { SettingEntry } from '../../../../shared/contracts/platform/get-settings';
import { khqrSettingsSchema, type KhqrSettings } from '../../../../shared/contracts/sales/khqr-settings';
import { formatMoney, type Currency } from '../../../../shared/units';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { useQrImage, useUiLocale } from '../../../ui';
import { useKhqr } from '../../sales/api/create-khqr';
import { useUpdateSetting } from '../api/update-setting';
import { zodFieldErrors } from '../../../ui/record-form';
import { ChoiceControl } from '../../../ui/choice-control';

/** A sample the owner can scan without paying: one dollar, or 4,000 riel (a dollar at the usual rate). */
const testAmounts: Readonly<Record<Currency, number>> = { USD: 100, KHR: 4_000 };

/**
 * The code the counter would show for a sample amount, from the saved
 * account (the same service as the POS), so the owner can scan it with a
 * banking app and see the right name before a customer does.
 */
function KhqrTestCode({ saved }: { saved: KhqrSettings }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [currency, setCurrency] = useState<Currency>('USD');
  const amount = testAmounts[currency];
  const on = saved.accountId !== '';
  const khqr = useKhqr(on ? { currency, amountMinor: amount, billNumber: 'TEST' } : null);
  const image = useQrImage(khqr.data?.qr ?? null);
  const amountText = formatMoney(amount, currency, locale);

  return (
    <Paper p="sm" radius="md" bg="gray.0" data-testid="khqr-test">
      <Stack gap="xs">
        <Group gap="xs">
          <IconQrcode size={18} />
          <Text fw={600}>{t('admin.settings.khqr.testTitle')}</Text>
        </Group>
        {!on ? (
          <Text size="sm" c="dimmed">
            {t('admin.settings.khqr.testOff')}
          </Text>
        ) : (
          <Group align="flex-start" gap="md">
            {image && khqr.data ? (
              <Image src={image} alt={t('admin.settings.khqr.qrAlt', { amount: amountText })} w={180} h={180} fit="contain" bg="white" data-qr={khqr.data.qr} />
            ) : khqr.isError ? null : (
              <Group w={180} h={180} justify="center">
                <Loader size="sm" />
              </Group>
            )}
            <Stack gap={6} style={{ flex: '1 1 200px', minWidth: 0 }}>
              <ChoiceControl
                aria-label={t('admin.settings.khqr.testCurrency')}
                data={[
                  { value: 'USD', label: t('admin.settings.khqr.usd') },
                  { value: 'KHR', label: t('admin.settings.khqr.khr') },
                ]}
                value={currency}
                onChange={(value) => setCurrency(value === 'KHR' ? 'KHR' : 'USD')}
                size="xs"
                style={{ width: 'fit-content' }}
              />
              <Text size="sm" fw={600}>
                {t('admin.settings.khqr.testAmount', { amount: amountText })}
              </Text>
              <Text size="sm">{saved.merchantName} · {saved.merchantCity}</Text>
              <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {saved.accountId}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin.settings.khqr.testHint')}
              </Text>
              {khqr.isError && (
                <Text size="sm" c="red.7" role="alert">
                  {t('admin.settings.khqr.testFailed', { reason: isApiError(khqr.error) ? khqr.error.message : '' })}
                </Text>
              )}
            </Stack>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `sales.khqr` as a form (the owner's; others read it): the Bakong account,
 * the merchant name and city as the customer's banking app shows them,
 * checked by the same contract as the server, and a test code to scan.
 */
export function KhqrSettingsForm({ entry }: { entry: SettingEntry }) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const saved = entry.value as KhqrSettings;
  const [draft, setDraft] = useState<KhqrSettings>(saved);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  useEffect(() => setDraft(entry.value as KhqrSettings), [entry.value]);

  const disabled = !entry.canEdit;
  const parsed = khqrSettingsSchema.safeParse(draft);
  const clientErrors = tried && !parsed.success ? zodFieldErrors(t, parsed.error, draft) : {};
  const errorOf = (field: keyof KhqrSettings): string | undefined => {
    const server = serverErrors[`value.${field}`];
    if (server) return server;
    const client = clientErrors[field];
    if (client && field === 'accountId') return t('admin.settings.khqr.accountIdFormat');
    return client;
  };
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = (field: keyof KhqrSettings, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors({});
  };
  const save = async () => {
    setTried(true);
    if (!parsed.success) return;
    try {
      await update.mutateAsync({ key: entry.key, value: parsed.data });
      showSnackbar({ type: 'success', message: t('admin.common.saved') });
      setTried(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setServerErrors({ ...error.fields });
    }
  };

  return (
    <Stack gap="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('admin.settings.khqr.accountId')}
            description={t('admin.settings.khqr.accountIdHint')}
            placeholder={t('admin.settings.khqr.accountIdPlaceholder')}
            value={draft.accountId}
            onChange={(event) => set('accountId', event.currentTarget.value)}
            error={errorOf('accountId')}
            disabled={disabled}
            autoComplete="off"
            styles={{ input: { fontFamily: 'monospace' } }}
            data-testid="khqr-account"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.settings.khqr.merchantName')}
              description={t('admin.settings.khqr.merchantNameHint')}
              value={draft.merchantName}
              onChange={(event) => set('merchantName', event.currentTarget.value)}
              error={errorOf('merchantName')}
              disabled={disabled}
              withAsterisk
              data-testid="khqr-merchant-name"
            />
            <TextInput
              label={t('admin.settings.khqr.merchantCity')}
              description={t('admin.settings.khqr.merchantCityHint')}
              value={draft.merchantCity}
              onChange={(event) => set('merchantCity', event.currentTarget.value)}
              error={errorOf('merchantCity')}
              disabled={disabled}
              withAsterisk
              data-testid="khqr-merchant-city"
            />
          </SimpleGrid>
          {entry.canEdit && (
            <Group justify="flex-end">
              <Button type="submit" size="xs" disabled={!changed} loading={update.isPending} data-testid="khqr-save">
                {t('admin.common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {changed && saved.accountId !== '' && (
        <Text size="xs" c="dimmed">
          {t('admin.settings.khqr.testSaved')}
        </Text>
      )}
      <KhqrTestCode saved={saved} />
    </Stack>
  );
}
