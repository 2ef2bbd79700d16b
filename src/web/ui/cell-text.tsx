import type { CSSProperties, ReactNode } from 'react';
import classes from './cell-text.module.css';
import { themeColorVar } from './theme-color';

/*
 * The text of a list cell, and a column of them, in plain elements with Mantine's look: a page of
 * a list renders hundreds of cells, and a Mantine Text or Stack each resolves its theme, styles and
 * style props (~0.5 ms apiece on a cold page); Text and Stack were most of a cold stock list's
 * Mantine components (272 and 64 for 50 pieces). Forms, cards and headings keep Mantine's.
 */

export interface CellTextProps {
  children?: ReactNode;
  /** Mantine's `sm` (a cell's text) or `xs` (the line under it). */
  size?: 'sm' | 'xs';
  dimmed?: boolean;
  weight?: 500 | 600 | 700;
  /** Codes, numbers of documents, phones. */
  mono?: boolean;
  nowrap?: boolean;
  italic?: boolean;
  /** Figures that line up in a column: tabular digits on one line. */
  figures?: boolean;
  /** A Mantine colour (`red.7`) or a CSS one; wins over `dimmed`. */
  color?: string | undefined;
  align?: 'left' | 'right' | 'center';
  /** One line cut with an ellipsis (give it a `maxWidth` in `style`, and the whole text as `title`). */
  truncate?: boolean;
  title?: string | undefined;
  /** Inside a line of text (a `span`), not a paragraph of its own. */
  span?: boolean;
  style?: CSSProperties;
  className?: string;
}

/** A cell's text as `<Text size="sm">` draws it, with the variants lists use. */
export function CellText({ children, size = 'sm', dimmed, weight, mono, nowrap, italic, figures, truncate, title, color, align, span, style, className }: CellTextProps) {
  const Element = span ? 'span' : 'p';
  const colored = color === undefined ? style : ({ ...style, '--cell-color': themeColorVar(color) } as CSSProperties);
  return (
    <Element
      className={className ? `${classes.text} ${className}` : classes.text}
      data-size={size === 'sm' ? undefined : size}
      data-dimmed={dimmed || undefined}
      data-weight={weight}
      data-mono={mono || undefined}
      data-nowrap={nowrap || undefined}
      data-italic={italic || undefined}
      data-figures={figures || undefined}
      data-truncate={truncate || undefined}
      title={title}
      style={align ? { ...colored, textAlign: align } : colored}
    >
      {children}
    </Element>
  );
}

export interface CellStackProps {
  children?: ReactNode;
  /** In pixels, as Mantine's `gap={2}`. */
  gap?: 0 | 2 | 4 | 6;
  /** `start` and `end` hug their content (Stack's `align="flex-start"` / `"flex-end"`); without, they stretch. */
  align?: 'start' | 'end';
  minWidth?: number | undefined;
  style?: CSSProperties;
  /** What tests and styles find it by (`data-testid`, `data-amount`…). */
  [data: `data-${string}`]: string | undefined;
}

/** Side by side on one line, centred, as `<Group gap={…} wrap="nowrap">` draws it. */
export function CellRow({ children, gap = 0, style, ...data }: Omit<CellStackProps, 'align' | 'minWidth'>) {
  return (
    <div className={classes.row} style={gap ? { ...style, gap } : style} {...data}>
      {children}
    </div>
  );
}

/** A column of a cell's lines, as `<Stack gap={…}>` draws it. */
export function CellStack({ children, gap = 0, align, minWidth, style, ...data }: CellStackProps) {
  // The gap inline, not as a variable: a stack in a stack keeps its own (a variable would be inherited).
  const sized = { ...style, ...(gap ? { gap } : {}), ...(minWidth === undefined ? {} : { minWidth }) };
  return (
    <div className={classes.stack} data-align={align} style={sized} {...data}>
      {children}
    </div>
  );
}
