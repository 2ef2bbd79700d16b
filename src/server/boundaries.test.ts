import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's boundaries are lint errors (docs/architecture.md,
 * "Boundaries"; the rule is eslint/server-boundaries.js): each probe is a
 * one-line file placed where it would sit, linted with the project's config;
 * the rule must fire on the import that crosses a wall and stay quiet on the
 * one that goes through the door.
 */

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const rule = 'atelier-server/boundaries';
let eslint: ESLint;

// Loading the project's lint config (typescript-eslint and all) takes seconds on a busy machine: once, before the probes.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repositoryRoot });
  await eslint.lintText('export {};\n', { filePath: path.join(repositoryRoot, 'src/server/probe.ts') });
}, 60_000);

/** The boundary findings (message ids) for one source line placed at `file` (relative to src/server). */
async function findings(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = 1;\n`, { filePath: path.join(repositoryRoot, 'src/server', file) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.messageId ?? m.message);
}

describe('server boundaries', () => {
  it("refuses another module's tables, at any depth, and lets a module read its own and reference another's keys", async () => {
    expect(await findings('modules/casting/probe.ts', "import { holders } from '../materials/materials.tables';")).toEqual(['tables']);
    expect(await findings('modules/casting/deep/probe.ts', "import { holders } from '../../materials/materials.tables';")).toEqual(['tables']);
    expect(await findings('modules/casting/probe.ts', "import { holders } from '../../modules/materials/materials.tables';")).toEqual(['tables']);
    expect(await findings('ledger/probe.ts', "import { holders } from '../modules/materials/materials.tables';")).toEqual(['tables']);
    expect(await findings('modules/casting/probe.ts', "import { casts } from './casting.tables';")).toEqual([]);
    expect(await findings('modules/casting/casting.tables.ts', "import { materialsKeys } from '../materials/materials.keys';")).toEqual([]);
  });

  it("refuses another module's internals, by import, re-export or dynamic import, and lets its index.ts through", async () => {
    expect(await findings('modules/casting/probe.ts', "import { submitTransfer } from '../materials/material-documents.service';")).toEqual(['internals']);
    expect(await findings('modules/casting/a/b/probe.ts', "import { setRate } from '../../../materials/rates.service';")).toEqual(['internals']);
    expect(await findings('modules/casting/probe.ts', "export { setRate } from '../materials/rates.service';")).toEqual(['internals']);
    expect(await findings('modules/casting/probe.ts', "export const load = () => import('../materials/rates.service');")).toEqual(['internals']);
    expect(await findings('assembly/probe.ts', "import { salesSettings } from '../modules/sales/sales.settings';")).toEqual(['internals']);
    expect(await findings('app.probe.ts', "import { salesRoutes } from './modules/sales/sales.routes';")).toEqual(['internals']);
    expect(await findings('modules/casting/probe.ts', "import { setRate } from '../materials';")).toEqual([]);
    expect(await findings('modules/casting/probe.ts', "import { setRate } from '../materials/index';")).toEqual([]);
    expect(await findings('assembly/probe.ts', "import { salesSettings } from '../modules/sales';")).toEqual([]);
  });

  it('refuses the ledger\'s internals outside it, and lets its index.ts through', async () => {
    expect(await findings('modules/casting/probe.ts', "import { postDocument } from '../../ledger/post-document';")).toEqual(['ledgerInternals']);
    expect(await findings('modules/casting/probe.ts', "import { postings } from '../../ledger/ledger.tables';")).toEqual(['ledgerInternals']);
    expect(await findings('modules/casting/probe.ts', "import { postDocument } from '../../ledger';")).toEqual([]);
    expect(await findings('ledger/probe.ts', "import { postDocument } from './post-document';")).toEqual([]);
  });

  it('refuses platform importing any module, even its index, or the ledger', async () => {
    expect(await findings('platform/demo/probe.ts', "import { seedCastingDemo } from '../../modules/casting';")).toEqual(['platformModule']);
    expect(await findings('platform/settings/probe.ts', "import { salesSettings } from '../../modules/sales/sales.settings';")).toEqual(['platformModule']);
    expect(await findings('platform/probe.ts', "import { verifyLedger } from '../ledger';")).toEqual(['platformLedger']);
    expect(await findings('platform/probe.ts', "import { audit } from './audit';")).toEqual([]);
  });
});
