import { registerSettings } from '../platform/settings/settings.registry';
import { entriesSettings } from '../modules/entries';
import { salesSettings } from '../modules/sales';
import { stockSettings } from '../modules/stock';

/**
 * Each module's settings join the registry (platform/settings knows no
 * module): imported for this effect by app.ts and by the demo's first start,
 * before anything reads a setting.
 */
registerSettings({ ...salesSettings, ...entriesSettings, ...stockSettings });
