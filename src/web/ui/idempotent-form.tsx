import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { z } from 'zod';
import { isApiError, type ApiError } from '../shell/http';
import { newIdempotencyKey } from '../shell/idempotency-key';
import { zodFieldErrors } from './record-form';

export interface IdempotentFormOptions<V, Body> {
  initial: V | (() => V);
  toBody: (values: V) => unknown;
  schema: z.ZodType<Body>;
  /** A rule the contract cannot check (fine out above fine in): the form is not sent. */
  blocked?: (values: V) => boolean;
  /**
   * Which server field errors a changed value clears: its own (`field`), or all
   * of them (`all`), where they are cross-field (a weight changed: the negative
   * loss another weight was refused for may no longer hold).
   */
  clearOnChange?: 'field' | 'all';
}

/**
 * A form that moves metal or money: values checked by the operation's
 * contract, the server's field errors on their fields, its refusal (409, 422)
 * apart, and one Idempotency-Key per intended write, kept across a retry after
 * a lost answer or a 409 (the first may still be running), renewed after
 * success or a definite refusal, so the write happens once.
 */
export function useIdempotentForm<V extends object, Body>(options: IdempotentFormOptions<V, Body>) {
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
  const under = (field: string, path: string) => path === field || path.startsWith(`${field}.`);

  return {
    values,
    pending,
    tried,
    refusal,
    errorOf: (path: string): string | undefined => errors[path],
    /** Server field errors no input of the form shows: `shown` names the fields (and what is under them) or tests a path. */
    otherErrors: (shown: readonly string[] | ((path: string) => boolean)): string[] => {
      const isShown = typeof shown === 'function' ? shown : (path: string) => shown.some((field) => under(field, path));
      return Object.entries(serverErrors).flatMap(([path, message]) => (isShown(path) ? [] : [message]));
    },
    set: <K extends keyof V>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) =>
        options.clearOnChange === 'all' ? {} : Object.fromEntries(Object.entries(current).filter(([path]) => !under(String(field), path))),
      );
      setRefusal(null);
    },
    /** Empty again after a write, without errors shown. */
    reset: (next: V) => {
      setValues(next);
      setTried(false);
      setServerErrors({});
      setRefusal(null);
    },
    /** Checks, posts once, and answers what the server made, or null. */
    submit: async <Result,>(send: (body: Body, idempotencyKey: string) => Promise<Result>): Promise<Result | null> => {
      if (sending.current) return null;
      setTried(true);
      if (!parsed.success || options.blocked?.(values)) return null;
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

/** The server's refusal (overdraft, a step out of order, a network failure) and field errors no input shows. */
export function FormRefusal({ error, otherFields = [], title }: { error: ApiError | null; otherFields?: readonly string[]; title: string }) {
  if (!error && otherFields.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <Stack gap={4}>
        {error && <Text size="sm">{error.message}</Text>}
        {otherFields.map((message) => (
          <Text size="sm" key={message}>
            {message}
          </Text>
        ))}
        {error && (
          <Text size="xs" c="dimmed">
            {error.status ? `${error.status} · ${error.code}` : error.code}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
