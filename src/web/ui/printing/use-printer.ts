import { useEffect, useSyncExternalStore } from 'react';
import { printerOf, type PrinterSnapshot } from './printer-connection';
import type { PrinterKind } from './printer-memory';

/** The workstation's printer of a kind and its state; reopens the remembered one on first show. */
export function usePrinter(kind: PrinterKind): PrinterSnapshot {
  const printer = printerOf(kind);
  useEffect(() => void printer.resumeRemembered(), [printer]);
  return useSyncExternalStore(printer.subscribe, printer.getSnapshot, () => drawnPrinter);
}

/**
 * A page the server drew has no printer (no WebUSB nor Web Serial there): the
 * app takes it over as drawn, then shows the workstation's printer as it is.
 */
const drawnPrinter: PrinterSnapshot = { status: 'unsupported', name: null, via: null, canUsb: false, canSerial: false };
