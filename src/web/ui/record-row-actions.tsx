import { ActionIcon, Group, Tooltip, type MantineColor } from '@mantine/core';
import { IconBan, IconEdit, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface RowActionProps {
  /** Already translated: the tooltip and the accessible name. */
  label: string;
  color?: MantineColor;
  onClick: () => void;
  /** The icon. */
  children: ReactNode;
}

/** One icon button of a list row, named by its tooltip. */
export function RowAction({ label, color, onClick, children }: RowActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export interface RecordRowActionsProps {
  /** An active record offers Deactivate, an inactive one Activate. */
  active: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
  onActivate: () => void;
  /** Extra actions before Edit (the users' QR sign-in). */
  children?: ReactNode;
}

/** The actions cell of an admin list: records are deactivated, never deleted. */
export function RecordRowActions({ active, onEdit, onDeactivate, onActivate, children }: RecordRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
      <RowAction label={t('admin.common.edit')} onClick={onEdit}>
        <IconEdit size={18} />
      </RowAction>
      {active ? (
        <RowAction label={t('admin.common.deactivate')} color="red" onClick={onDeactivate}>
          <IconBan size={18} />
        </RowAction>
      ) : (
        <RowAction label={t('admin.common.activate')} color="teal" onClick={onActivate}>
          <IconPlayerPlay size={18} />
        </RowAction>
      )}
    </Group>
  );
}
