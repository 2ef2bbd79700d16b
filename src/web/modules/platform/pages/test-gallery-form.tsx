import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  biggerThan,
  chooseAtLeastOne,
  email,
  excludedCharacters,
  integerOnly,
  matches,
  maxLength,
  needAtLeastPhoto,
  needInput,
  needInputWeightReturn,
  needPick,
  notBiggerThan,
  required,
  uppercaseOnly,
  type FieldRules,
} from '../../../../shared/form-rules';
import { formatGrams, MG_PER_DAMLEUNG } from '../../../../shared/units';
import { PhotoField, type PhotoValue } from '../../../ui/photo-field';
import { useFormRules } from '../../../ui/use-form-rules';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { WeightInput } from '../../../ui/weight-input';
import { TestGallerySection } from './test-gallery-section';

interface DemoForm {
  code: string;
  email: string;
  quantity: string;
  returnWeightMg: number | null;
  category: string | null;
  kinds: string[];
  photos: PhotoValue[];
}

const emptyForm: DemoForm = {
  code: '',
  email: '',
  quantity: '',
  returnWeightMg: null,
  category: null,
  kinds: [],
  photos: [],
};
const categoryKeys = ['ring', 'necklace', 'bracelet', 'earrings'] as const;

/** Each field's rules run in order; only the first error shows (spec §5). */
export function TestRulesFormDemo() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [values, setValues] = useState<DemoForm>(emptyForm);
  const [checked, setChecked] = useState<boolean | null>(null);
  const set = <K extends keyof DemoForm>(field: K, value: DemoForm[K]) => setValues((v) => ({ ...v, [field]: value }));
  const rules: FieldRules<DemoForm> = {
    code: [required(), uppercaseOnly(), excludedCharacters('/#'), maxLength(10), matches(/^[A-Z0-9-]+$/)],
    email: [email()],
    quantity: [needInput(), integerOnly(), maxLength(3)],
    returnWeightMg: [
      needInputWeightReturn(),
      biggerThan(0, formatGrams(0, locale)),
      notBiggerThan(MG_PER_DAMLEUNG, formatGrams(MG_PER_DAMLEUNG, locale)),
    ],
    category: [needPick()],
    kinds: [chooseAtLeastOne()],
    photos: [needAtLeastPhoto()],
  };
  const form = useFormRules(values, rules);
  const categories = categoryKeys.map((key) => ({ value: key, label: t(`gallery.categories.${key}`) }));

  return (
    <TestGallerySection title={t('gallery.sections.rulesForm')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('gallery.fields.code')}
          value={values.code}
          onChange={(e) => set('code', e.currentTarget.value)}
          withAsterisk
          {...form.fieldProps('code')}
        />
        <TextInput
          label={t('gallery.fields.email')}
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          {...form.fieldProps('email')}
        />
        <TextInput
          label={t('gallery.fields.quantity')}
          value={values.quantity}
          inputMode="numeric"
          onChange={(e) => set('quantity', e.currentTarget.value)}
          withAsterisk
          {...form.fieldProps('quantity')}
        />
        <WeightInput
          label={t('gallery.fields.returnWeight')}
          value={values.returnWeightMg}
          onChange={(mg) => set('returnWeightMg', mg)}
          withAsterisk
          {...form.fieldProps('returnWeightMg')}
        />
        <Select
          label={t('gallery.fields.category')}
          data={categories}
          value={values.category}
          onChange={(value) => set('category', value)}
          withAsterisk
          {...form.fieldProps('category')}
        />
        <Checkbox.Group
          label={t('gallery.fields.category')}
          value={values.kinds}
          onChange={(kinds) => {
            set('kinds', kinds);
            form.touch('kinds');
          }}
          withAsterisk
          error={form.errorOf('kinds')}
        >
          <Group gap="sm" mt={4}>
            {categories.map((c) => (
              <Checkbox key={c.value} value={c.value} label={c.label} />
            ))}
          </Group>
        </Checkbox.Group>
      </SimpleGrid>
      <PhotoField
        label={t('gallery.fields.photos')}
        value={values.photos}
        onChange={(photos) => {
          set('photos', photos);
          form.touch('photos');
        }}
        required
        error={form.errorOf('photos')}
      />
      <Stack gap="xs">
        <Group gap="xs">
          <Button onClick={() => setChecked(form.validate())}>{t('gallery.actions.check')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setValues(emptyForm);
              setChecked(null);
              form.reset();
            }}
          >
            {t('gallery.actions.reset')}
          </Button>
        </Group>
        {checked !== null && (
          <Alert color={checked && form.valid ? 'green' : 'red'} variant="light">
            {checked && form.valid ? t('gallery.status.valid') : t('gallery.status.invalid')}
          </Alert>
        )}
      </Stack>
    </TestGallerySection>
  );
}
