import { Checkbox, Code, List, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  email,
  exactLength,
  excludedCharacters,
  integerOnly,
  matches,
  maxLength,
  minLength,
  numbersOnly,
  required,
  runRules,
  uppercaseOnly,
  type Rule,
} from '../../../../shared/form-rules';
import { ruleErrorText } from '../../../ui/use-form-rules';
import { TestGallerySection } from './test-gallery-section';

/** Each rule is labelled by the message it gives, so the list needs no words of its own. */
const playgroundRules: readonly { id: string; rule: Rule<string> }[] = [
  { id: 'required', rule: required() },
  { id: 'numbersOnly', rule: numbersOnly() },
  { id: 'integerOnly', rule: integerOnly() },
  { id: 'uppercaseOnly', rule: uppercaseOnly() },
  { id: 'minLength', rule: minLength(2) },
  { id: 'maxLength', rule: maxLength(5) },
  { id: 'exactLength', rule: exactLength(4) },
  { id: 'excludedCharacter', rule: excludedCharacters('#/') },
  { id: 'email', rule: email() },
  { id: 'invalidFormat', rule: matches(/^[A-Z0-9]/) },
];
/** A value that breaks each rule, to find its message. */
const breaking: Record<string, unknown> = {
  required: '',
  numbersOnly: 'x',
  integerOnly: 'x',
  uppercaseOnly: 'x',
  minLength: 'x',
  maxLength: 'xxxxxx',
  exactLength: 'x',
  excludedCharacter: '#',
  email: 'x',
  invalidFormat: 'x',
};

/** /test/page1: the rules playground. */
export function TestPage1() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [enabled, setEnabled] = useState<string[]>(['required', 'integerOnly', 'maxLength']);
  const rules = playgroundRules.filter((r) => enabled.includes(r.id)).map((r) => r.rule);
  const first = runRules(value, rules);
  const all = runRules(value, rules, { all: true });

  return (
    <TestGallerySection title={t('gallery.page1.title')}>
      <Text size="sm" c="dimmed">
        {t('gallery.page1.hint')}
      </Text>
      <Checkbox.Group label={t('gallery.fields.rules')} value={enabled} onChange={setEnabled}>
        <Stack gap={6} mt={6}>
          {playgroundRules.map(({ id, rule }) => (
            <Checkbox key={id} value={id} label={ruleErrorText(t, (rule as Rule<unknown>)(breaking[id]))} />
          ))}
        </Stack>
      </Checkbox.Group>
      <TextInput
        label={t('gallery.fields.value')}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={ruleErrorText(t, first)}
      />
      <Code>{first ? t('gallery.status.invalid') : t('gallery.status.valid')}</Code>
      <Text size="sm" fw={600}>
        {t('gallery.status.allErrors')}
      </Text>
      <List size="sm">
        {all.map((error) => (
          <List.Item key={error.key}>{ruleErrorText(t, error)}</List.Item>
        ))}
      </List>
    </TestGallerySection>
  );
}
