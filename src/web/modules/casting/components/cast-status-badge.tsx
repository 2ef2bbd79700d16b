import { useTranslation } from '../../../i18n/use-translation';
import { StateBadge } from '../../../ui/status-badge';
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
  return <StateBadge color={castStatusColors[status]} label={t(`casting.casts.status.${status}`)} />;
}
