import { createTheme, type ComboboxProps, type MantineColorsTuple, type TableScrollContainerProps, type TextareaProps } from '@mantine/core';

/** Dark blue: the primary colour of spec §9. Shade 8 is the filled colour. */
const navy: MantineColorsTuple = [
  '#edf1f9',
  '#d8e0f0',
  '#aebfe0',
  '#819ccf',
  '#5c7ec1',
  '#4469b7',
  '#3660b4',
  '#28509e',
  '#1f458c',
  '#12376f',
];

/** The workshop's accent: brand marks, highlights, the loading bar. */
const gold: MantineColorsTuple = [
  '#fff8e5',
  '#fcefcf',
  '#f7dd9f',
  '#f2ca6b',
  '#eeba40',
  '#ebb026',
  '#eaab16',
  '#d09507',
  '#b98400',
  '#a07100',
];

/** Spec §9 theme colours by role, for components that pick a colour by meaning. */
export const semanticColors = {
  primary: 'navy',
  secondary: 'teal',
  success: 'green',
  warning: 'orange',
  error: 'red',
  accent: 'gold',
} as const;
export type SemanticColor = keyof typeof semanticColors;

/** Deep navy of headers and the sign-in backdrop. */
export const brandNavy = '#12294f';
export const brandGold = '#d9a520';

/** Spec §9: calendar day view of 24 one-hour intervals, each split in 2, 48 px tall. */
export const calendarDayView = {
  intervalCount: 24,
  intervalMinutes: 60,
  divisions: 2,
  intervalHeightPx: 48,
} as const;

/** Spec §9: text areas show 5 rows unless told otherwise (the theme's default, and TextareaField's). */
export const textareaDefaultRows = 5;

// Noto Sans Khmer first: it carries both the Khmer and the Latin subsets, so
// the two scripts share one design and render the same offline everywhere.
const fontFamily =
  "'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, gold },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A plain entry rather than `Textarea.extend`, which would bring the text area into the first screen.
    Textarea: { defaultProps: { rows: textareaDefaultRows, minRows: textareaDefaultRows } satisfies Partial<TextareaProps> },
    // A wide table scrolls with the browser's own scrollbar. Mantine's ScrollArea reads the
    // viewport's scroll position as it mounts, which makes the browser lay the page out in the
    // middle of React's commit (about 20 ms a table on a cold page), and watches it with a
    // ResizeObserver after.
    TableScrollContainer: { defaultProps: { type: 'native' } satisfies Partial<TableScrollContainerProps> },
    // A select's list is drawn when it opens, not kept hidden in the page. Mantine keeps it mounted
    // (display: none) by default, and Floating UI places a mounted list as it mounts: it reads the
    // list's and each ancestor's computed style, which makes the browser work out the whole page's
    // styles in the middle of React's commit (50 ms of a cold /jewelry/stock with its four filters).
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
  },
  other: { semanticColors, calendarDayView, brandNavy, brandGold },
});
