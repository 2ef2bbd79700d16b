import { describe, expect, it } from 'vitest';
import { CellStack, CellText } from './cell-text';
import { themeColorVar } from './theme-color';
import { renderForTest } from './render-for-test';
import { RowButton, RowCheckbox } from './row-controls';
import { WeightText } from './weight-text';

describe('themeColorVar', () => {
  it('reads a colour as Mantine’s c prop does', () => {
    expect(themeColorVar('red.7')).toBe('var(--mantine-color-red-7)');
    expect(themeColorVar('teal')).toBe('var(--mantine-color-teal-filled)');
    expect(themeColorVar('dimmed')).toBe('var(--mantine-color-dimmed)');
    expect(themeColorVar('#c00')).toBe('#c00');
  });
});

describe('CellStack', () => {
  it('sets its own gap, so a stack inside another does not take the outer one', () => {
    const html = renderForTest(
      <CellStack gap={4}>
        <CellStack>
          <CellText>Dara</CellText>
        </CellStack>
      </CellStack>,
    );
    expect(html).toContain('gap:4px');
    expect(html.match(/gap:/g)).toHaveLength(1);
  });
});

describe('row controls', () => {
  it('draws a row’s tick as Mantine’s checkbox, named for the reader', () => {
    const html = renderForTest(<RowCheckbox aria-label="Tick RG-0011" checked onChange={() => {}} />);
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('aria-label="Tick RG-0011"');
    expect(html).toContain('checked=""');
    expect(html).toContain('mantine-Checkbox-input');
    expect(html).toContain('--checkbox-size');
  });

  it('draws a row’s action as Mantine’s compact subtle button', () => {
    const html = renderForTest(
      <RowButton color="teal" onClick={() => {}}>
        Unfreeze
      </RowButton>,
    );
    expect(html).toContain('data-variant="subtle"');
    expect(html).toContain('var(--mantine-color-teal-light-color)');
    expect(html).toContain('Unfreeze');
  });
});

describe('WeightText', () => {
  it('shows grams over chi/hun/li, in the reader’s figures, and a dash before weighing', () => {
    expect(renderForTest(<WeightText mg={7500} />, 'en')).toContain('7.500 g');
    expect(renderForTest(<WeightText mg={7500} color="red.7" />, 'en')).toContain('var(--mantine-color-red-7)');
    expect(renderForTest(<WeightText mg={null} />, 'en')).toContain('—');
    expect(renderForTest(<WeightText mg={7500} />, 'kh')).not.toContain('7.500 g');
  });
});
