// What the browser downloads for any page before the page's own chunks: the
// entry script, the stylesheets and modulepreloads of dist/web/index.html,
// every chunk those scripts import statically, and the catalogue (Khmer, the
// default and larger language) that the server preloads with every page
// (dist/web/route-preloads.json `catalogues`, fonts left out); each file
// gzip'd at level 9. Beside it, the same plus what the default layout of a
// signed-in page loads (its chunks and the catalogue sections they wait for).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePreloadsFile, type RoutePreloads } from '../src/shared/page-hints';
import { failed, measured, type BenchResult } from './lib';

const webDir = path.resolve('dist/web');
const firstScreenTargetKb = 150;
const firstScreenName = 'first screen JS+CSS+catalogue (gzip -9)';
const kb = (bytes: number) => bytes / 1024;
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Asset paths the page references: `<script type=module src>`, `<link rel=stylesheet|modulepreload href>`. */
export function entryAssets(html: string): string[] {
  const found: string[] = [];
  for (const [, tag, attrText] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = new Map([...attrText!.matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)].map(([, k, v]) => [k!.toLowerCase(), v ?? '']));
    if (tag!.toLowerCase() === 'script' && attrs.get('type') === 'module' && attrs.get('src')) found.push(attrs.get('src')!);
    const rel = attrs.get('rel');
    if (tag!.toLowerCase() === 'link' && (rel === 'stylesheet' || rel === 'modulepreload') && attrs.get('href')) found.push(attrs.get('href')!);
  }
  return found.filter((href) => !/^[a-z]+:\/\//i.test(href));
}

/** Static `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?<![\w$.])(?:import|export)\s*(?:[\w$*\s{},]*?\s*from\s*)?["']([^"']+\.(?:js|mjs|css))["']/g)].map((m) => m[1]!);
}

function firstScreenFiles(): string[] {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const pending = entryAssets(html).map((href) => path.join(webDir, href.split(/[?#]/)[0]!));
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`index.html references ${path.relative(webDir, file)}, which is not in dist/web`);
    seen.add(file);
    if (file.endsWith('.js') || file.endsWith('.mjs')) {
      for (const spec of staticImports(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.') || spec.startsWith('/')) {
          pending.push(spec.startsWith('/') ? path.join(webDir, spec) : path.resolve(path.dirname(file), spec));
        }
      }
    }
  }
  return [...seen].filter((f) => /\.(m?js|css)$/.test(f));
}

/** Files the server writes into every page (the Khmer catalogue) and those of the default layout, as paths under dist/web. */
function preloadedFiles(): { everyPage: string[]; defaultLayout: string[] } {
  const file = path.join(webDir, routePreloadsFile);
  if (!existsSync(file)) throw new Error(`${routePreloadsFile} is missing from dist/web`);
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const code = (urls: readonly string[] | undefined) => (urls ?? []).filter((url) => /\.(m?js|css|json)$/.test(url)).map((url) => path.join(webDir, url));
  return {
    everyPage: code(preloads.catalogues.kh),
    defaultLayout: [...code(preloads.layouts.default), ...code(preloads.sections?.kh?.layouts.default)],
  };
}

function allFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

export async function run(): Promise<BenchResult[]> {
  if (!existsSync(path.join(webDir, 'index.html'))) {
    return [failed(firstScreenName, 'KB', 'dist/web/index.html is missing (the web build failed?)', firstScreenTargetKb)];
  }
  const results: BenchResult[] = [];
  try {
    const { everyPage, defaultLayout } = preloadedFiles();
    const files = [...new Set([...firstScreenFiles(), ...everyPage])];
    const sum = (list: readonly string[]) => list.reduce((total, f) => total + gzipBytes(f), 0);
    // What the server sends a browser that accepts brotli: the build's .br beside each file.
    const sent = (list: readonly string[]) => list.reduce((total, f) => total + statSync(existsSync(`${f}.br`) ? `${f}.br` : f).size, 0);
    const counts = (list: readonly string[]) => {
      const ext = (pattern: RegExp) => list.filter((f) => pattern.test(f)).length;
      return `${ext(/\.m?js$/)} JS + ${ext(/\.css$/)} CSS + ${ext(/\.json$/)} catalogue files`;
    };
    results.push(measured(firstScreenName, kb(sum(files)), 'KB', firstScreenTargetKb, counts(files)));
    const missing = files.filter((f) => !existsSync(`${f}.br`)).length;
    results.push(measured('first screen JS+CSS as sent (brotli)', kb(sent(files)), 'KB', undefined, missing ? `${missing} files without .br` : 'every file precompressed'));
    const withLayout = [...new Set([...files, ...defaultLayout])];
    results.push(
      measured('… with the default layout (gzip -9)', kb(sum(withLayout)), 'KB', undefined, counts(withLayout)),
      measured('… with the default layout as sent (brotli)', kb(sent(withLayout)), 'KB'),
    );
  } catch (error) {
    results.push(failed(firstScreenName, 'KB', error, firstScreenTargetKb));
  }
  const assets = allFiles(path.join(webDir, 'assets'));
  const code = assets.filter((f) => /\.(m?js|css)$/.test(f));
  const built = assets.filter((f) => !/\.(br|gz)$/.test(f));
  results.push(
    measured('all JS+CSS assets (gzip -9)', kb(code.reduce((sum, f) => sum + gzipBytes(f), 0)), 'KB', undefined, `${code.length} files`),
    measured('all assets (raw, fonts and images included)', kb(built.reduce((sum, f) => sum + statSync(f).size, 0)), 'KB', undefined, `${built.length} files`),
  );
  return results;
}
