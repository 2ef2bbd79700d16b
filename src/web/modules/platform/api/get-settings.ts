import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetSettingsResponse, SettingEntry } from '../../../../shared/contracts/platform/get-settings';
import { api } from '../../../shell/http';

export const settingsQueryKey = ['platform', 'settings'] as const;

export const getSettingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: ({ signal }) => api.get<GetSettingsResponse>('/api/platform/settings', { signal }),
  staleTime: 5 * 60_000,
});

export function useSettings() {
  return useQuery(getSettingsQueryOptions);
}

/** One setting's value (stored or default) for any page, e.g. `useSettingValue<string>('images.viewUrlTemplate')`. */
export function useSettingValue<T>(key: string): T | undefined {
  const { data } = useSettings();
  return data?.items.find((entry: SettingEntry) => entry.key === key)?.value as T | undefined;
}
