import { describe, expect, it } from 'vitest';
import { roles } from '../../../shared/roles';
import { mayManageAccount, removesAnOwner, roleNeedsPassword } from './user-rules';

describe('user rules', () => {
  it('owners and managers need a password; jewellers may sign in by QR only', () => {
    expect(roles.filter(roleNeedsPassword)).toEqual(['owner', 'manager']);
  });

  it('only an owner may touch owner accounts or hand out the owner role', () => {
    expect(mayManageAccount('manager', 'cashier', 'manager')).toBe(true);
    expect(mayManageAccount('manager', 'cashier', 'owner')).toBe(false);
    expect(mayManageAccount('manager', 'owner', 'owner')).toBe(false);
    expect(mayManageAccount('manager', 'owner', 'cashier')).toBe(false);
    expect(mayManageAccount('owner', 'owner', 'cashier')).toBe(true);
    expect(mayManageAccount('system', 'cashier', 'owner')).toBe(true);
  });

  it('deactivating or demoting an active owner removes an owner; other changes do not', () => {
    const owner = { role: 'owner' as const, active: true };
    expect(removesAnOwner(owner, { active: false })).toBe(true);
    expect(removesAnOwner(owner, { role: 'manager' })).toBe(true);
    expect(removesAnOwner(owner, { role: 'owner', active: true })).toBe(false);
    expect(removesAnOwner(owner, {})).toBe(false);
    expect(removesAnOwner({ role: 'owner', active: false }, { active: false })).toBe(false);
    expect(removesAnOwner({ role: 'manager', active: true }, { active: false })).toBe(false);
  });
});
