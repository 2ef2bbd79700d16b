import { useIdempotentForm, type IdempotentFormOptions } from '../../../ui/idempotent-form';

/** A casting form: its weights are checked against each other, so a changed value clears every server field error. */
export function useCastForm<V extends object, Body>(options: Omit<IdempotentFormOptions<V, Body>, 'clearOnChange'>) {
  return useIdempotentForm({ ...options, clearOnChange: 'all' });
}
