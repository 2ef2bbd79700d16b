import { addDays, addMonths, type ShopTime } from '../../../shared/shop-time';

/**
 * The arithmetic of the charts' axes, with no drawing: round value ticks,
 * how many category labels fit, calendar ticks on a time axis. Values are the
 * figures' own integers (cents, mg), so a value tick is a whole unit too.
 */

/** Ticks at one round step (1, 2 or 5 × 10ⁿ, whole units) from `min` to `max`, both multiples of it. */
export interface ValueTicks {
  readonly ticks: readonly number[];
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** The round step after `step`: 1 → 2 → 5 → 10 → 20 … */
function nextRoundStep(step: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(step) + 1e-9);
  const leading = Math.round(step / magnitude);
  return leading === 1 ? 2 * magnitude : leading === 2 ? 5 * magnitude : 10 * magnitude;
}

/** The smallest round step (1, 2 or 5 × 10ⁿ) at or above `rough`, and at least 1: ticks between two integers would repeat a label. */
export function roundStep(rough: number): number {
  if (!(rough > 1)) return 1;
  let magnitude = 10 ** Math.floor(Math.log10(rough));
  // log10 may land a hair under a power of ten (999.999… for 1000).
  if (magnitude * 10 <= rough) magnitude *= 10;
  const leading = rough / magnitude;
  return (leading <= 1 ? 1 : leading <= 2 ? 2 : leading <= 5 ? 5 : 10) * magnitude;
}

/**
 * Round ticks covering `low`…`high` in at most `maxIntervals` steps. A single
 * value (a rate that never moved) gets a band around it, a tenth of itself
 * each side, so its line sits in the middle rather than on an edge.
 */
export function valueTicks(low: number, high: number, maxIntervals: number): ValueTicks {
  // Two at least: a range across a multiple of every step (−1…1) never fits in one.
  const intervals = Math.max(2, Math.floor(maxIntervals));
  let from = Math.min(low, high);
  let to = Math.max(low, high);
  if (from === to) {
    const band = Math.max(1, Math.abs(from) / 10);
    from -= band;
    to += band;
  }
  let step = roundStep((to - from) / intervals);
  // Rounding the ends out to the step can add an interval: then a step larger.
  while (Math.ceil(to / step) - Math.floor(from / step) > intervals) step = nextRoundStep(step);
  const min = Math.floor(from / step) * step;
  const max = Math.ceil(to / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { ticks, min, max, step };
}

/** How many value intervals a plot this tall holds: one every 40 px, at least two. */
export const intervalsFor = (plotHeightPx: number): number => Math.max(2, Math.floor(plotHeightPx / 40));

/**
 * Every how many categories a label is shown: labels `labelWidthPx` wide
 * (their gap included) under slots `slotWidthPx` wide. On a 390 px phone the
 * 31 days of a month show every third day.
 */
export function labelStride(slotWidthPx: number, labelWidthPx: number): number {
  if (!(slotWidthPx > 0)) return Number.MAX_SAFE_INTEGER;
  return Math.max(1, Math.ceil(labelWidthPx / slotWidthPx));
}

/**
 * The width of a line of text at a font size, estimated without a DOM:
 * Latin figures and letters about 0.6 em, a Khmer letter about 0.75 em, a
 * combining sign or a subscript consonant (after the coeng ្) nothing. An
 * estimate a little wide only spaces the labels a little more.
 */
export function textWidthPx(text: string, fontSizePx: number): number {
  let ems = 0;
  let subscript = false;
  for (const char of text) {
    if (subscript) {
      subscript = false;
      continue;
    }
    if (char === '\u17d2') subscript = true;
    else if (/\p{M}/u.test(char)) continue;
    else if (/[\u1780-\u17ff]/.test(char)) ems += 0.75;
    else if (char === ' ' || char === '\u00a0' || char === '.' || char === ',') ems += 0.3;
    else ems += 0.6;
  }
  return ems * fontSizePx;
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const hourSteps = [1, 2, 3, 6, 12];
const daySteps = [1, 2, 3, 7, 14];
const monthSteps = [1, 2, 3, 6, 12, 24, 60, 120];

/**
 * Ticks on a time axis from `startMs` to `endMs` at the shop's calendar, at
 * least `minStepMs` apart (what the labels need): whole hours within a day,
 * then shop days, then the first of months, the smallest such step.
 */
export function timeTicks(startMs: number, endMs: number, minStepMs: number, shop: ShopTime): number[] {
  const span = endMs - startMs;
  if (!(span > 0)) return [];
  const fits = (stepMs: number) => stepMs >= minStepMs;
  const inRange = (ms: number) => ms >= startMs && ms <= endMs;
  // Hours only within a day, where a tick reads as a time; beyond, a tick reads as a date and two in a day would repeat it.
  const hours = span < dayMs ? hourSteps.find((step) => fits(step * hourMs)) : undefined;
  if (hours !== undefined) {
    const ticks: number[] = [];
    for (let day = shop.dayOf(startMs); shop.dayStart(day).getTime() <= endMs; day = addDays(day, 1)) {
      for (let hour = 0; hour < 24; hour += hours) {
        const at = shop.at(day, hour).getTime();
        if (inRange(at)) ticks.push(at);
      }
    }
    return ticks;
  }
  const days = daySteps.find((step) => fits(step * dayMs));
  if (days !== undefined) {
    const ticks: number[] = [];
    let day = shop.dayOf(startMs);
    if (shop.dayStart(day).getTime() < startMs) day = addDays(day, 1);
    for (; shop.dayStart(day).getTime() <= endMs; day = addDays(day, days)) ticks.push(shop.dayStart(day).getTime());
    return ticks;
  }
  // A month is 28 to 31 days: steps of months are measured at their shortest.
  const months = monthSteps.find((step) => fits(step * 28 * dayMs)) ?? Math.ceil(minStepMs / (365 * dayMs)) * 12;
  let month = shop.monthOf(startMs);
  if (shop.monthStart(month).getTime() < startMs) month = addMonths(month, 1);
  // Quarters from January, halves from January and July: a step counts from the year's first month.
  while ((Number(month.slice(5, 7)) - 1) % Math.min(months, 12) !== 0) month = addMonths(month, 1);
  const ticks: number[] = [];
  for (; shop.monthStart(month).getTime() <= endMs; month = addMonths(month, months)) ticks.push(shop.monthStart(month).getTime());
  return ticks;
}
