import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceControl } from './choice-control';

const render = (node: React.ReactNode) => {
  const host = renderToStaticMarkup(node);
  return { html: host, radios: [...host.matchAll(/<input([^>]*)>/g)].map((m) => m[1]!), labels: [...host.matchAll(/<label[^>]*for="([^"]+)"[^>]*><span[^>]*>(.*?)<\/span><\/label>/g)].map((m) => ({ for: m[1]!, text: m[2]! })) };
};
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const has = (tag: string, name: string) => new RegExp(`\\s${name}(=|\\s|$)`).test(tag);

describe('ChoiceControl', () => {
  it('is a radio group: one radio per choice under one name, each named by its own label, the chosen one checked', () => {
    const { html, radios, labels } = render(
      <ChoiceControl aria-label="State" data={[{ value: 'in_stock', label: 'In stock' }, { value: 'in_transit', label: 'In transit' }]} value="in_transit" onChange={() => undefined} data-testid="stock-state" />,
    );
    expect(html).toMatch(/^<div role="radiogroup"[^>]*aria-label="State"[^>]*data-testid="stock-state"/);
    expect(radios.map((r) => attr(r, 'value'))).toEqual(['in_stock', 'in_transit']);
    expect(new Set(radios.map((r) => attr(r, 'name'))).size).toBe(1);
    expect(radios.map((r) => has(r, 'checked'))).toEqual([false, true]);
    expect(labels.map((l) => l.text)).toEqual(['In stock', 'In transit']);
    expect(labels.map((l) => l.for)).toEqual(radios.map((r) => attr(r, 'id')));
  });

  it('takes bare strings as their own labels, and checks none when the value is none of them', () => {
    const { radios, labels } = render(<ChoiceControl data={['A', 'B', 'C']} value={null} onChange={() => undefined} />);
    expect(labels.map((l) => l.text)).toEqual(['A', 'B', 'C']);
    expect(radios.some((r) => has(r, 'checked'))).toBe(false);
  });

  it('disables every radio when disabled, and a single choice when that choice is', () => {
    const all = render(<ChoiceControl data={['x', 'y']} value="x" disabled onChange={() => undefined} />);
    expect(all.radios.every((r) => has(r, 'disabled'))).toBe(true);
    const one = render(<ChoiceControl data={[{ value: 'x', label: 'X' }, { value: 'y', label: 'Y', disabled: true }]} value="x" onChange={() => undefined} />);
    expect(one.radios.map((r) => has(r, 'disabled'))).toEqual([false, true]);
  });

  it('two controls on one page do not share a radio name (the browser would make them one group)', () => {
    const { radios } = render(
      <>
        <ChoiceControl data={['a', 'b']} value="a" onChange={() => undefined} />
        <ChoiceControl data={['a', 'b']} value="b" onChange={() => undefined} />
      </>,
    );
    expect(new Set(radios.map((r) => attr(r, 'name'))).size).toBe(2);
    expect(new Set(radios.map((r) => attr(r, 'id'))).size).toBe(4);
  });

  it('names a theme colour for the chosen item through its CSS variable, and its size, width and tone as data', () => {
    const { html } = render(<ChoiceControl data={['a']} value="a" color="teal" size="xs" fullWidth tone="dark" radius="xl" onChange={() => undefined} />);
    expect(html).toContain('--choice-chosen-bg:var(--mantine-color-teal-filled)');
    expect(html).toMatch(/data-size="xs"[^>]*data-radius="xl"[^>]*data-full-width="true"[^>]*data-colored="true"[^>]*data-tone="dark"/);
  });

  it('draws nothing without choices', () => {
    expect(render(<ChoiceControl data={[]} value={null} onChange={() => undefined} />).html).toBe('');
  });
});
