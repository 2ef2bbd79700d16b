import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { payIncentiveBodySchema, type StaffIncentive } from '../../../../shared/contracts/sales/incentive';
import { showSnackbar } from '../../../shell/snackbar';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useLocalName } from '../../../ui/local-name';
import { usePayIncentive } from '../api/pay-incentive';
import { useSalesFormat } from './invoice-money';

export interface IncentivePayDialogProps {
  /** The seller to pay; null: closed. */
  row: StaffIncentive | null;
  from: string;
  to: string;
  onClose: () => void;
}

/** Asks before paying a seller's incentives of the period. Mounted per seller, so each attempt has its own Idempotency-Key. */
export function IncentivePayDialog({ row, from, to, onClose }: IncentivePayDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('sales.incentives.payTitle')} centered radius="lg">
      {row && <IncentivePayConfirm key={`${row.staff.id}-${from}-${to}`} row={row} from={from} to={to} onClose={onClose} />}
    </Modal>
  );
}

function IncentivePayConfirm({ row, from, to, onClose }: { row: StaffIncentive; from: string; to: string; onClose: () => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { usd, day } = useSalesFormat();
  const pay = usePayIncentive();
  // One key for this seller and period, kept across a retry after a lost answer (DESIGN §5).
  const form = useIdempotentForm({ initial: { staffId: row.staff.id, from, to }, toBody: (values) => values, schema: payIncentiveBodySchema });

  const confirm = async () => {
    const period = await form.submit((body, idempotencyKey) => pay.mutateAsync({ body, idempotencyKey }));
    if (!period) return;
    const payout = period.items.find((item) => item.staff.id === row.staff.id)?.payout;
    showSnackbar({ type: 'success', message: t('sales.incentives.paidDone', { name: nameOf(row.staff), amount: usd(payout?.amountCents ?? row.incentiveCents) }) });
    onClose();
  };

  return (
    <Stack gap="lg">
      <Text>
        {t('sales.incentives.payBody', { name: nameOf(row.staff), amount: usd(row.incentiveCents), from: day(from), to: day(to) })}
      </Text>
      <FormRefusal error={form.refusal} otherFields={form.otherErrors(() => false)} title={t('sales.incentives.payRefused')} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>
        <Button color="teal" loading={form.pending} onClick={() => void confirm()}>
          {t('sales.incentives.pay')}
        </Button>
      </Group>
    </Stack>
  );
}
