import path from 'node:path';

/**
 * The server's boundaries (docs/architecture.md, "Boundaries"), as one lint
 * rule that resolves every relative import, at any depth, to the part of
 * the house it lands in:
 * - a module reaches another module only through its public face
 *   (`modules/<name>/index.ts`, and `<name>.keys.ts` for foreign keys), and
 *   never its tables (`*.tables.ts`);
 * - so do the ledger, the assembly, app.ts, main.ts and the test harness;
 * - the ledger is reached through its face (`ledger/index.ts`) from outside it;
 * - `platform/` imports no module and not the ledger: both stand on it.
 */

const serverRoot = `${path.sep}src${path.sep}server${path.sep}`;

/** Where a file sits: { area: 'modules', module: 'casting', rest: 'casting.service.ts' } … */
function placeOf(file) {
  const at = file.lastIndexOf(serverRoot);
  if (at < 0) return null;
  const parts = file.slice(at + serverRoot.length).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 1) return { area: 'modules', module: parts[1], rest: parts.slice(2).join('/') };
  return { area: parts[0], rest: parts.slice(1).join('/') };
}

/**
 * A module's face: its index.ts, and its `*.keys.ts` (the keys other tables reference), which a
 * `*.tables.ts` imports on its own so that loading a table never loads whole modules.
 */
const isFace = (rest) => rest === '' || /^index(\.ts)?$/.test(rest) || /^[a-z-]+\.keys(\.ts)?$/.test(rest);
const isTables = (rest) => /(^|\/)[^/]*\.tables(\.ts)?$/.test(rest);

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules, the ledger and platform import each other only as docs/architecture.md allows.' },
    schema: [],
    messages: {
      tables: "'{{spec}}' is another module's tables: only {{module}} touches them. Use a read function or read model its index.ts offers.",
      internals: "'{{spec}}' is inside the {{module}} module: import its public face ('{{face}}') and add the name to its index.ts if it is meant for others.",
      ledgerInternals: "'{{spec}}' is inside the ledger: import its public face ('{{face}}').",
      platformModule: "'{{spec}}': platform imports no module; the app's assembly (src/server/assembly) hands module pieces to platform's hooks.",
      platformLedger: "'{{spec}}': platform does not import the ledger; the ledger stands on platform.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = placeOf(file);
    if (!from) return {};
    const check = (node, source) => {
      const spec = source && typeof source.value === 'string' ? source.value : null;
      if (!spec || !spec.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(file), spec) + (spec.endsWith('/') ? path.sep : ''));
      if (!target) return;
      const faceOf = (dir) => {
        let face = path.relative(path.dirname(file), dir).split(path.sep).join('/');
        return face.startsWith('.') ? face : `./${face}`;
      };
      const serverDir = file.slice(0, file.lastIndexOf(serverRoot) + serverRoot.length);
      if (target.area === 'modules') {
        if (from.area === 'modules' && from.module === target.module) return;
        if (from.area === 'platform') return context.report({ node, messageId: 'platformModule', data: { spec } });
        if (isTables(target.rest)) {
          return context.report({ node, messageId: 'tables', data: { spec, module: target.module } });
        }
        if (!isFace(target.rest)) {
          return context.report({ node, messageId: 'internals', data: { spec, module: target.module, face: faceOf(path.join(serverDir, 'modules', target.module)) } });
        }
        return;
      }
      if (target.area === 'ledger' && from.area !== 'ledger') {
        if (from.area === 'platform') return context.report({ node, messageId: 'platformLedger', data: { spec } });
        if (!isFace(target.rest)) return context.report({ node, messageId: 'ledgerInternals', data: { spec, face: faceOf(path.join(serverDir, 'ledger')) } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const serverBoundaries = { rules: { boundaries } };
