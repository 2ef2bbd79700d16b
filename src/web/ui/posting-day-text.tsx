import { Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { formatDateTime, formatPostingDay, shopDayOf } from '../i18n/format';
import type { IntlLocale } from '../i18n/locale';

/**
 * A document's day in a detail header (docs/design.md §5), as the lists show
 * it: its posting day, with the time it was written when that is the same
 * day; a back-dated one shows its own day, then, dimmed, when it was written.
 */
export function PostingDayText({ postingDate, writtenAt, locale }: { postingDate: string; writtenAt: string; locale: IntlLocale }) {
  const { t } = useTranslation();
  return (
    <>
      {formatPostingDay(postingDate, writtenAt, locale)}
      {shopDayOf(writtenAt) !== postingDate && (
        <Text span display="block" size="xs" c="dimmed" fw={400}>
          {t('ui.postingDate.written', { when: formatDateTime(writtenAt, locale) })}
        </Text>
      )}
    </>
  );
}
