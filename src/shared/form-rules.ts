/**
 * Field rules of spec §5. A rule returns null or an error carrying an i18n
 * key (`form.*`) and its interpolation params, never text, so the web and
 * the server word it in the reader's language. Rules other than the
 * "required" family pass empty values: combine them with one of those.
 */
import { z } from 'zod';

export const formMessageKeys = [
  'form.required',
  'form.email',
  'form.numbersOnly',
  'form.integerOnly',
  'form.uppercaseOnly',
  'form.maxLength',
  'form.minLength',
  'form.exactLength',
  'form.excludedCharacter',
  'form.chooseAtLeastOne',
  'form.invalidFormat',
  'form.needFill',
  'form.needInput',
  'form.needPick',
  'form.cannotBeBigger',
  'form.cannotBeSmaller',
  'form.haveToBeBigger',
  'form.photoRequired',
  'form.needAtLeastPhoto',
  'form.needAtLeastPhotos',
  'form.needInputWeightReturn',
] as const;
export type FormMessageKey = (typeof formMessageKeys)[number];

export interface RuleError {
  key: FormMessageKey;
  params?: Record<string, string | number>;
}
export type Rule<T = unknown> = (value: T) => RuleError | null;

/** null, undefined, '', whitespace only, NaN, an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Length in code points, so a Khmer letter with its marks counts each mark. */
function lengthOf(value: unknown): number | null {
  if (typeof value === 'string') return [...value].length;
  if (Array.isArray(value)) return value.length;
  return null;
}

const notEmpty =
  (key: FormMessageKey): Rule<unknown> =>
  (value) =>
    isEmptyValue(value) ? { key } : null;

const whenFilled =
  <T>(check: (value: T) => RuleError | null): Rule<T | null | undefined> =>
  (value) =>
    isEmptyValue(value) ? null : check(value as T);

export const required = (): Rule<unknown> => notEmpty('form.required');
export const needFill = (): Rule<unknown> => notEmpty('form.needFill');
export const needInput = (): Rule<unknown> => notEmpty('form.needInput');
export const needPick = (): Rule<unknown> => notEmpty('form.needPick');
export const photoRequired = (): Rule<unknown> => notEmpty('form.photoRequired');
export const needInputWeightReturn = (): Rule<unknown> => notEmpty('form.needInputWeightReturn');

export const chooseAtLeastOne = (): Rule<readonly unknown[] | null | undefined> => (value) =>
  !value || value.length < 1 ? { key: 'form.chooseAtLeastOne', params: { min: 1 } } : null;

/** "need at least a photo"; with min > 1, "need at least {min} photos". */
export const needAtLeastPhoto = (min = 1): Rule<readonly unknown[] | null | undefined> => (value) => {
  if (value && value.length >= min) return null;
  return min === 1 ? { key: 'form.needAtLeastPhoto' } : { key: 'form.needAtLeastPhotos', params: { min } };
};

const emailSchema = z.email();
export const email = (): Rule<string | null | undefined> =>
  whenFilled((value: string) => (emailSchema.safeParse(value.trim()).success ? null : { key: 'form.email' }));

/** A decimal number: "12", "-3", "8.63", "8,63", or a finite number. */
export const numbersOnly = (): Rule<string | number | null | undefined> =>
  whenFilled((value: string | number) => {
    const ok = typeof value === 'number' ? Number.isFinite(value) : /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(value.trim());
    return ok ? null : { key: 'form.numbersOnly' };
  });

export const integerOnly = (): Rule<string | number | null | undefined> =>
  whenFilled((value: string | number) => {
    const ok = typeof value === 'number' ? Number.isSafeInteger(value) : /^[+-]?\d+$/.test(value.trim());
    return ok ? null : { key: 'form.integerOnly' };
  });

export const uppercaseOnly = (): Rule<string | null | undefined> =>
  whenFilled((value: string) => (value === value.toUpperCase() ? null : { key: 'form.uppercaseOnly' }));

type Sized = string | readonly unknown[] | null | undefined;

export const maxLength = (max: number): Rule<Sized> =>
  whenFilled((value: Sized) => ((lengthOf(value) ?? 0) > max ? { key: 'form.maxLength', params: { max } } : null));

export const minLength = (min: number): Rule<Sized> =>
  whenFilled((value: Sized) => ((lengthOf(value) ?? 0) < min ? { key: 'form.minLength', params: { min } } : null));

export const exactLength = (length: number): Rule<Sized> =>
  whenFilled((value: Sized) =>
    lengthOf(value) !== length ? { key: 'form.exactLength', params: { length } } : null,
  );

/** Refuses any of `chars`; the error names the first one found. */
export const excludedCharacters = (chars: string): Rule<string | null | undefined> =>
  whenFilled((value: string) => {
    const found = [...value].find((c) => chars.includes(c));
    return found === undefined ? null : { key: 'form.excludedCharacter', params: { char: found } };
  });

export const matches = (pattern: RegExp): Rule<string | null | undefined> =>
  whenFilled((value: string) => {
    pattern.lastIndex = 0;
    return pattern.test(value) ? null : { key: 'form.invalidFormat' };
  });

type Comparable = number | bigint | null | undefined;
/** `limitText` is the limit as the reader should see it, e.g. "8.630 g" for 8630 mg. */
const compare = (
  key: FormMessageKey,
  fails: (value: number | bigint) => boolean,
  limit: number | bigint,
  limitText?: string,
): Rule<Comparable> =>
  whenFilled((value: number | bigint) => (fails(value) ? { key, params: { limit: limitText ?? String(limit) } } : null));

/** "cannot be bigger than": value ≤ limit. */
export const notBiggerThan = (limit: number | bigint, limitText?: string): Rule<Comparable> =>
  compare('form.cannotBeBigger', (v) => v > limit, limit, limitText);

/** "cannot be smaller than": value ≥ limit. */
export const notSmallerThan = (limit: number | bigint, limitText?: string): Rule<Comparable> =>
  compare('form.cannotBeSmaller', (v) => v < limit, limit, limitText);

/** "have to be bigger than": value > limit. */
export const biggerThan = (limit: number | bigint, limitText?: string): Rule<Comparable> =>
  compare('form.haveToBeBigger', (v) => v <= limit, limit, limitText);

export function runRules<T>(value: T, rules: readonly Rule<T>[]): RuleError | null;
export function runRules<T>(value: T, rules: readonly Rule<T>[], opts: { all: true }): RuleError[];
export function runRules<T>(value: T, rules: readonly Rule<T>[], opts: { all?: false }): RuleError | null;
/** Runs the rules in order; by default stops at, and returns, the first error. */
export function runRules<T>(value: T, rules: readonly Rule<T>[], opts: { all?: boolean } = {}): RuleError | RuleError[] | null {
  const errors: RuleError[] = [];
  for (const rule of rules) {
    const error = rule(value);
    if (!error) continue;
    if (!opts.all) return error;
    errors.push(error);
  }
  return opts.all ? errors : null;
}

export type FieldRules<V> = { [K in keyof V]?: readonly Rule<V[K]>[] };

/** First error of each field that has one. */
export function validateFields<V extends object>(values: V, rules: FieldRules<V>): Partial<Record<keyof V, RuleError>> {
  const errors: Partial<Record<keyof V, RuleError>> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    const error = runRules(values[field], rules[field] ?? []);
    if (error) errors[field] = error;
  }
  return errors;
}
