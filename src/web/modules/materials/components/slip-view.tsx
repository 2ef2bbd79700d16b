import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { HolderRef, MaterialDocument, PostingView } from '../../../../shared/contracts/materials/material';
import { formatCambodian, formatGrams, formatPurityPercent } from '../../../../shared/units';
import { formatPostingDay } from '../../../i18n/format';
import { intlLocaleOf, isAppLocale } from '../../../i18n/locale';
import { useSettingValue } from '../../platform/api/get-settings';
import { useLocalName } from '../../../ui/local-name';
import { slipPath } from '../api/get-document';
import sheet from '../../../ui/a4-sheet.module.css';
import { SheetPaper } from '../../../ui/sheet-paper';
import classes from './slip.module.css';
import { personName } from '../../../ui';
import { WeightText } from '../../../ui/weight-text';
import { TableHead } from '../../../ui/table-head';

export type SlipFormat = 'a4' | 'narrow';

export interface SlipViewProps {
  document: MaterialDocument;
  format: SlipFormat;
}

/** Who signs: the holder giving the metal and the one receiving it (a melt: its holder, then a witness). */
export function slipSigners(document: MaterialDocument): { giver: HolderRef | null; receiver: HolderRef | null } {
  const first = document.postings[0];
  if (!first) return { giver: null, receiver: null };
  if (document.kind === 'melt') return { giver: first.from, receiver: null };
  return { giver: first.from, receiver: first.to };
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} className={classes.fieldLabel}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function SignatureLine({ label, name }: { label: string; name: string }) {
  return (
    <div className={sheet.signature}>
      <div className={sheet.signatureSpace} />
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {name || '\u00a0'}
      </Text>
    </div>
  );
}

/** The printable slip of one materials document, in the reader's language. */
export function SlipView({ document, format }: SlipViewProps) {
  const { t, i18n } = useTranslation();
  const nameOf = useLocalName();
  const language = isAppLocale(i18n.language) ? i18n.language : 'kh';
  const shopName = useSettingValue<{ kh: string; en: string }>('shop.name');
  const holderName = (holder: HolderRef | null) => (holder ? `${nameOf(holder) || holder.code} · ${holder.code}` : '');
  const { giver, receiver } = slipSigners(document);
  const narrow = format === 'narrow';
  const materialOf = (posting: PostingView) => `${posting.materialCode} · ${formatPurityPercent(posting.purity, language)}`;

  return (
    <article className={`${sheet.sheet} ${narrow ? sheet.roll : ''}`} data-testid="material-slip" lang={intlLocaleOf(language)}>
      <SheetPaper size={narrow ? 'roll' : 'a4'} />
      <Group justify="space-between" align="flex-start" wrap={narrow ? 'wrap' : 'nowrap'} gap="xs">
        <Stack gap={0}>
          <Text size="sm" fw={700} c="dimmed">
            {shopName?.[language] || t('app.title')}
          </Text>
          <Title order={2} fz={narrow ? 'lg' : 24}>
            {t(`materials.slip.kinds.${document.kind}`)}
          </Title>
        </Stack>
        <Stack gap={2} align={narrow ? 'flex-start' : 'flex-end'}>
          <Text ff="monospace" fw={700} fz={narrow ? 'md' : 'lg'} data-testid="slip-number">
            {document.number}
          </Text>
          {document.reversedByDocumentId !== null && (
            <Badge color="red" variant="outline">
              {t('materials.slip.reversedBadge')}
            </Badge>
          )}
        </Stack>
      </Group>

      <div className={sheet.fields}>
        <Field label={t('materials.slip.date')}>{formatPostingDay(document.postingDate, document.createdAt, intlLocaleOf(language))}</Field>
        <Field label={t('materials.slip.by')}>{document.by ? personName(document.by, language) : '—'}</Field>
        {document.reversesDocumentId !== null && (
          <Field label={t('materials.slip.reverses')}>
            <Anchor component={Link} to={slipPath(document.reversesDocumentId)} ff="monospace">
              {document.reversesDocumentNumber ?? document.reversesDocumentId}
            </Anchor>
          </Field>
        )}
        {document.reversedByDocumentId !== null && (
          <Field label={t('materials.slip.reversedBy')}>
            <Anchor component={Link} to={slipPath(document.reversedByDocumentId)} ff="monospace">
              {document.reversedByDocumentNumber ?? document.reversedByDocumentId}
            </Anchor>
          </Field>
        )}
        {document.capOverridden && <Field label={t('materials.slip.capOverridden')}>{t('materials.slip.capOverriddenYes')}</Field>}
      </div>
      {document.note && (
        <Field label={t('materials.slip.note')}>
          <span className={classes.note}>{document.note}</span>
        </Field>
      )}

      {narrow ? (
        <div className={classes.postingList}>
          {document.postings.map((posting) => (
            <div key={posting.id} className={classes.postingItem}>
              <Text size="sm" fw={700}>
                {materialOf(posting)}
              </Text>
              <Text size="xs">
                {holderName(posting.from)} → {holderName(posting.to)}
              </Text>
              <WeightText mg={posting.mg} layout="inline" size="sm" />
            </div>
          ))}
        </div>
      ) : (
        <Table withTableBorder withColumnBorders verticalSpacing={6} fz="sm">
          <TableHead names={[t('materials.slip.material'), t('materials.slip.from'), t('materials.slip.to')]} figures={[t('materials.slip.grams'), t('materials.slip.chiHunLi')]} />
          <Table.Tbody>
            {document.postings.map((posting) => (
              <Table.Tr key={posting.id}>
                <Table.Td className={sheet.figure}>{materialOf(posting)}</Table.Td>
                <Table.Td>{holderName(posting.from)}</Table.Td>
                <Table.Td>{holderName(posting.to)}</Table.Td>
                <Table.Td ta="right" className={sheet.figure}>
                  {formatGrams(posting.mg, language)}
                </Table.Td>
                <Table.Td ta="right" className={sheet.figure}>
                  {formatCambodian(posting.mg, language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {document.melt && (
        <div className={sheet.fields} data-testid="slip-melt">
          <Field label={t('materials.slip.fineIn')}>
            <WeightText mg={document.melt.fineInMg} layout="inline" />
          </Field>
          <Field label={t('materials.slip.fineOut')}>
            <WeightText mg={document.melt.fineOutMg} layout="inline" />
          </Field>
          <Field label={t('materials.slip.fineLoss')}>
            <WeightText mg={document.melt.fineLossMg} layout="inline" />
          </Field>
          <Field label={t('materials.slip.lossPosted')}>
            <WeightText mg={document.melt.lossMg} layout="inline" />
          </Field>
        </div>
      )}

      <div className={sheet.signatures}>
        <SignatureLine
          label={document.kind === 'melt' ? t('materials.slip.melter') : t('materials.slip.giver')}
          name={holderName(giver)}
        />
        <SignatureLine
          label={document.kind === 'melt' ? t('materials.slip.witness') : t('materials.slip.receiver')}
          name={holderName(receiver)}
        />
      </div>
    </article>
  );
}
