// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/architecture.md ("Boundaries, and why") are lint
 * errors: each probe below is linted with the project's own eslint.config.js
 * as if it stood at `filePath`, and must raise its rule, or nothing at all.
 */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

// Loading the config and its plugins is the slow part: once, before the probes.
beforeAll(async () => {
  eslint = new ESLint({ cwd: projectRoot });
  await eslint.lintText('export {};\n', { filePath: 'src/web/modules/casting/components/warm-up.tsx' });
});

/** The boundary rules a probe breaks (other findings, an unused name say, are not this test's). */
async function brokenBoundaries(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? `fatal: ${message.message}`)
    .filter((rule) => rule.startsWith('boundaries/') || rule === 'no-restricted-imports' || rule.startsWith('fatal'));
}

const importing = (specifier: string) => `import { probe } from '${specifier}';\nexport { probe };\n`;

const inModule = 'src/web/modules/casting/components/probe.tsx';

describe("a web module reaches another only through its api/ and index.ts", () => {
  it.each([
    ['two levels up', inModule, '../../sales/components/pos-totals'],
    ['through modules/', inModule, '../../../modules/sales/components/pos-totals'],
    ['from src/web', inModule, '../../../../web/modules/sales/pages/pos-page'],
    ['from the module root', 'src/web/modules/casting/routes.tsx', '../sales/pages/pos-page'],
    ["another module's routes", 'src/web/modules/casting/routes.tsx', '../stock/routes'],
    ['from a page', 'src/web/modules/casting/pages/probe-page.tsx', '../../platform/components/backup-check-report'],
  ])('refuses an import of internals %s', async (_how, filePath, specifier) => {
    expect(await brokenBoundaries(filePath, importing(specifier))).toEqual(['boundaries/module-face']);
  });

  it('refuses a re-export and a lazy import of internals too', async () => {
    const code = "export { probe } from '../../sales/components/pos-totals';\nexport const page = () => import('../../stock/pages/inventory-page');\n";
    expect(await brokenBoundaries(inModule, code)).toEqual(['boundaries/module-face', 'boundaries/module-face']);
  });

  it.each([
    ["another module's api/", '../../sales/api/quote-sale'],
    ["another module's index", '../../sales'],
    ["another module's index by name", '../../sales/index'],
    ['its own internals', '../pages/casts-page'],
    ['the kit', '../../../ui'],
    ['the shell', '../../../shell/session'],
    ['the shared contracts', '../../../../shared/units'],
  ])('lets %s through', async (_what, specifier) => {
    expect(await brokenBoundaries(inModule, importing(specifier))).toEqual([]);
  });

  it('refuses src/server from anywhere in the web', async () => {
    expect(await brokenBoundaries(inModule, importing('../../../../server/config'))).toEqual(['no-restricted-imports']);
  });
});

describe("a web module keeps its layout", () => {
  it.each([
    ['a stray file at its root', 'src/web/modules/casting/helpers.ts'],
    ['a stray test at its root', 'src/web/modules/casting/helpers.test.ts'],
    ['a folder of its own', 'src/web/modules/casting/hooks/use-cast.ts'],
  ])('refuses %s', async (_what, filePath) => {
    expect(await brokenBoundaries(filePath, 'export const probe = 1;\n')).toEqual(['boundaries/module-layout']);
  });

  it.each([
    'src/web/modules/casting/routes.tsx',
    'src/web/modules/casting/index.ts',
    'src/web/modules/casting/home-figures.ts',
    'src/web/modules/casting/api/find-probes.ts',
    'src/web/modules/casting/components/probe-card.tsx',
    'src/web/modules/casting/pages/probe-page.test.tsx',
  ])('lets %s stand', async (filePath) => {
    expect(await brokenBoundaries(filePath, 'export const probe = 1;\n')).toEqual([]);
  });
});

describe('shell/ and ui/ import no module', () => {
  it.each([
    ['shell', 'src/web/shell/probe.ts', '../modules/platform/api/get-me'],
    ['shell layouts', 'src/web/shell/layouts/probe.tsx', '../../modules/sales'],
    ['ui', 'src/web/ui/probe.tsx', '../modules/sales/components/pos-totals'],
    ['ui, lazily', 'src/web/ui/printing/probe.ts', '../../modules/stock/api/find-pieces'],
  ])('refuses a module in %s', async (_where, filePath, specifier) => {
    expect(await brokenBoundaries(filePath, importing(specifier))).toEqual(['boundaries/stands-on-no-module']);
  });

  it('lets the shell use the kit and itself', async () => {
    expect(await brokenBoundaries('src/web/shell/probe.ts', `${importing('../ui')}${importing('./session').replace(/probe/g, 'session')}`)).toEqual([]);
  });
});

describe("the app is put together from the modules' routes and faces", () => {
  it('lets router.tsx take a module\'s routes', async () => {
    expect(await brokenBoundaries('src/web/router.tsx', importing('./modules/sales/routes'))).toEqual([]);
  });

  it("refuses a module's internals in router.tsx", async () => {
    expect(await brokenBoundaries('src/web/router.tsx', importing('./modules/sales/pages/pos-page'))).toEqual(['boundaries/assembles-routes']);
  });
});

describe('src/shared imports only zod', () => {
  it.each([
    ['a web package', 'react'],
    ['a server package', 'drizzle-orm'],
    ['Node', 'node:fs'],
    ['the web', '../../web/ui'],
    ['the server', '../../server/config'],
    ['a path out of src/shared', '../../package.json'],
  ])('refuses %s', async (_what, specifier) => {
    expect(await brokenBoundaries('src/shared/sales/probe.ts', importing(specifier))).toEqual(['boundaries/shared-only-zod']);
  });

  it.each([
    ['zod', 'zod'],
    ['another shared file', '../units'],
    ['a shared contract', '../contracts/common'],
  ])('lets %s through', async (_what, specifier) => {
    expect(await brokenBoundaries('src/shared/sales/probe.ts', importing(specifier))).toEqual([]);
  });

  it('lets a test beside a rule use its test tools, and nothing else', async () => {
    const test = 'src/shared/sales/probe.test.ts';
    expect(await brokenBoundaries(test, importing('vitest') + importing('fast-check').replace(/probe/g, 'fc'))).toEqual([]);
    expect(await brokenBoundaries(test, importing('react'))).toEqual(['boundaries/shared-only-zod']);
  });
});
