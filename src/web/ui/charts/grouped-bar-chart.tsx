import { useId } from 'react';
import { intervalsFor, labelStride, textWidthPx, valueTicks } from './chart-scale';
import { ChartLegend, ChartReadout, ChartTable, chartClasses as classes, readoutsOf, themeColorVar, useChartCursor, useFrameWidth, type ChartSeries } from './chart-frame';

export interface GroupedBarChartProps<Key extends string, Datum extends Readonly<Record<Key, number>>> {
  /** What the chart shows, in words: the plot's name for a screen reader and the hidden table's caption. */
  title: string;
  data: readonly Datum[];
  /** A datum's label under its bars: "5", "Mar 26". */
  labelOf: (datum: Datum) => string;
  /** A datum's label in its readout and the table: "Mar 5, 2026". The axis label by default. */
  titleOf?: (datum: Datum) => string;
  /** The table's first column: what a datum is (day, month). */
  heading: string;
  /** One bar per series in each group, in this order. */
  series: readonly ChartSeries<Key>[];
  /** A figure in full: "$916.00", "2.950 g". */
  formatValue: (value: number) => string;
  /** A tick of the value axis, short: "$2K". */
  formatTick: (value: number) => string;
  /** The plot's height in pixels, labels included; the legend goes under it. */
  height: number;
}

const fontPx = 12;
const topPx = 8;
const xLabelsPx = 22;
const rightPx = 4;
/** The widest a bar is drawn, when few groups share a wide plot. */
const maxBarPx = 28;

/** A bar from the baseline `y0` to `y1`, its far end rounded. */
function barPath(x: number, width: number, y0: number, y1: number): string {
  const up = y1 <= y0;
  const height = Math.abs(y1 - y0);
  const r = Math.min(3, width / 2, height);
  const tip = up ? y0 - height : y0 + height;
  const toward = up ? 1 : -1;
  return [
    `M${x},${y0}`,
    `V${tip + toward * r}`,
    `Q${x},${tip} ${x + r},${tip}`,
    `H${x + width - r}`,
    `Q${x + width},${tip} ${x + width},${tip + toward * r}`,
    `V${y0}`,
    'Z',
  ].join(' ');
}

/**
 * Bars side by side per category (sales beside payments, day by day), from a
 * zero baseline, on round value ticks; labels thinned when the categories
 * crowd (a month's 31 days on a phone); a legend under the plot; the figures
 * of a category over it while it is hovered, tapped or reached with the arrow
 * keys; every figure in a table a screen reader reads. Values stay the
 * figures' integers: only the tick labels are rounded.
 */
export function GroupedBarChart<Key extends string, Datum extends Readonly<Record<Key, number>>>({
  title,
  data,
  labelOf,
  titleOf = labelOf,
  heading,
  series,
  formatValue,
  formatTick,
  height,
}: GroupedBarChartProps<Key, Datum>) {
  const hintId = useId();
  const { ref, width } = useFrameWidth();
  const values = data.flatMap((datum) => series.map((item) => datum[item.key]));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const plotHeight = height - topPx - xLabelsPx;
  // Nothing sold yet: one tick at zero, the bars flat on it.
  const scale = low === high ? { ticks: [0], min: 0, max: 1 } : valueTicks(low, high, intervalsFor(plotHeight));
  const tickLabels = scale.ticks.map(formatTick);
  const left = Math.ceil(Math.max(...tickLabels.map((label) => textWidthPx(label, fontPx)))) + 8;
  const labels = data.map(labelOf);
  const lastLabelPx = labels.length > 0 ? textWidthPx(labels[labels.length - 1]!, fontPx) : 0;
  // Room past the last slot for the half of its label its slot does not hold: the last label is always shown.
  const roughSlot = (width - left) / Math.max(1, data.length);
  const right = Math.max(rightPx, Math.ceil(lastLabelPx / 2 - roughSlot / 2));
  const plotWidth = Math.max(1, width - left - right);
  const y = (value: number) => topPx + ((scale.max - value) / (scale.max - scale.min)) * plotHeight;
  const slot = data.length > 0 ? plotWidth / data.length : plotWidth;
  const stride = labelStride(slot, Math.max(0, ...labels.map((label) => textWidthPx(label, fontPx))) + 12);
  const barWidth = Math.max(1, Math.min(maxBarPx, (slot * 0.8) / Math.max(1, series.length) - 1));
  const groupWidth = series.length * barWidth + (series.length - 1);
  const readouts = readoutsOf(data, titleOf, series, formatValue);
  const { active, plotProps } = useChartCursor(data.length, width, (x) => (data.length > 0 && x >= left ? Math.min(data.length - 1, Math.floor((x - left) / slot)) : null));
  const centre = (index: number) => left + slot * (index + 0.5);
  // Counted from the last datum (today, this month), which always has its label; one at an edge stays whole inside the frame.
  const labelX = (index: number) => {
    const half = textWidthPx(labels[index]!, fontPx) / 2;
    return Math.min(width - half, Math.max(half, centre(index)));
  };

  return (
    <div ref={ref} className={classes.frame} data-chart="grouped-bar">
      <div className={classes.plot} role="group" aria-label={title} aria-describedby={hintId} {...plotProps}>
        <svg className={classes.svg} width="100%" height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
          {scale.ticks.map((tick, index) => (
            <g key={tick}>
              <line className={tick === 0 ? classes.baseline : classes.grid} x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} />
              <text className={classes.axisText} x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="central">
                {tickLabels[index]}
              </text>
            </g>
          ))}
          {active !== null && <rect className={classes.band} x={left + slot * active} y={topPx} width={slot} height={plotHeight} />}
          {data.map((datum, index) => (
            <g key={index} data-group={index}>
              {series.map((item, position) => {
                const value = datum[item.key];
                return (
                  <path
                    key={item.key}
                    d={barPath(centre(index) - groupWidth / 2 + position * (barWidth + 1), barWidth, y(0), y(value))}
                    fill={themeColorVar(item.color)}
                    data-bar={item.key}
                    data-value={value}
                  />
                );
              })}
              {(data.length - 1 - index) % stride === 0 && (
                <text className={classes.axisText} x={labelX(index)} y={topPx + plotHeight + 16} textAnchor="middle">
                  {labels[index]}
                </text>
              )}
            </g>
          ))}
        </svg>
        <ChartReadout readout={active === null ? null : readouts[active]!} anchorX={active === null ? 0 : centre(active)} frameWidth={width} />
      </div>
      <ChartLegend series={series} />
      <ChartTable caption={title} heading={heading} series={series} readouts={readouts} hintId={hintId} />
    </div>
  );
}
