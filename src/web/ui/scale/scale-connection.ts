/**
 * One scale per workstation, shared by every weight field of the tab: the
 * port chosen once ("connect scale"), reopened on later visits from the
 * browser's own memory of granted ports, read line by line.
 *
 * Only a stable reading is ever handed to a field, and only a current one:
 * the last line must be stable and at most `freshMs` old (a scale streaming
 * continuously sends several lines a second). Otherwise the take waits up to
 * `waitMs` for the pan to settle (or for the PRINT key of a scale in print
 * mode) and, failing that, answers with the state the scale is in, which
 * the field shows in words without changing its value. A stable zero is an
 * empty pan, never a weight to take: the take waits for the piece.
 */
import { parseScaleLine } from '../../../shared/scale/parse-scale-line';
import type { ScaleReading } from '../../../shared/scale/scale-reading';
import { createLineSplitter } from './line-splitter';
import { loadScaleSettings, saveScaleSettings, type ScaleSettings } from './scale-settings';
import { webSerial, type SerialPortLike } from './web-serial';

export type ScaleStatus = 'unsupported' | 'notConnected' | 'connecting' | 'connected' | 'disconnected';

export type ScaleTake =
  | ScaleReading
  | { state: 'notConnected' }
  | { state: 'disconnected' }
  /** Connected, but no line arrived while waiting (a scale in print mode, an Ohaus in overload). */
  | { state: 'noReading' }
  /** Only zero came: the piece is not on the pan yet. */
  | { state: 'empty' };

export type ScaleTakeState = ScaleTake['state'];

/** What a field shows under itself after a take that gave no weight. */
export type ScaleMessage = Exclude<ScaleTake, { state: 'stable' }> | { state: 'waiting' };

export interface ScaleSnapshot {
  status: ScaleStatus;
  settings: ScaleSettings;
  latest: { reading: ScaleReading; at: number } | null;
}

const freshMs = 2_000;
const waitMs = 5_000;

class ScaleConnection {
  private snapshot: ScaleSnapshot;
  private port: SerialPortLike | null = null;
  private reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly lineWaiters = new Set<(take: ScaleTake) => void>();
  private resumed: Promise<void> | null = null;
  private reopening: Promise<void> | null = null;

  constructor() {
    const serial = webSerial();
    this.snapshot = { status: serial ? 'notConnected' : 'unsupported', settings: loadScaleSettings(), latest: null };
    // The cable plugged back in: reopen the remembered port without a click.
    serial?.addEventListener('connect', () => {
      this.resumed = null;
      void this.resumeRemembered();
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ScaleSnapshot => this.snapshot;

  /** Reopens the port this browser was allowed before, once per page load; no prompt. */
  resumeRemembered(): Promise<void> {
    this.resumed ??= this.reopenRemembered();
    return this.resumed;
  }

  /** "Connect scale": the browser's port chooser (needs a click), then the port is opened and read. */
  async connect(settings: ScaleSettings): Promise<boolean> {
    const serial = webSerial();
    if (!serial) return false;
    let port: SerialPortLike;
    try {
      // First, while the click's user activation lasts: the chooser needs it.
      port = await serial.requestPort();
    } catch {
      // The user closed the chooser: nothing changes.
      return false;
    }
    await this.disconnect();
    const info = port.getInfo?.() ?? {};
    const chosen: ScaleSettings = { ...settings, usbVendorId: info.usbVendorId, usbProductId: info.usbProductId };
    saveScaleSettings(chosen);
    this.update({ settings: chosen });
    return this.open(port);
  }

  async disconnect(): Promise<void> {
    const port = this.port;
    this.port = null;
    if (!port) return;
    try {
      await this.reader?.cancel();
    } catch {
      // Already gone: the cable was pulled.
    }
    try {
      await port.close();
    } catch {
      // Closing a port the browser lost throws; it is closed either way.
    }
    this.update({ status: 'notConnected', latest: null });
  }

  /** The current stable reading, or why there is none. */
  async takeStable(options: { waitMs?: number } = {}): Promise<ScaleTake> {
    if (this.snapshot.status === 'unsupported') return { state: 'notConnected' };
    // Not open: the cable may be back, or the page just loaded; no prompt either way.
    if (this.snapshot.status !== 'connected') await this.reopenRemembered();
    if (this.snapshot.status === 'disconnected') return { state: 'disconnected' };
    if (this.snapshot.status !== 'connected') return { state: 'notConnected' };
    const latest = this.snapshot.latest;
    if (latest && isWeight(latest.reading) && Date.now() - latest.at <= freshMs) return latest.reading;
    return new Promise<ScaleTake>((resolve) => {
      const done = (take: ScaleTake) => {
        clearTimeout(timer);
        this.lineWaiters.delete(waiter);
        resolve(take);
      };
      const waiter = (take: ScaleTake) => {
        if (isWeight(take) || take.state === 'disconnected') done(take);
      };
      const timer = setTimeout(() => {
        const last = this.snapshot.latest;
        if (!last || Date.now() - last.at > freshMs) done({ state: 'noReading' });
        else done(last.reading.state === 'stable' ? { state: 'empty' } : last.reading);
      }, options.waitMs ?? waitMs);
      this.lineWaiters.add(waiter);
    });
  }

  private reopenRemembered(): Promise<void> {
    this.reopening ??= this.findAndOpenRemembered().finally(() => {
      this.reopening = null;
    });
    return this.reopening;
  }

  private async findAndOpenRemembered(): Promise<void> {
    const serial = webSerial();
    if (!serial || this.port) return;
    const { settings } = this.snapshot;
    let ports: SerialPortLike[];
    try {
      ports = await serial.getPorts();
    } catch {
      return;
    }
    const known = settings.usbVendorId === undefined ? [] : ports.filter((p) => {
      const info = p.getInfo?.() ?? {};
      return info.usbVendorId === settings.usbVendorId && info.usbProductId === settings.usbProductId;
    });
    // Without USB ids (a real RS-232 port) only a single granted port is surely the scale.
    const port = known[0] ?? (ports.length === 1 ? ports[0] : undefined);
    if (port) await this.open(port);
  }

  private async open(port: SerialPortLike): Promise<boolean> {
    const { settings, status } = this.snapshot;
    this.update({ status: 'connecting' });
    try {
      await port.open({ baudRate: settings.baudRate, dataBits: settings.dataBits, parity: settings.parity, stopBits: 1, flowControl: 'none' });
    } catch {
      // Still unplugged (say so again), or open in another tab.
      this.update({ status: status === 'disconnected' ? 'disconnected' : 'notConnected' });
      return false;
    }
    this.port = port;
    this.update({ status: 'connected', latest: null });
    void this.readLines(port);
    return true;
  }

  private async readLines(port: SerialPortLike): Promise<void> {
    const splitter = createLineSplitter((line) => this.onLine(line));
    while (this.port === port && port.readable) {
      const reader = port.readable.getReader();
      this.reader = reader;
      let ended = false;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            break;
          }
          splitter.push(value);
        }
      } catch {
        // A framing or parity error keeps the port readable; a lost device does not.
      } finally {
        reader.releaseLock();
      }
      if (ended) break;
    }
    if (this.port === port) {
      this.port = null;
      this.update({ status: 'disconnected', latest: null });
      for (const waiter of [...this.lineWaiters]) waiter({ state: 'disconnected' });
    }
  }

  private onLine(line: string): void {
    const reading = parseScaleLine(this.snapshot.settings.protocol, line);
    this.update({ latest: { reading, at: Date.now() } });
    for (const waiter of [...this.lineWaiters]) waiter(reading);
  }

  private update(change: Partial<ScaleSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

const isWeight = (take: ScaleTake): take is Extract<ScaleReading, { state: 'stable' }> => take.state === 'stable' && take.mg > 0;

/** The tab's one scale. */
export const scaleConnection = new ScaleConnection();

/** A connection of its own, for tests that bring their own stand-in port. */
export const createScaleConnection = (): ScaleConnection => new ScaleConnection();
