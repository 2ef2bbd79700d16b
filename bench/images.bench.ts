// A cached image view over HTTP: the built server on its embedded PostgreSQL (a fresh data
// directory), the owner signed in uploads one photo, its 256 square is made
// once, then autocannon asks for that view with the session cookie: one
// request at a time (the latency, against the target), then 6 at a time as a
// browser loading a thumbnail grid would (throughput; latency then includes
// the queue). 2 s warm-up, 5 s measured each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { failed, measured, percentile, request, startServer, type BenchResult, type RunningServer } from './lib';
import { signIn } from './pg';

/** A browser's connections to one host over HTTP/1.1. */
const gridConnections = 6;
const warmUpSeconds = 2;
const durationSeconds = 5;
const p95TargetMs = 5;
const figure = 'GET /api/images/… cached 256 square, embedded PostgreSQL';
const names = {
  p50: `${figure}: p50, 1 connection`,
  p95: `${figure}: p95, 1 connection`,
  rps: `${figure}: requests/s, ${gridConnections} connections`,
  gridP95: `${figure}: p95, ${gridConnections} connections`,
};

/** A 1600 × 1200 JPEG of noise: about what a phone sends, after its own compression. */
async function photo(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function uploadPhoto(server: RunningServer, cookie: string): Promise<string> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'bench.jpg');
  const res = await fetch(`${server.url}/api/platform/uploads`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'atelier-bench' },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const { photos } = (await res.json()) as { photos: { src: string }[] };
  return photos[0]!.src;
}

async function load(url: string, cookie: string, connections: number, duration: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers: { cookie } }, (error, result) =>
      error ? reject(error as Error) : resolve(result),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return { result, latencies: latencies.sort((a, b) => a - b) };
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-images-'));
  let server: RunningServer | undefined;
  try {
    server = await startServer({ ATELIER_DATA_DIR: dataDir, DATABASE_URL: '' });
    const cookie = await signIn(server);
    const src = await uploadPhoto(server, cookie);
    // What imageUrl(src, { width: 180, height: 200 }) asks for; the first answer makes the cached view.
    const target = `${server.url}/api/images/${src}?w=256&h=256`;
    const first = await request(target, { headers: { cookie } });
    if (first.status !== 200 || first.headers['content-type'] !== 'image/webp') {
      throw new Error(`the first view answered ${first.status} ${first.headers['content-type']}`);
    }
    await load(target, cookie, gridConnections, warmUpSeconds);
    const single = await load(target, cookie, 1, durationSeconds);
    const grid = await load(target, cookie, gridConnections, durationSeconds);
    for (const { result, latencies } of [single, grid]) {
      if (result.non2xx + result.errors > 0 || latencies.length === 0) {
        throw new Error(`of ${result.requests.total} requests, ${result.non2xx} answered non-2xx and ${result.errors} failed (${result.timeouts} timeouts)`);
      }
    }
    const spread = (latencies: number[]) => `p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`;
    return [
      measured(names.p50, percentile(single.latencies, 50), 'ms', undefined, `${single.latencies.length} requests of ${first.headers['content-length']} bytes in ${durationSeconds} s`),
      measured(names.p95, percentile(single.latencies, 95), 'ms', p95TargetMs, spread(single.latencies)),
      measured(names.rps, grid.result.requests.total / grid.result.duration, 'req/s'),
      measured(names.gridP95, percentile(grid.latencies, 95), 'ms', undefined, spread(grid.latencies)),
    ];
  } catch (error) {
    return [
      failed(names.p50, 'ms', error),
      failed(names.p95, 'ms', error, p95TargetMs),
      failed(names.rps, 'req/s', error),
      failed(names.gridP95, 'ms', error),
    ];
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
