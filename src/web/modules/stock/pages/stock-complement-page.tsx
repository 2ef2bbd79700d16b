import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconLayersSubtract } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { complementPieceBodySchema } from '../../../../shared/contracts/stock/stock-documents';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { PhotoField, usePhotoUploads, WeightInput, type PhotoValue } from '../../../ui';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useLocalName } from '../../../ui/local-name';
import { useCreateComplement } from '../api/create-complement';
import { getPieceByCode } from '../api/get-piece-by-code';
import { stockDocumentPath } from '../api/find-stock-documents';
import { HolderSelect } from '../../materials';
import { useMetalHolders } from '../components/metal-holders';
import { ComplementWeights } from '../components/complement-weights';
import { checkScanEntry, scanLineProblems } from '../components/scan-list-lines';
import { ScanPieceSummary } from '../components/scan-piece-summary';
import { StockTabs } from '../components/stock-tabs';
import { PostingDateField, postingDateBody, todayPosting } from '../../../ui/posting-date-field';
import { PageTitle } from '../../../ui/page-title';
import { ScanInput } from '../../../ui/scan-input';
import { FormCard } from '../../../ui/form-card';

interface ComplementValues {
  piece: JewelryPiece | null;
  addedMetalMg: number | null;
  addedStoneMg: number | null;
  /** null: the safe, once the holders are known. */
  sourceHolderId: number | null;
  photos: PhotoValue[];
  note: string;
  /** The complement's posting day ('' today) and why it is earlier (PostingDateField). */
  postingDate: string;
  postingDateReason: string;
}

const maxPhotos = 10;

/** `/jewelry/complement`: a part or stones added to one piece in stock; its weights change and the metal comes from a holder. */
export function StockComplementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameOf = useLocalName();
  const create = useCreateComplement();
  const uploads = usePhotoUploads();
  const { holders, safe } = useMetalHolders();
  const [text, setText] = useState('');
  const [findError, setFindError] = useState<string | null>(null);
  const holderOf = (values: ComplementValues) => values.sourceHolderId ?? safe?.id ?? null;
  const form = useIdempotentForm({
    initial: (): ComplementValues => ({ piece: null, addedMetalMg: null, addedStoneMg: null, sourceHolderId: null, photos: [], note: '', ...todayPosting }),
    toBody: (values) => ({
      code: values.piece?.code ?? '',
      addedMetalMg: values.addedMetalMg ?? 0,
      addedStoneMg: values.addedStoneMg ?? 0,
      sourceHolderId: (values.addedMetalMg ?? 0) > 0 ? (holderOf(values) ?? undefined) : null,
      note: values.note.trim(),
      ...postingDateBody(values),
    }),
    schema: complementPieceBodySchema,
    blocked: (values) =>
      values.piece === null ||
      scanLineProblems(values.piece, { branchId: null }).length > 0 ||
      (values.addedMetalMg ?? 0) + (values.addedStoneMg ?? 0) === 0,
  });
  const { piece } = form.values;
  const nothingAdded = (form.values.addedMetalMg ?? 0) + (form.values.addedStoneMg ?? 0) === 0;

  const find = async () => {
    const check = checkScanEntry([], text);
    if (check.kind === 'empty') return;
    if (check.kind !== 'lookUp') {
      setFindError(t('stock.scan.invalid', { code: check.code }));
      return;
    }
    try {
      const found = await getPieceByCode(check.code);
      setFindError(found ? null : t('stock.scan.unknown', { code: check.code }));
      if (found) {
        form.set('piece', found);
        setText('');
      }
    } catch (error) {
      setFindError(isApiError(error) ? error.message : t('errors.requestFailed'));
    }
  };

  const send = async () => {
    const document = await form.submit(async (body, idempotencyKey) =>
      create.mutateAsync({ body: { ...body, photos: await uploads.toSources(form.values.photos) }, idempotencyKey }),
    );
    if (!document) return;
    showSnackbar({ type: 'success', message: t('stock.complement.done', { number: document.number }) });
    void navigate({ to: stockDocumentPath(document.id) });
  };

  return (
    <Stack gap="lg">
      <StockTabs />
      <PageTitle title={t('stock.complement.title')} subtitle={t('stock.complement.subtitle')} />
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <ScanInput
            label={t('stock.complement.code')}
            description={t('stock.scan.hint')}
            placeholder={t('stock.scan.placeholder')}
            value={text}
            onText={(text) => {
              setText(text);
              setFindError(null);
            }}
            onEnter={() => void find()}
            error={findError ?? (form.tried && !piece ? t('stock.complement.needPiece') : undefined)}
            size="md"
            maw={460}
            data-autofocus
            data-testid="scan-code"
          />
          {piece && (
            <Group gap="sm" align="flex-start">
              <ScanPieceSummary piece={piece} />
              {scanLineProblems(piece, { branchId: null }).map((problem) => (
                <Badge key={problem} color={problem === 'frozen' ? 'blue' : 'red'} variant="light" radius="sm">
                  {t(`stock.scan.problems.${problem}`, { branch: nameOf(piece.branch), state: t(`stock.scan.states.${piece.state}`) })}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
      {piece && (
        <FormCard onSubmit={() => void send()} p="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <WeightInput
                  label={t('stock.complement.addedMetal')}
                  value={form.values.addedMetalMg}
                  onChange={(mg) => form.set('addedMetalMg', mg)}
                  error={form.errorOf('addedMetalMg')}
                />
                <HolderSelect
                  label={t('stock.complement.source')}
                  holders={holders}
                  value={holderOf(form.values)}
                  onChange={(holderId) => form.set('sourceHolderId', holderId)}
                  error={form.errorOf('sourceHolderId')}
                  disabled={(form.values.addedMetalMg ?? 0) === 0}
                />
              </SimpleGrid>
              <WeightInput
                label={t('stock.complement.addedStones')}
                description={t('stock.complement.addedStonesHint')}
                value={form.values.addedStoneMg}
                onChange={(mg) => form.set('addedStoneMg', mg)}
                error={form.errorOf('addedStoneMg')}
                maw={{ sm: '50%' }}
              />
              <PhotoField
                label={t('stock.complement.photos')}
                value={form.values.photos}
                onChange={(photos) => form.set('photos', photos)}
                max={maxPhotos}
                thumbSize={72}
              />
              <TextInput
                label={t('stock.complement.note')}
                maxLength={500}
                value={form.values.note}
                onChange={(event) => form.set('note', event.currentTarget.value)}
                error={form.errorOf('note')}
              />
              <PostingDateField form={form} />
            </Stack>
            <ComplementWeights piece={piece} addedMetalMg={form.values.addedMetalMg ?? 0} addedStoneMg={form.values.addedStoneMg ?? 0} />
          </SimpleGrid>
          <FormRefusal
            error={form.refusal}
            otherFields={form.otherErrors(['addedMetalMg', 'addedStoneMg', 'sourceHolderId', 'note', 'postingDate', 'postingDateReason'])}
            title={t('stock.complement.refused')}
          />
          {form.tried && nothingAdded && (
            <Text size="sm" c="red.7" role="alert">
              {t('stock.complement.addSomething')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.pending || uploads.uploading} leftSection={<IconLayersSubtract size={18} />}>
              {t('stock.complement.submit')}
            </Button>
          </Group>
        </FormCard>
      )}
    </Stack>
  );
}
