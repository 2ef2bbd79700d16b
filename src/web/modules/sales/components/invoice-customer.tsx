import { useTranslation } from '../../../i18n/use-translation';
import { CellStack, CellText } from '../../../ui/cell-text';

/** A customer's name with the phone beneath, or "walk-in customer"; plain cells, as lists show it a row (ui/cell-text.tsx). */
export function InvoiceCustomer({ customer, minWidth }: { customer: { name: string; phone: string } | null; minWidth?: number }) {
  const { t } = useTranslation();
  if (!customer)
    return (
      <CellText dimmed italic>
        {t('sales.common.walkIn')}
      </CellText>
    );
  return (
    <CellStack minWidth={minWidth}>
      <CellText>{customer.name}</CellText>
      {customer.phone && (
        <CellText size="xs" dimmed mono nowrap>
          {customer.phone}
        </CellText>
      )}
    </CellStack>
  );
}
