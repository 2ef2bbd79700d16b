import type { TFunction } from '../i18n/translator';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { runRules, validateFields, type FieldRules, type Rule, type RuleError } from '../../shared/form-rules';

type Translate = TFunction;

export function ruleErrorText(t: Translate, error: RuleError | null | undefined): string | undefined {
  return error ? t(error.key, error.params ?? {}) : undefined;
}

/** The first error of one value, translated, for a Mantine `error` prop. */
export function useFieldRules<T>(value: T, rules: readonly Rule<T>[]): string | undefined {
  const { t } = useTranslation();
  return ruleErrorText(t, runRules(value, rules));
}

/**
 * Form-level rules: each field shows its first error once it has been left
 * (onBlur) or a submit was tried. `validate()` marks the try and says whether
 * the form may be sent.
 */
export function useFormRules<V extends object>(values: V, rules: FieldRules<V>) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(new Set());
  const [tried, setTried] = useState(false);
  const errors = validateFields(values, rules);
  const valid = Object.keys(errors).length === 0;

  const errorOf = (field: keyof V): string | undefined =>
    tried || touched.has(field) ? ruleErrorText(t, errors[field]) : undefined;
  const touch = (field: keyof V) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));

  return {
    errors,
    valid,
    errorOf,
    touch,
    /** Spread into a Mantine input: its error and the blur that reveals it. */
    fieldProps: (field: keyof V) => ({ error: errorOf(field), onBlur: () => touch(field) }),
    validate: (): boolean => {
      setTried(true);
      return valid;
    },
    reset: () => {
      setTouched(new Set());
      setTried(false);
    },
  };
}
