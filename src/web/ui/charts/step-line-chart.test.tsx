import { describe, expect, it } from 'vitest';
import { shopTime } from '../../../shared/shop-time';
import { formatMoney } from '../../../shared/units';
import { formatDate, formatDateTime } from '../../i18n/format';
import { renderForTest } from '../render-for-test';
import type { ChartSeries } from './chart-frame';
import { StepLineChart, type TimePoint } from './step-line-chart';

const phnomPenh = shopTime('Asia/Phnom_Penh');
const series: ChartSeries<'ask' | 'bid'>[] = [
  { key: 'ask', label: 'Ask', color: 'yellow.7' },
  { key: 'bid', label: 'Bid', color: 'teal.6' },
];
/** Three mornings' rates, given out of order: the third morning's ask fell. */
const rates: TimePoint<'ask' | 'bid'>[] = [
  { at: phnomPenh.at('2026-03-03', 8).getTime(), ask: 21_880, bid: 21_680 },
  { at: phnomPenh.at('2026-03-01', 8).getTime(), ask: 21_900, bid: 21_700 },
  { at: phnomPenh.at('2026-03-02', 8).getTime(), ask: 22_010, bid: 21_700 },
];

const render = (points = rates) =>
  renderForTest(
    <StepLineChart
      title="Ask and bid per chi over time"
      points={points}
      series={series}
      heading="Effective from"
      formatValue={(cents) => formatMoney(cents, 'USD', 'en')}
      formatTick={(at) => formatDate(at, 'en')}
      formatInstant={(at) => formatDateTime(at, 'en')}
      height={240}
    />,
  );

describe('StepLineChart', () => {
  it('holds each rate until the next one: a step after each point, in time order', () => {
    const html = render();
    const ask = /<g data-line="ask"><path d="([^"]+)"/.exec(html)![1]!;
    // Moves across at the old rate, then up or down to the new one.
    expect(ask).toMatch(/^M[\d.]+,[\d.]+ H[\d.]+ V[\d.]+ H[\d.]+ V[\d.]+$/);
    const points = [...html.matchAll(/<g data-line="bid">.*?<\/g>/g)][0]![0];
    expect([...points.matchAll(/data-point="(\d+)" data-value="(\d+)"/g)].map((match) => Number(match[2]))).toEqual([21_700, 21_700, 21_680]);
    expect(html).toContain('stroke="var(--mantine-color-yellow-7)"');
  });

  it('fits the value axis around the rates, not from zero', () => {
    const labels = [...render().matchAll(/dominant-baseline="central">([^<]*)</g)].map((match) => match[1]);
    expect(labels).toEqual(['$216.00', '$217.00', '$218.00', '$219.00', '$220.00', '$221.00']);
  });

  it('ticks the time axis at the shop days, as dates', () => {
    const ticks = [...render().matchAll(/data-tick="(\d+)">([^<]*)</g)].map((match) => [phnomPenh.dateTimeOf(Number(match[1])), match[2]]);
    expect(ticks).toEqual([
      ['2026-03-02 00:00', 'Mar 2, 2026'],
      ['2026-03-03 00:00', 'Mar 3, 2026'],
    ]);
  });

  it('gives a screen reader each rate with its instant, in time order', () => {
    const html = render();
    const rows = [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((match) => match.slice(1).join(' | '));
    expect(rows).toEqual(['Mar 1, 2026, 8:00 AM | $219.00 | $217.00', 'Mar 2, 2026, 8:00 AM | $220.10 | $217.00', 'Mar 3, 2026, 8:00 AM | $218.80 | $216.80']);
  });
});
