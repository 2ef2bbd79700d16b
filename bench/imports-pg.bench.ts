// A shop moving in: a 2,000-piece XLSX (`/setting/import`) read and checked
// (`POST /api/imports/pieces/preview`), then imported (`POST
// /api/imports/pieces`: the pieces in batches, one import document per
// branch, their metal posted from OUTSIDE to the counters), through the
// built server on the PostgreSQL server, signed in as the owner. Rows/s of
// the import (the target: a 2,000-row file in seconds), beside it the
// preview's and the import's times. Afterwards the pieces are counted and
// the ledger's totals checked by SQL (every material sums to zero).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { failed, measured, measuredAtLeast, startServer, type BenchResult, type RunningServer } from './lib';
import { createBenchDatabase, signIn, type BenchDatabase } from './pg';

const rows = 2_000;
/** 2,000 rows in at most 5 s. */
const rowsPerSecondTarget = 400;
const name = 'POST /api/imports/pieces, 2,000-piece XLSX: rows/s';

async function piecesWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stock');
  sheet.addRow(['Code', 'Category', 'Material', 'Gross weight', 'Stone weight', 'Branch', 'Making charge (USD)', 'Description', 'Note']);
  const categories = ['RING', 'NECKLACE', 'EARRING', 'BANGLE', 'BRACELET'];
  for (let i = 1; i <= rows; i++) {
    sheet.addRow([
      `MOVE-${String(i).padStart(5, '0')}`,
      categories[i % categories.length],
      i % 3 === 0 ? 'AU9999' : 'AU750',
      i % 2 === 0 ? `${1 + (i % 4)} chi ${i % 10} hun` : 2 + (i % 200) / 100,
      i % 5 === 0 ? 0.35 : 0,
      i % 4 === 0 ? 'PP-TK' : 'PP-CM',
      i % 7 === 0 ? 18.5 : '',
      `ចិញ្ចៀនលេខ ${i}`,
      '',
    ]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function post(server: RunningServer, cookie: string, url: string, bytes: Uint8Array, key?: string): Promise<{ status: number; body: string; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), 'stock.xlsx');
  const startedAt = performance.now();
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'atelier-bench', 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
    body: form,
  });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - startedAt };
}

async function check(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const pieces = await client.query<{ n: string }>(`SELECT count(*) AS n FROM jewelry_pieces WHERE code LIKE 'MOVE-%' AND state = 'in_stock'`);
    const unbalanced = await client.query(`SELECT material_id FROM holder_balances GROUP BY material_id HAVING sum(mg) <> 0`);
    if (Number(pieces.rows[0]!.n) !== rows) throw new Error(`${pieces.rows[0]!.n} pieces in stock after the import, not ${rows}`);
    if (unbalanced.rowCount !== 0) throw new Error('a material does not sum to zero over its holders after the import');
    return `${rows} pieces in stock, every material sums to zero`;
  } finally {
    await client.end();
  }
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-imports-'));
  let server: RunningServer | undefined;
  let database: BenchDatabase | undefined;
  try {
    database = await createBenchDatabase();
    // Migrations and the demo data first: on a loaded shared machine that alone can take a minute or more.
    server = await startServer({ DATABASE_URL: database.url, ATELIER_DATA_DIR: dataDir }, 240_000);
    const cookie = await signIn(server, 'owner');
    const bytes = await piecesWorkbook();
    const preview = await post(server, cookie, '/api/imports/pieces/preview', bytes);
    const previewed = JSON.parse(preview.body) as { rowCount?: number; problemRowCount?: number };
    if (preview.status !== 200 || previewed.rowCount !== rows || previewed.problemRowCount !== 0) {
      throw new Error(`the preview answered ${preview.status}: ${preview.body.slice(0, 300)}`);
    }
    const imported = await post(server, cookie, '/api/imports/pieces', bytes, 'bench-import-1');
    if (imported.status !== 201) throw new Error(`the import answered ${imported.status}: ${imported.body.slice(0, 300)}`);
    const checked = await check(database.url);
    return [
      measuredAtLeast(name, rows / (imported.ms / 1000), 'rows/s', rowsPerSecondTarget, `import ${Math.round(imported.ms)} ms (${(bytes.length / 1024).toFixed(0)} KB file); ${checked}`),
      measured('POST /api/imports/pieces/preview, 2,000-piece XLSX', preview.ms, 'ms', undefined, 'read, checked against the shop, every row answered'),
    ];
  } catch (error) {
    return [failed(name, 'rows/s', error, rowsPerSecondTarget)];
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
