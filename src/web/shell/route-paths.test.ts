import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../shared/routes';
import { digitQueryValid, parsePlainSearch, stringifyPlainSearch, toRouterPath } from './route-paths';

describe('route paths', () => {
  it('turns the spec patterns into router paths', () => {
    expect(toRouterPath('/test/{id}/detail')).toBe('/test/$id/detail');
    expect(toRouterPath('/entry/gem-{id}')).toBe('/entry/gem-{$id}');
    expect(toRouterPath('/entry-edit-{id}')).toBe('/entry-edit-{$id}');
    expect(toRouterPath('/material/holder-{holder}/return')).toBe('/material/holder-{$holder}/return');
    expect(toRouterPath('/jewelry/stock/currently')).toBe('/jewelry/stock/currently');
  });

  it('leaves no spec placeholder unconverted', () => {
    for (const route of appRoutes) expect(toRouterPath(route.path)).not.toMatch(/\{(id|holder)\}/);
  });

  it('requires categoryId digits on the raw query string', () => {
    const entryAdd = appRoutes.find((route) => route.path === '/entry-add')!;
    expect(digitQueryValid(entryAdd, '?categoryId=12')).toBe(true);
    expect(digitQueryValid(entryAdd, '?categoryId=1e3')).toBe(false);
    expect(digitQueryValid(entryAdd, '?categoryId=')).toBe(false);
    expect(digitQueryValid(entryAdd, '')).toBe(false);
  });

  it('keeps search values as the strings of the address', () => {
    expect(parsePlainSearch('?categoryId=012&q=a%20b')).toEqual({ categoryId: '012', q: 'a b' });
    expect(stringifyPlainSearch({ categoryId: '12', page: 2, gone: undefined })).toBe('?categoryId=12&page=2');
    expect(stringifyPlainSearch({})).toBe('');
  });
});
