import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/units';
import { renderForTest } from '../render-for-test';
import { ChartReadout, readoutsOf, type ChartSeries } from './chart-frame';
import { GroupedBarChart } from './grouped-bar-chart';

interface Day {
  day: number;
  salesCents: number;
  paymentsCents: number;
}

const series: ChartSeries<'salesCents' | 'paymentsCents'>[] = [
  { key: 'salesCents', label: 'Sales', color: 'gold.6' },
  { key: 'paymentsCents', label: 'Payments', color: 'navy.5' },
];
const usd = (cents: number) => formatMoney(cents, 'USD', 'en');
const ticks = (cents: number) => `$${cents / 100_000}K`;

/** Five days of a month; the fourth a refund, paid out more than sold. */
const days: Day[] = [
  { day: 1, salesCents: 91_600, paymentsCents: 150_000 },
  { day: 2, salesCents: 472_000, paymentsCents: 310_050 },
  { day: 3, salesCents: 0, paymentsCents: 0 },
  { day: 4, salesCents: 12_000, paymentsCents: -26_000 },
  { day: 5, salesCents: 230_000, paymentsCents: 230_000 },
];

const render = (data: readonly Day[] = days) =>
  renderForTest(
    <GroupedBarChart
      title="This month, day by day"
      data={data}
      labelOf={(day) => String(day.day)}
      titleOf={(day) => `March ${day.day}, 2026`}
      heading="Day"
      series={series}
      formatValue={usd}
      formatTick={ticks}
      height={210}
    />,
  );

/** Each bar drawn: its series, its value, its baseline and the y of its far end, read from its path. */
function barsOf(html: string) {
  return [...html.matchAll(/<path d="M[\d.]+,([\d.]+) V[\d.]+ Q[\d.]+,([\d.]+) [^"]*" fill="([^"]+)" data-bar="(\w+)" data-value="(-?\d+)"/g)].map((match) => ({
    baseline: Number(match[1]),
    tip: Number(match[2]),
    fill: match[3],
    series: match[4],
    value: Number(match[5]),
  }));
}

describe('GroupedBarChart', () => {
  it('draws a bar per series and datum, each as tall as its exact figure, below the baseline for a refund', () => {
    const bars = barsOf(render());
    expect(bars.map((bar) => `${bar.series}=${bar.value}`)).toEqual(days.flatMap((day) => [`salesCents=${day.salesCents}`, `paymentsCents=${day.paymentsCents}`]));
    const pxPerCent = (bars[1]!.baseline - bars[1]!.tip) / 150_000;
    for (const bar of bars) expect(bar.baseline - bar.tip).toBeCloseTo(bar.value * pxPerCent, 6);
    expect(bars.find((bar) => bar.value === -26_000)!.tip).toBeGreaterThan(bars[0]!.baseline);
    expect(bars[0]!.fill).toBe('var(--mantine-color-gold-6)');
    expect(bars[1]!.fill).toBe('var(--mantine-color-navy-5)');
  });

  it('ticks the value axis at round steps through zero, labelled by the tick format', () => {
    const html = render();
    const labels = [...html.matchAll(/dominant-baseline="central">([^<]*)</g)].map((match) => match[1]);
    // 180 px of plot hold four intervals: $1K steps would need seven, so $2K.
    expect(labels).toEqual(['$-2K', '$0K', '$2K', '$4K', '$6K']);
  });

  it('thins the day labels when the days crowd the plot, keeping the last day\u2019s', () => {
    const month = Array.from({ length: 31 }, (_, index) => ({ day: index + 1, salesCents: 100 * index, paymentsCents: 0 }));
    const html = render(month);
    const labels = [...html.matchAll(/text-anchor="middle">(\d+)</g)].map((match) => Number(match[1]));
    expect(labels.at(-1)).toBe(31);
    // The test lays out at 640 px (no DOM to measure): slots of about 19 px under labels 22 px wide.
    expect(labels).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31]);
    expect(render().match(/text-anchor="middle">\d+</g)).toHaveLength(5);
  });

  it('gives a screen reader every figure in a table, with the legend and the keys that read the plot', () => {
    const html = render();
    expect(html).toContain('<caption>This month, day by day</caption>');
    expect(html).toContain('<th scope="col">Day</th><th scope="col">Sales</th><th scope="col">Payments</th>');
    expect(html).toContain('<th scope="row">March 4, 2026</th><td>$120.00</td><td>-$260.00</td>');
    expect(html).toMatch(/role="group" aria-label="This month, day by day" aria-describedby="([^"]+)".*<span id="\1">Use the arrow keys to read the figures one by one<\/span>/);
    expect(html).toMatch(/aria-hidden="true"><span class="[^"]*"><span class="[^"]*" style="background:var\(--mantine-color-gold-6\)"><\/span>Sales<\/span>/);
  });

  it('shows nothing but a zero tick before anything is sold', () => {
    const html = render(days.map((day) => ({ ...day, salesCents: 0, paymentsCents: 0 })));
    expect([...html.matchAll(/dominant-baseline="central">([^<]*)</g)].map((match) => match[1])).toEqual(['$0K']);
  });
});

describe('ChartReadout', () => {
  it('reads a hovered day: its date, then each series by name with its figure in full', () => {
    const [, second] = readoutsOf(days, (day) => `March ${day.day}, 2026`, series, usd);
    const html = renderForTest(<ChartReadout readout={second!} anchorX={100} frameWidth={400} />);
    const text = html.slice(html.indexOf('<div aria-live')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    expect(text).toBe('March 2, 2026 Sales $4,720.00 Payments $3,100.50');
    // Over the plot on the side with room: right of a datum in the left half, left of one in the right half.
    expect(html).toContain('style="left:112px"');
    expect(renderForTest(<ChartReadout readout={second!} anchorX={300} frameWidth={400} />)).toContain('style="right:112px"');
    expect(renderForTest(<ChartReadout readout={null} anchorX={0} frameWidth={400} />)).toContain('<div aria-live="polite" aria-atomic="true"></div>');
  });
});
