import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../ui/render-for-test';
import { galleryViewOf, TestGalleryPage } from './test-gallery';

describe('galleryViewOf', () => {
  it('maps the four gallery paths', () => {
    expect(galleryViewOf('/test')).toEqual({ page: 'home' });
    expect(galleryViewOf('/test/')).toEqual({ page: 'home' });
    expect(galleryViewOf('/test/page1')).toEqual({ page: 'page1' });
    expect(galleryViewOf('/test/42')).toEqual({ page: 'item', id: '42' });
    expect(galleryViewOf('/test/42/detail')).toEqual({ page: 'detail', id: '42' });
  });
  it('accepts digits-only ids', () => {
    expect(galleryViewOf('/test/abc')).toEqual({ page: 'unknown' });
    expect(galleryViewOf('/test/4a')).toEqual({ page: 'unknown' });
    expect(galleryViewOf('/test/-1/detail')).toEqual({ page: 'unknown' });
    expect(galleryViewOf('/test/42/other')).toEqual({ page: 'unknown' });
  });
});

async function renderAt(url: string, locale: 'kh' | 'en' = 'en'): Promise<string> {
  const rootRoute = createRootRoute({ component: Outlet });
  const paths = ['/test', '/test/page1', '/test/$id', '/test/$id/detail'];
  const routes = paths.map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: TestGalleryPage }));
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  return renderForTest(<RouterProvider router={router} />, locale);
}

describe('TestGalleryPage', () => {
  it('shows every component at /test', async () => {
    const html = await renderAt('/test');
    for (const text of ['Weight input', 'Money input', 'Data table', 'Photo field', 'Form rules', 'Text area', 'Image URL']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('= 2 chi 3 hun 4 li');
    expect(html).toContain('AU750-0001');
    expect(html).toContain('rows="5"');
    expect(html).toContain('/api/images/2024/06/ring%201.jpg?w=256&amp;h=256');
  });
  it('shows the rules playground at /test/page1, in Khmer', async () => {
    const html = await renderAt('/test/page1', 'kh');
    expect(html).toContain('សាកល្បងច្បាប់ផ្ទៀងផ្ទាត់');
    expect(html).toContain('ចាំបាច់ត្រូវបំពេញ');
  });
  it('shows the id at /test/{id} and /test/{id}/detail with links', async () => {
    const item = await renderAt('/test/42');
    expect(item).toContain('Route parameter id = 42');
    expect(item).toContain('href="/test/42/detail"');
    expect(item).toContain('href="/test/43"');
    const detail = await renderAt('/test/42/detail');
    expect(detail).toContain('Detail of item 42');
    expect(detail).toContain('href="/test/42"');
  });
});
