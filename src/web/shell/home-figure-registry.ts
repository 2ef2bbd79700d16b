import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../shared/contracts/platform/session';
import type { Permission, Role } from '../../shared/roles';
import { createLazyPage, type LazyPage, type PageLoader } from './lazy-page';
import { canAny } from './session';

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
 *       prefetch: (queryClient) => queryClient.prefetchQuery(getCastingHomeFiguresQueryOptions()),
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
  /**
   * Asks for the card's data with the same query options its hook uses, so
   * the home's loader fetches it beside the card's chunk: without it the card
   * asks only once its chunk has loaded and rendered, a round trip later.
   */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
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

/** Every card with its lazy component: one instance each, which the home's loader preloads and the home renders. */
export const homeFigureCards: readonly (HomeFigure & { Component: LazyPage })[] = homeFigures.map((figure) => ({
  ...figure,
  Component: createLazyPage(figure.load),
}));

/** The cards the reader's home shows: their role's, while they hold a permission each needs. */
export const visibleHomeFigureCards = (me: MeResponse) => homeFiguresOf(me.user.role, homeFigureCards).filter((figure) => canAny(me, figure.anyOf));

/**
 * The home's loader: every visible card's chunk and data asked for at once,
 * beside the page's own chunk. It waits for the chunks only: the home shows
 * as soon as its cards can render, a slow figure with its own skeleton.
 */
export async function preloadHomeFigures(queryClient: QueryClient, me: MeResponse): Promise<void> {
  const visible = visibleHomeFigureCards(me);
  for (const figure of visible) void figure.prefetch?.(queryClient);
  await Promise.all(visible.map((figure) => figure.Component.preload()));
}
