import { Badge } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} radius="sm">
      {active ? t('admin.common.active') : t('admin.common.inactive')}
    </Badge>
  );
}

/** A document's state (a cast's status, an entry's state) as a light badge in the state's colour, on one line. */
export function StateBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge color={color} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Badge>
  );
}
