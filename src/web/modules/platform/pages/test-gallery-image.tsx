import { Code, Group, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { defaultImageUrlTemplate, imageUrl } from '../../../ui/image-url';
import { TestGallerySection } from './test-gallery-section';

const px = (value: string | number) => (typeof value === 'number' ? value : undefined);

export function TestImageUrlDemo() {
  const { t } = useTranslation();
  const [src, setSrc] = useState('2024/06/ring 1.jpg');
  const [template, setTemplate] = useState(defaultImageUrlTemplate);
  const [width, setWidth] = useState<string | number>(180);
  const [height, setHeight] = useState<string | number>(200);
  return (
    <TestGallerySection title={t('gallery.sections.imageUrl')}>
      <TextInput label={t('gallery.fields.source')} value={src} onChange={(e) => setSrc(e.currentTarget.value)} />
      <TextInput
        label={t('gallery.fields.template')}
        value={template}
        onChange={(e) => setTemplate(e.currentTarget.value)}
      />
      <Group grow>
        <NumberInput label={t('gallery.fields.width')} value={width} onChange={setWidth} min={0} allowDecimal={false} />
        <NumberInput label={t('gallery.fields.height')} value={height} onChange={setHeight} min={0} allowDecimal={false} />
      </Group>
      <Code block aria-label={t('gallery.fields.result')}>
        {imageUrl(src, { width: px(width), height: px(height), template })}
      </Code>
    </TestGallerySection>
  );
}
