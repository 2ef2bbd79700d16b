import { useTranslation } from '../../../i18n/use-translation';
import { StateBadge } from '../../../ui/status-badge';
import type { EntryState } from '../../../../shared/entries/entry-states';

export const entryStateColors: Readonly<Record<EntryState, string>> = {
  in_progress: 'blue',
  closable: 'grape',
  waiting_accept: 'orange',
  accepted: 'teal',
  returned: 'red',
};

export function EntryStateBadge({ state }: { state: EntryState }) {
  const { t } = useTranslation();
  return <StateBadge color={entryStateColors[state]} label={t(`entries.states.${state}`)} />;
}
