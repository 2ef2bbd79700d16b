import type { ComponentType } from 'react';

/** Loads a page component on first visit (its own chunk). */
export type PageLoader = () => Promise<ComponentType>;

/**
 * What src/web/modules/<module>/pages.ts exports as `pages`: route pattern of
 * src/shared/routes.ts → loader of the page's named export. Adding a page is
 * one line, and the file needs no import (nothing to wire elsewhere):
 *   export const pages = {
 *     '/cast/create': () => import('./pages/create-cast-page').then((m) => m.CreateCastPage),
 *   };
 * A path without a page shows the placeholder naming its issue.
 */
export type ModulePages = Readonly<Record<string, PageLoader>>;

export interface RegisteredPage {
  /** The folder under src/web/modules that registered it. */
  module: string;
  load: PageLoader;
}

// Eager: these files only hold import() thunks, so the pages themselves stay lazy.
const moduleFiles = import.meta.glob<ModulePages>('../modules/*/pages.ts', { eager: true, import: 'pages' });

export function collectPages(files: Record<string, ModulePages | undefined>): Map<string, RegisteredPage> {
  const pages = new Map<string, RegisteredPage>();
  for (const [file, modulePages] of Object.entries(files)) {
    const module = /modules\/([^/]+)\/pages\.ts$/.exec(file)?.[1] ?? file;
    for (const [path, load] of Object.entries(modulePages ?? {})) pages.set(path, { module, load });
  }
  return pages;
}

export const registeredPages: ReadonlyMap<string, RegisteredPage> = collectPages(moduleFiles);
