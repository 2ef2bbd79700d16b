import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScaleConnection } from './scale-connection';
import type { SerialLike, SerialPortLike } from './web-serial';

/** A serial port whose stream the test writes lines into, as a scale would. */
function standInPort() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let plugged = true;
  const port: SerialPortLike & { opened?: unknown } = {
    readable: null,
    async open(options) {
      if (!plugged) throw new DOMException('Failed to open serial port.', 'NetworkError');
      port.opened = options;
      (port as { readable: ReadableStream<Uint8Array> | null }).readable = new ReadableStream({ start: (c) => void (controller = c) });
    },
    async close() {},
    getInfo: () => ({ usbVendorId: 1, usbProductId: 2 }),
  };
  return {
    port,
    send: (line: string) => controller?.enqueue(new TextEncoder().encode(`${line}\r\n`)),
    unplug: () => {
      plugged = false;
      controller?.close();
    },
    plugBack: () => {
      plugged = true;
    },
  };
}

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scale connection', () => {
  let scale: ReturnType<typeof standInPort>;
  beforeEach(() => {
    scale = standInPort();
    const serial = Object.assign(new EventTarget(), { requestPort: async () => scale.port, getPorts: async () => [scale.port] }) satisfies SerialLike;
    vi.stubGlobal('navigator', { serial });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the current stable weight at once, opened 9600 8N1', async () => {
    const connection = createScaleConnection();
    expect(await connection.connect({ protocol: 'and', baudRate: 9600, dataBits: 8, parity: 'none' })).toBe(true);
    expect(scale.port).toMatchObject({ opened: { baudRate: 9600, dataBits: 8, parity: 'none', stopBits: 1 } });
    scale.send('ST,+00012.34  g');
    await tick();
    expect(await connection.takeStable({ waitMs: 200 })).toMatchObject({ state: 'stable', mg: 12_340 });
  });

  it('waits past unstable lines and an empty pan for the stable weight', async () => {
    const connection = createScaleConnection();
    await connection.connect({ protocol: 'and', baudRate: 9600, dataBits: 8, parity: 'none' });
    scale.send('ST,+00000.00  g');
    const taking = connection.takeStable({ waitMs: 1_000 });
    await tick();
    scale.send('US,+00003.10  g');
    await tick();
    scale.send('US,+00003.01  g');
    await tick();
    scale.send('ST,+00003.00  g');
    expect(await taking).toMatchObject({ state: 'stable', mg: 3_000 });
  });

  it('answers with the scale state when no stable weight comes: overload, the empty pan, nothing at all', async () => {
    const connection = createScaleConnection();
    await connection.connect({ protocol: 'and', baudRate: 9600, dataBits: 8, parity: 'none' });
    expect(await connection.takeStable({ waitMs: 50 })).toEqual({ state: 'noReading' });
    scale.send('OL,+9999999E+19  g');
    await tick();
    expect(await connection.takeStable({ waitMs: 50 })).toEqual({ state: 'overload' });
    scale.send('ST,+00000.00  g');
    await tick();
    expect(await connection.takeStable({ waitMs: 50 })).toEqual({ state: 'empty' });
  });

  it('says a pulled cable is disconnected, also to a take that was waiting', async () => {
    const connection = createScaleConnection();
    await connection.connect({ protocol: 'and', baudRate: 9600, dataBits: 8, parity: 'none' });
    const taking = connection.takeStable({ waitMs: 1_000 });
    scale.unplug();
    expect(await taking).toEqual({ state: 'disconnected' });
    expect(connection.getSnapshot().status).toBe('disconnected');
    expect(await connection.takeStable({ waitMs: 50 })).toEqual({ state: 'disconnected' });
    // Plugged back in: the next take reopens the port by itself.
    scale.plugBack();
    const again = connection.takeStable({ waitMs: 1_000 });
    await tick();
    scale.send('ST,+00001.00  g');
    expect(await again).toMatchObject({ state: 'stable', mg: 1_000 });
  });

  it('reopens the port this browser was allowed before, with no prompt', async () => {
    const connection = createScaleConnection();
    await connection.resumeRemembered();
    expect(connection.getSnapshot().status).toBe('connected');
  });
});
