import { Button, Group, Kbd, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { rateDirection, type RateSide } from '../../../../shared/sales/rate-direction';
import { formatMoney } from '../../../../shared/units';
import { MoneyInput } from '../../../ui/money-input';
import { useUiLocale } from '../../../ui/use-ui-locale';

export interface PosRateChange {
  /** Null: the rate in force. */
  rateCentsPerChi: number | null;
  reason: string;
}

export interface PosRateDialogProps {
  opened: boolean;
  /** A piece sells at the ask; old gold is bought at the bid. */
  side: RateSide;
  /** The rate in force for the line, USD cents per chi. */
  inForceCentsPerChi: number;
  value: PosRateChange;
  /** The owner: either way. */
  mayMoveBothWays: boolean;
  onSave: (change: PosRateChange) => void;
  onClose: () => void;
}

/**
 * A line's rate changed at the counter (issue 19, rate-direction.ts): the rate in force, the way the
 * user may move it (a cashier raises an ask or lowers a bid; the owner either way), and the reason a
 * change needs. The rule is checked here as the server will check it, so the cashier reads why before
 * saving; the server refuses it all the same.
 */
export function PosRateDialog({ opened, side, inForceCentsPerChi, value, mayMoveBothWays, onSave, onClose }: PosRateDialogProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [rate, setRate] = useState<number | null>(value.rateCentsPerChi ?? inForceCentsPerChi);
  const [reason, setReason] = useState(value.reason);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setRate(value.rateCentsPerChi ?? inForceCentsPerChi);
    setReason(value.reason);
    setTried(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset each time it opens
  }, [opened]);

  const usd = (cents: number) => formatMoney(cents, 'USD', locale);
  const direction = rate === null || rate <= 0 ? null : rateDirection(side, inForceCentsPerChi, { rateCentsPerChi: rate, rateChangeReason: reason }, mayMoveBothWays);
  const rateError = rate === null || rate <= 0 ? t('sales.pos.lineRate.rateNeeded') : direction && !direction.ok && direction.field === 'rateCentsPerChi' ? t(`sales.pos.lineRate.${direction.problem}`) : undefined;
  const reasonError = direction && !direction.ok && direction.field === 'rateChangeReason' ? t('sales.pos.lineRate.reasonRequired') : undefined;

  const save = () => {
    setTried(true);
    if (!direction?.ok) return;
    onSave(direction.change ? { rateCentsPerChi: direction.rateCentsPerChi, reason: direction.change.reason } : { rateCentsPerChi: null, reason: '' });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('sales.pos.lineRate.title')} centered size="sm" data-testid="pos-rate-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" data-testid="pos-rate-in-force">
            {t(`sales.pos.lineRate.inForce.${side}`, { amount: usd(inForceCentsPerChi) })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="pos-rate-rule">
            {mayMoveBothWays ? t('sales.pos.lineRate.rule.owner') : t(`sales.pos.lineRate.rule.${side}`)}
          </Text>
          <MoneyInput
            label={t('sales.pos.lineRate.rate')}
            currency="USD"
            value={rate}
            onChange={setRate}
            error={tried || (rate !== null && rate !== inForceCentsPerChi) ? rateError : undefined}
            data-autofocus
            data-testid="pos-rate-input"
          />
          <TextInput
            label={t('sales.pos.lineRate.reason')}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tried ? reasonError : undefined}
            data-testid="pos-rate-reason"
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button variant="subtle" size="xs" onClick={() => onSave({ rateCentsPerChi: null, reason: '' })}>
              {t('sales.pos.lineRate.reset')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose} rightSection={<Kbd size="xs">Esc</Kbd>}>
                {t('sales.pos.lineRate.cancel')}
              </Button>
              <Button type="submit" rightSection={<Kbd size="xs">Enter</Kbd>} data-testid="pos-rate-save">
                {t('sales.pos.lineRate.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
