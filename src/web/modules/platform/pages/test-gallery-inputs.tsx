import { Code } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Currency } from '../../../../shared/units';
import { MoneyInput } from '../../../ui/money-input';
import { PhotoField, type PhotoValue } from '../../../ui/photo-field';
import { TextareaField } from '../../../ui/textarea-field';
import { WeightInput } from '../../../ui/weight-input';
import { TestGallerySection } from './test-gallery-section';

/** Riel per dollar for the demo conversion. */
const demoKhrPerUsd = 4_100;

export function TestWeightDemo() {
  const { t } = useTranslation();
  const [grossWeightMg, setGrossWeightMg] = useState<number | null>(8_775);
  return (
    <TestGallerySection title={t('gallery.sections.weightInput')}>
      <WeightInput label={t('gallery.fields.grossWeight')} value={grossWeightMg} onChange={setGrossWeightMg} />
      <Code>{grossWeightMg === null ? t('gallery.values.none') : t('gallery.values.mg', { value: grossWeightMg })}</Code>
    </TestGallerySection>
  );
}

export function TestMoneyDemo() {
  const { t } = useTranslation();
  const [amountMinor, setAmountMinor] = useState<number | null>(12_345);
  const [currency, setCurrency] = useState<Currency>('USD');
  return (
    <TestGallerySection title={t('gallery.sections.moneyInput')}>
      <MoneyInput
        label={t('gallery.fields.price')}
        value={amountMinor}
        currency={currency}
        onChange={setAmountMinor}
        onCurrencyChange={setCurrency}
        khrPerUsd={demoKhrPerUsd}
      />
      <Code>{amountMinor === null ? t('gallery.values.none') : t('gallery.values.minor', { value: amountMinor })}</Code>
    </TestGallerySection>
  );
}

export function TestPhotoDemo() {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<PhotoValue[]>([]);
  return (
    <TestGallerySection title={t('gallery.sections.photoField')}>
      <PhotoField label={t('gallery.fields.photos')} value={photos} onChange={setPhotos} max={4} />
    </TestGallerySection>
  );
}

export function TestTextareaDemo() {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <TestGallerySection title={t('gallery.sections.textarea')}>
      <TextareaField label={t('gallery.fields.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
    </TestGallerySection>
  );
}
