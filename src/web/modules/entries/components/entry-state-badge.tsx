import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  return (
    <Badge color={entryStateColors[state]} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {t(`entries.states.${state}`)}
    </Badge>
  );
}
