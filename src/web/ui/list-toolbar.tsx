import { Button, Group, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface ListFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  showInactive: boolean;
  onShowInactiveChange: (showInactive: boolean) => void;
  /** More filters, between the search box and the switch. */
  children?: ReactNode;
  /** Pixels from the `sm` breakpoint up; full width below it. */
  searchWidth?: number;
}

/** The filters every admin list has: a search box and "show deactivated". */
export function ListFilters({ search, onSearchChange, showInactive, onShowInactiveChange, children, searchWidth = 240 }: ListFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md" align="flex-end">
      <TextInput
        placeholder={t('admin.common.search')}
        aria-label={t('admin.common.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={{ base: '100%', sm: searchWidth }}
      />
      {children}
      <Switch
        label={t('admin.common.showInactive')}
        checked={showInactive}
        onChange={(event) => onShowInactiveChange(event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}

export interface AddRecordButtonProps {
  /** Already translated: "New branch", say. */
  label: string;
  onClick: () => void;
}

/** Opens the form dialog for a new record. */
export function AddRecordButton({ label, onClick }: AddRecordButtonProps) {
  return (
    <Button leftSection={<IconPlus size={18} />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** Opens the page where a new record is made (a cast, a close sheet, a stone report). */
export function AddRecordLink({ label, to }: { label: string; to: string }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={18} />}>
      {label}
    </Button>
  );
}

export interface ListToolbarProps extends ListFiltersProps {
  addLabel: string;
  /** Absent: the reader may not add records, and sees no button. */
  onAdd?: (() => void) | undefined;
}

/** The filters on the left, the "new …" button on the right. */
export function ListToolbar({ addLabel, onAdd, ...filters }: ListToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <ListFilters {...filters} />
      {onAdd && <AddRecordButton label={addLabel} onClick={onAdd} />}
    </Group>
  );
}

/** An admin list on its card: the search and "show deactivated" filters over the table (`children`). */
export function RecordListPanel({ filters, children }: { filters: ListFiltersProps; children: ReactNode }) {
  return (
    <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
      <Stack gap="md">
        <ListFilters {...filters} searchWidth={filters.searchWidth ?? 280} />
        {children}
      </Stack>
    </Paper>
  );
}
