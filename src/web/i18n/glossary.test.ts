import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import glossary from './glossary.json';
import kh from './kh.json';

/*
 * Issue 20 §11: one Khmer word per concept of the trade. Every Khmer
 * catalogue value (kh.json, the server's messages, the Khmer export headers
 * and cells written in the server's sources) is checked against the forms
 * docs/glossary.md rules out. The sources are read as text with the type
 * checker's parser (the web does not import the server).
 */

const root = path.resolve(import.meta.dirname, '../../..');
type Tree = { [key: string]: string | Tree };

interface Concept {
  id: string;
  en: string;
  kh: string;
  also?: string[];
  avoid: string[];
  note: string;
}
const concepts = glossary.concepts as Concept[];
const rules = concepts.flatMap((c) => c.avoid.map((source) => ({ id: c.id, form: source, pattern: new RegExp(source, 'u') })));

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string' ? [[key, value] as [string, string]] : flatten(value, key);
  });
}

const khmer = /[\u1780-\u17FF]/u;
/*
 * Demo and fixture data are names a shop types (a branch, a customer, a
 * material); units.ts lists the spellings a person may type, not what the
 * app prints.
 */
const notCatalogue = /(\.test|\.e2e|-for-test|-demo|-fixture)\.tsx?$|\/shared\/units\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !notCatalogue.test(file.split(path.sep).join('/')));
}

/** Every Khmer string literal of a source file, with its line. */
function khmerLiterals(file: string): [string, string][] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: [string, string][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      if (khmer.test(node.text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push([`${path.relative(root, file)}:${line}`, node.text]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const catalogue = flatten(kh as Tree).map(([key, value]) => [`kh.json ${key}`, value] as [string, string]);
const sources = ['src/server', 'src/shared', 'src/web'].flatMap(sourceFiles).flatMap(khmerLiterals);

function breaches(values: readonly [string, string][]): string[] {
  return values.flatMap(([where, value]) =>
    rules.filter((rule) => rule.pattern.test(value)).map((rule) => `${where}: ${rule.id} must not read "${rule.form}" in "${value}"`),
  );
}

describe('the Khmer glossary', () => {
  it('names each concept once, with a form to use that its own rules allow', () => {
    const ids = concepts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const concept of concepts) {
      expect(concept.kh.trim(), concept.id).not.toBe('');
      expect(concept.note.trim(), concept.id).not.toBe('');
      for (const form of [concept.kh, ...(concept.also ?? [])]) {
        expect(rules.filter((r) => r.id === concept.id && r.pattern.test(form)).map((r) => r.form), `${concept.id}: ${form}`).toEqual([]);
      }
    }
  });

  it('covers the words the issue names', () => {
    const preferred = new Map(concepts.map((c) => [c.id, c.kh]));
    expect(Object.fromEntries(['fineWeight', 'void', 'dueDate', 'creditBalance', 'productionItem', 'material', 'goldPrice', 'ask', 'bid', 'walkIn', 'preOrder', 'held', 'holder', 'strict'].map((id) => [id, preferred.get(id)]))).toEqual({
      fineWeight: 'ទម្ងន់មាសសុទ្ធ',
      void: 'ទុកជាមោឃៈ',
      dueDate: 'ថ្ងៃកំណត់បង់',
      creditBalance: 'ប្រាក់កក់នៅសល់',
      productionItem: 'គ្រឿង',
      material: 'ប្រភេទមាស',
      goldPrice: 'តម្លៃមាស',
      ask: 'លក់ចេញ',
      bid: 'ទិញចូល',
      walkIn: 'អតិថិជនទូទៅ',
      preOrder: 'កុម្ម៉ង់',
      held: 'ផ្អាក',
      holder: 'គណនី',
      strict: 'តឹងរ៉ឹង',
    });
  });

  it('is written out for people in docs/glossary.md, every concept with its form', () => {
    const doc = readFileSync(path.join(root, 'docs/glossary.md'), 'utf8');
    expect(concepts.filter((c) => !doc.includes(c.kh)).map((c) => c.id)).toEqual([]);
  });

  it('finds a forbidden form when one is there (the check can fail)', () => {
    expect(breaches([['sample', 'វិក្កយបត្រនេះត្រូវបានលុបចោល']])).toHaveLength(3);
    expect(breaches([['sample', 'ប័ណ្ណឥណទាន']])).toEqual([]);
    expect(breaches([['sample', 'ឥណទានរបស់អតិថិជន']])).toHaveLength(1);
    expect(breaches([['sample', 'មាសចាស់ទិញចូល 12 ជី']])).toEqual([]);
    expect(breaches([['sample', 'ទម្ងន់ ១២ ក្រាម']]).map((b) => b.split(': ')[1])).toEqual(['figures must not read "[\\u17E0-\\u17E9]" in "ទម្ងន់ ១២ ក្រាម"']);
  });

  it('kh.json follows it', () => {
    expect(breaches(catalogue)).toEqual([]);
  });

  it("the server's Khmer messages and the Khmer export headers follow it", () => {
    expect(sources.some(([where]) => where.startsWith('src/server/platform/i18n/messages.ts'))).toBe(true);
    expect(sources.some(([where]) => where.startsWith('src/server/modules/reports/report-tables.ts'))).toBe(true);
    expect(breaches(sources)).toEqual([]);
  });
});
