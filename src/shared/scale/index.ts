export { andLine, parseAndLine } from './and-line';
export { mtSicsLine, parseMtSicsLine } from './mt-sics-line';
export { ohausLine, parseOhausLine } from './ohaus-line';
export { parseScaleLine, scaleProtocols, scaleProtocolSchema, type ScaleProtocol } from './parse-scale-line';
export { parseSartoriusLine, sartoriusLine } from './sartorius-line';
export { gramsText, readingOf, scaleUnitOf, type ScaleReading, type ScaleReadingState, type ScaleUnit } from './scale-reading';
