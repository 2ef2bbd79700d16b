/**
 * A stand-in for `navigator.usb` (WebUSB), injected into the page before the
 * app loads: one printer (a TSC label printer or an Epson receipt printer,
 * as Chromium describes them: configuration 1, a printer-class interface
 * with a bulk IN and a bulk OUT endpoint), granted once chosen. Each
 * `transferOut` to the bulk OUT endpoint is recorded and takes the time a
 * USB 2.0 full-speed printer takes to swallow it (about 1 MB/s, at least a
 * millisecond a transfer). Nothing of the app is replaced: its connection,
 * encoders and renderers run as with a real printer.
 */
export function installStandInUsbPrinter(device: { vendorId: number; productId: number; productName: string }): void {
  const transfers: { at: number; endpoint: number; bytes: number[] }[] = [];
  let granted = false;
  let plugged = true;
  const usb = new EventTarget();
  const printer = {
    ...device,
    serialNumber: 'STAND-IN-1',
    opened: false,
    configuration: null as null | { interfaces: unknown[] },
    async open() {
      if (!plugged) throw new DOMException('Access denied.', 'SecurityError');
      printer.opened = true;
    },
    async close() {
      printer.opened = false;
    },
    async selectConfiguration() {
      printer.configuration = {
        interfaces: [
          {
            interfaceNumber: 0,
            alternate: {
              interfaceClass: 7,
              endpoints: [
                { endpointNumber: 1, direction: 'out', type: 'bulk' },
                { endpointNumber: 2, direction: 'in', type: 'bulk' },
              ],
            },
          },
        ],
      };
    },
    async claimInterface() {},
    async transferOut(endpoint: number, data: Uint8Array) {
      if (!plugged) throw new DOMException('The device was disconnected.', 'NotFoundError');
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, data.length / 1_000)));
      transfers.push({ at: performance.now(), endpoint, bytes: [...data] });
      return { status: 'ok', bytesWritten: data.length };
    },
  };
  Object.assign(usb, {
    requestDevice: async () => {
      granted = true;
      return printer;
    },
    getDevices: async () => (granted && plugged ? [printer] : []),
  });
  Object.defineProperty(navigator, 'usb', { value: usb, configurable: true });
  Object.assign(window, {
    standInPrinter: {
      /** Every byte received, in order, as base64 (a page hands the test text, not a typed array). */
      received: () => {
        let text = '';
        for (const transfer of transfers) for (const byte of transfer.bytes) text += String.fromCharCode(byte);
        return btoa(text);
      },
      transfers: () => transfers.map(({ at, endpoint, bytes }) => ({ at, endpoint, length: bytes.length })),
      unplug() {
        plugged = false;
        usb.dispatchEvent(Object.assign(new Event('disconnect'), { device: printer }));
      },
    },
  });
}

/** A browser without WebUSB or Web Serial (a phone, Firefox): the app offers the download only. */
export function removePrinterApis(): void {
  for (const api of ['usb', 'serial']) Object.defineProperty(navigator, api, { value: undefined, configurable: true });
}

export interface StandInPrinter {
  received(): string;
  transfers(): { at: number; endpoint: number; length: number }[];
  unplug(): void;
}
