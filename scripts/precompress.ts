// The built web app's text assets, compressed once at build time (brotli at
// its best quality and gzip -9) and written beside each file as .br and .gz,
// so the server sends a phone on the shop's Wi-Fi or 4G a third of the bytes
// without compressing on every request (@fastify/static `preCompressed`).
// Brotli at quality 11 is slow (seconds for the whole app), and `npm start`
// builds at every start: each result is kept in a cache by the file's content
// hash, so a rebuild only compresses what changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches; fonts and images are compressed formats already. */
const compressible = /\.(?:m?js|css|svg|json|html|txt|webmanifest)$/;

interface Encoding {
  readonly ext: '.br' | '.gz';
  readonly compress: (raw: Buffer) => Promise<Buffer>;
}

const encodings: readonly Encoding[] = [
  {
    ext: '.br',
    compress: (raw) =>
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
  },
  { ext: '.gz', compress: (raw) => gzip(raw, { level: 9 }) },
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

export interface PrecompressResult {
  readonly files: number;
  readonly rawBytes: number;
  readonly brotliBytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`
 * worth compressing (at least `minBytes`, and only where the result is smaller).
 */
export async function precompressDir(dir: string, cacheDir: string, minBytes = 1024): Promise<PrecompressResult> {
  mkdirSync(cacheDir, { recursive: true });
  const files = filesUnder(dir).filter((file) => compressible.test(file));
  let rawBytes = 0;
  let brotliBytes = 0;
  let done = 0;
  await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      if (raw.length < minBytes) return;
      const key = createHash('sha256').update(raw).digest('hex');
      for (const { ext, compress } of encodings) {
        const cached = path.join(cacheDir, key + ext);
        const packed = existsSync(cached) ? readFileSync(cached) : await compress(raw);
        if (!existsSync(cached)) writeFileSync(cached, packed);
        if (packed.length < raw.length) writeFileSync(file + ext, packed);
        if (ext === '.br') brotliBytes += Math.min(packed.length, raw.length);
      }
      rawBytes += raw.length;
      done += 1;
    }),
  );
  return { files: done, rawBytes, brotliBytes };
}
