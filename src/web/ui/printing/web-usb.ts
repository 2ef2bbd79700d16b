/**
 * The part of WebUSB (WICG, Chromium 61+) a printer needs: choose a device,
 * claim the interface with a bulk OUT endpoint and write to it. TypeScript's
 * DOM library does not declare it; where the browser lacks it (Firefox,
 * Safari, phones) `webUsb()` is null and the print is downloaded instead.
 */
export interface UsbEndpointLike {
  readonly endpointNumber: number;
  readonly direction: 'in' | 'out';
  readonly type: 'bulk' | 'interrupt' | 'isochronous';
}

export interface UsbInterfaceLike {
  readonly interfaceNumber: number;
  readonly alternate: { readonly interfaceClass: number; readonly endpoints: readonly UsbEndpointLike[] };
}

export interface UsbDeviceLike {
  readonly vendorId: number;
  readonly productId: number;
  readonly serialNumber?: string;
  readonly productName?: string;
  readonly opened: boolean;
  readonly configuration: { readonly interfaces: readonly UsbInterfaceLike[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(configurationValue: number): Promise<void>;
  claimInterface(interfaceNumber: number): Promise<void>;
  transferOut(endpointNumber: number, data: Uint8Array): Promise<{ status: 'ok' | 'stall' | 'babble'; bytesWritten: number }>;
}

export interface UsbLike extends EventTarget {
  requestDevice(options: { filters: { vendorId?: number; classCode?: number }[] }): Promise<UsbDeviceLike>;
  getDevices(): Promise<UsbDeviceLike[]>;
}

export function webUsb(): UsbLike | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { usb?: UsbLike }).usb ?? null;
}

/** USB class 7 is "printer"; many thermal printers declare a vendor class (0xff) on the same bulk OUT pipe. */
const PRINTER_CLASS = 7;

/** The interface and endpoint a print job goes to: a printer-class interface first, else any with a bulk OUT. */
export function bulkOutOf(device: UsbDeviceLike): { interfaceNumber: number; endpointNumber: number } | null {
  const interfaces = [...(device.configuration?.interfaces ?? [])].sort(
    (a, b) => Number(b.alternate.interfaceClass === PRINTER_CLASS) - Number(a.alternate.interfaceClass === PRINTER_CLASS),
  );
  for (const candidate of interfaces) {
    const endpoint = candidate.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk');
    if (endpoint) return { interfaceNumber: candidate.interfaceNumber, endpointNumber: endpoint.endpointNumber };
  }
  return null;
}
