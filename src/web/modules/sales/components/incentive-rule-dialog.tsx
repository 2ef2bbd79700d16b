import { Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { incentiveModes, setIncentiveRuleBodySchema, type IncentiveMode, type IncentiveRule } from '../../../../shared/contracts/sales/incentive';
import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import { MoneyInput, scaledDecimalText } from '../../../ui';
import { FormDialog } from '../../../ui/form-dialog';
import { useLocalName } from '../../../ui/local-name';
import { useRecordForm, useRefillOnOpen } from '../../../ui/record-form';
import { useSetIncentiveRule } from '../api/set-incentive-rule';
import { basisPointsOfPercent } from './customer-group-form-dialog';

interface RuleValues {
  mode: IncentiveMode;
  /** USD cents per piece; null while empty or unreadable. */
  amountCents: number | null;
  /** Percent of the making charge as typed: "5" or "2.5". */
  percent: string;
}

const valuesOf = (rule: IncentiveRule | undefined): RuleValues => ({
  mode: rule?.mode ?? 'per_piece',
  amountCents: rule?.mode === 'per_piece' ? rule.amountCents : null,
  percent: rule?.mode === 'percent_of_making' ? scaledDecimalText(rule.percentBp, 2) : '',
});

/** Only the mode's own figure counts; the other is sent as nothing. */
const toBody = (values: RuleValues) =>
  values.mode === 'per_piece'
    ? { mode: values.mode, amountCents: values.amountCents ?? undefined, percentBp: 0 }
    : { mode: values.mode, amountCents: 0, percentBp: basisPointsOfPercent(values.percent) };

export interface IncentiveRuleDialogProps {
  /** The category whose rule is edited; null: closed. */
  category: JewelryCategory | null;
  rule: IncentiveRule | undefined;
  onClose: () => void;
}

/** A category's incentive: an amount per piece sold, or a share of its making charge (sales.pricing). */
export function IncentiveRuleDialog({ category, rule, onClose }: IncentiveRuleDialogProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const setRule = useSetIncentiveRule();
  const form = useRecordForm({ initial: valuesOf(rule), toBody, schema: setIncentiveRuleBodySchema });
  useRefillOnOpen(form, category !== null, category, () => valuesOf(rule));

  const save = async () => {
    if (!category) return;
    if (await form.submit((body) => setRule.mutateAsync({ categoryId: category.id, body }))) onClose();
  };

  return (
    <FormDialog
      opened={category !== null}
      title={t('sales.incentives.rules.editTitle', { category: category ? `${category.code} · ${nameOf(category)}` : '' })}
      onClose={onClose}
      onSubmit={() => void save()}
      pending={form.pending}
    >
      <Select
        label={t('sales.incentives.rules.mode')}
        required
        allowDeselect={false}
        data={incentiveModes.map((mode) => ({ value: mode, label: t(`sales.incentives.rules.modes.${mode}`) }))}
        value={form.values.mode}
        onChange={(mode) => mode && form.set('mode', mode as IncentiveMode)}
        error={form.errorOf('mode')}
      />
      {form.values.mode === 'per_piece' ? (
        <MoneyInput
          label={t('sales.incentives.rules.amount')}
          description={t('sales.incentives.rules.amountHint')}
          required
          currency="USD"
          maxLength={12}
          w={{ base: '100%', sm: 240 }}
          value={form.values.amountCents}
          onChange={(cents) => form.set('amountCents', cents)}
          error={form.errorOf('amountCents')}
          data-autofocus
        />
      ) : (
        <TextInput
          label={t('sales.incentives.rules.percent')}
          description={t('sales.incentives.rules.percentHint')}
          required
          inputMode="decimal"
          maxLength={6}
          rightSection="%"
          w={{ base: '100%', sm: 240 }}
          value={form.values.percent}
          onChange={(event) => form.set('percent', event.currentTarget.value)}
          error={form.errorOf('percentBp')}
          data-autofocus
        />
      )}
    </FormDialog>
  );
}
