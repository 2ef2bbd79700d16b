import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether a media query matches, read as the component first renders.
 * Mantine's useMediaQuery answers false on the first render and the truth in
 * an effect (for pages rendered on a server first, which this app never is):
 * every list on a desktop rendered its phone cards, then threw them away for
 * its table, a second render of the whole page on each cold visit.
 */
export function useScreenQuery(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
