import { useId } from 'react';
import { currentShopTime } from '../../i18n/format';
import { intervalsFor, textWidthPx, timeTicks, valueTicks } from './chart-scale';
import { ChartLegend, ChartReadout, ChartTable, chartClasses as classes, readoutsOf, themeColorVar, useChartCursor, useFrameWidth, type ChartSeries } from './chart-frame';

/** A point of the lines: its instant (ms since the epoch) and a value per series. */
export type TimePoint<Key extends string> = Readonly<Record<Key, number>> & { readonly at: number };

export interface StepLineChartProps<Key extends string> {
  /** What the chart shows, in words: the plot's name for a screen reader and the hidden table's caption. */
  title: string;
  /** In any order. */
  points: readonly TimePoint<Key>[];
  series: readonly ChartSeries<Key>[];
  /** The table's first column: what an instant is (in force from). */
  heading: string;
  /** A figure in full, also the value axis' ticks: "$4.05". */
  formatValue: (value: number) => string;
  /** A tick of the time axis: a time within a day, a date otherwise. */
  formatTick: (at: number) => string;
  /** A point's instant in its readout and the table: date and time. */
  formatInstant: (at: number) => string;
  /** The plot's height in pixels, labels included; the legend goes under it. */
  height: number;
}

const fontPx = 12;
const topPx = 10;
const xLabelsPx = 24;

/**
 * Lines that hold each value until the next point (a rate is in force until
 * the next one: a step after each point) on a true time axis, ticked at the
 * shop's hours, days or months; the value axis fits the data with round
 * ticks, zero or not. The pointer, a tap or the arrow keys read the point in
 * force there: its instant and every series' figure.
 */
export function StepLineChart<Key extends string>({ title, points, series, heading, formatValue, formatTick, formatInstant, height }: StepLineChartProps<Key>) {
  const hintId = useId();
  const { ref, width } = useFrameWidth();
  const sorted = [...points].sort((a, b) => a.at - b.at);
  const values = sorted.flatMap((point) => series.map((item) => point[item.key]));
  const plotHeight = height - topPx - xLabelsPx;
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A twentieth of the range either side: a line at the highest or lowest rate does not run along the plot's edge.
  const scale = valueTicks(low - (high - low) / 20, high + (high - low) / 20, intervalsFor(plotHeight));
  const tickLabels = scale.ticks.map(formatValue);
  const left = Math.ceil(Math.max(...tickLabels.map((label) => textWidthPx(label, fontPx)))) + 10;
  const first = sorted[0]?.at ?? 0;
  const last = sorted[sorted.length - 1]?.at ?? 0;
  const timeLabelPx = textWidthPx(formatTick(first), fontPx);
  // Room for half the last tick's label past the last point.
  const right = Math.ceil(timeLabelPx / 2);
  const plotWidth = Math.max(1, width - left - right);
  const x = (at: number) => (last > first ? left + ((at - first) / (last - first)) * plotWidth : left + plotWidth / 2);
  const y = (value: number) => topPx + ((scale.max - value) / (scale.max - scale.min)) * plotHeight;
  // Ticks a label and a gap apart: that many pixels of the plot, in ms.
  const ticks = timeTicks(first, last, ((timeLabelPx + 16) * (last - first)) / plotWidth, currentShopTime());
  const dotted = sorted.length > 0 && plotWidth / sorted.length >= 10;
  const readouts = readoutsOf(sorted, (point) => formatInstant(point.at), series, formatValue);
  // The point in force under the pointer: the last one at or before it.
  const inForceAt = (px: number) => {
    if (sorted.length === 0) return null;
    let index = 0;
    while (index + 1 < sorted.length && x(sorted[index + 1]!.at) <= px) index += 1;
    return index;
  };
  const { active, plotProps } = useChartCursor(sorted.length, width, inForceAt);
  const stepPath = (key: Key) => sorted.map((point, index) => (index === 0 ? `M${x(point.at)},${y(point[key])}` : `H${x(point.at)} V${y(point[key])}`)).join(' ');
  const activePoint = active === null ? undefined : sorted[active];

  return (
    <div ref={ref} className={classes.frame} data-chart="step-line">
      <div className={classes.plot} role="group" aria-label={title} aria-describedby={hintId} {...plotProps}>
        <svg className={classes.svg} width="100%" height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
          {scale.ticks.map((tick, index) => (
            <g key={tick}>
              <line className={classes.grid} x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} />
              <text className={classes.axisText} x={left - 10} y={y(tick)} textAnchor="end" dominantBaseline="central">
                {tickLabels[index]}
              </text>
            </g>
          ))}
          {ticks.map((at) => {
            const label = formatTick(at);
            // A label at the plot's edge stays whole inside the frame.
            const half = textWidthPx(label, fontPx) / 2;
            const labelX = Math.min(width - half, Math.max(half, x(at)));
            return (
              <g key={at}>
                <line className={classes.grid} x1={x(at)} x2={x(at)} y1={topPx} y2={topPx + plotHeight} />
                <text className={classes.axisText} x={labelX} y={topPx + plotHeight + 18} textAnchor="middle" data-tick={at}>
                  {label}
                </text>
              </g>
            );
          })}
          <line className={classes.baseline} x1={left} x2={left + plotWidth} y1={topPx + plotHeight} y2={topPx + plotHeight} />
          {activePoint && <line className={classes.guide} x1={x(activePoint.at)} x2={x(activePoint.at)} y1={topPx} y2={topPx + plotHeight} />}
          {series.map((item) => (
            <g key={item.key} data-line={item.key}>
              <path d={stepPath(item.key)} fill="none" stroke={themeColorVar(item.color)} strokeWidth={2} strokeLinejoin="round" />
              {sorted.map((point, index) =>
                index === active ? (
                  <circle key={index} cx={x(point.at)} cy={y(point[item.key])} r={5} fill={themeColorVar(item.color)} stroke="var(--mantine-color-body)" strokeWidth={2} data-point={point.at} data-value={point[item.key]} />
                ) : (
                  <circle key={index} cx={x(point.at)} cy={y(point[item.key])} r={dotted ? 2.5 : 0} fill={themeColorVar(item.color)} data-point={point.at} data-value={point[item.key]} />
                ),
              )}
            </g>
          ))}
        </svg>
        <ChartReadout readout={active === null ? null : readouts[active]!} anchorX={activePoint ? x(activePoint.at) : 0} frameWidth={width} />
      </div>
      <ChartLegend series={series} />
      <ChartTable caption={title} heading={heading} series={series} readouts={readouts} hintId={hintId} />
    </div>
  );
}
