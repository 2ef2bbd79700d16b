import { Alert, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { sellerIdTypes, type SellerIdType } from '../../../../shared/sales/old-gold';
import { formatMoney } from '../../../../shared/units';
import { isApiError } from '../../../shell/http';
import { PhotoField, type PhotoValue } from '../../../ui/photo-field';
import { photoSources } from '../../../ui/upload-photos';
import { useUiLocale } from '../../../ui/use-ui-locale';
import type { PosOldGoldSeller } from './pos-sale-draft';

export interface OldGoldSellerFieldsProps {
  value: PosOldGoldSeller;
  onChange: (seller: PosOldGoldSeller) => void;
  /** The owner's threshold, USD cents (the reason it is asked). */
  thresholdCents: number;
  /** Errors by field (`name`, `idPhotos` …). */
  errorOf: (field: string) => string | undefined;
  disabled?: boolean;
}

/**
 * The seller's identity, asked when the old gold bought passes the owner's
 * threshold (DESIGN §3.8; Cambodia's 2020 AML/CFT law): name, phone, ID type
 * and number, photos of the ID and of the items. Photos are uploaded as they
 * are taken, so the sale carries their stored sources.
 */
export function OldGoldSellerFields({ value, onChange, thresholdCents, errorOf, disabled = false }: OldGoldSellerFieldsProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const set = (change: Partial<PosOldGoldSeller>) => onChange({ ...value, ...change });
  const photos = (field: 'idPhotos' | 'itemPhotos') => async (next: PhotoValue[]) => {
    setUploadError(null);
    setUploading(true);
    try {
      set({ [field]: await photoSources(next) });
    } catch (error) {
      setUploadError(isApiError(error) ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Paper p="sm" radius="md" withBorder data-testid="old-gold-seller" style={{ borderColor: 'var(--mantine-color-orange-5)' }}>
      <Stack gap="xs">
        <Alert color="orange" variant="light" icon={<IconId size={18} />} p="xs">
          <Text size="sm" fw={600}>
            {t('sales.pos.oldGold.seller.title')}
          </Text>
          <Text size="xs">{t('sales.pos.oldGold.seller.hint', { amount: formatMoney(thresholdCents, 'USD', locale) })}</Text>
        </Alert>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput label={t('sales.pos.oldGold.seller.name')} size="xs" maxLength={120} value={value.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errorOf('name')} disabled={disabled} required data-testid="seller-name" />
          <TextInput label={t('sales.pos.oldGold.seller.phone')} size="xs" maxLength={40} inputMode="tel" value={value.phone} onChange={(e) => set({ phone: e.currentTarget.value })} error={errorOf('phone')} disabled={disabled} required data-testid="seller-phone" />
          <Select
            label={t('sales.pos.oldGold.seller.idType')}
            size="xs"
            data={sellerIdTypes.map((type) => ({ value: type, label: t(`sales.pos.oldGold.seller.idTypes.${type}`) }))}
            value={value.idType}
            onChange={(idType) => set({ idType: (idType as SellerIdType | null) ?? null })}
            error={errorOf('idType')}
            disabled={disabled}
            required
            data-testid="seller-id-type"
          />
          <TextInput label={t('sales.pos.oldGold.seller.idNumber')} size="xs" maxLength={60} value={value.idNumber} onChange={(e) => set({ idNumber: e.currentTarget.value })} error={errorOf('idNumber')} disabled={disabled} required data-testid="seller-id-number" />
        </SimpleGrid>
        <PhotoField label={t('sales.pos.oldGold.seller.idPhotos')} value={value.idPhotos} onChange={(next) => void photos('idPhotos')(next)} error={errorOf('idPhotos')} max={4} thumbSize={72} disabled={disabled || uploading} required />
        <PhotoField label={t('sales.pos.oldGold.seller.itemPhotos')} value={value.itemPhotos} onChange={(next) => void photos('itemPhotos')(next)} error={errorOf('itemPhotos')} max={10} thumbSize={72} disabled={disabled || uploading} required />
        {uploading && (
          <Text size="xs" c="dimmed">
            {t('sales.pos.oldGold.seller.uploading')}
          </Text>
        )}
        {uploadError && (
          <Text size="xs" c="red.7" role="alert">
            {uploadError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
