import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetSettingsResponse, SettingEntry } from '../../../../shared/contracts/platform/get-settings';
import type { UpdateSettingBody } from '../../../../shared/contracts/platform/update-setting';
import { api } from '../../../shell/http';
import { settingsQueryKey } from './get-settings';

export interface UpdateSettingInput {
  key: string;
  value: UpdateSettingBody['value'];
}

export function updateSetting({ key, value }: UpdateSettingInput): Promise<SettingEntry> {
  return api.put<SettingEntry>(`/api/platform/settings/${encodeURIComponent(key)}`, { value });
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: (entry) =>
      queryClient.setQueryData<GetSettingsResponse>(settingsQueryKey, (current) =>
        current ? { items: current.items.map((item) => (item.key === entry.key ? entry : item)) } : current,
      ),
  });
}
