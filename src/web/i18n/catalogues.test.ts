import { describe, expect, it } from 'vitest';
import { staffKinds } from '../../shared/contracts/platform/staff-member';
import { formMessageKeys } from '../../shared/form-rules';
import { moneyParseErrors, weightParseErrors } from '../../shared/units';
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

describe('i18n catalogues', () => {
  const enKeys = flatten(en);
  const khKeys = flatten(kh);

  it('kh.json has every key of en.json', () => {
    expect([...enKeys.keys()].filter((key) => !khKeys.has(key))).toEqual([]);
  });

  it('kh.json has no key that en.json lacks', () => {
    expect([...khKeys.keys()].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('translations keep the same {{placeholders}}', () => {
    const mismatched = [...enKeys].filter(([key, text]) => {
      const khText = khKeys.get(key);
      return khText !== undefined && placeholders(text).join() !== placeholders(khText).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('no translation is empty', () => {
    const empty = [...enKeys, ...khKeys].filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('writes Khmer in Khmer script, except names that stay as they are', () => {
    // "{{value}}K" reads the same in Khmer.
    const asIs = new Set(['common.languages.en', 'units.converted', 'units.karat']);
    const latinOnly = [...khKeys].filter(([key, text]) => !asIs.has(key) && !/[\u1780-\u17FF]/.test(text));
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });

  it('words every form rule, weight and money parse error', () => {
    const codes = [...weightParseErrors, ...moneyParseErrors].map((code) => `units.errors.${code}`);
    expect([...formMessageKeys, ...codes].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('names every kind of staff work', () => {
    expect(Object.keys(en.admin.staff.kinds).sort()).toEqual([...staffKinds].sort());
  });
});
