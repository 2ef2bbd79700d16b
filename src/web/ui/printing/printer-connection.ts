/**
 * One label printer and one receipt printer per workstation, as the scale
 * (ui/scale) is one scale: chosen once through the browser's chooser (WebUSB
 * or Web Serial), reopened on later visits from the browser's memory of
 * granted devices with no prompt, and sent raw bytes (TSPL, ZPL, ESC/POS).
 *
 * States, each said in words: unsupported (no WebUSB nor Web Serial: the
 * print is downloaded), not connected, connecting, ready, sending, sent,
 * failed (the printer refused the data), unplugged (the cable was pulled or
 * the printer switched off; it comes back by itself when plugged in again).
 */
import { webSerial, type SerialPortLike } from '../scale/web-serial';
import { isRemembered, loadPrinterMemory, savePrinterMemory, type PrinterKind, type PrinterMemory } from './printer-memory';
import { bulkOutOf, webUsb, type UsbDeviceLike } from './web-usb';

export type PrinterStatus = 'unsupported' | 'notConnected' | 'connecting' | 'ready' | 'sending' | 'sent' | 'failed' | 'unplugged';
export type PrinterVia = 'usb' | 'serial';

export interface PrinterSnapshot {
  status: PrinterStatus;
  /** The printer's name as the device gives it, when connected. */
  name: string | null;
  via: PrinterVia | null;
  /** Which ways this browser offers (none on a phone). */
  canUsb: boolean;
  canSerial: boolean;
}

export type SendResult = { ok: true } | { ok: false; status: 'notConnected' | 'failed' | 'unplugged' };

/** An open way to the printer. */
interface PrinterLink {
  readonly via: PrinterVia;
  readonly name: string;
  /** The device or port, to tell whose disconnect event it is. */
  readonly target: unknown;
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** USB packets: small enough for a printer's buffer to take one at a time, large enough to be quick. */
const USB_CHUNK = 16_384;
/** Serial printers (and USB-serial adapters) mostly ship at 9600 8N1; USB CDC printers ignore the speed. */
const SERIAL_BAUD = 9_600;

/** Thrown by a link when the device is gone, as opposed to refusing the data. */
class Unplugged extends Error {}

async function openUsb(device: UsbDeviceLike): Promise<PrinterLink> {
  if (!device.opened) await device.open();
  if (!device.configuration) await device.selectConfiguration(1);
  const out = bulkOutOf(device);
  if (!out) throw new Error('no bulk OUT endpoint');
  await device.claimInterface(out.interfaceNumber);
  return {
    via: 'usb',
    name: device.productName || `USB ${device.vendorId.toString(16).padStart(4, '0')}:${device.productId.toString(16).padStart(4, '0')}`,
    target: device,
    async write(bytes) {
      for (let at = 0; at < bytes.length; at += USB_CHUNK) {
        let result;
        try {
          result = await device.transferOut(out.endpointNumber, bytes.slice(at, at + USB_CHUNK));
        } catch (error) {
          // Chromium: NotFoundError "The device was disconnected", NetworkError "A transfer error has occurred".
          if (error instanceof DOMException && error.name === 'NotFoundError') throw new Unplugged();
          throw error;
        }
        if (result.status !== 'ok') throw new Error(`transfer ${result.status}`);
      }
    },
    async close() {
      await device.close();
    },
  };
}

async function openSerial(port: SerialPortLike): Promise<PrinterLink> {
  await port.open({ baudRate: SERIAL_BAUD, dataBits: 8, parity: 'none', stopBits: 1, flowControl: 'none' });
  const info = port.getInfo?.() ?? {};
  return {
    via: 'serial',
    name: info.usbVendorId === undefined ? 'Serial' : `Serial ${info.usbVendorId.toString(16).padStart(4, '0')}:${(info.usbProductId ?? 0).toString(16).padStart(4, '0')}`,
    target: port,
    async write(bytes) {
      if (!port.writable) throw new Unplugged();
      const writer = port.writable.getWriter();
      try {
        await writer.write(bytes);
      } catch {
        // A serial port fails its writes only when the device is gone.
        throw new Unplugged();
      } finally {
        writer.releaseLock();
      }
    },
    async close() {
      await port.close();
    },
  };
}

export class PrinterConnection {
  private snapshot: PrinterSnapshot;
  private link: PrinterLink | null = null;
  private resumed: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(readonly kind: PrinterKind) {
    const canUsb = webUsb() !== null;
    const canSerial = webSerial() !== null;
    this.snapshot = { status: canUsb || canSerial ? 'notConnected' : 'unsupported', name: null, via: null, canUsb, canSerial };
    for (const api of [webUsb(), webSerial()]) {
      api?.addEventListener('disconnect', (event) => this.onDisconnect(event));
      // Plugged back in: reopen the remembered printer without a click.
      api?.addEventListener('connect', () => {
        if (this.link) return;
        this.resumed = null;
        void this.resumeRemembered();
      });
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PrinterSnapshot => this.snapshot;

  /** Reopens the printer this browser was allowed before, once per page load; no prompt. */
  resumeRemembered(): Promise<void> {
    this.resumed ??= this.openRemembered();
    return this.resumed;
  }

  /** "Connect printer": the browser's chooser (needs the click's user activation), then the printer is opened. */
  async connect(via: PrinterVia): Promise<boolean> {
    let memory: PrinterMemory;
    let open: () => Promise<PrinterLink>;
    try {
      if (via === 'usb') {
        const usb = webUsb();
        if (!usb) return false;
        // No filter: printers declare class 7 or a vendor class; the chooser lists what is plugged in.
        const device = await usb.requestDevice({ filters: [] });
        memory = { via, usbVendorId: device.vendorId, usbProductId: device.productId, serialNumber: device.serialNumber, name: device.productName };
        open = () => openUsb(device);
      } else {
        const serial = webSerial();
        if (!serial) return false;
        const port = await serial.requestPort();
        const info = port.getInfo?.() ?? {};
        memory = { via, usbVendorId: info.usbVendorId, usbProductId: info.usbProductId };
        open = () => openSerial(port);
      }
    } catch {
      // The chooser was closed: nothing changes.
      return false;
    }
    await this.disconnect();
    const ok = await this.open(open);
    if (ok) savePrinterMemory(this.kind, memory);
    return ok;
  }

  /** "Disconnect": this workstation forgets the printer (the browser's permission stays). */
  async disconnect(): Promise<void> {
    const link = this.link;
    this.link = null;
    savePrinterMemory(this.kind, null);
    if (link) {
      try {
        await link.close();
      } catch {
        // Already gone.
      }
    }
    if (this.snapshot.status !== 'unsupported') this.update({ status: 'notConnected', name: null, via: null });
  }

  /** Sends one job. Not open: the remembered printer is reopened first (the page just loaded, or the cable is back). */
  async send(bytes: Uint8Array): Promise<SendResult> {
    if (!this.link) await this.openRemembered();
    const link = this.link;
    if (!link) return { ok: false, status: this.snapshot.status === 'unplugged' ? 'unplugged' : 'notConnected' };
    this.update({ status: 'sending' });
    try {
      await link.write(bytes);
    } catch (error) {
      if (error instanceof Unplugged || this.link !== link) {
        this.link = null;
        this.update({ status: 'unplugged' });
        return { ok: false, status: 'unplugged' };
      }
      this.update({ status: 'failed' });
      return { ok: false, status: 'failed' };
    }
    this.update({ status: 'sent' });
    return { ok: true };
  }

  private async openRemembered(): Promise<void> {
    const memory = loadPrinterMemory(this.kind);
    if (!memory || this.link) return;
    let open: (() => Promise<PrinterLink>) | null = null;
    try {
      if (memory.via === 'usb') {
        const device = (await webUsb()?.getDevices())?.find((d) => isRemembered(memory, { usbVendorId: d.vendorId, usbProductId: d.productId, serialNumber: d.serialNumber }));
        if (device) open = () => openUsb(device);
      } else {
        const ports = (await webSerial()?.getPorts()) ?? [];
        const known = ports.filter((p) => isRemembered(memory, p.getInfo?.() ?? {}));
        // Without USB ids (a real RS-232 port) only a single granted port is surely the printer.
        const port = known[0] ?? (memory.usbVendorId === undefined && ports.length === 1 ? ports[0] : undefined);
        if (port) open = () => openSerial(port);
      }
    } catch {
      return;
    }
    if (open) await this.open(open);
    else if (this.snapshot.status === 'notConnected') this.update({ status: 'unplugged', name: memory.name ?? null, via: memory.via });
  }

  private async open(open: () => Promise<PrinterLink>): Promise<boolean> {
    const before = this.snapshot.status;
    this.update({ status: 'connecting' });
    try {
      this.link = await open();
    } catch {
      // Open in another tab or program, or still unplugged.
      this.update({ status: before === 'unplugged' ? 'unplugged' : 'notConnected' });
      return false;
    }
    this.update({ status: 'ready', name: this.link.name, via: this.link.via });
    return true;
  }

  private onDisconnect(event: Event): void {
    const gone = (event as Event & { device?: unknown }).device ?? event.target;
    if (!this.link || (gone !== this.link.target && event.target !== this.link.target)) return;
    this.link = null;
    this.resumed = null;
    this.update({ status: 'unplugged' });
  }

  private update(change: Partial<PrinterSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

let printers: Record<PrinterKind, PrinterConnection> | null = null;

/** The workstation's printer of a kind (created on first use, when the page's APIs are known). */
export function printerOf(kind: PrinterKind): PrinterConnection {
  printers ??= { label: new PrinterConnection('label'), receipt: new PrinterConnection('receipt') };
  return printers[kind];
}
