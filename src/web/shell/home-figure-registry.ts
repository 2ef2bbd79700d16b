import type { Permission, Role } from '../../shared/roles';
import type { PageLoader } from './lazy-page';

/**
 * A card of a role's home (`/`, issue 20 §4): one figure, linking to where
 * its work is done. A module adds one by exporting `homeFigures` from
 * src/web/modules/<module>/home-figures.ts:
 *   export const homeFigures = [
 *     {
 *       key: 'casts-in-progress',
 *       order: 20,
 *       roles: ['manager', 'caster'],
 *       anyOf: ['production.read'],
 *       load: () => import('./components/home-casts-in-progress').then((m) => m.HomeCastsInProgress),
 *     },
 *   ];
 * The card loads lazily and renders inside a grid cell; `wide` takes two
 * cells from the tablet up (a list of materials, say).
 */
export interface HomeFigure {
  key: string;
  /** Lower first, over every module's cards. */
  order: number;
  /** The roles whose home shows it: each role's home answers that role's questions (DESIGN §1). */
  roles: readonly Role[];
  /** And only while the reader holds one of these (the server refuses the figures otherwise). */
  anyOf?: readonly Permission[];
  wide?: boolean;
  load: PageLoader;
}

const moduleFiles = import.meta.glob<readonly HomeFigure[]>('../modules/*/home-figures.ts', {
  eager: true,
  import: 'homeFigures',
});

export const homeFigures: readonly HomeFigure[] = Object.values(moduleFiles)
  .flatMap((figures) => figures ?? [])
  .sort((a, b) => a.order - b.order);

/** A role's cards, in order. */
export function homeFiguresOf<T extends HomeFigure>(role: Role, figures: readonly T[]): T[] {
  return figures.filter((figure) => figure.roles.includes(role));
}
