import { z } from 'zod';

/**
 * Which printer this workstation uses, per kind, in this browser: the
 * browser itself remembers the permission (`getDevices`, `getPorts`); this
 * says which granted device is the label printer and which the receipt
 * printer, when both are plugged into one computer.
 */
const printerMemorySchema = z.object({
  via: z.enum(['usb', 'serial']),
  usbVendorId: z.int().optional(),
  usbProductId: z.int().optional(),
  serialNumber: z.string().optional(),
  name: z.string().max(200).optional(),
});
export type PrinterMemory = z.infer<typeof printerMemorySchema>;
export type PrinterKind = 'label' | 'receipt';

const storageKey = (kind: PrinterKind) => `atelier.printer.${kind}`;

export function loadPrinterMemory(kind: PrinterKind): PrinterMemory | null {
  try {
    const text = globalThis.localStorage?.getItem(storageKey(kind));
    if (!text) return null;
    const parsed = printerMemorySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePrinterMemory(kind: PrinterKind, memory: PrinterMemory | null): void {
  if (memory) globalThis.localStorage?.setItem(storageKey(kind), JSON.stringify(memory));
  else globalThis.localStorage?.removeItem(storageKey(kind));
}

/** Whether a granted device is the one remembered (same USB ids, and serial number when both know one). */
export function isRemembered(memory: PrinterMemory, ids: { usbVendorId?: number; usbProductId?: number; serialNumber?: string }): boolean {
  if (memory.usbVendorId === undefined || memory.usbVendorId !== ids.usbVendorId || memory.usbProductId !== ids.usbProductId) return false;
  return memory.serialNumber === undefined || ids.serialNumber === undefined || memory.serialNumber === ids.serialNumber;
}
