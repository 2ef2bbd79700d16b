import { Alert, Button, Group, JsonInput, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SettingEntry } from '../../../../shared/contracts/platform/get-settings';
import {
  imageUrlTemplateSchema,
  platformSettingKeys as keys,
  shopNameSchema,
  timeZoneSchema,
} from '../../../../shared/contracts/platform/platform-settings';
import { formatDateTime } from '../../../i18n/format';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { useSettings } from '../api/get-settings';
import { useUpdateSetting } from '../api/update-setting';
import { zodFieldErrors } from './record-form';
import { ShopIdentityForm } from './shop-identity-form';

type Bilingual = { kh: string; en: string };

/** The platform's settings and how each is edited; other modules' settings get a JSON editor. */
const editors: Record<string, { schema: z.ZodType; kind: 'bilingual' | 'bilingualLong' | 'text' | 'timeZone' }> = {
  [keys.shopName]: { schema: shopNameSchema, kind: 'bilingual' },
  [keys.shopTimeZone]: { schema: timeZoneSchema, kind: 'timeZone' },
  [keys.imageViewUrlTemplate]: { schema: imageUrlTemplateSchema, kind: 'text' },
};

const hintKeys = {
  [keys.shopName]: 'admin.settings.hints.shopName',
  [keys.shopTimeZone]: 'admin.settings.hints.shopTimeZone',
  [keys.shopIdentity]: 'admin.settings.hints.shopIdentity',
  [keys.imageViewUrlTemplate]: 'admin.settings.hints.imageViewUrlTemplate',
} as const;

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Phnom_Penh'];
  }
}

/** A default as the reader sees it: bilingual texts as "ខ្មែរ · English", nothing as a dash. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value || '—';
  const { kh, en } = (value ?? {}) as Partial<Bilingual>;
  if (typeof kh === 'string' && typeof en === 'string') return [kh, en].filter(Boolean).join(' · ') || '—';
  return JSON.stringify(value);
}

/** A setting's card: its label, hint and when it last changed around its editor. */
function SettingFrame({ entry, children }: { entry: SettingEntry; children: ReactNode }) {
  const { t } = useTranslation();
  const hintKey = hintKeys[entry.key as keyof typeof hintKeys];
  return (
    <Paper p="md" radius="lg" withBorder data-testid={`setting-${entry.key}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>{t(entry.labelKey as 'admin.settings.keys.shopName')}</Text>
            {hintKey && (
              <Text fz="sm" c="dimmed">
                {t(hintKey)}
              </Text>
            )}
          </Stack>
          <Text fz="xs" c="dimmed" ta="right">
            {entry.updatedAt
              ? t('admin.settings.changedAt', { when: formatDateTime(entry.updatedAt) })
              : t('admin.settings.usingDefault')}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function SettingCard({ entry }: { entry: SettingEntry }) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const editor = editors[entry.key];
  const [draft, setDraft] = useState<unknown>(editor ? entry.value : JSON.stringify(entry.value, null, 2));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const zones = useMemo(() => (editor?.kind === 'timeZone' ? timeZones() : []), [editor?.kind]);
  useEffect(() => setDraft(editor ? entry.value : JSON.stringify(entry.value, null, 2)), [entry.value, editor]);

  let value: unknown = draft;
  let jsonBroken = false;
  if (!editor) {
    try {
      value = JSON.parse(String(draft));
    } catch {
      jsonBroken = true;
    }
  }
  const parsed = editor?.schema.safeParse(draft);
  const clientErrors = tried && parsed && !parsed.success ? zodFieldErrors(t, parsed.error, draft) : {};
  const errorOf = (part?: 'kh' | 'en') =>
    (part && serverErrors[`value.${part}`]) || serverErrors.value || clientErrors[part ?? 'value'] || undefined;
  const changed = JSON.stringify(value) !== JSON.stringify(entry.value);

  const change = (next: unknown) => {
    setDraft(next);
    setServerErrors({});
  };
  const save = async () => {
    setTried(true);
    if (jsonBroken || (parsed && !parsed.success)) return;
    try {
      await update.mutateAsync({ key: entry.key, value: parsed?.success ? parsed.data : value });
      showSnackbar({ type: 'success', message: t('admin.common.saved') });
      setTried(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setServerErrors({ ...error.fields });
    }
  };

  const label = t(entry.labelKey as 'admin.settings.keys.shopName');
  const disabled = !entry.canEdit;
  const bilingual = draft as Bilingual;
  let input: ReactNode;
  if (editor?.kind === 'bilingual' || editor?.kind === 'bilingualLong') {
    const Field = editor.kind === 'bilingual' ? TextInput : Textarea;
    input = (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['kh', 'en'] as const).map((part) => (
          <Field
            key={part}
            label={part === 'kh' ? t('admin.settings.khmer') : t('admin.settings.english')}
            lang={part === 'kh' ? 'km' : 'en'}
            disabled={disabled}
            value={bilingual?.[part] ?? ''}
            onChange={(event: { currentTarget: { value: string } }) => change({ ...bilingual, [part]: event.currentTarget.value })}
            error={errorOf(part)}
            {...(editor.kind === 'bilingualLong' ? { autosize: true, minRows: 2 } : {})}
          />
        ))}
      </SimpleGrid>
    );
  } else if (editor?.kind === 'timeZone') {
    input = (
      <Select
        aria-label={label}
        data={zones}
        searchable
        allowDeselect={false}
        disabled={disabled}
        value={String(draft)}
        onChange={(zone) => zone && change(zone)}
        error={errorOf()}
        maw={360}
      />
    );
  } else if (editor) {
    input = (
      <TextInput
        aria-label={label}
        disabled={disabled}
        value={String(draft ?? '')}
        onChange={(event) => change(event.currentTarget.value)}
        error={errorOf()}
        styles={entry.key === keys.imageViewUrlTemplate ? { input: { fontFamily: 'monospace' } } : undefined}
      />
    );
  } else {
    input = (
      <JsonInput
        aria-label={label}
        disabled={disabled}
        autosize
        minRows={2}
        formatOnBlur
        value={String(draft)}
        onChange={change}
        error={errorOf() ?? (tried && jsonBroken ? t('admin.validation.invalid') : undefined)}
      />
    );
  }

  return (
    <SettingFrame entry={entry}>
      {input}
      {entry.canEdit && (
        <Group justify="space-between">
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
            {t('admin.settings.default', { value: asText(entry.defaultValue) })}
          </Text>
          <Button size="xs" onClick={() => void save()} disabled={!changed} loading={update.isPending}>
            {t('admin.common.save')}
          </Button>
        </Group>
      )}
    </SettingFrame>
  );
}

/** The shop's general settings, each saved on its own. */
export function GeneralSettingsPanel() {
  const { t } = useTranslation();
  const { data, isPending } = useSettings();
  if (isPending) return <Skeleton h={240} radius="lg" />;
  const items = data?.items ?? [];
  return (
    <Stack gap="md">
      {items.length > 0 && items.every((entry) => !entry.canEdit) && (
        <Alert variant="light" color="navy" icon={<IconInfoCircle size={18} />}>
          {t('admin.settings.readOnly')}
        </Alert>
      )}
      {items.map((entry) =>
        entry.key === keys.shopIdentity ? (
          <SettingFrame key={entry.key} entry={entry}>
            <ShopIdentityForm entry={entry} />
          </SettingFrame>
        ) : (
          <SettingCard key={entry.key} entry={entry} />
        ),
      )}
    </Stack>
  );
}
