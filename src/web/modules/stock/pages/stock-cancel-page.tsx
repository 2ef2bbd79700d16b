import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { cancelPiecesBodySchema } from '../../../../shared/contracts/stock/stock-documents';
import { showSnackbar } from '../../../shell/snackbar';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useCreateCancel } from '../api/create-cancel';
import { stockDocumentPath } from '../api/find-stock-documents';
import { HolderSelect } from '../../materials';
import { useMetalHolders } from '../components/metal-holders';
import { ScanList } from '../components/scan-list';
import { scanLineCodes, scanLineProblems, type ScanLine } from '../components/scan-list-lines';
import { StockTabs } from '../components/stock-tabs';
import { TransferBranchSelect } from '../components/transfer-branch-select';
import { PostingDateField, postingDateBody, todayPosting } from '../../../ui/posting-date-field';
import { PageTitle } from '../../../ui/page-title';
import { FormCard } from '../../../ui/form-card';
import { GrowingTextarea } from '../../../ui';

interface CancelValues {
  branchId: number | null;
  /** null: the safe, once the holders are known. */
  toHolderId: number | null;
  lines: ScanLine[];
  reason: string;
  /** The cancel's posting day ('' today) and why it is earlier (PostingDateField). */
  postingDate: string;
  postingDateReason: string;
}

/** `/jewelry/cancel`: pieces taken out of stock back to melt, their metal to the safe (or another holder), with the reason. */
export function StockCancelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCancel();
  const { holders, safe } = useMetalHolders();
  const holderOf = (values: CancelValues) => values.toHolderId ?? safe?.id ?? null;
  const rulesOf = (values: CancelValues) => ({ branchId: values.branchId });
  const form = useIdempotentForm({
    initial: (): CancelValues => ({ branchId: null, toHolderId: null, lines: [], reason: '', ...todayPosting }),
    toBody: (values) => ({
      branchId: values.branchId ?? undefined,
      toHolderId: holderOf(values) ?? undefined,
      codes: scanLineCodes(values.lines),
      note: values.reason.trim(),
      ...postingDateBody(values),
    }),
    schema: cancelPiecesBodySchema,
    clearOnChange: 'all',
    blocked: (values) => values.lines.some((line) => scanLineProblems(line.piece, rulesOf(values)).length > 0),
  });
  const flagged = form.values.lines.filter((line) => scanLineProblems(line.piece, rulesOf(form.values)).length > 0).length;

  const send = async () => {
    const document = await form.submit((body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (!document) return;
    showSnackbar({ type: 'success', message: t('stock.cancel.done', { number: document.number, count: document.pieceCount }) });
    void navigate({ to: stockDocumentPath(document.id) });
  };

  return (
    <Stack gap="lg">
      <StockTabs />
      <PageTitle title={t('stock.cancel.title')} subtitle={t('stock.cancel.subtitle')} />
      <FormCard onSubmit={() => void send()} p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TransferBranchSelect
            label={t('stock.cancel.branch')}
            placeholder={t('stock.cancel.branchHint')}
            value={form.values.branchId}
            onChange={(branchId) => form.set('branchId', branchId)}
            error={form.errorOf('branchId')}
            withAsterisk
          />
          <HolderSelect
            label={t('stock.cancel.toHolder')}
            description={t('stock.cancel.toHolderHint')}
            holders={holders}
            value={holderOf(form.values)}
            onChange={(holderId) => form.set('toHolderId', holderId)}
            error={form.errorOf('toHolderId')}
            withAsterisk
          />
        </SimpleGrid>
        <ScanList
          lines={form.values.lines}
          onChange={(lines) => form.set('lines', lines)}
          rules={rulesOf(form.values)}
          errorOfLine={(index) => form.errorOf(`codes.${index}`)}
          onAdded={(piece) => {
            if (form.values.branchId === null) form.set('branchId', piece.branch.id);
          }}
          disabled={form.pending}
          emptyError={form.tried ? t('stock.scan.needOne') : undefined}
        />
        <GrowingTextarea
          label={t('stock.cancel.reason')}
          description={t('stock.cancel.reasonHint')}
          maxLength={500}
          value={form.values.reason}
          onChange={(event) => form.set('reason', event.currentTarget.value)}
          error={form.errorOf('note')}
          withAsterisk
        />
        <PostingDateField form={form} />
        <FormRefusal
          error={form.refusal}
          otherFields={form.otherErrors((path) => /^codes(\.\d+)?$/.test(path) || ['branchId', 'toHolderId', 'note', 'postingDate', 'postingDateReason'].includes(path))}
          title={t('stock.cancel.refused')}
        />
        {form.tried && flagged > 0 && (
          <Text size="sm" c="red.7" role="alert">
            {t('stock.scan.fixFlagged', { count: flagged })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={form.pending} leftSection={<IconArrowBackUp size={18} />}>
            {t('stock.cancel.submit', { count: form.values.lines.length })}
          </Button>
        </Group>
      </FormCard>
    </Stack>
  );
}
