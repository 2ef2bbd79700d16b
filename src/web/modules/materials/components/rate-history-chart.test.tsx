import { describe, expect, it } from 'vitest';
import type { MaterialRate } from '../../../../shared/contracts/materials/material';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { renderForTest } from '../../../ui/render-for-test';
import { RateHistoryChart } from './rate-history-chart';

const rate = (id: number, effectiveAt: string, askCentsPerChi: number, bidCentsPerChi: number): MaterialRate => ({
  id,
  materialId: 1,
  publicationId: null,
  askCentsPerChi,
  bidCentsPerChi,
  effectiveAt,
  createdBy: 1,
  createdAt: effectiveAt,
});

/** Gold 99.99 over three mornings (08:00 and 09:30 in Phnom Penh, UTC+7), newest first as the page lists them. */
const mornings = [rate(3, '2026-03-03T01:00:00.000Z', 21_880, 21_680), rate(2, '2026-03-02T02:30:00.000Z', 22_010, 21_700), rate(1, '2026-03-01T01:00:00.000Z', 21_900, 21_700)];
/** One day: a rate at 08:00 and a correction at 11:15. */
const oneDay = [rate(5, '2026-03-05T04:15:00.000Z', 21_950, 21_750), rate(4, '2026-03-05T01:00:00.000Z', 21_900, 21_700)];

const rowsOf = (html: string) => [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((match) => match.slice(1).join(' | '));
const ticksOf = (html: string) => [...html.matchAll(/data-tick="\d+">([^<]*)</g)].map((match) => match[1]);

describe('RateHistoryChart', () => {
  it('draws the ask and the bid per chi at their exact cents, oldest first, and reads each rate with its date and time', () => {
    const html = renderForTest(<RateHistoryChart history={mornings} />);
    const values = (line: 'ask' | 'bid') => [...new RegExp(`<g data-line="${line}">(.*?)</g>`).exec(html)![1]!.matchAll(/data-value="(\d+)"/g)].map((match) => Number(match[1]));
    expect(values('ask')).toEqual([21_900, 22_010, 21_880]);
    expect(values('bid')).toEqual([21_700, 21_700, 21_680]);
    expect(html).toContain(`<th scope="col">${mainEn.materials.rates.effectiveAt}</th><th scope="col">${mainEn.materials.rates.ask}</th><th scope="col">${mainEn.materials.rates.bid}</th>`);
    expect(rowsOf(html)).toEqual(['Mar 1, 2026, 8:00 AM | $219.00 | $217.00', 'Mar 2, 2026, 9:30 AM | $220.10 | $217.00', 'Mar 3, 2026, 8:00 AM | $218.80 | $216.80']);
    expect(ticksOf(html)).toEqual(['Mar 2, 2026', 'Mar 3, 2026']);
    expect(html).toContain(`aria-label="${mainEn.materials.rates.chartTitle}"`);
  });

  it('ticks hours within a single day', () => {
    expect(ticksOf(renderForTest(<RateHistoryChart history={oneDay} />))).toEqual(['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM']);
  });

  it('is in Khmer for a Khmer reader: its names, dates and times without a Latin AM or PM', () => {
    const html = renderForTest(<RateHistoryChart history={oneDay} />, 'kh');
    expect(html).toContain(`aria-label="${mainKh.materials.rates.chartTitle}"`);
    expect(html).toContain(`<th scope="col">${mainKh.materials.rates.ask}</th>`);
    const rows = rowsOf(html);
    expect(rows).toHaveLength(2);
    expect(rows.join(' ')).not.toMatch(/\b(AM|PM)\b/);
    expect(rows[1]).toBe('5 មីនា 2026 ម៉ោង 11:15 | $219.50 | $217.50');
    expect(ticksOf(html).join(' ')).not.toMatch(/\b(AM|PM)\b/);
  });
});
