import { z } from 'zod';
import { defineSetting } from '../../platform/settings/define-setting';

export const entriesSettings = {
  // DESIGN §3.5: a shop may want a photo of every piece that comes back from the bench, whatever the category's strict flags.
  'entries.returnPhotoRequired': defineSetting({
    schema: z.boolean(),
    defaultValue: false,
    permission: 'entries.write',
    labelKey: 'entries.settings.returnPhotoRequired',
  }),
};

declare module '../../platform/settings/settings.registry' {
  interface SettingsByOwner {
    entries: typeof entriesSettings;
  }
}
