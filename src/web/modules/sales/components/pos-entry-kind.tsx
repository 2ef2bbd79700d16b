import { Group } from '@mantine/core';
import { IconDiamond, IconScan } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { PosEntryKind } from '../api/sales-searches';
import { ChoiceControl } from '../../../ui/choice-control';

const labelOf = (icon: ReactNode, label: string) => (
  <Group gap={6} wrap="nowrap" justify="center">
    {icon}
    <span>{label}</span>
  </Group>
);

/**
 * What the counter's and the quotation's entry field adds: pieces by their
 * code (scanned or typed) or stones picked from a lot (docs/design.md §3.7).
 */
export function PosEntryKindControl({ value, onChange, disabled = false, testId }: { value: PosEntryKind; onChange: (kind: PosEntryKind) => void; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <ChoiceControl
      size="xs"
      value={value}
      onChange={(kind) => onChange(kind as PosEntryKind)}
      aria-label={t('sales.pos.entryKind.label')}
      disabled={disabled}
      data={[
        { value: 'piece', label: labelOf(<IconScan size={16} />, t('sales.pos.entryKind.piece')) },
        { value: 'stone', label: labelOf(<IconDiamond size={16} />, t('sales.pos.entryKind.stone')) },
      ]}
      style={{ alignSelf: 'flex-start' }}
      data-testid={testId}
    />
  );
}
