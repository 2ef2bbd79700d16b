import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { SettingEntry } from '../../../../shared/contracts/platform/get-settings';
import { shopIdentitySchema, type ShopIdentity } from '../../../../shared/contracts/platform/platform-settings';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { GrowingTextarea, parseScaledDecimal, PhotoField, scaledDecimalText, usePhotoUploads, type PhotoValue } from '../../../ui';
import { useSettingValue } from '../api/get-settings';
import { useUpdateSetting } from '../api/update-setting';
import { zodFieldErrors } from '../../../ui/record-form';

type Bilingual = { kh: string; en: string };

/** What the form holds: the rate as typed (percent), the logo as a picked file or its stored source. */
interface IdentityDraft {
  legalName: Bilingual;
  address: Bilingual;
  phone: string;
  vatRegistered: boolean;
  vatTin: string;
  vatRatePercent: string;
  logo: PhotoValue[];
}

const draftOf = (identity: ShopIdentity): IdentityDraft => ({
  legalName: identity.legalName,
  address: identity.address,
  phone: identity.phone,
  vatRegistered: identity.vatRegistered,
  vatTin: identity.vatTin,
  vatRatePercent: scaledDecimalText(identity.vatRateBp, 2),
  logo: identity.logo ? [identity.logo] : [],
});

/** The value to send once the logo is uploaded: 10 % → 1000 parts per ten thousand, exactly (no float). */
const valueOf = (draft: IdentityDraft, logo: string): Record<string, unknown> => ({
  legalName: draft.legalName,
  address: draft.address,
  phone: draft.phone,
  vatRegistered: draft.vatRegistered,
  vatTin: draft.vatTin,
  vatRateBp: parseScaledDecimal(draft.vatRatePercent, 2) ?? Number.NaN,
  logo,
});

const pendingLogoSource = `/uploads/${'0'.repeat(64)}.webp`;

/**
 * `shop.identity` as a form (owner only; others read it): the legal names and
 * addresses in both languages, phone, VAT registration, TIN and rate, logo.
 * Checked by the same contract as the server; the server's field errors land
 * on their fields too.
 */
export function ShopIdentityForm({ entry }: { entry: SettingEntry }) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const uploads = usePhotoUploads();
  const imageTemplate = useSettingValue<string>('images.viewUrlTemplate');
  const stored = entry.value as ShopIdentity;
  const [draft, setDraft] = useState<IdentityDraft>(() => draftOf(stored));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  useEffect(() => setDraft(draftOf(entry.value as ShopIdentity)), [entry.value]);

  const disabled = !entry.canEdit;
  // A picked logo is checked as the stored source its upload will give.
  const [logo] = draft.logo;
  const checked = valueOf(draft, logo === undefined ? '' : typeof logo === 'string' ? logo : pendingLogoSource);
  const parsed = shopIdentitySchema.safeParse(checked);
  const clientErrors = tried && !parsed.success ? zodFieldErrors(t, parsed.error, checked) : {};
  const errorOf = (field: string): string | undefined => {
    const server = serverErrors[`value.${field}`];
    if (server) return server;
    const client = clientErrors[field];
    if (!client) return undefined;
    if (field === 'vatRateBp') return t('admin.settings.identity.vatRateRange');
    if (field === 'vatTin' && draft.vatTin.trim() !== '') return t('admin.settings.identity.vatTinFormat');
    if (field === 'phone') return t('admin.settings.identity.phoneFormat');
    return client;
  };
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(stored));
  const change = (patch: Partial<IdentityDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const save = async () => {
    setTried(true);
    if (!parsed.success) return;
    try {
      const [logo = ''] = await uploads.toSources(draft.logo);
      await update.mutateAsync({ key: entry.key, value: valueOf(draft, logo) });
      showSnackbar({ type: 'success', message: t('admin.common.saved') });
      setTried(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setServerErrors({ ...error.fields });
      else if (isApiError(error)) showSnackbar({ type: 'error', message: error.message });
    }
  };

  const bilingual = (field: 'legalName' | 'address') => {
    const Field = field === 'legalName' ? TextInput : GrowingTextarea;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['kh', 'en'] as const).map((part) => (
          <Field
            key={part}
            label={`${t(`admin.settings.identity.${field}`)} · ${part === 'kh' ? t('admin.settings.khmer') : t('admin.settings.english')}`}
            lang={part === 'kh' ? 'km' : 'en'}
            disabled={disabled}
            value={draft[field][part]}
            onChange={(event: { currentTarget: { value: string } }) => change({ [field]: { ...draft[field], [part]: event.currentTarget.value } })}
            error={errorOf(`${field}.${part}`)}
            data-testid={`identity-${field}-${part}`}
          />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="sm" data-testid="shop-identity-form">
      {bilingual('legalName')}
      {bilingual('address')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('admin.settings.identity.phone')}
          disabled={disabled}
          value={draft.phone}
          inputMode="tel"
          onChange={(event) => change({ phone: event.currentTarget.value })}
          error={errorOf('phone')}
          data-testid="identity-phone"
        />
        <PhotoField
          label={t('admin.settings.identity.logo')}
          value={draft.logo}
          onChange={(logo) => change({ logo })}
          max={1}
          thumbSize={72}
          disabled={disabled}
          imageTemplate={imageTemplate}
          error={errorOf('logo')}
        />
      </SimpleGrid>
      <Switch
        label={t('admin.settings.identity.vatRegistered')}
        checked={draft.vatRegistered}
        disabled={disabled}
        onChange={(event) => change({ vatRegistered: event.currentTarget.checked })}
        data-testid="identity-vat-registered"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('admin.settings.identity.vatTin')}
          description={t('admin.settings.identity.vatTinHint')}
          placeholder="K001-123456789"
          required={draft.vatRegistered}
          disabled={disabled}
          value={draft.vatTin}
          onChange={(event) => change({ vatTin: event.currentTarget.value })}
          error={errorOf('vatTin')}
          styles={{ input: { fontFamily: 'monospace' } }}
          data-testid="identity-vat-tin"
        />
        <TextInput
          label={t('admin.settings.identity.vatRate')}
          disabled={disabled}
          inputMode="decimal"
          rightSection={<Text size="sm">%</Text>}
          value={draft.vatRatePercent}
          onChange={(event) => change({ vatRatePercent: event.currentTarget.value })}
          error={errorOf('vatRateBp')}
          maw={200}
          data-testid="identity-vat-rate"
        />
      </SimpleGrid>
      {entry.canEdit && (
        <Group justify="flex-end">
          <Button size="xs" onClick={() => void save()} disabled={!changed} loading={update.isPending || uploads.uploading} data-testid="identity-save">
            {t('admin.common.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
