import type { Permission } from '../../shared/roles';
import type { PageLoader } from './page-registry';

/**
 * A card of "today's key figures" on the home launcher. A module adds one by
 * exporting `homeFigures` from src/web/modules/<module>/home-figures.ts:
 *   export const homeFigures = [
 *     {
 *       key: 'sales-today',
 *       order: 10,
 *       anyOf: ['sales.read'],
 *       load: () => import('./components/sales-today-figure').then((m) => m.SalesTodayFigure),
 *     },
 *   ];
 * The card loads lazily and renders inside a grid cell.
 */
export interface HomeFigure {
  key: string;
  /** Lower first. */
  order: number;
  anyOf?: readonly Permission[];
  load: PageLoader;
}

const moduleFiles = import.meta.glob<readonly HomeFigure[]>('../modules/*/home-figures.ts', {
  eager: true,
  import: 'homeFigures',
});

export const homeFigures: readonly HomeFigure[] = Object.values(moduleFiles)
  .flatMap((figures) => figures ?? [])
  .sort((a, b) => a.order - b.order);
