import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { transferPiecesBodySchema } from '../../../../shared/contracts/stock/stock-documents';
import { showSnackbar } from '../../../shell/snackbar';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useCreateTransfer } from '../api/create-transfer';
import { stockDocumentPath } from '../api/find-stock-documents';
import { ScanList } from '../components/scan-list';
import { scanLineCodes, scanLineProblems, type ScanLine } from '../components/scan-list-lines';
import { StockTabs } from '../components/stock-tabs';
import { TransferBranchSelect } from '../components/transfer-branch-select';
import { TransfersInTransit } from '../components/transfers-in-transit';
import { useLocalName } from '../../../ui/local-name';
import { PageTitle } from '../../../ui/page-title';
import { FormCard } from '../../../ui/form-card';

interface TransferValues {
  fromBranchId: number | null;
  toBranchId: number | null;
  lines: ScanLine[];
  note: string;
}

const lineError = (path: string) => /^codes(\.\d+)?$/.test(path);

/**
 * `/jewelry/transfer`: pieces scanned or typed by code, sent from one branch
 * to another on one numbered document (in transit until received there), and
 * the transfers still in transit, each opening where it is received.
 */
export function StockTransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameOf = useLocalName();
  const create = useCreateTransfer();
  const form = useIdempotentForm({
    initial: (): TransferValues => ({ fromBranchId: null, toBranchId: null, lines: [], note: '' }),
    toBody: (values) => ({
      fromBranchId: values.fromBranchId ?? undefined,
      toBranchId: values.toBranchId ?? undefined,
      codes: scanLineCodes(values.lines),
      note: values.note.trim(),
    }),
    schema: transferPiecesBodySchema,
    clearOnChange: 'all',
    // A piece flagged on its line (another branch's, frozen, sold) would have the server refuse the whole document.
    blocked: (values) => values.lines.some((line) => scanLineProblems(line.piece, rulesOf(values)).length > 0),
  });
  const rulesOf = (values: TransferValues) => ({ branchId: values.fromBranchId, toBranchId: values.toBranchId });
  const flagged = form.values.lines.filter((line) => scanLineProblems(line.piece, rulesOf(form.values)).length > 0).length;

  const send = async () => {
    const document = await form.submit((body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (!document) return;
    showSnackbar({
      type: 'success',
      message: t('stock.transfer.sent', { number: document.number, count: document.pieceCount, branch: document.toBranch ? nameOf(document.toBranch) : '' }),
    });
    void navigate({ to: stockDocumentPath(document.id) });
  };

  return (
    <Stack gap="lg">
      <StockTabs />
      <PageTitle title={t('stock.transfer.title')} subtitle={t('stock.transfer.subtitle')} />
      <FormCard onSubmit={() => void send()} p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TransferBranchSelect
            label={t('stock.transfer.from')}
            placeholder={t('stock.transfer.fromHint')}
            value={form.values.fromBranchId}
            onChange={(branchId) => form.set('fromBranchId', branchId)}
            exceptId={form.values.toBranchId}
            error={form.errorOf('fromBranchId')}
            withAsterisk
            data-testid="transfer-from"
          />
          <TransferBranchSelect
            label={t('stock.transfer.to')}
            placeholder={t('stock.transfer.toHint')}
            value={form.values.toBranchId}
            onChange={(branchId) => form.set('toBranchId', branchId)}
            exceptId={form.values.fromBranchId}
            error={form.errorOf('toBranchId')}
            withAsterisk
            data-testid="transfer-to"
          />
        </SimpleGrid>
        <ScanList
          lines={form.values.lines}
          onChange={(lines) => form.set('lines', lines)}
          rules={rulesOf(form.values)}
          errorOfLine={(index) => form.errorOf(`codes.${index}`)}
          onAdded={(piece) => {
            // The first piece scanned says where the pieces are, unless the clerk said it already.
            if (form.values.fromBranchId === null && piece.branch.id !== form.values.toBranchId) form.set('fromBranchId', piece.branch.id);
          }}
          disabled={form.pending}
          emptyError={form.tried ? t('stock.scan.needOne') : undefined}
        />
        <TextInput
          label={t('stock.transfer.note')}
          maxLength={500}
          value={form.values.note}
          onChange={(event) => form.set('note', event.currentTarget.value)}
          error={form.errorOf('note')}
        />
        <FormRefusal
          error={form.refusal}
          otherFields={form.otherErrors((path) => lineError(path) || ['fromBranchId', 'toBranchId', 'note'].includes(path))}
          title={t('stock.transfer.refused')}
        />
        {form.tried && flagged > 0 && (
          <Text size="sm" c="red.7" role="alert">
            {t('stock.scan.fixFlagged', { count: flagged })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('stock.transfer.sendHint')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={form.pending} leftSection={<IconArrowsExchange size={18} />} data-testid="transfer-send">
            {t('stock.transfer.send', { count: form.values.lines.length })}
          </Button>
        </Group>
      </FormCard>
      <TransfersInTransit />
    </Stack>
  );
}
