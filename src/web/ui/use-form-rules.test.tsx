import { describe, expect, it } from 'vitest';
import { biggerThan, needInput, required, type Rule } from '../../shared/form-rules';
import { renderForTest } from './render-for-test';
import { useFieldRules, useFormRules } from './use-form-rules';

function Field({ value, rules }: { value: string; rules: Rule<string>[] }) {
  return <span>{useFieldRules(value, rules) ?? 'ok'}</span>;
}

function Form({ weightMg }: { weightMg: number | null }) {
  const form = useFormRules({ weightMg }, { weightMg: [needInput(), biggerThan(0, '0 g')] });
  return (
    <span>
      {String(form.valid)}|{form.errorOf('weightMg') ?? 'hidden'}|{form.errors.weightMg?.key}
    </span>
  );
}

describe('useFieldRules', () => {
  it('translates the first error', () => {
    expect(renderForTest(<Field value="" rules={[required(), needInput()]} />)).toContain('Required');
    expect(renderForTest(<Field value="" rules={[needInput(), required()]} />, 'kh')).toContain('សូមបញ្ចូល');
    expect(renderForTest(<Field value="x" rules={[required()]} />)).toContain('ok');
  });
});

describe('useFormRules', () => {
  it('knows the errors at once but hides them until the field is left or a submit is tried', () => {
    expect(renderForTest(<Form weightMg={0} />)).toContain('false|hidden|form.haveToBeBigger');
    expect(renderForTest(<Form weightMg={5} />)).toContain('true|hidden|');
  });
});
