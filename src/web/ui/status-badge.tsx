import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} radius="sm">
      {active ? t('admin.common.active') : t('admin.common.inactive')}
    </Badge>
  );
}
