import { describe, expect, it } from 'vitest';
import { roles } from '../../shared/roles';
import { homeRedirectOf } from './home-path';

describe('homeRedirectOf', () => {
  it("opens a cashier's home on the POS, and leaves every other role's home and every other page alone", () => {
    expect(homeRedirectOf('/', 'cashier')).toBe('/pos');
    for (const role of roles.filter((r) => r !== 'cashier')) expect(homeRedirectOf('/', role)).toBeNull();
    for (const role of roles) for (const path of ['/pos', '/invoice/list', '/material/rates']) expect(homeRedirectOf(path, role)).toBeNull();
  });
});
