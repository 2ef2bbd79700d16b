import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitUntilReady(url: string, child: ChildProcess, log: () => string) {
  // A first start loads the month demo (seconds on a quiet machine, much longer on a busy shared one).
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log()}`);
    try {
      const res = await fetch(`${url}/api/platform/me`);
      // 401: ready, nobody signed in; 409: ready, a fresh production install waiting for its setup.
      if (res.status === 401 || res.status === 409) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready: ${log()}`);
}

export interface ServerProcess {
  readonly baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built server (`npm run build` ran before) as its own process and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  // ATELIER_E2E_DIST runs the journeys against another build (e.g. one made in /tmp while dist/ is rebuilt).
  const dist = process.env.ATELIER_E2E_DIST ?? 'dist';
  const child = spawn(process.execPath, [`${dist}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      ATELIER_LOGIN_PER_ADDRESS: '1000',
      ATELIER_WEB_DIR: `${dist}/web`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, () => output);
  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
