import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import sheet from '../../../ui/a4-sheet.module.css';
import { JewelryLabelPanel } from './jewelry-label-panel';
import { useQrImages } from '../../../ui/qr-code';
import classes from './tag-sheet.module.css';
import { PageTitle } from '../../../ui/page-title';
import { ChoiceControl } from '../../../ui/choice-control';

/** What a piece's tag says: its code (as a QR code and as text), its gross weight, its category and its metal. */
export interface PieceTag {
  code: string;
  grossMg: number;
  /** The category's short name (its code); null when the piece has none. */
  categoryCode: string | null;
  /** The category's Khmer name: the jewelry label prints it as an image. */
  categoryNameKh: string | null;
  materialCode: string;
}

/** The browser's print on a label printer or an A4 sheet, or raw jewelry labels (TSPL, ZPL) sent to the label printer. */
export const tagLayouts = ['label', 'a4', 'jewelry'] as const;
export type TagLayout = (typeof tagLayouts)[number];

/** The tags themselves: one per label-printer page, or a grid on A4. `qrImages` by code; a tag without one keeps its place blank. */
export function TagSheet({ tags, layout, qrImages = {} }: { tags: readonly PieceTag[]; layout: Exclude<TagLayout, 'jewelry'>; qrImages?: Readonly<Record<string, string>> }) {
  const locale = useUiLocale();
  const { t } = useTranslation();
  return (
    <div className={`${sheet.printed} ${layout === 'a4' ? classes.a4 : classes.labels}`} data-layout={layout} aria-label={t('stock.tags.sheet')}>
      {tags.map((tag, index) => (
        <div className={classes.tag} key={`${tag.code}-${index}`} data-code={tag.code}>
          {qrImages[tag.code] ? <img className={classes.qr} src={qrImages[tag.code]} alt={tag.code} /> : <span className={classes.qrPending} />}
          <span className={classes.text}>
            <span className={classes.code}>{tag.code}</span>
            <span className={classes.weight}>{formatGrams(tag.grossMg, locale)}</span>
            <span className={classes.kind}>{[tag.categoryCode, tag.materialCode].filter(Boolean).join(' · ')}</span>
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * Tags ready to print: the layout toggle (label printer or A4 sheet), print
 * and back; in print only the tags are left (the CSS module's @media print).
 */
export function TagPrintView({ tags, onBack, initialLayout = 'label' }: { tags: readonly PieceTag[]; onBack: () => void; initialLayout?: TagLayout }) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<TagLayout>(initialLayout);
  const { images, ready } = useQrImages(tags.map((tag) => tag.code), 0);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" className={sheet.noPrint}>
        <PageTitle title={t('stock.tags.title')} subtitle={t('stock.tags.subtitle', { count: tags.length })} />
        <Group gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            {t('stock.tags.back')}
          </Button>
          <ChoiceControl
            value={layout}
            onChange={(value) => setLayout(value as TagLayout)}
            data={tagLayouts.map((value) => ({ value, label: t(`stock.tags.layouts.${value}`) }))}
            aria-label={t('stock.tags.layout')}
          />
          {layout !== 'jewelry' && (
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!ready} loading={!ready}>
              {t('stock.tags.print')}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed" className={sheet.noPrint}>
        {t(`stock.tags.hints.${layout}`)}
      </Text>
      {layout === 'jewelry' ? <JewelryLabelPanel tags={tags} /> : <TagSheet tags={tags} layout={layout} qrImages={images} />}
    </Stack>
  );
}
