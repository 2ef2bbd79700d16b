import { VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { themeColorVar } from '../theme-color';
import classes from './charts.module.css';

/** A colour of the Mantine theme and its shade, as `Badge` takes it: 'gold.6', 'teal.6'. */
export type ThemeColor = `${string}.${number}`;

/** The theme's CSS variable of a colour: 'gold.6' → var(--mantine-color-gold-6). */
export { themeColorVar };

/** One line of figures in a chart: a field of the data, its name in the legend, its colour. */
export interface ChartSeries<Key extends string = string> {
  readonly key: Key;
  readonly label: string;
  readonly color: ThemeColor;
}

export { classes as chartClasses };

/** What the SVG is laid out on before the frame has been measured (and in a test, which has no layout). */
const unmeasuredWidthPx = 640;

/**
 * The width of the chart's frame in CSS pixels, followed as it changes: read
 * before the first paint (a layout effect), so the chart is drawn once at its
 * size, with text at its size, rather than a scaled picture.
 */
export function useFrameWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const measure = () => setWidth(Math.floor(frame.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width > 0 ? width : unmeasuredWidthPx };
}

/**
 * Which datum the reader is looking at: the one under the pointer (a mouse
 * hovering, a finger tapping), or, with the keyboard, the one the arrow keys
 * have reached in the focused plot. `indexAt` maps a distance from the plot's
 * left edge, in the SVG's units, to a datum.
 */
export function useChartCursor(count: number, widthPx: number, indexAt: (x: number) => number | null) {
  const [active, setActive] = useState<number | null>(null);
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // The SVG keeps its laid-out width in a frame printed narrower: back to its units.
    setActive(box.width > 0 ? indexAt(((event.clientX - box.left) * widthPx) / box.width) : null);
  };
  const move = (to: number) => setActive(Math.min(count - 1, Math.max(0, to)));
  const keys: Record<string, (at: number) => void> = {
    ArrowRight: (at) => move(at + 1),
    ArrowDown: (at) => move(at + 1),
    ArrowLeft: (at) => move(at - 1),
    ArrowUp: (at) => move(at - 1),
    Home: () => move(0),
    End: () => move(count - 1),
    Escape: () => setActive(null),
  };
  const plotProps: HTMLAttributes<HTMLDivElement> = {
    tabIndex: count > 0 ? 0 : -1,
    onPointerMove: fromPointer,
    onPointerDown: fromPointer,
    // A finger lifted leaves its figures up until the next tap; a mouse that leaves takes them away.
    onPointerLeave: (event) => {
      if (event.pointerType === 'mouse') setActive(null);
    },
    onFocus: () => setActive((at) => at ?? (count > 0 ? 0 : null)),
    onBlur: () => setActive(null),
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const key = keys[event.key];
      if (!key || count === 0) return;
      event.preventDefault();
      key(active ?? -1);
    },
  };
  return { active: active !== null && active < count ? active : null, plotProps };
}

export interface ReadoutLine {
  readonly label: string;
  readonly color: ThemeColor;
  readonly value: string;
}

/** The figures of one datum, by name: the tooltip's text and, in words, the hidden table's row. */
export interface Readout {
  readonly title: string;
  readonly lines: readonly ReadoutLine[];
}

/** Each datum's readout: its title, then each series' figure in full, in the series' order. */
export function readoutsOf<Key extends string, Datum extends Readonly<Record<Key, number>>>(
  data: readonly Datum[],
  titleOf: (datum: Datum) => string,
  series: readonly ChartSeries<Key>[],
  formatValue: (value: number) => string,
): Readout[] {
  return data.map((datum) => ({ title: titleOf(datum), lines: series.map((item) => ({ label: item.label, color: item.color, value: formatValue(datum[item.key]) })) }));
}

/**
 * The figures of the datum under the cursor, over the plot beside `anchorX`
 * (on the side with more room), read aloud as they change. Once laid out it
 * is moved to where it fits whole: beside the datum, else on its other side,
 * else across it, inside the frame (a phone's plot is narrower than two readouts).
 */
export function ChartReadout({ readout, anchorX, frameWidth }: { readout: Readout | null; anchorX: number; frameWidth: number }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = element.offsetWidth;
    let left = anchorX + 12;
    if (left + width > frameWidth) left = anchorX - 12 - width;
    if (left < 0) left = Math.max(0, Math.min(frameWidth - width, anchorX - width / 2));
    element.style.left = `${left}px`;
    element.style.right = 'auto';
  });
  const side = anchorX > frameWidth / 2 ? { right: frameWidth - anchorX + 12 } : { left: anchorX + 12 };
  return (
    <div aria-live="polite" aria-atomic="true">
      {readout && (
        <div ref={box} className={classes.readout} style={side} data-chart-readout>
          <div className={classes.readoutTitle}>{readout.title}</div>
          {readout.lines.map((line) => (
            <div key={line.label} className={classes.readoutRow}>
              <span className={classes.swatch} style={{ background: themeColorVar(line.color) }} />
              <span className={classes.readoutLabel}>{line.label}</span>
              <span className={classes.readoutValue}>{line.value}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <div className={classes.legend} aria-hidden="true">
      {series.map((item) => (
        <span key={item.key} className={classes.legendItem}>
          <span className={classes.swatch} style={{ background: themeColorVar(item.color) }} />
          {item.label}
        </span>
      ))}
    </div>
  );
}

/**
 * Every figure of the chart as a table, for a screen reader (the drawing
 * itself is hidden from it), and the words `hintId` names: how the keys read
 * the plot.
 */
export function ChartTable({ caption, heading, series, readouts, hintId }: { caption: string; heading: string; series: readonly ChartSeries[]; readouts: readonly Readout[]; hintId: string }) {
  const { t } = useTranslation();
  return (
    <VisuallyHidden>
      <span id={hintId}>{t('ui.chart.keys')}</span>
      <table data-chart-table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {readouts.map((readout, index) => (
            <tr key={index}>
              <th scope="row">{readout.title}</th>
              {readout.lines.map((line) => (
                <td key={line.label}>{line.value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
