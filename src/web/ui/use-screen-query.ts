import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, read as the component first renders (a
 * list on a desktop draws its table at once, not its phone cards first).
 *
 * A page the server drew (src/web/main-server.tsx) was drawn for a screen
 * width it assumed (`drawnScreenWidth`: the width the app last reported in the
 * `screen` cookie, else a phone's or a desktop's by the browser's hints).
 * While the app takes that page over it answers as the server did, so that
 * the markup lines up, and then the truth: a wrong guess costs one more
 * render, not the page.
 */
export function useScreenQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
    () => widthMatches(query, drawnWidth),
  );
}

const lists = new Map<string, MediaQueryList>();

/** One list per query: React reads the answer at every render. */
function mediaQueryList(query: string): MediaQueryList | undefined {
  if (typeof matchMedia !== 'function') return undefined;
  let list = lists.get(query);
  if (!list) {
    list = matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** The width a page drawn on the server was drawn for, in CSS pixels (a desktop's until told). */
let drawnWidth = 1280;

export function drawnScreenWidth(): number {
  return drawnWidth;
}

export function setDrawnScreenWidth(width: number): void {
  drawnWidth = width;
}

const remPx = 16;
const widthFeature = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(em|rem|px)\s*\)$/;

/**
 * Whether a width meets the app's queries (`(min-width: 48em)`, parts joined by
 * `and`), as a browser would; a query of any other kind does not match.
 */
export function widthMatches(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const feature = widthFeature.exec(part.trim());
    if (!feature) return false;
    const px = Number(feature[2]) * (feature[3] === 'px' ? 1 : remPx);
    return feature[1] === 'min' ? width >= px : width <= px;
  });
}
