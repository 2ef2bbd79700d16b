import { describe, expect, it } from 'vitest';
import { formMessageKeys } from '../../../shared/form-rules';
import { moneyParseErrors, weightParseErrors } from '../../../shared/units';
import en from './en.json';
import kh from './kh.json';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') keys.set(key, value);
    else for (const [k, v] of flatten(value, key)) keys.set(k, v);
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const enKeys = flatten(en);
const khKeys = flatten(kh);

describe('ui catalogues', () => {
  it('kh and en have the same keys', () => {
    expect([...enKeys.keys()].filter((key) => !khKeys.has(key))).toEqual([]);
    expect([...khKeys.keys()].filter((key) => !enKeys.has(key))).toEqual([]);
  });
  it('keep the same {{placeholders}} and no empty text', () => {
    const bad = [...enKeys].filter(
      ([key, text]) => text.trim() === '' || placeholders(text).join() !== placeholders(khKeys.get(key) ?? '').join(),
    );
    expect(bad.map(([key]) => key)).toEqual([]);
  });
  it('hold only the sections this folder owns', () => {
    expect(Object.keys(en).sort()).toEqual(['form', 'gallery', 'ui', 'units']);
  });
  it('word every form rule', () => {
    expect(formMessageKeys.filter((key) => !enKeys.has(key))).toEqual([]);
  });
  it('word every weight and money parse error', () => {
    const codes = [...weightParseErrors, ...moneyParseErrors];
    expect(codes.filter((code) => !enKeys.has(`units.errors.${code}`))).toEqual([]);
  });
  it('writes Khmer in Khmer script', () => {
    expect(kh.units.chi).toBe('ជី');
    expect(kh.form.required).toMatch(/[\u1780-\u17FF]/);
  });
});
