import { Paper, Switch } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { showSnackbar } from '../../../shell/snackbar';
import { useSettings } from '../../platform/api/get-settings';
import { useUpdateSetting } from '../../platform/api/update-setting';

const settingKey = 'entries.returnPhotoRequired';

/** The shop's setting `entries.returnPhotoRequired` as a switch beside the kinds of work: who may change it (owner, manager) flips it here. */
export function ReturnPhotoSetting() {
  const { t } = useTranslation();
  const { data } = useSettings();
  const update = useUpdateSetting();
  const entry = data?.items.find((item) => item.key === settingKey);
  if (!entry) return null;
  return (
    <Paper p="md" radius="lg" withBorder>
      <Switch
        label={t('entries.bench.photoSetting')}
        description={t('entries.bench.photoSettingHint')}
        checked={entry.value === true}
        disabled={!entry.canEdit || update.isPending}
        onChange={(event) => {
          const value = event.currentTarget.checked;
          void update.mutateAsync({ key: settingKey, value }).then(() => showSnackbar({ type: 'success', message: t('entries.bench.photoSettingSaved') }));
        }}
        data-testid="return-photo-setting"
      />
    </Paper>
  );
}
