import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The code cites the design as "DESIGN §3.8" (docs/design.md, section 3.8).
 * A citation that names no section of docs/design.md points nowhere: this
 * test reads every one in the repository's code and documents and fails on
 * it, so a renumbered or missing section is caught where it is cited.
 */
const designPath = 'docs/design.md';
const searched = ['src', 'e2e', 'bench', 'scripts', 'docs', 'README.md'];
const skippedDirs = new Set(['node_modules', 'dist', 'data', 'out', 'screenshots', 'fixtures']);
const readable = /\.(ts|tsx|js|mjs|cjs|css|sql|md)$/;

/**
 * Sections cited after "DESIGN": "DESIGN §3.8", "DESIGN §2, §3.2", "(DESIGN
 *  * §3.1)" wrapped across comment lines, "DESIGN.md §5".
 */
function citedSections(text: string): string[] {
  const citation = /\bDESIGN(?:\.md)?(?:[\s*/#-]*)§\s?(\d+(?:\.\d+)*)((?:\s*(?:,|and|or)\s*§\s?\d+(?:\.\d+)*)*)/g;
  const sections: string[] = [];
  for (const match of text.matchAll(citation)) {
    sections.push(match[1]!);
    for (const more of (match[2] ?? '').matchAll(/§\s?(\d+(?:\.\d+)*)/g)) sections.push(more[1]!);
  }
  return sections;
}

/** The numbered headings of a markdown document: "## 3. Modules" → 3, "### 3.10 the shop's real parts" → 3.10. */
function headedSections(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]!);
}

function filesUnder(entry: string): string[] {
  const stat = readdirSync(path.dirname(entry), { withFileTypes: true }).find((d) => d.name === path.basename(entry));
  if (!stat) return [];
  if (stat.isFile()) return readable.test(entry) ? [entry] : [];
  return readdirSync(entry, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(entry, d.name);
    if (d.isDirectory()) return skippedDirs.has(d.name) ? [] : filesUnder(full);
    return readable.test(d.name) ? [full] : [];
  });
}

describe('DESIGN § citations', () => {
  it('reads a citation in each form the code writes it', () => {
    const text = [
      ' * Old gold bought back at the counter (DESIGN §3.8). How its purity',
      ' * The materials a shop starts with (DESIGN §2, §3.2), offered',
      ' * What an audit row says was done: the closed set of audit actions (DESIGN',
      ' * §3.1). The one home of these codes',
      "-- DESIGN §5: append and reverse, never update or delete",
      ' * (spec §3 stage keys, DESIGN §3.3) and DESIGN §3.5, spec §4; see DESIGN §3.4.',
    ].join('\n');
    expect(citedSections(text)).toEqual(['3.8', '2', '3.2', '3.1', '5', '3.3', '3.5', '3.4']);
  });

  it('reads the numbered headings of a document, not its other lines', () => {
    expect(headedSections('# Title\n## 1. Who\ntext §2\n### 3.10 parts\n#### 3.10.1 more\n## Notes\n')).toEqual(['1', '3.10', '3.10.1']);
  });

  it('docs/design.md numbers each section once', () => {
    const sections = headedSections(readFileSync(designPath, 'utf8'));
    expect(sections.length).toBeGreaterThan(10);
    expect(sections.filter((s, i) => sections.indexOf(s) !== i)).toEqual([]);
  });

  it('every DESIGN § the repository cites is a section of docs/design.md', () => {
    const sections = new Set(headedSections(readFileSync(designPath, 'utf8')));
    const files = searched.flatMap(filesUnder).filter((file) => path.normalize(file) !== path.normalize(designPath));
    const citations = files.flatMap((file) => citedSections(readFileSync(file, 'utf8')).map((section) => ({ file, section })));
    // The code cites the design a couple of hundred times: finding none means the search, not the code, is broken.
    expect(citations.length).toBeGreaterThan(150);
    expect(citations.filter((c) => !sections.has(c.section))).toEqual([]);
  });
});
