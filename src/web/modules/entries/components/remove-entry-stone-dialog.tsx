import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryStone } from '../../../../shared/contracts/entries/entry-stones';
import { removeEntryStoneBodySchema } from '../../../../shared/contracts/entries/entry-stones';
import { numberFormatOf } from '../../../../shared/number-format';
import { formatCarats, intlLocale } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import { PostingDateField, postingDateBody, todayPosting, type PostingDateValues } from '../../../ui/posting-date-field';
import { useRecordForm } from '../../../ui/record-form';
import { useDeleteEntryStone } from '../api/delete-entry-stone';

/**
 * Asks before a stone line is taken out. A lot's stones go back to it, on a
 * posting day like the other stone movements (ui/posting-date-field.tsx):
 * today unless someone who may back-date picks an earlier day with a reason.
 */
export function RemoveEntryStoneDialog({ entryId, stone, onClose }: { entryId: number; stone: EntryStone | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const remove = useDeleteEntryStone();
  const form = useRecordForm({
    initial: todayPosting as PostingDateValues,
    // Only a lot's stones move, so only they take a posting day.
    toBody: (v: PostingDateValues) => (stone?.lot ? postingDateBody(v) : {}),
    schema: removeEntryStoneBodySchema,
  });
  useEffect(() => {
    form.reset(todayPosting);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh day for each line asked about
  }, [stone?.id]);
  const confirm = async () => {
    if (!stone) return;
    const removed = await form.submit((body) => remove.mutateAsync({ entryId, stoneId: stone.id, body: body ?? {} }));
    if (removed) onClose();
  };
  return (
    <Modal opened={stone !== null} onClose={onClose} title={t('entries.stones.deleteTitle')} centered radius="lg">
      <Stack gap="lg">
        <Text>
          {stone
            ? t('entries.stones.deleteBody', {
                stones: numberFormatOf(intlLocale(locale)).format(stone.count),
                type: stone.stoneType,
                carats: formatCarats(stone.weightMct, locale),
              })
            : ''}
        </Text>
        {stone?.lot && (
          <PostingDateField form={form} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button color="red" loading={form.pending} onClick={() => void confirm()}>
            {t('entries.stones.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
