import { describe, expect, it } from 'vitest';
import { rolePermissions, roles, type Role } from '../../shared/roles';
import { homeFigures, homeFiguresOf } from './home-figure-registry';

describe("each role's home (issue 20 §4)", () => {
  const keysOf = (role: Role) =>
    homeFiguresOf(role, homeFigures)
      .filter((figure) => !figure.anyOf || figure.anyOf.some((p) => rolePermissions[role].includes(p)))
      .map((figure) => figure.key);

  it('answers the questions of each role, in order', () => {
    expect(keysOf('owner')).toEqual(['gold-on-hand', 'sales-today', 'loss-month', 'holders-near-cap', 'entries-over-allowance', 'last-backup']);
    expect(keysOf('manager')).toEqual(['entries-waiting', 'casts-in-progress', 'late-items', 'transfers-in-transit']);
    expect(keysOf('jeweller')).toEqual(['gold-held', 'open-entries', 'loss-month']);
    expect(keysOf('caster')).toEqual(['casts-in-progress']);
    expect(keysOf('designer')).toEqual(['design-queue']);
    expect(keysOf('setter')).toEqual(['gold-held', 'stones-to-set', 'open-entries', 'loss-month']);
    // A cashier's `/` is the POS, with the day's takings on it (home-takings-strip.tsx).
    expect(keysOf('cashier')).toEqual([]);
  });

  it('gives each card a role that may read its figures, and one key', () => {
    const keys = homeFigures.map((figure) => figure.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const figure of homeFigures) {
      for (const role of figure.roles) {
        expect(roles).toContain(role);
        expect(!figure.anyOf || figure.anyOf.some((p) => rolePermissions[role].includes(p)), `${figure.key} for ${role}`).toBe(true);
      }
    }
  });

  it('shows money only to the roles that see money (DESIGN §1)', () => {
    for (const role of ['jeweller', 'caster', 'designer', 'setter'] as const) expect(keysOf(role)).not.toContain('sales-today');
  });
});
