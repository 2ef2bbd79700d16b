// `npm test`: the type check, lint and the build at once (tsc and ESLint each
// keep one core busy, Vite's build spreads over what is left; the build is
// only for the journeys), then the unit and integration tests, then the
// journeys on that build. Each step's output is printed whole when it ends, so
// steps running together do not interleave their lines. The first step that
// fails stops the run with its exit code.
import { spawn } from 'node:child_process';
import console from 'node:console';
import process from 'node:process';

/** Runs `npm run <script>`; `quiet` keeps its output until it ends. */
function run(script, { quiet = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(`npm run ${script}`, { shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) process.stdout.write(output);
      console.log(`── ${script}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

async function steps(...groups) {
  for (const group of groups) {
    const codes = await Promise.all(group.map((script) => run(script, { quiet: group.length > 1 })));
    const failed = codes.find((code) => code !== 0);
    if (failed !== undefined) return failed;
  }
  return 0;
}

process.exitCode = await steps(['typecheck', 'lint', 'build'], ['test:unit'], ['test:journeys']);
