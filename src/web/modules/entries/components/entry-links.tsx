import { Button, Group } from '@mantine/core';
import { IconDiamond, IconPencil, IconReceipt } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { entryActionsByState } from '../../../../shared/entries/entry-states';
import { ButtonLink } from '../../../ui';

/**
 * The entry's other pages: edit (only while no piece has return information,
 * spec §5's closable note, for those who issue entries), the stones set in
 * its pieces, and the close sheet it was closed on.
 */
export function EntryLinks({ entry, mayEdit }: { entry: EntryDetail; mayEdit: boolean }) {
  const { t } = useTranslation();
  const editable = mayEdit && entryActionsByState[entry.state].includes('edit') && !entry.pieces.some((p) => p.returned);
  return (
    <Group gap="xs">
      {editable && (
        <Button component={Link} to={`/entry-edit-${entry.id}`} variant="light" size="xs" leftSection={<IconPencil size={14} />}>
          {t('entries.detail.edit')}
        </Button>
      )}
      <Button component={Link} to={`/entry/gem-${entry.id}`} variant="light" size="xs" leftSection={<IconDiamond size={14} />}>
        {t('entries.detail.stones')}
      </Button>
      {entry.closeBatch && (
        <ButtonLink to="/entries-close" search={{ id: String(entry.closeBatch.id) }} variant="subtle" size="xs" leftSection={<IconReceipt size={14} />}>
          {t('entries.detail.closeSheet', { number: entry.closeBatch.number })}
        </ButtonLink>
      )}
    </Group>
  );
}
