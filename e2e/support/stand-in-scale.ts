/**
 * A stand-in for `navigator.serial` (Web Serial), injected into the page
 * before the app loads: one port, granted once chosen, whose readable
 * stream carries the lines the journey plays, each cut into two chunks as a
 * USB-serial adapter delivers them. Nothing of the app is replaced: the
 * app's connection, line reader, parser and fields run as with a real scale.
 */
export function installStandInScale(): void {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let granted = false;
  let plugged = true;
  const stop = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };
  const port = {
    readable: null as ReadableStream<Uint8Array> | null,
    opened: null as unknown,
    async open(options: unknown) {
      if (!plugged) throw new DOMException('Failed to open serial port.', 'NetworkError');
      port.opened = options;
      port.readable = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    },
    async close() {
      stop();
      port.readable = null;
    },
    getInfo: () => ({ usbVendorId: 0x0403, usbProductId: 0x6001 }),
  };
  const send = (line: string) => {
    const bytes = encoder.encode(`${line}\r\n`);
    const cut = Math.ceil(bytes.length / 2);
    controller?.enqueue(bytes.slice(0, cut));
    controller?.enqueue(bytes.slice(cut));
  };
  const serial = Object.assign(new EventTarget(), {
    requestPort: async () => {
      granted = true;
      return port;
    },
    getPorts: async () => (granted ? [port] : []),
  });
  Object.defineProperty(navigator, 'serial', { value: serial, configurable: true });
  Object.assign(window, {
    standInScale: {
      /** Plays [ms after start, line] pairs, then repeats the last line every `repeatMs` (a scale in stream mode). */
      play(recording: [number, string][], repeatMs = 100) {
        stop();
        for (const [at, line] of recording) timers.push(setTimeout(() => send(line), at));
        const last = recording[recording.length - 1];
        if (!last) return;
        const again = (at: number) => timers.push(setTimeout(() => { send(last[1]); again(repeatMs); }, at));
        again(last[0] + repeatMs);
      },
      /** The cable pulled: the stream ends. */
      unplug() {
        plugged = false;
        stop();
        controller?.close();
        port.readable = null;
      },
      openedWith: () => port.opened,
    },
  });
}

export interface StandInScale {
  play(recording: [number, string][], repeatMs?: number): void;
  unplug(): void;
  openedWith(): unknown;
}

/**
 * An A&D balance (stream mode, 10 lines a second) as a ring of 4.98 g is
 * put on the pan: zero, 2.4 s of the pan swinging through unstable
 * readings, then stable. Lines in the A&D standard format.
 */
export const andRingOnThePan: [number, string][] = [
  [0, 'ST,+00000.00  g'],
  ...['1.37', '4.12', '5.06', '5.21', '4.87', '4.79', '4.93', '5.08', '5.02', '4.91', '4.96', '5.01', '4.99', '4.95', '4.97', '4.99', '4.98', '4.97', '4.98', '4.99', '4.98', '4.98', '4.98', '4.98'].map(
    (grams, i): [number, string] => [100 * (i + 1), `US,+${grams.padStart(8, '0')}  g`],
  ),
  [2_600, 'ST,+00004.98  g'],
];
