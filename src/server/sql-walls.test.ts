import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { offeredPlatformTables } from './platform/platform.tables';

/**
 * The walls lint cannot see (docs/architecture.md, "Boundaries"): a table
 * named in SQL text. Lint refuses an import of another module's
 * `*.tables.ts`, but `sql\`… FROM invoices …\`` names the sales module's
 * table as plainly; a report that reads fifteen modules' tables breaks when
 * any of them changes. So each table has an owner (the module, the ledger
 * or platform whose `*.tables.ts` declares it), and SQL in a file may name
 * its own owner's tables only; another owner's rows come through the read
 * models that owner offers on its face (`castRowsSql`, `postingRowsSql`,
 * `invoiceRowsSql`, `holderRefs('h')` …), interpolated, so the table's name
 * is written in the owner's files alone.
 *
 * Platform offers a few tables to every module by name, read only
 * (`offeredPlatformTables` in platform.tables.ts): the shop's people and
 * branches, which every module's rows point at (created_by, staff_id,
 * branch_id) and which platform's `personJoin` already joins by name. The
 * rest of platform's (sessions, settings, the audit log, counters …) are its own.
 */

const serverRoot = path.resolve(import.meta.dirname);

/** The part of the house a file belongs to: a module's name, 'ledger', 'platform', or the rest's top folder or file ('assembly', 'app.ts' …). */
function ownerOfFile(relative: string): string {
  const parts = relative.split(/[\\/]/);
  return parts[0] === 'modules' ? parts[1]! : parts[0]!;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Every table by its owner, read from the `pgTable('name', …)` declarations of each `*.tables.ts`. */
function tableOwners(files: readonly string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.tables.ts'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z_0-9]+)'/g)) owners.set(match[1]!, ownerOfFile(path.relative(serverRoot, file)));
  }
  return owners;
}

/** The text of every string and template literal of a source (a template's interpolations read as `?`), with its line. */
function literalsOf(fileName: string, source: string): { text: string; line: number }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ text: node.text, line: lineOf(node) });
    else if (ts.isTemplateExpression(node)) found.push({ text: [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? '), line: lineOf(node) });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

interface ForeignTable {
  readonly file: string;
  readonly line: number;
  readonly sql: string;
  readonly owner: string;
}

/** The SQL in a source (at `relative`, under src/server) that names a table another owner has and does not offer it. */
function foreignTablesIn(relative: string, source: string, owners: ReadonlyMap<string, string>): ForeignTable[] {
  const names = [...owners.keys()].sort((a, b) => b.length - a.length).join('|');
  // A table after FROM, JOIN, UPDATE, INTO or TRUNCATE (DELETE FROM and INSERT INTO included), bare or quoted, not a column (`x.`) or a function (`x(`).
  const naming = new RegExp(`\\b(from|join|update|into|truncate(?:\\s+table)?)\\s+(?:only\\s+)?"?(${names})"?(?![\\w.(])`, 'gi');
  const me = ownerOfFile(relative);
  const offered = new Set<string>(offeredPlatformTables);
  return literalsOf(relative, source).flatMap(({ text, line }) =>
    [...text.replace(/--[^\n]*/g, '').matchAll(naming)].flatMap((match) => {
      const table = match[2]!.toLowerCase();
      const owner = owners.get(table)!;
      if (owner === me) return [];
      const reads = /^(from|join)$/i.test(match[1]!);
      if (owner === 'platform' && reads && offered.has(table)) return [];
      return [{ file: relative, line, sql: match[0].replace(/\s+/g, ' '), owner }];
    }),
  );
}

describe('SQL walls', () => {
  const files = sourceFiles(serverRoot);
  const owners = tableOwners(files);

  it('knows every owner of a table', () => {
    expect(owners.get('casts')).toBe('casting');
    expect(owners.get('invoice_lines')).toBe('sales');
    expect(owners.get('postings')).toBe('ledger');
    expect(owners.get('users')).toBe('platform');
    expect(owners.get('trusted_devices')).toBe('platform');
    expect(owners.size).toBeGreaterThan(50);
    for (const table of offeredPlatformTables) expect(owners.get(table)).toBe('platform');
  });

  it("catches SQL that names another owner's table, and lets an owner's own and platform's offered reads through", () => {
    const probe = (file: string, source: string) => foreignTablesIn(file, source, owners).map((f) => `${f.sql} (${f.owner})`);
    expect(probe('modules/reports/probe.ts', 'const q = sql`SELECT sum(l.amount_cents) FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id`;')).toEqual([
      'FROM invoice_lines (sales)',
      'JOIN invoices (sales)',
    ]);
    expect(probe('modules/casting/deep/probe.ts', 'const q = sql`SELECT 1 FROM "postings" p WHERE p.id = ${id}`;')).toEqual(['FROM "postings" (ledger)']);
    expect(probe('ledger/probe.ts', "const q = 'SELECT number FROM\\n  casts WHERE id = $1';")).toEqual(['FROM casts (casting)']);
    expect(probe('assembly/probe.ts', 'const q = sql`DELETE FROM entries WHERE true`;')).toEqual(['FROM entries (entries)']);
    expect(probe('modules/sales/probe.ts', 'const q = sql`UPDATE users SET display_name = ${name}; SELECT * FROM sessions`;')).toEqual([
      'UPDATE users (platform)',
      'FROM sessions (platform)',
    ]);
    expect(probe('modules/sales/probe.ts', 'const q = sql`SELECT * FROM invoices i JOIN users u ON u.id = i.created_by JOIN branches b ON b.id = i.branch_id`;')).toEqual([]);
    expect(probe('modules/reports/probe.ts', 'const q = sql`SELECT c.id FROM ${castRowsSql} c JOIN ${holderRefs("h")} ON h.id = c.holder_id -- not FROM casts`;')).toEqual([]);
    expect(probe('modules/reports/probe.ts', '// reads FROM casts only through castRowsSql\nconst casts = 1;')).toEqual([]);
  });

  it("no file names another owner's table in SQL: it reads it through a read model that owner offers", () => {
    const found = files.flatMap((file) => {
      const relative = path.relative(serverRoot, file);
      return foreignTablesIn(relative, fs.readFileSync(file, 'utf8'), owners);
    });
    expect(found.map((f) => `${f.file}:${f.line} ${f.sql} (${f.owner})`)).toEqual([]);
  });
});
