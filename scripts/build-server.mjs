// Bundles the server into dist/server/main.js (dependencies stay in
// node_modules) and copies the migrations beside it: `npm start` then runs
// plain JavaScript and starts fast.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // main.js starts opening the database while the app chunk loads.
  splitting: true,
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/migrations', 'dist/server/migrations', { recursive: true });
