import type { QueryClient } from '@tanstack/react-query';

/**
 * How long a page's opening waits for the answers to the queries its load
 * started: below the router's pending delay (router.tsx), after which the
 * page opens with its own waiting (skeletons) as it does on a slow line.
 */
export const firstAnswersWaitMs = 800;

/** Why the router runs a page's loader: the page opens, is hovered (a preload), or stays with another search or id. */
export type LoadCause = 'enter' | 'preload' | 'stay';

/**
 * Runs a page's load and, as the page opens, waits (up to
 * `firstAnswersWaitMs`) for the queries it started, so that the page is
 * drawn once, with its data. Drawn at once, it was drawn twice: with
 * skeletons, then with the answers, and on a cold visit the first drawing
 * held the main thread as the answers came in (a list's whole table laid out
 * for nothing). Between pages the one left stays up meanwhile, under the
 * loading bar. A page that stays (a filter, the next page of a list, another
 * id) does not wait: its controls follow the click at once and the page
 * shows its own waiting.
 */
export async function withFirstAnswers(queryClient: QueryClient, cause: LoadCause, load: () => void | Promise<unknown>): Promise<void> {
  const cache = queryClient.getQueryCache();
  const fetching = () => cache.findAll({ fetchStatus: 'fetching' });
  const before = new Set(fetching());
  await load();
  const started = cause === 'stay' ? [] : fetching().filter((query) => !before.has(query));
  if (!started.length) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const answered = () => started.every((query) => query.state.fetchStatus !== 'fetching');
    const timer = setTimeout(done, firstAnswersWaitMs);
    const unsubscribe = cache.subscribe(() => {
      if (answered()) done();
    });
    // An answer that came between the look and the subscription sends no event of its own.
    if (answered()) done();
  });
}
