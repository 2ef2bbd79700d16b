import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messageCatalogue, translate, type Locale, type MessageKey } from './messages';

/*
 * No message shows an unfilled placeholder (issue 18). Every server message is
 * rendered in both languages with the parameters its raising call passes,
 * read from the sources by the type checker: the code of each AppError (and
 * ruleBroken, conflict, badInput, translate), the message keys of its fields,
 * and the names of its params. A key with placeholders used anywhere the
 * checker cannot follow to such a call is reported too. The web catalogue's
 * `t(key, { … })` calls get the same check against en.json and kh.json.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
// Read as files, like the web sources below: the server does not import the web.
const webCatalogue = (locale: Locale) => JSON.parse(readFileSync(path.join(root, `src/web/i18n/${locale}.json`), 'utf8')) as Tree;
const serverKeys = Object.keys(messageCatalogue) as MessageKey[];
const locales: readonly Locale[] = ['en', 'kh'];
const serverPlaceholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const webPlaceholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!);
const placeholdersOf = (key: MessageKey) => new Set(locales.flatMap((l) => serverPlaceholders(messageCatalogue[key][l])));
const leftover = /\{\{?[^{}]*\}\}?/;

function sourceFiles(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && extensions.some((x) => e.name.endsWith(x)) && !/\.(test|e2e|bench)\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Keys with placeholders the check cannot follow, each with the reason it is filled anyway. */
const allowed: readonly { file: string; keys: readonly MessageKey[]; why: string }[] = [
  {
    file: 'src/server/modules/entries/entries.service.ts',
    keys: ['validation.cannotBeBiggerThan', 'validation.haveToBeBiggerThan', 'entries.lossTooMuch'],
    why: 'ruleMessage maps the shared entry rules to server keys; refuseRule passes the params each rule error carries',
  },
];

interface Finding {
  readonly at: string;
  readonly problem: string;
}

/** The message-raising calls of the server, as the type checker sees them. */
function checkServerSources() {
  // The server's own code, not the tests' harness (src/server/testing, which loads vitest and vite's types): its messages reach no one.
  const files = sourceFiles(path.join(root, 'src/server'), ['.ts']).filter((file) => !file.startsWith(path.join(root, 'src/server/testing/')));
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    // The server runs on Node: its globals come from @types/node. Without this the target's default
    // library brings the DOM's too, the largest file of the program to parse (with the harness, 0.6 s of its 3.5).
    lib: ['lib.es2023.d.ts'],
    resolveJsonModule: true,
    skipLibCheck: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];
  const checkedLiterals = new Set<ts.Node>();
  const keysResolvedByType = new Set<MessageKey>();
  let checkedCalls = 0;

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(root, file.fileName)}:${line + 1}`;
  };
  const isKey = (value: string): value is MessageKey => Object.hasOwn(messageCatalogue, value);
  /** The message keys an expression may be, or null when its type is wider than a few literals. */
  const keysOf = (expr: ts.Expression): MessageKey[] | null => {
    const type = checker.getTypeAtLocation(expr);
    const parts = type.isUnion() ? type.types : [type];
    if (!parts.every((p) => p.isStringLiteral())) return null;
    const keys = parts.map((p) => (p as ts.StringLiteralType).value).filter(isKey);
    return keys.length > 40 ? null : keys;
  };
  /** The parameter names an expression surely carries, or null when its type does not say (a Record). */
  const paramNamesOf = (expr: ts.Expression | undefined): Set<string> | null => {
    if (!expr) return new Set();
    const type = checker.getTypeAtLocation(expr);
    if (type.getStringIndexType()) return null;
    return new Set(type.getProperties().filter((p) => !(p.flags & ts.SymbolFlags.Optional)).map((p) => p.name));
  };
  const isComparison = (literal: ts.Node) =>
    ts.isCaseClause(literal.parent) ||
    (ts.isBinaryExpression(literal.parent) && /^(===|!==|==|!=)$/.test(literal.parent.operatorToken.getText()));
  const markLiterals = (expr: ts.Node) => {
    if (ts.isStringLiteralLike(expr)) checkedLiterals.add(expr);
    else if (ts.isConditionalExpression(expr)) [expr.whenTrue, expr.whenFalse].forEach(markLiterals);
    else if (ts.isParenthesizedExpression(expr)) markLiterals(expr.expression);
  };
  const requireParams = (node: ts.Node, keys: readonly MessageKey[], params: Set<string> | null, what: string) => {
    for (const key of keys) {
      const missing = [...placeholdersOf(key)].filter((p) => !params?.has(p));
      if (missing.length === 0) continue;
      findings.push({
        at: where(node),
        problem: params === null ? `${what} ${key} needs {${missing.join('}, {')}}: its params' names cannot be read` : `${what} ${key} is raised without {${missing.join('}, {')}}`,
      });
    }
  };
  /**
   * A fields argument: an object literal of keys (or `{ key, params }`); or a
   * record built in the raising function, whose keys are then the ones
   * written in that function before the call.
   */
  const checkFields = (expr: ts.Expression | undefined, params: Set<string> | null) => {
    if (!expr) return;
    if (!ts.isObjectLiteralExpression(expr)) {
      let scope: ts.Node = expr;
      while (!ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
      const before = (node: ts.Node): void => {
        if (node.getStart() >= expr.getStart()) return;
        if (ts.isStringLiteralLike(node) && isKey(node.text) && !checkedLiterals.has(node) && !isComparison(node)) {
          checkedLiterals.add(node);
          requireParams(node, [node.text], params, 'the field message');
        }
        ts.forEachChild(node, before);
      };
      ts.forEachChild(scope, before);
      return;
    }
    for (const property of expr.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      markLiterals(property.initializer);
      const keys = keysOf(property.initializer);
      if (keys) requireParams(property, keys, params, 'the field message');
    }
  };
  const calleeName = (call: ts.CallExpression | ts.NewExpression) => (ts.isIdentifier(call.expression) ? call.expression.text : undefined);
  /** A raise helper of the platform, not a local function of the same name. */
  const isPlatform = (call: ts.CallExpression | ts.NewExpression, file: RegExp) => {
    let symbol = checker.getSymbolAtLocation(call.expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations?.some((d) => file.test(d.getSourceFile().fileName)) ?? false;
  };
  const checkRaise = (node: ts.Node, code: ts.Expression | undefined, params: ts.Expression | undefined, fields: ts.Expression | undefined) => {
    checkedCalls++;
    const names = paramNamesOf(params);
    if (code) {
      markLiterals(code);
      const keys = keysOf(code);
      if (keys && !ts.isStringLiteralLike(code) && !ts.isConditionalExpression(code)) keys.forEach((k) => keysResolvedByType.add(k));
      if (keys) requireParams(node, keys, names, 'the message');
    }
    checkFields(fields, names);
  };
  /** A message with its own params: a field's `{ key: 'sales.invoiceVoided', params: { number } }`, a validation issue's. */
  const checkFieldMessage = (node: ts.ObjectLiteralExpression) => {
    const key = node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'key');
    const params = node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'params');
    if (!key || !params) return;
    const keys = keysOf(key.initializer);
    if (!keys || keys.length === 0) return;
    markLiterals(key.initializer);
    requireParams(node, keys, paramNamesOf(params.initializer), 'the message');
  };

  const literals: ts.StringLiteralLike[] = [];
  for (const file of program.getSourceFiles()) {
    if (!files.includes(path.normalize(file.fileName)) || file.fileName.endsWith('i18n/messages.ts')) continue;
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && calleeName(node) === 'AppError' && isPlatform(node, /platform\/errors\.ts$/)) {
        const [, code, params, fields] = node.arguments ?? [];
        checkRaise(node, code, params, fields);
      } else if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        const [a, b, c] = node.arguments;
        if ((name === 'ruleBroken' || name === 'conflict') && isPlatform(node, /platform\/errors\.ts$/)) checkRaise(node, a, b, undefined);
        else if (name === 'badInput' && isPlatform(node, /platform\/errors\.ts$/)) checkRaise(node, undefined, b, a);
        else if (name === 'translate' && isPlatform(node, /i18n\/messages\.ts$/)) checkRaise(node, a, c, undefined);
      } else if (ts.isObjectLiteralExpression(node)) {
        checkFieldMessage(node);
      } else if (ts.isStringLiteralLike(node) && isKey(node.text) && placeholdersOf(node.text).size > 0) {
        literals.push(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  /*
   * A key with placeholders written anywhere else, where its type says it is
   * a message key: typed as any key (a Record of keys filled in a loop) it
   * cannot be followed, so it is reported; typed as a few keys (a rule's
   * result), it must be one the checks above resolved. Comparisons are reads.
   */
  for (const literal of literals) {
    if (checkedLiterals.has(literal)) continue;
    if (isComparison(literal)) continue;
    const key = literal.text as MessageKey;
    const contextual = checker.getContextualType(literal);
    if (!contextual || !(contextual.isUnion() || contextual.isStringLiteral())) continue;
    const broad = contextual.isUnion() && contextual.types.length > 40;
    if (allowed.some((a) => where(literal).startsWith(a.file) && a.keys.includes(key))) continue;
    if (broad || !keysResolvedByType.has(key)) {
      findings.push({ at: where(literal), problem: `${key} needs {${[...placeholdersOf(key)].join('}, {')}} but is not passed straight to the AppError that raises it: give it as { key, params }` });
    }
  }
  return { findings, checkedCalls };
}

type Tree = { readonly [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as const] : [...flatten(v, `${prefix}${k}.`)])),
  );

/** `t('key', { … })` calls of the web app: the names it passes for the key's placeholders. */
function checkWebSources(en: Map<string, string>, kh: Map<string, string>) {
  const findings: Finding[] = [];
  let checkedCalls = 0;
  for (const fileName of sourceFiles(path.join(root, 'src/web'), ['.ts', '.tsx'])) {
    const file = ts.createSourceFile(fileName, readFileSync(fileName, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const isT = ts.isIdentifier(callee) ? callee.text === 't' : ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
        const [keyArg, options] = node.arguments;
        if (isT && keyArg && ts.isStringLiteralLike(keyArg)) {
          const key = keyArg.text;
          const variants = [key, `${key}_one`, `${key}_other`].filter((k) => en.has(k));
          if (variants.length > 0) {
            checkedCalls++;
            let names: Set<string> | null = new Set();
            if (options && ts.isObjectLiteralExpression(options)) {
              for (const p of options.properties) {
                if (ts.isSpreadAssignment(p)) names = null;
                else if (names && p.name) names.add(p.name.getText().replace(/^['"]|['"]$/g, ''));
              }
            } else if (options) names = null;
            const needed = new Set(variants.flatMap((k) => [...webPlaceholders(en.get(k)!), ...webPlaceholders(kh.get(k) ?? '')]));
            const missing = [...needed].filter((n) => names !== null && !names.has(n.split('.')[0]!));
            if (missing.length > 0) {
              const { line } = file.getLineAndCharacterOfPosition(node.getStart());
              findings.push({ at: `${path.relative(root, fileName)}:${line + 1}`, problem: `t('${key}') is called without {{${missing.join('}}, {{')}}}` });
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { findings, checkedCalls };
}

describe('no message shows an unfilled placeholder', () => {
  it('every server message has the same placeholders in Khmer and English, in single braces', () => {
    const mismatched = serverKeys.filter((key) => {
      const [en, kh] = locales.map((l) => serverPlaceholders(messageCatalogue[key][l]).sort().join());
      return en !== kh || /\{\{|\}\}/.test(messageCatalogue[key].en + messageCatalogue[key].kh);
    });
    expect(mismatched).toEqual([]);
  });

  it('every server message rendered with the params of its placeholders leaves no brace, in both languages', () => {
    for (const key of serverKeys) {
      const params = Object.fromEntries([...placeholdersOf(key)].map((p) => [p, 'x']));
      for (const locale of locales) expect(translate(key, locale, params), `${key} (${locale})`).not.toMatch(leftover);
    }
  });

  it('every AppError, field message and translate call of the server passes every placeholder its message uses', () => {
    const { findings, checkedCalls } = checkServerSources();
    expect(checkedCalls).toBeGreaterThan(150);
    expect(findings).toEqual([]);
  }, 120_000);

  it('every web message has the same placeholders in Khmer and English, in double braces', () => {
    const en = flatten(webCatalogue('en'));
    const kh = flatten(webCatalogue('kh'));
    const mismatched = [...en.keys()].filter((key) => {
      const [a, b] = [en.get(key)!, kh.get(key) ?? ''];
      // The image view template's hint names its own {src}, {width}, {height} for the owner to type.
      const single = (text: string) => key !== 'admin.settings.hints.imageViewUrlTemplate' && /(^|[^{])\{[^{}]*\}(?!\})/.test(text);
      return webPlaceholders(a).sort().join() !== webPlaceholders(b).sort().join() || single(a) || single(b);
    });
    expect(mismatched).toEqual([]);
  });

  it('every t(key, params) call of the web passes every placeholder of its key', () => {
    const { findings, checkedCalls } = checkWebSources(flatten(webCatalogue('en')), flatten(webCatalogue('kh')));
    expect(checkedCalls).toBeGreaterThan(500);
    expect(findings).toEqual([]);
  });
});
