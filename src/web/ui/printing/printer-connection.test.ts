import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SerialLike, SerialPortLike } from '../scale/web-serial';
import { PrinterConnection } from './printer-connection';
import type { UsbDeviceLike, UsbLike } from './web-usb';

/** A label printer on USB as Chromium shows one: an interface of class 7 with a bulk IN and a bulk OUT, recording what it receives. */
function standInUsbPrinter() {
  const received: Uint8Array[] = [];
  let plugged = true;
  let refuse = false;
  const device: UsbDeviceLike & { claimed: number[] } = {
    vendorId: 0x1203,
    productId: 0x0230,
    serialNumber: 'TSC-1',
    productName: 'TSC TTP-244 Pro',
    opened: false,
    configuration: null,
    claimed: [],
    async open() {
      if (!plugged) throw new DOMException('Access denied.', 'SecurityError');
      Object.assign(device, { opened: true });
    },
    async close() {
      Object.assign(device, { opened: false });
    },
    async selectConfiguration() {
      Object.assign(device, {
        configuration: {
          interfaces: [
            { interfaceNumber: 0, alternate: { interfaceClass: 3, endpoints: [{ endpointNumber: 3, direction: 'out', type: 'interrupt' }] } },
            { interfaceNumber: 1, alternate: { interfaceClass: 7, endpoints: [{ endpointNumber: 1, direction: 'in', type: 'bulk' }, { endpointNumber: 2, direction: 'out', type: 'bulk' }] } },
          ],
        },
      });
    },
    async claimInterface(n) {
      device.claimed.push(n);
    },
    async transferOut(endpoint, data) {
      if (!plugged) throw new DOMException('The device was disconnected.', 'NotFoundError');
      if (endpoint !== 2) throw new DOMException('wrong endpoint', 'InvalidAccessError');
      if (refuse) return { status: 'stall', bytesWritten: 0 };
      received.push(data.slice());
      return { status: 'ok', bytesWritten: data.length };
    },
  };
  let granted: UsbDeviceLike[] = [];
  const usb = Object.assign(new EventTarget(), {
    async requestDevice(): Promise<UsbDeviceLike> {
      granted = [device];
      return device;
    },
    async getDevices(): Promise<UsbDeviceLike[]> {
      return plugged ? granted : [];
    },
  }) satisfies UsbLike;
  return {
    usb,
    device,
    received,
    bytes: () => Buffer.concat(received),
    unplug() {
      plugged = false;
      usb.dispatchEvent(Object.assign(new Event('disconnect'), { device }));
    },
    plugBack() {
      plugged = true;
      Object.assign(device, { opened: false, configuration: null });
      usb.dispatchEvent(Object.assign(new Event('connect'), { device }));
    },
    refuseNext: () => void (refuse = true),
  };
}

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));
const job = (text: string) => new TextEncoder().encode(text);

describe('printer connection over WebUSB', () => {
  let printer: ReturnType<typeof standInUsbPrinter>;
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    printer = standInUsbPrinter();
    vi.stubGlobal('navigator', { usb: printer.usb });
    vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('connects, claims the printer-class interface and sends the job to its bulk OUT endpoint in chunks', async () => {
    const connection = new PrinterConnection('label');
    expect(connection.getSnapshot()).toMatchObject({ status: 'notConnected', canUsb: true, canSerial: false });
    expect(await connection.connect('usb')).toBe(true);
    expect(connection.getSnapshot()).toMatchObject({ status: 'ready', name: 'TSC TTP-244 Pro', via: 'usb' });
    expect(printer.device.claimed).toEqual([1]);
    const big = new Uint8Array(40_000).map((_, i) => i & 0xff);
    const states: string[] = [];
    connection.subscribe(() => states.push(connection.getSnapshot().status));
    expect(await connection.send(big)).toEqual({ ok: true });
    expect(states).toEqual(['sending', 'sent']);
    expect(printer.received.map((c) => c.length)).toEqual([16_384, 16_384, 7_232]);
    expect(printer.bytes().equals(Buffer.from(big))).toBe(true);
  });

  it('says unplugged when the cable is pulled, sends nothing, and comes back by itself when plugged in', async () => {
    const connection = new PrinterConnection('receipt');
    await connection.connect('usb');
    printer.unplug();
    expect(connection.getSnapshot().status).toBe('unplugged');
    expect(await connection.send(job('SIZE'))).toEqual({ ok: false, status: 'unplugged' });
    expect(printer.received).toEqual([]);
    printer.plugBack();
    await tick();
    expect(connection.getSnapshot().status).toBe('ready');
    expect(await connection.send(job('PRINT 1,1\r\n'))).toEqual({ ok: true });
    expect(printer.bytes().toString()).toBe('PRINT 1,1\r\n');
  });

  it('a job the printer refuses is failed, and the printer stays connected for the next', async () => {
    const connection = new PrinterConnection('label');
    await connection.connect('usb');
    printer.refuseNext();
    expect(await connection.send(job('x'))).toEqual({ ok: false, status: 'failed' });
    expect(connection.getSnapshot().status).toBe('failed');
  });

  it('reopens the printer this workstation chose before, with no prompt, and forgets it on disconnect', async () => {
    await new PrinterConnection('label').connect('usb');
    const nextVisit = new PrinterConnection('label');
    const requestDevice = vi.spyOn(printer.usb, 'requestDevice');
    await nextVisit.resumeRemembered();
    expect(nextVisit.getSnapshot().status).toBe('ready');
    expect(requestDevice).not.toHaveBeenCalled();
    // The receipt printer is another: this one is not it.
    const receipt = new PrinterConnection('receipt');
    await receipt.resumeRemembered();
    expect(receipt.getSnapshot().status).toBe('notConnected');
    await nextVisit.disconnect();
    expect(await new PrinterConnection('label').send(job('x'))).toEqual({ ok: false, status: 'notConnected' });
  });

  it('a closed chooser changes nothing', async () => {
    vi.spyOn(printer.usb, 'requestDevice').mockRejectedValueOnce(new DOMException('No device selected.', 'NotFoundError'));
    const connection = new PrinterConnection('label');
    expect(await connection.connect('usb')).toBe(false);
    expect(connection.getSnapshot().status).toBe('notConnected');
  });
});

describe('printer connection over Web Serial, and none', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the job to the serial port opened 9600 8N1; a write that fails is unplugged', async () => {
    const written: Uint8Array[] = [];
    let plugged = true;
    const port: SerialPortLike & { opened?: unknown } = {
      readable: null,
      writable: null,
      async open(options) {
        port.opened = options;
        Object.assign(port, { writable: new WritableStream<Uint8Array>({ write: (chunk) => (plugged ? void written.push(chunk) : Promise.reject(new DOMException('lost', 'NetworkError'))) }) });
      },
      async close() {},
      getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    };
    const serial = Object.assign(new EventTarget(), { requestPort: async () => port, getPorts: async () => [port] }) satisfies SerialLike;
    vi.stubGlobal('navigator', { serial });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    const connection = new PrinterConnection('receipt');
    expect(await connection.connect('serial')).toBe(true);
    expect(port.opened).toMatchObject({ baudRate: 9600, dataBits: 8, parity: 'none', stopBits: 1 });
    expect(await connection.send(Uint8Array.of(0x1b, 0x40))).toEqual({ ok: true });
    expect(written).toEqual([Uint8Array.of(0x1b, 0x40)]);
    plugged = false;
    expect(await connection.send(Uint8Array.of(0x1b, 0x40))).toEqual({ ok: false, status: 'unplugged' });
    expect(connection.getSnapshot().status).toBe('unplugged');
  });

  it('a browser with neither API (a phone) is unsupported: the print is downloaded', async () => {
    vi.stubGlobal('navigator', {});
    const connection = new PrinterConnection('label');
    expect(connection.getSnapshot()).toMatchObject({ status: 'unsupported', canUsb: false, canSerial: false });
    expect(await connection.connect('usb')).toBe(false);
    expect(await connection.send(Uint8Array.of(1))).toEqual({ ok: false, status: 'notConnected' });
  });
});
