import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError, type ApiError } from '../../../shell/http';
import { newIdempotencyKey } from '../../../shell/idempotency-key';
import { zodFieldErrors } from '../../platform/components/record-form';

/**
 * A casting form checked by the operation's contract: the server's field
 * errors on their fields, its refusal (409, 422) apart, and one
 * Idempotency-Key per intended write, kept across a retry after a network
 * failure or a 409 (the first may still be running) so the metal moves once.
 */
export function useCastForm<V extends object, Body>(options: { initial: V | (() => V); toBody: (values: V) => unknown; schema: z.ZodType<Body> }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(options.initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // A second click before React re-renders must not post again.
  const sending = useRef(false);

  const body = options.toBody(values);
  const parsed = options.schema.safeParse(body);
  const clientErrors = tried && !parsed.success ? zodFieldErrors(t, parsed.error, body) : {};
  const errors: Record<string, string> = { ...clientErrors, ...serverErrors };

  return {
    values,
    pending,
    refusal,
    errorOf: (path: string): string | undefined => errors[path],
    /** Server field errors that no input of the form shows. */
    otherErrors: (shown: readonly string[]): string[] =>
      Object.entries(serverErrors).flatMap(([path, message]) => (shown.some((field) => path === field || path.startsWith(`${field}.`)) ? [] : [message])),
    set: <K extends keyof V>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      // A weight changed: the others' cross-field errors (a negative loss) may no longer hold.
      setServerErrors({});
      setRefusal(null);
    },
    /** Empty again after a write, without errors shown. */
    reset: (next: V) => {
      setValues(next);
      setTried(false);
      setServerErrors({});
      setRefusal(null);
    },
    submit: async <Result>(send: (body: Body, idempotencyKey: string) => Promise<Result>): Promise<Result | null> => {
      if (sending.current) return null;
      setTried(true);
      if (!parsed.success) return null;
      sending.current = true;
      setPending(true);
      setRefusal(null);
      try {
        const result = await send(parsed.data, idempotencyKey);
        setIdempotencyKey(newIdempotencyKey());
        setServerErrors({});
        return result;
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (error.hasFieldErrors) setServerErrors({ ...error.fields });
        else setRefusal(error);
        // Refused for good: nothing was written, the next try is another write. 409: the first may still be running.
        if (error.status >= 400 && error.status < 500 && error.status !== 409) setIdempotencyKey(newIdempotencyKey());
        return null;
      } finally {
        sending.current = false;
        setPending(false);
      }
    },
  };
}
