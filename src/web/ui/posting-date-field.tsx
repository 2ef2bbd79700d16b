import { Group, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from '../i18n/use-translation';
import type { PostingDateFields } from '../../shared/contracts/ledger/posting-date';
import { currentShopTime } from '../i18n/format';
import { canAny, useMe } from '../shell/session';

/** A form's posting day as typed: '' is today. */
export interface PostingDateValues {
  readonly postingDate: string;
  readonly postingDateReason: string;
}

export const todayPosting: PostingDateValues = { postingDate: '', postingDateReason: '' };

/**
 * The body's posting-date fields (ledger/posting-date.ts): none for today, so
 * a form left as it is posts today whoever sends it; an earlier day with its
 * reason, which the server checks (the right to back-date, an open month).
 */
export function postingDateBody(values: PostingDateValues): PostingDateFields {
  if (values.postingDate === '' || values.postingDate === currentShopTime().today()) return {};
  const reason = values.postingDateReason.trim();
  return { postingDate: values.postingDate, ...(reason === '' ? {} : { postingDateReason: reason }) };
}

/** A form of a note and its posting day (a step that records only why, and when): its start and its body. */
export const notedPosting = {
  initial: (): { note: string } & PostingDateValues => ({ note: '', ...todayPosting }),
  toBody: (values: { note: string } & PostingDateValues) => ({ note: values.note.trim(), ...postingDateBody(values) }),
};

/** The form the fields belong to: its posting day and reason (absent: today), how they change, their errors. */
export interface PostingDateForm {
  readonly values: Partial<PostingDateValues>;
  readonly set: (field: keyof PostingDateValues, value: string) => void;
  readonly errorOf: (path: string) => string | undefined;
}

/**
 * The day a document that moves metal, stock or money belongs to
 * (docs/design.md §5): today unless someone who may back-date (a manager, the
 * owner: `ledger.backdate`) picks an earlier day, with a reason. Shown to them
 * only; never a day after today.
 */
export function PostingDateField({ form }: { readonly form: PostingDateForm }) {
  const { errorOf } = form;
  const values: PostingDateValues = { postingDate: form.values.postingDate ?? '', postingDateReason: form.values.postingDateReason ?? '' };
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!canAny(me, ['ledger.backdate'])) return null;
  const today = currentShopTime().today();
  const earlier = values.postingDate !== '' && values.postingDate < today;
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <DatePickerInput
        label={t('ui.postingDate.label')}
        placeholder={t('ui.postingDate.placeholder')}
        description={t('ui.postingDate.hint')}
        value={values.postingDate === '' ? null : values.postingDate}
        onChange={(value) => form.set('postingDate', value ? String(value).slice(0, 10) : '')}
        maxDate={today}
        valueFormat="YYYY-MM-DD"
        clearable
        error={errorOf('postingDate')}
        w={{ base: '100%', sm: 240 }}
      />
      {earlier && (
        <TextInput
          label={t('ui.postingDate.reason')}
          required
          maxLength={300}
          value={values.postingDateReason}
          onChange={(event) => form.set('postingDateReason', event.currentTarget.value)}
          error={errorOf('postingDateReason')}
          w={{ base: '100%', sm: 360 }}
        />
      )}
    </Group>
  );
}
