// `npm test`: the type check, lint, the unit and integration tests, the build
// and the journeys on that build, in two lines of steps that run side by side:
//   build → journeys
//   type check and lint (together) → unit and integration tests
// (ATELIER_TEST_ONE_BY_ONE=1: type check, lint and build together, then the
// unit and integration tests, then the journeys.)
// The journeys are the longest step, and mostly wait (on the browser, the
// server, the quiet moments a page needs before it is checked): started as soon
// as the build is there, they run beside the steps that keep both cores busy.
// Each step's output is printed whole when it ends, so steps running together
// do not interleave their lines. The first step that fails stops the run: the
// steps still running are ended, and the run exits with the failed step's code.
import { spawn } from 'node:child_process';
import console from 'node:console';
import process from 'node:process';

/**
 * What npm test adds to a step: the journeys on two workers, each with a server of its own (one
 * worker left most of a core idle once the unit tests were done), and without the screens saved
 * for a person to look at (e2e/support/browser.ts: screensWanted), a second each.
 */
const extras = {
  'test:journeys': { args: ' -- --maxWorkers=2', env: { ATELIER_E2E_SCREENS: '0' } },
};

const started = Date.now();
const running = new Set();
let failure;

/** Runs `npm run <script>` in its own process group (so a stop ends its children too); its output is kept until it ends. */
function run(script) {
  if (failure !== undefined) return Promise.resolve(false);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const extra = extras[script] ?? {};
    const child = spawn(`npm run ${script}${extra.args ?? ''}`, {
      shell: true,
      detached: true,
      env: { ...process.env, ...extra.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      const stopped = failure !== undefined && code !== 0;
      process.stdout.write(output);
      console.log(`── ${script}: ${code === 0 ? 'passed' : stopped ? 'stopped' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      if (code !== 0 && failure === undefined) {
        failure = code ?? 1;
        for (const other of running) stop(other);
      }
      resolve(code === 0);
    });
  });
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Groups one after the other; the steps of a group run at once. */
async function line(...groups) {
  for (const group of groups) {
    const passed = await Promise.all(group.map(run));
    if (!passed.every(Boolean)) return;
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    failure ??= 1;
    for (const child of running) stop(child);
  });
}

// Side by side by default: the journeys mostly wait on their browser and server, and the steps beside
// them keep both cores busy (889 s one after the other on this machine, against 680 s side by side). A
// keyboard journey once lost a race under that load; it since held four runs in a row beside three
// busy loops (load 9 to 10), and the journeys wait for what they type to land. ATELIER_TEST_ONE_BY_ONE=1
// runs the steps one after the other, the journeys on one worker, as before.
if (process.env.ATELIER_TEST_ONE_BY_ONE === '1') {
  extras['test:journeys'].args = ' -- --maxWorkers=1';
  await line(['typecheck', 'lint', 'build'], ['test:unit'], ['test:journeys']);
} else {
  await Promise.all([line(['build'], ['test:journeys']), line(['typecheck', 'lint'], ['test:unit'])]);
}
console.log(`── npm test: ${failure === undefined ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = failure ?? 0;
