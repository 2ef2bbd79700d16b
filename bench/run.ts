// npm run bench [-- <name filter>…] [-- --no-build | --build]
// Builds what is stale, runs every bench/*.bench.ts, prints the figures and
// writes them to bench/out/latest.json. Exit code 1 when a figure failed or
// missed its target.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { failed, measured, type BenchResult } from './lib';

const benchDir = path.resolve('bench');
const outFile = path.join(benchDir, 'out/latest.json');
const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--'));

/** Newest modification time under the given files and folders (0 when none exist). */
function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Runs one command, keeping the end of its output for the report. */
function runStep(command: string, commandArgs: string[]): Promise<{ ok: boolean; seconds: number; tail: string }> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    const keep = (d: Buffer) => (output = (output + d.toString()).slice(-6000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5 * 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, seconds: (performance.now() - startedAt) / 1000, tail: output.trim() });
    });
  });
}

/**
 * The two halves of `npm run build`, each only when its output is older than
 * its sources; the server half runs even when the web half fails, so the
 * other figures are still measured.
 */
async function ensureBuild(): Promise<BenchResult[]> {
  if (args.includes('--no-build')) return [];
  const force = args.includes('--build');
  const shared = ['src/shared', 'package.json', 'package-lock.json'];
  const steps = [
    {
      name: 'build: web (vite build)',
      stale: force || mtime('dist/web/index.html') < newestMtime(['src/web', 'vite.config.ts', 'postcss.config.cjs', ...shared]),
      command: [process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build']] as const,
    },
    {
      name: 'build: server (scripts/build-server.mjs)',
      stale: force || mtime('dist/server/main.js') < newestMtime(['src/server', 'scripts/build-server.mjs', ...shared]),
      command: [process.execPath, ['scripts/build-server.mjs']] as const,
    },
  ];
  const results: BenchResult[] = [];
  for (const step of steps) {
    if (!step.stale) {
      results.push({ name: step.name, value: null, unit: 's', note: 'up to date, not rebuilt' });
      continue;
    }
    console.log(`${step.name} …`);
    const outcome = await runStep(step.command[0], [...step.command[1]]);
    if (outcome.ok) {
      results.push(measured(step.name, outcome.seconds, 's'));
    } else {
      console.log(outcome.tail.split('\n').slice(-25).join('\n'));
      results.push(failed(step.name, 's', `failed after ${outcome.seconds.toFixed(1)} s: ${outcome.tail.split('\n').slice(-3).join(' | ')}`));
    }
  }
  return results;
}

function formatValue(r: BenchResult): string {
  if (r.value === null) return '—';
  const v = r.value;
  return Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2);
}

function status(r: BenchResult): string {
  if (r.ok === false) return r.value === null ? 'FAILED' : 'OVER TARGET';
  if (r.ok === true) return 'ok';
  return '';
}

function printTable(results: readonly BenchResult[]) {
  const rows = results.map((r) => [
    r.name,
    formatValue(r),
    r.unit,
    r.target === undefined ? '' : `${r.atLeast ? '≥' : '≤'} ${r.target}`,
    status(r),
    r.error ?? r.note ?? '',
  ]);
  const header = ['figure', 'value', 'unit', 'target', 'status', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (i === 5 ? 0 : row[i]!.length))));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 5 ? c : i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

function gitDescription(): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() ? '+changes' : '';
    return commit + dirty;
  } catch {
    return undefined;
  }
}

async function main() {
  const startedAt = performance.now();
  const loadAverage = os.loadavg()[0]!;
  const results = await ensureBuild();
  const files = readdirSync(benchDir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => !filters.length || filters.some((filter) => f.includes(filter)))
    .sort();
  for (const file of files) {
    console.log(`${file} …`);
    try {
      const mod = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { run(): Promise<BenchResult[]> };
      results.push(...(await mod.run()));
    } catch (error) {
      results.push(failed(file, '', error));
    }
  }
  printTable(results);
  const summary = {
    createdAt: new Date().toISOString(),
    git: gitDescription(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverageAtStart: Number(loadAverage.toFixed(2)),
    seconds: Number(((performance.now() - startedAt) / 1000).toFixed(1)),
    results,
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\n${results.length} figures in ${summary.seconds} s (load average ${summary.loadAverageAtStart} on ${summary.cpus} cores) → ${path.relative(process.cwd(), outFile)}`);
  if (results.some((r) => r.ok === false)) process.exitCode = 1;
}

await main();
