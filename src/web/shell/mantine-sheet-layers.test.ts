import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetLayers } from '../../../scripts/mantine-styles';

// The build puts each Mantine sheet in a sub-layer named by its place in Mantine's whole stylesheet
// (scripts/mantine-styles.ts), so that a component drawn on another overrides it whatever order the
// chunks' sheets load in.
const { layerOf, order } = sheetLayers(path.resolve('node_modules/@mantine/core/styles'));
const placeOf = (sheet: string) => {
  const layer = layerOf(sheet);
  if (!layer) throw new Error(`${sheet} has no layer`);
  return order.indexOf(`${layer},`) >= 0 ? order.indexOf(`${layer},`) : order.indexOf(`${layer};`);
};

describe("Mantine's sheets in ordered sub-layers", () => {
  it('puts the base first, the dates package last, and names every sheet once in the order', () => {
    expect(order.startsWith('@layer mantine.c000, ')).toBe(true);
    expect(order.trimEnd().endsWith('mantine.dates;')).toBe(true);
    expect(['baseline', 'default-css-variables', 'global'].map(layerOf)).toEqual(['mantine.c000', 'mantine.c000', 'mantine.c000']);
    const names = order.replace('@layer ', '').replace(';', '').trim().split(', ');
    expect(new Set(names).size).toBe(names.length);
  });

  it('places the sheets a component is drawn on before the component (its overrides win)', () => {
    for (const [base, drawnOnIt] of [
      ['UnstyledButton', 'NavLink'],
      ['UnstyledButton', 'Burger'],
      ['UnstyledButton', 'Button'],
      ['Input', 'NumberInput'],
      ['Popover', 'Menu'],
    ] as const) {
      expect({ base, drawnOnIt, before: placeOf(base) < placeOf(drawnOnIt) }).toEqual({ base, drawnOnIt, before: true });
    }
  });
});
