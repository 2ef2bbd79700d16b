/**
 * The part of Web Serial (WICG, Chromium 89+) the scale uses. TypeScript's
 * DOM library does not declare it yet; where the browser lacks it (Firefox,
 * Safari, phones) `webSerial()` is null and weight fields stay as they were.
 */
export interface SerialOpenOptions {
  baudRate: number;
  dataBits?: 7 | 8;
  stopBits?: 1 | 2;
  parity?: 'none' | 'even' | 'odd';
  flowControl?: 'none' | 'hardware';
}

export interface SerialPortLike {
  open(options: SerialOpenOptions): Promise<void>;
  close(): Promise<void>;
  readonly readable: ReadableStream<Uint8Array> | null;
  /** What a printer on a serial port is sent through (ui/printing); a scale only reads. */
  readonly writable?: WritableStream<Uint8Array> | null;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
}

export interface SerialLike extends EventTarget {
  requestPort(options?: { filters?: { usbVendorId?: number; usbProductId?: number }[] }): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}

export function webSerial(): SerialLike | null {
  if (typeof navigator === 'undefined') return null;
  const serial = (navigator as Navigator & { serial?: SerialLike }).serial;
  return serial ?? null;
}
