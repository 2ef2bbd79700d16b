import { describe, expect, it } from 'vitest';
import {
  biggerThan,
  chooseAtLeastOne,
  email,
  exactLength,
  excludedCharacters,
  formMessageKeys,
  integerOnly,
  isEmptyValue,
  matches,
  maxLength,
  minLength,
  needAtLeastPhoto,
  needFill,
  needInput,
  needInputWeightReturn,
  needPick,
  notBiggerThan,
  notSmallerThan,
  numbersOnly,
  photoRequired,
  required,
  runRules,
  uppercaseOnly,
  validateFields,
  type Rule,
} from './form-rules';

describe('emptiness', () => {
  it('treats null, undefined, blank text, NaN and [] as empty', () => {
    [null, undefined, '', '   ', Number.NaN, []].forEach((v) => expect(isEmptyValue(v)).toBe(true));
    [0, '0', ' a ', [0], false, {}].forEach((v) => expect(isEmptyValue(v)).toBe(false));
  });
});

describe('the required family', () => {
  const cases = [
    [required, 'form.required'],
    [needFill, 'form.needFill'],
    [needInput, 'form.needInput'],
    [needPick, 'form.needPick'],
    [photoRequired, 'form.photoRequired'],
    [needInputWeightReturn, 'form.needInputWeightReturn'],
  ] as const;
  it.each(cases)('%o refuses an empty value with its own key', (rule, key) => {
    expect(rule()(null)).toEqual({ key });
    expect(rule()('  ')).toEqual({ key });
    expect(rule()([])).toEqual({ key });
    expect(rule()(0)).toBeNull();
    expect(rule()('x')).toBeNull();
  });
  it('accepts a zero weight as an input weight return', () => {
    expect(needInputWeightReturn()(0)).toBeNull();
  });
});

describe('choices and photos', () => {
  it('chooseAtLeastOne refuses no choice', () => {
    expect(chooseAtLeastOne()([])).toEqual({ key: 'form.chooseAtLeastOne', params: { min: 1 } });
    expect(chooseAtLeastOne()(null)).toEqual({ key: 'form.chooseAtLeastOne', params: { min: 1 } });
    expect(chooseAtLeastOne()(['a'])).toBeNull();
  });
  it('needAtLeastPhoto counts photos', () => {
    expect(needAtLeastPhoto()([])).toEqual({ key: 'form.needAtLeastPhoto' });
    expect(needAtLeastPhoto()(null)).toEqual({ key: 'form.needAtLeastPhoto' });
    expect(needAtLeastPhoto(2)(['a'])).toEqual({ key: 'form.needAtLeastPhotos', params: { min: 2 } });
    expect(needAtLeastPhoto(2)(['a', 'b'])).toBeNull();
  });
});

describe('format rules', () => {
  it('email', () => {
    expect(email()('sok@example.com')).toBeNull();
    expect(email()(' sok@example.com ')).toBeNull();
    expect(email()('sok@')).toEqual({ key: 'form.email' });
    expect(email()('')).toBeNull();
  });
  it('numbersOnly accepts decimal numbers with a dot or a comma', () => {
    ['12', '-3', '8.63', '8,63', '.5', 12.5].forEach((v) => expect(numbersOnly()(v)).toBeNull());
    ['12a', '1.2.3', '1e5', Infinity].forEach((v) => expect(numbersOnly()(v)).toEqual({ key: 'form.numbersOnly' }));
  });
  it('integerOnly', () => {
    ['12', '-3', '+7', 42].forEach((v) => expect(integerOnly()(v)).toBeNull());
    ['1.5', '1,5', 'x', 1.5].forEach((v) => expect(integerOnly()(v)).toEqual({ key: 'form.integerOnly' }));
  });
  it('uppercaseOnly lets through text without case (Khmer, digits)', () => {
    expect(uppercaseOnly()('AU750')).toBeNull();
    expect(uppercaseOnly()('មាស')).toBeNull();
    expect(uppercaseOnly()('Au750')).toEqual({ key: 'form.uppercaseOnly' });
  });
  it('lengths count code points of text and items of lists', () => {
    expect(maxLength(3)('abc')).toBeNull();
    expect(maxLength(3)('abcd')).toEqual({ key: 'form.maxLength', params: { max: 3 } });
    expect(minLength(2)('a')).toEqual({ key: 'form.minLength', params: { min: 2 } });
    expect(minLength(2)('ab')).toBeNull();
    expect(exactLength(4)('123')).toEqual({ key: 'form.exactLength', params: { length: 4 } });
    expect(exactLength(4)('1234')).toBeNull();
    expect(exactLength(2)(['a', 'b'])).toBeNull();
    expect(maxLength(2)('😀😀')).toBeNull();
  });
  it('excludedCharacters names the first excluded character', () => {
    expect(excludedCharacters('/#')('AB#1/2')).toEqual({ key: 'form.excludedCharacter', params: { char: '#' } });
    expect(excludedCharacters('/#')('AB12')).toBeNull();
  });
  it('matches gives invalid format, also with a global pattern used twice', () => {
    const code = matches(/^[A-Z]{2}\d+$/g);
    expect(code('A750')).toEqual({ key: 'form.invalidFormat' });
    expect(code('AU1')).toBeNull();
    expect(code('AU1')).toBeNull();
  });
  it('format rules pass empty values, leaving emptiness to required', () => {
    const rules = [email(), numbersOnly(), integerOnly(), uppercaseOnly(), minLength(3), exactLength(2), matches(/x/)];
    rules.forEach((rule) => expect((rule as Rule<unknown>)('')).toBeNull());
  });
});

describe('bounds', () => {
  it('cannot be bigger than', () => {
    expect(notBiggerThan(10)(10)).toBeNull();
    expect(notBiggerThan(10)(11)).toEqual({ key: 'form.cannotBeBigger', params: { limit: '10' } });
    expect(notBiggerThan(8_630, '8.630 g')(9_000)).toEqual({ key: 'form.cannotBeBigger', params: { limit: '8.630 g' } });
  });
  it('cannot be smaller than', () => {
    expect(notSmallerThan(0)(0)).toBeNull();
    expect(notSmallerThan(0)(-1)).toEqual({ key: 'form.cannotBeSmaller', params: { limit: '0' } });
  });
  it('have to be bigger than', () => {
    expect(biggerThan(0)(1)).toBeNull();
    expect(biggerThan(0)(0)).toEqual({ key: 'form.haveToBeBigger', params: { limit: '0' } });
    expect(biggerThan(0n)(1n)).toBeNull();
  });
  it('bounds pass an empty value', () => {
    expect(biggerThan(0)(null)).toBeNull();
  });
});

describe('runRules', () => {
  const rules = [needInput(), integerOnly(), maxLength(3)] as const;
  it('runs in order and returns only the first error by default', () => {
    expect(runRules('', rules)).toEqual({ key: 'form.needInput' });
    expect(runRules('12345x', rules)).toEqual({ key: 'form.integerOnly' });
    expect(runRules('12345', rules)).toEqual({ key: 'form.maxLength', params: { max: 3 } });
    expect(runRules('123', rules)).toBeNull();
  });
  it('stops at the first error without running later rules', () => {
    let ran = false;
    const spy: Rule<string> = () => {
      ran = true;
      return null;
    };
    runRules('', [required(), spy]);
    expect(ran).toBe(false);
  });
  it('returns every error in order when asked for all', () => {
    expect(runRules('12345x', rules, { all: true })).toEqual([
      { key: 'form.integerOnly' },
      { key: 'form.maxLength', params: { max: 3 } },
    ]);
    expect(runRules('1', rules, { all: true })).toEqual([]);
  });
  it('validates a form field by field', () => {
    const errors = validateFields(
      { code: 'au', weightMg: 0 as number | null, photos: [] as string[] },
      { code: [required(), uppercaseOnly()], weightMg: [needInput(), biggerThan(0)], photos: [needAtLeastPhoto()] },
    );
    expect(errors).toEqual({
      code: { key: 'form.uppercaseOnly' },
      weightMg: { key: 'form.haveToBeBigger', params: { limit: '0' } },
      photos: { key: 'form.needAtLeastPhoto' },
    });
  });
  it('lists every message key once', () => {
    expect(new Set(formMessageKeys).size).toBe(formMessageKeys.length);
    expect(formMessageKeys).toHaveLength(21);
  });
});
