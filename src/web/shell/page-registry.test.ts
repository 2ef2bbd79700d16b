import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../shared/routes';
import { collectPages, registeredPages } from './page-registry';

describe('page registry', () => {
  it('registers only routes of the shared table, each by the module that owns it', () => {
    const wrong = [...registeredPages].filter(([path, page]) => {
      const route = appRoutes.find((r) => r.path === path);
      return !route || route.module !== page.module;
    });
    expect(wrong.map(([path, page]) => `${page.module}: ${path}`)).toEqual([]);
  });

  it('names the module from the file path', () => {
    const load = async () => () => null;
    const pages = collectPages({ '../modules/casting/pages.ts': { '/cast': load } });
    expect(pages.get('/cast')?.module).toBe('casting');
  });
});
