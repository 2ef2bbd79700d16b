/**
 * A Mantine colour as its `c` prop reads it, as a CSS value: `red.7` (a
 * shade), `teal` (its filled shade), `dimmed`, or any CSS colour as it is.
 * For the plain elements that draw Mantine's look (list cells, weights,
 * charts) without its components.
 */
export function themeColorVar(color: string): string {
  if (color === 'dimmed') return 'var(--mantine-color-dimmed)';
  const [name, shade] = color.split('.');
  if (!name || !/^[a-z]+$/.test(name)) return color;
  return shade === undefined ? `var(--mantine-color-${name}-filled)` : `var(--mantine-color-${name}-${shade})`;
}
