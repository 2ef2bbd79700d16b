import { Button, Group, TextInput } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { createStockCountBodySchema } from '../../../../shared/contracts/stock/stock-counts';
import { showSnackbar } from '../../../shell/snackbar';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useCreateStockCount } from '../api/create-stock-count';
import { stockCountPath } from '../api/get-stock-count';
import { TransferBranchSelect } from './transfer-branch-select';
import { FormCard } from '../../../ui/form-card';

/** Starts counting a branch (what stock says it holds now is what the count expects) and opens the count to scan. */
export function CountStartForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateStockCount();
  const form = useIdempotentForm({
    initial: (): { branchId: number | null; note: string } => ({ branchId: null, note: '' }),
    toBody: (values) => ({ branchId: values.branchId ?? undefined, note: values.note.trim() }),
    schema: createStockCountBodySchema,
  });
  const send = async () => {
    const count = await form.submit((body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (!count) return;
    showSnackbar({ type: 'success', message: t('stock.counts.started', { number: count.number }) });
    void navigate({ to: stockCountPath(count.id) });
  };
  return (
    <FormCard onSubmit={() => void send()} p="md" gap="sm" title={t('stock.counts.start')}>
      <Group align="flex-start" wrap="wrap">
        <TransferBranchSelect
          label={t('stock.counts.branch')}
          placeholder={t('stock.counts.branchHint')}
          value={form.values.branchId}
          onChange={(branchId) => form.set('branchId', branchId)}
          error={form.errorOf('branchId')}
          withAsterisk
          w={{ base: '100%', sm: 280 }}
          data-testid="count-branch"
        />
        <TextInput
          label={t('stock.counts.note')}
          maxLength={500}
          value={form.values.note}
          onChange={(event) => form.set('note', event.currentTarget.value)}
          error={form.errorOf('note')}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <FormRefusal error={form.refusal} otherFields={form.otherErrors(['branchId', 'note'])} title={t('stock.counts.refused')} />
      <Group>
        <Button type="submit" loading={form.pending} leftSection={<IconClipboardCheck size={18} />}>
          {t('stock.counts.startButton')}
        </Button>
      </Group>
    </FormCard>
  );
}
