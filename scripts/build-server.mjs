// Bundles the server into dist/server/main.js (dependencies stay in
// node_modules) and copies the migrations beside it: `npm start` then runs
// plain JavaScript and starts fast.
//
// `node scripts/build-server.mjs <folder> [name=entry.ts …]` bundles into
// another folder, with more entry points beside main: the tests' processes
// (src/server/testing/app-build.ts) run the app and its commands bundled as
// `npm start` runs the app, with these same settings. The folder must lie
// inside the project, where the bundle finds node_modules.
import { cpSync, rmSync } from 'node:fs';
import { argv } from 'node:process';
import { build } from 'esbuild';

const [outdir = 'dist/server', ...more] = argv.slice(2);
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', ...Object.fromEntries(more.map((pair) => pair.split('='))) },
  outdir,
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
cpSync('src/server/migrations', `${outdir}/migrations`, { recursive: true });
