import { expect, it } from 'vitest';
import { describeOnBothEngines } from '../testing/test-app';

describeOnBothEngines('platform API document', (ctx) => {
  it('every platform route is in the OpenAPI document', async () => {
    const res = await ctx().request({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/platform/branches')).toEqual(['get', 'post']);
    expect(methods('/api/platform/branches/{id}')).toEqual(['patch']);
    expect(methods('/api/platform/staff')).toEqual(['get', 'post']);
    expect(methods('/api/platform/staff/{id}')).toEqual(['patch']);
    expect(methods('/api/platform/users')).toEqual(['get', 'post']);
    expect(methods('/api/platform/users/{id}')).toEqual(['patch']);
    expect(methods('/api/platform/settings')).toEqual(['get']);
    expect(methods('/api/platform/settings/{key}')).toEqual(['put']);
    expect(methods('/api/platform/audit-log')).toEqual(['get']);
    expect(methods('/api/platform/uploads')).toEqual(['post']);
    expect(methods('/api/images/{*}')).toEqual(['get']);
  });
});
