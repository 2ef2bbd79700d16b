import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import en from '../i18n/en.json';
import { meQueryKey } from '../shell/session';
import { notedPosting, PostingDateField, type PostingDateForm } from './posting-date-field';
import { renderForTest, testMeOf, testQueryClient } from './render-for-test';

const formOf = (values: PostingDateForm['values']): PostingDateForm => ({ values, set: () => undefined, errorOf: () => undefined });

function render(role: Role, form: PostingDateForm): string {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, testMeOf(role, 'Reader', 1));
  return renderForTest(
    <QueryClientProvider client={queryClient}>
      <PostingDateField form={form} />
    </QueryClientProvider>,
  );
}

describe('PostingDateField', () => {
  it('offers the posting day to who may back-date, and nothing to the others', () => {
    expect(render('manager', formOf({ postingDate: '', postingDateReason: '' }))).toContain(en.ui.postingDate.label);
    expect(render('cashier', formOf({ postingDate: '', postingDateReason: '' }))).not.toContain(en.ui.postingDate.label);
  });

  it('asks for a reason once an earlier day is picked, and reads an absent day as today', () => {
    expect(render('manager', formOf({ postingDate: '2020-01-02', postingDateReason: 'Found late' }))).toContain(en.ui.postingDate.reason);
    expect(render('manager', formOf({ postingDate: '2020-01-02', postingDateReason: 'Found late' }))).toContain('Found late');
    const absent = render('manager', formOf({}));
    expect(absent).toContain(en.ui.postingDate.label);
    expect(absent).not.toContain(en.ui.postingDate.reason);
  });
});

describe('notedPosting', () => {
  it('starts with no note, today; sends the note trimmed, and an earlier day with its reason', () => {
    expect(notedPosting.initial()).toEqual({ note: '', postingDate: '', postingDateReason: '' });
    expect(notedPosting.toBody({ note: '  too much loss ', postingDate: '', postingDateReason: '' })).toEqual({ note: 'too much loss' });
    expect(notedPosting.toBody({ note: '', postingDate: '2020-01-02', postingDateReason: ' late slip ' })).toEqual({
      note: '',
      postingDate: '2020-01-02',
      postingDateReason: 'late slip',
    });
  });
});
