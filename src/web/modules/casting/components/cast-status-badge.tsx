import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CastStatusValue } from '../../../../shared/contracts/casting/cast';

export const castStatusColors: Readonly<Record<CastStatusValue, string>> = {
  WAX_PREPARING: 'gray',
  casting: 'orange',
  cleaning: 'blue',
  cut: 'grape',
  finished: 'teal',
};

export function CastStatusBadge({ status }: { status: CastStatusValue }) {
  const { t } = useTranslation();
  return (
    <Badge color={castStatusColors[status]} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {t(`casting.casts.status.${status}`)}
    </Badge>
  );
}
