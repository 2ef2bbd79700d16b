/** One door for the connection: the protocol the workstation chose, a line in, a reading out. */
import { z } from 'zod';
import { parseAndLine } from './and-line';
import { parseMtSicsLine } from './mt-sics-line';
import { parseOhausLine } from './ohaus-line';
import { parseSartoriusLine } from './sartorius-line';
import type { ScaleReading } from './scale-reading';

export const scaleProtocols = ['and', 'ohaus', 'sartorius', 'mt-sics'] as const;
export type ScaleProtocol = (typeof scaleProtocols)[number];
export const scaleProtocolSchema = z.enum(scaleProtocols);

const parsers: Readonly<Record<ScaleProtocol, (line: string) => ScaleReading>> = {
  and: parseAndLine,
  ohaus: parseOhausLine,
  sartorius: parseSartoriusLine,
  'mt-sics': parseMtSicsLine,
};

export function parseScaleLine(protocol: ScaleProtocol, line: string): ScaleReading {
  return parsers[protocol](line);
}
