// What a cold page load needs, known at build time so that the browser asks
// for all of it at once instead of one round trip after another (issue 21,
// item 3; measured with bench/cold-routes.bench.ts):
//   - few, larger chunks: the server speaks HTTP/1.1, six connections per
//     host, so forty 1 KB chunks queue in seven waves, and an /api call issued
//     behind them waits too;
//   - the app and the route table preloaded from index.html, not discovered
//     only once the entry script has run;
//   - each page's chunks (and its layout's) written into the page's HTML by
//     the server (src/server/platform/web-pages.ts), not discovered only once
//     the route table has run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routePreloadsFile, type RoutePreloads } from '../src/shared/page-hints';
import { firstScreenFilePattern, sectionFilePattern, sectionsAwaited } from './catalogue-sections';

/**
 * The page module of each route in a module's routes.tsx: each route is one line,
 * `createRoute(searchPage('<pattern>', () => import('<module>')…))` (`loadedPage` for a page with a
 * loader, `page` for one without), or `createRoute(redirect('<pattern>', '<to>'))` for an address that
 * only sends the reader on (its page is the one it sends to). The module's page loads are named once,
 * `modulePages(() => import('<module>')…)` in the same file: their chunk comes with a `loadedPage`'s or
 * a `searchPage`'s.
 */
type RouteImport = { pattern: string; specifier: string; loads?: string } | { pattern: string; redirectTo: string };

export function pageImportsOf(source: string): RouteImport[] {
  const loads = /\bmodulePages\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/.exec(source)?.[1];
  return source
    .split(/\bcreateRoute\(/)
    .slice(1)
    .flatMap((block): RouteImport[] => {
      const redirect = /^\s*redirect\(\s*['"]([^'"]+)['"]\s*,\s*['"]([^'"]+)['"]\s*\)/.exec(block);
      if (redirect) return [{ pattern: redirect[1]!, redirectTo: redirect[2]! }];
      const page = /^\s*(page|loadedPage|searchPage)\(\s*['"]([^'"]+)['"]\s*,\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/.exec(block);
      if (!page) return [];
      return [{ pattern: page[2]!, specifier: page[3]!, ...(page[1] !== 'page' && loads ? { loads } : {}) }];
    });
}

const sourceExtensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function sourceFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return sourceExtensions.map((ext) => base + ext).find((candidate) => {
    try {
      return readFileSync(candidate).length >= 0;
    } catch {
      return false;
    }
  });
}

/** A route's source modules (absolute paths): its page's, then its module's page loads where it has them. */
export interface RouteModules {
  readonly page: string;
  readonly loads?: string;
}

/** Every route's page module and page loads, from src/web/modules/*\/routes.tsx. */
export function findRouteModules(webRoot: string): Map<string, RouteModules> {
  const modulesDir = path.join(webRoot, 'modules');
  const pages = new Map<string, RouteModules>();
  /** Addresses that send the reader on: the browser will need the page they send to. */
  const redirects = new Map<string, string>();
  for (const moduleName of readdirSync(modulesDir)) {
    const routesFile = path.join(modulesDir, moduleName, 'routes.tsx');
    let source: string;
    try {
      source = readFileSync(routesFile, 'utf8');
    } catch {
      continue;
    }
    for (const route of pageImportsOf(source)) {
      if ('redirectTo' in route) {
        redirects.set(route.pattern, route.redirectTo);
        continue;
      }
      const page = sourceFile(routesFile, route.specifier);
      const loads = route.loads ? sourceFile(routesFile, route.loads) : undefined;
      if (page) pages.set(route.pattern, { page, ...(loads ? { loads } : {}) });
    }
  }
  for (const [pattern, to] of redirects) {
    const modules = pages.get(to);
    if (modules) pages.set(pattern, modules);
  }
  return pages;
}

/** Every route's page module (absolute path, without the query), from src/web/modules/*\/routes.tsx. */
export function findRoutePages(webRoot: string): Map<string, string> {
  return new Map([...findRouteModules(webRoot)].map(([pattern, modules]) => [pattern, modules.page]));
}

// The UI kit the pages share; other libraries (sheets, codes and what they
// pull in) stay with the few pages that use them.
const uiKit =
  /node_modules[\\/](?:@mantine[\\/](?:core|hooks|dates|notifications|modals|dropzone|spotlight|nprogress)|@floating-ui|@tabler[\\/]icons-react|@tanstack|react-number-format|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib|react-textarea-autosize|dayjs|clsx|react-dropzone|attr-accept|file-selector)[\\/]/;
const sharedWebCode = /src[\\/](?:shared|web[\\/](?:ui|shell|i18n))[\\/]/;
/** The kit's charts, drawn by the dashboard and the rates page only: a chunk of their own those two preload, not in every page's `common`. */
const chartKit = /src[\\/]web[\\/]ui[\\/]charts[\\/]/;
const moduleCode = /src[\\/]web[\\/]modules[\\/]([^\\/]+)[\\/](?!pages[\\/]|routes\.tsx)/;
/** What the root route loads lazily for every page: the date pickers' Khmer locale. */
const rootLoads = /node_modules[\\/]dayjs[\\/]locale[\\/]km\.js$/;
/** The shell's views, which the not-found page waits for (src/web/shell/deferred-views.tsx). */
const shellViewsModule = /src[\\/]web[\\/]shell[\\/]shell-views\.ts$/;
/** A module's page loads (its searches and first queries): pages/page-loads.ts. */
const pageLoadsModule = /src[\\/]web[\\/]modules[\\/]([^\\/]+)[\\/]pages[\\/]page-loads\.ts$/;

interface Chunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly code: string;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly moduleIds: readonly string[];
  readonly isEntry: boolean;
  readonly viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string }>;

function chunksOf(bundle: Bundle): Chunk[] {
  return Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
}

/** A chunk's file, the chunks it imports statically (all the way down), and their styles, as URLs. */
function chunkFiles(bundle: Bundle, roots: readonly Chunk[], leaveOut: ReadonlySet<string> = new Set()): string[] {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const chunk = pending.pop()!;
    if (files.has(chunk.fileName) || leaveOut.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return [...files].map((file) => `/${file}`);
}

/**
 * The chunks of the first screen and of each page, and the file that says
 * which a page needs. Chunk groups (rolldown's `codeSplitting`): everything
 * the entry imports statically, i.e. the app, the router and the route table
 * (one chunk, which index.html loads); the UI kit the pages share (Mantine,
 * icons: one chunk); the shop's shared web code; each module's shared code.
 * A page then needs its own chunk and two to six shared ones, rather than
 * twenty to forty.
 */
export function firstScreenChunks(): Plugin {
  const webRoot = path.resolve('src/web');
  const layoutModules: Record<string, string> = {
    default: path.join(webRoot, 'shell/layouts/default-layout.tsx'),
    empty: path.join(webRoot, 'shell/layouts/empty-layout.tsx'),
  };

  /**
   * What the page loads need, all the way down (the contracts' schemas, the query options), by
   * the modules whose page loads reach it: chunks of their own that need nothing but the first
   * screen, so a page's queries start as soon as they have come, beside the page's chunk and the
   * UI kit, not after them. What one module's loads alone need is that module's (`<module>-loads`):
   * a page builds its own module's schemas, not every module's; what several share (zod, the
   * common contracts) is one `page-data` chunk.
   */
  const pageDataOwners = new Map<string, Set<string>>();
  const moduleLoadsChunkOf = (id: string): string | null => {
    const owners = pageDataOwners.get(id);
    return owners?.size === 1 ? `${[...owners][0]}-loads` : null;
  };

  return {
    name: 'atelier-first-screen-chunks',
    apply: 'build',
    buildEnd() {
      pageDataOwners.clear();
      for (const loads of [...this.getModuleIds()].filter((id) => pageLoadsModule.test(id))) {
        const owner = pageLoadsModule.exec(loads)![1]!;
        const pending = [loads];
        const seen = new Set<string>();
        while (pending.length) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const owners = pageDataOwners.get(id) ?? new Set<string>();
          owners.add(owner);
          pageDataOwners.set(id, owners);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      // A module's own chunk must not be imported by any other chunk but its pages': a file the
      // shared web code imports too (a contract the upload field reads, ui/local-name.ts, an API a
      // home figure asks) is shared, and so is everything it imports, else every page would fetch
      // every module's loads.
      // A page or component of the module, which only its pages load; not a file at its root (its home
      // figures, its face) nor an API the page loads do not reach, which the shell may import.
      const ownModule = (id: string, owner: string) => new RegExp(`src[\\\\/]web[\\\\/]modules[\\\\/]${owner}[\\\\/](?:pages|components)[\\\\/]`).test(id);
      const shared = (id: string) => {
        const pending = [id];
        while (pending.length) {
          const next = pending.pop()!;
          const owners = pageDataOwners.get(next);
          if (!owners || owners.size > 1) continue;
          owners.add('*');
          pending.push(...(this.getModuleInfo(next)?.importedIds ?? []));
        }
      };
      let changed = true;
      while (changed) {
        changed = false;
        for (const [id, owners] of pageDataOwners) {
          if (owners.size !== 1) continue;
          const [owner] = owners as Set<string> & [string];
          const importers = this.getModuleInfo(id)?.importers ?? [];
          const ownedAlike = (importer: string) => (pageDataOwners.get(importer)?.size === 1 && pageDataOwners.get(importer)!.has(owner)) || ownModule(importer, owner);
          if (importers.every(ownedAlike)) continue;
          shared(id);
          changed = true;
        }
      }
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            // Each module's body runs when a module that imports it first runs, not when its chunk
            // arrives: a page builds the contracts' schemas and Mantine's components it uses, not every
            // one in the shared chunks (page-data, kit). About 4 KB more in the first screen, for the
            // wrappers; cold routes p50/p95 506/644 → 456/610 ms (bench/cold-routes.bench.ts).
            strictExecutionOrder: true,
            codeSplitting: {
              groups: [
                // Groups take their modules in order; what the first screen uses is taken first.
                { name: 'app', tags: ['$initial'], priority: 40 },
                { name: 'page-data', test: (id: string) => (pageDataOwners.get(id)?.size ?? 0) > 1, priority: 36 },
                { name: moduleLoadsChunkOf, debugName: 'module-loads', test: (id: string) => pageDataOwners.get(id)?.size === 1, priority: 35 },
                { name: 'kit', test: uiKit, priority: 30, minShareCount: 2 },
                { name: 'charts', test: chartKit, priority: 25 },
                { name: 'common', test: sharedWebCode, priority: 20, minShareCount: 2 },
                {
                  name: (id: string) => moduleCode.exec(id)?.[1] ?? null,
                  debugName: 'module',
                  test: moduleCode,
                  priority: 10,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    }),
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const chunks = chunksOf(bundle);
      const chunkOf = (moduleId: string) => chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
      // What index.html loads already: the entry chunk and what it imports.
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const firstScreen = new Set(chunkFiles(bundle, entries).map((url) => url.slice(1)));
      const preloadsOf = (moduleId: string) => {
        const chunk = chunkOf(moduleId);
        return chunk ? chunkFiles(bundle, [chunk], firstScreen) : [];
      };
      const pages: Record<string, string[]> = {};
      // What the root route fetches for every page beside the page's own (shell/page-route.tsx).
      const everyPage = chunks.filter((chunk) => chunk.moduleIds.some((id) => rootLoads.test(id))).flatMap((chunk) => chunkFiles(bundle, [chunk], firstScreen));
      // The page's chunk first (its lazy parts are read from it below), then its page loads', then the root's.
      for (const [pattern, modules] of findRouteModules(webRoot)) {
        pages[pattern] = [...new Set([...preloadsOf(modules.page), ...(modules.loads ? preloadsOf(modules.loads) : []), ...everyPage])];
      }
      const layouts = Object.fromEntries(Object.entries(layoutModules).map(([name, moduleId]) => [name, preloadsOf(moduleId)]));
      const notFound = chunks.filter((chunk) => chunk.moduleIds.some((id) => shellViewsModule.test(id))).flatMap((chunk) => chunkFiles(bundle, [chunk], firstScreen));
      if (!notFound.length) this.error('no chunk holds src/web/shell/shell-views.ts, the not-found page\'s views');
      // Body text, labels, titles and buttons (400, 500, 600, 700): fetched with the scripts, the
      // first layout is already in the shop's font, not laid out again when it arrives. The labels'
      // 500 (Mantine's, on a hundred elements of a list page) was fetched only once the first layout
      // asked for it, and its text was drawn in the system font until then.
      const fontsOf = (subsets: string) =>
        Object.values(bundle)
          .filter((item) => item.type === 'asset' && new RegExp(`noto-sans-khmer-(?:${subsets})-(?:400|500|600|700)-normal-[^.]+\\.woff2$`).test(item.fileName))
          .map((item) => `/${item.fileName}`)
          .sort();
      // Each language's catalogue by section (scripts/catalogue-sections.ts): the first
      // screen's with every page, and the sections a page's chunks (its layout's) wait for.
      const sectionFiles: Record<string, Record<string, string>> = {};
      const firstScreenFiles: Record<string, string> = {};
      for (const item of Object.values(bundle)) {
        const [, locale, section] = sectionFilePattern.exec(item.fileName) ?? [];
        if (locale && section) (sectionFiles[locale] ??= {})[section] = `/${item.fileName}`;
        const [, firstScreenLocale] = firstScreenFilePattern.exec(item.fileName) ?? [];
        if (firstScreenLocale) firstScreenFiles[firstScreenLocale] = `/${item.fileName}`;
      }
      const sectionsOf = (files: readonly string[]) => [
        ...new Set(
          files.flatMap((url) => {
            const chunk = bundle[url.slice(1)];
            return chunk?.type === 'chunk' ? sectionsAwaited(chunk.code) : [];
          }),
        ),
      ];
      const urlsOf = (locale: string, sections: readonly string[]) => sections.flatMap((section) => sectionFiles[locale]?.[section] ?? []);
      // A page's sections include those of what its chunk imports lazily (the home's figures):
      // fetched with the page, not once such a chunk has come and asks for them.
      const withLazyParts = (files: readonly string[]) => {
        const own = bundle[files[0]?.slice(1) ?? ''];
        const lazy = own?.type === 'chunk' ? own.dynamicImports.flatMap((file) => (bundle[file]?.type === 'chunk' ? [bundle[file] as Chunk] : [])) : [];
        return [...files, ...chunkFiles(bundle, lazy, firstScreen)];
      };
      const pageSections = Object.fromEntries(Object.entries(pages).map(([pattern, files]) => [pattern, sectionsOf(withLazyParts(files))]));
      const layoutSections = Object.fromEntries(Object.entries(layouts).map(([name, files]) => [name, sectionsOf(files)]));
      const sections = Object.fromEntries(
        Object.keys(sectionFiles).map((locale) => [
          locale,
          {
            pages: Object.fromEntries(Object.entries(pageSections).map(([pattern, names]) => [pattern, urlsOf(locale, names)])),
            layouts: Object.fromEntries(Object.entries(layoutSections).map(([name, names]) => [name, urlsOf(locale, names)])),
          },
        ]),
      );
      const catalogues = {
        kh: [...(firstScreenFiles.kh ? [firstScreenFiles.kh] : []), ...fontsOf('khmer|latin')],
        en: [...(firstScreenFiles.en ? [firstScreenFiles.en] : []), ...fontsOf('latin')],
      };
      const preloads: RoutePreloads = { pages, layouts, notFound, catalogues, sections };
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: `${JSON.stringify(preloads)}\n` });
    },
  };
}
