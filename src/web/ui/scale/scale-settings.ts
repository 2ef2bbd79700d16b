import { z } from 'zod';
import { scaleProtocolSchema, type ScaleProtocol } from '../../../shared/scale/parse-scale-line';

/** Per workstation, in this browser: the port itself is remembered by the browser (`getPorts`). */
export const scaleSettingsStorageKey = 'atelier.scale';
export const scaleBaudRates = [1200, 2400, 4800, 9600, 19200, 38400] as const;

const scaleSettingsSchema = z.object({
  protocol: scaleProtocolSchema,
  baudRate: z.union(scaleBaudRates.map((rate) => z.literal(rate))),
  /** A&D and Ohaus ship 2400 7E1 on some models: 7 data bits, even parity. */
  dataBits: z.union([z.literal(7), z.literal(8)]).default(8),
  parity: z.enum(['none', 'even', 'odd']).default('none'),
  /** Which granted port is the scale, when the browser knows its USB ids (a printer may be granted too). */
  usbVendorId: z.int().optional(),
  usbProductId: z.int().optional(),
});
export type ScaleSettings = z.infer<typeof scaleSettingsSchema>;

export const defaultScaleSettings: ScaleSettings = { protocol: 'and', baudRate: 9600, dataBits: 8, parity: 'none' };

export function loadScaleSettings(): ScaleSettings {
  try {
    const text = globalThis.localStorage?.getItem(scaleSettingsStorageKey);
    if (!text) return defaultScaleSettings;
    const parsed = scaleSettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : defaultScaleSettings;
  } catch {
    return defaultScaleSettings;
  }
}

export function saveScaleSettings(settings: ScaleSettings): void {
  globalThis.localStorage?.setItem(scaleSettingsStorageKey, JSON.stringify(settings));
}

export const scaleProtocolNames: Readonly<Record<ScaleProtocol, string>> = {
  and: 'A&D',
  ohaus: 'Ohaus',
  sartorius: 'Sartorius (SBI)',
  'mt-sics': 'Mettler Toledo (MT-SICS)',
};
