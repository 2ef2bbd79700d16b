import type { TFunction } from '../i18n/translator';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { z } from 'zod';
import { isApiError } from '../shell/http';
import type { RecordUpdate } from '../shell/record-update';
import { showSnackbar } from '../shell/snackbar';

type Translate = TFunction;

/** The first problem of each field, in the reader's language (the server words the rest). */
export function zodFieldErrors(t: Translate, error: z.ZodError, body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'value';
    if (fields[field]) continue;
    const given = issue.path.reduce<unknown>(
      (value, part) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[part] : undefined),
      body,
    );
    if (issue.code === 'too_small' && issue.origin === 'string') {
      fields[field] = Number(issue.minimum) <= 1 ? t('admin.validation.required') : t('admin.validation.tooShort', { min: Number(issue.minimum) });
    } else if (issue.code === 'too_big' && issue.origin === 'string') {
      fields[field] = t('admin.validation.tooLong', { max: Number(issue.maximum) });
    } else if (issue.code === 'invalid_type' && (given === undefined || given === null || given === '')) {
      fields[field] = t('admin.validation.required');
    } else {
      fields[field] = t('admin.validation.invalid');
    }
  }
  return fields;
}

/**
 * A create or edit form checked by the operation's shared contract before it
 * is sent; the server's field errors (a taken code, say) land on their fields.
 */
export function useRecordForm<V extends object, Body>(options: {
  initial: V;
  /** Form values → request body (trimmed text, empty → absent). */
  toBody: (values: V) => unknown;
  schema: z.ZodType<Body>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(options.initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const body = options.toBody(values);
  const parsed = options.schema.safeParse(body);
  const clientErrors = tried && !parsed.success ? zodFieldErrors(t, parsed.error, body) : {};

  return {
    values,
    pending,
    set: <K extends keyof V>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors(({ [field as string]: _dropped, ...rest }) => rest);
    },
    errorOf: (field: string): string | undefined => serverErrors[field] ?? clientErrors[field],
    reset: (next: V) => {
      setValues(next);
      setTried(false);
      setServerErrors({});
    },
    /** Validates, sends, and says whether it was saved. */
    submit: async (send: (body: Body) => Promise<unknown>): Promise<boolean> => {
      setTried(true);
      if (!parsed.success) return false;
      setPending(true);
      try {
        await send(parsed.data);
        showSnackbar({ type: 'success', message: t('admin.common.saved') });
        return true;
      } catch (error) {
        // Other errors are already in the snackbar (the HTTP client shows them).
        if (isApiError(error) && error.fields) setServerErrors({ ...error.fields });
        return false;
      } finally {
        setPending(false);
      }
    },
  };
}

export type RecordForm<V extends object> = ReturnType<typeof useRecordForm<V, unknown>>;

/**
 * Refills a dialog's form with its record's values each time the dialog opens
 * (or is handed another record), not on every render: typing is kept.
 */
export function useRefillOnOpen<V extends object>(form: { reset: (next: V) => void }, opened: boolean, record: unknown, valuesOf: () => V) {
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(valuesOf());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refill only when the dialog opens
  }, [opened, record]);
}

/** The fields of V that hold text. */
export type TextFieldOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What a text input spreads: its value, its change and its error. */
export interface TextBinding {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  error: string | undefined;
}

/** What a record dialog is handed by its page: whether it shows, and how it closes. */
export interface RecordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** A mutation a dialog saves through: its `mutateAsync` takes the variables. */
interface SaveCall<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
}

/**
 * A dialog that adds a record or edits one (`record` null: a new one). The
 * form is refilled each time the dialog opens, checked by the create or the
 * update contract (picked by whether there is a record), and sent to the
 * matching mutation (an update's variables are `{ id, body }`); the dialog
 * closes once the server took it. `dialog` is what `FormDialog` spreads.
 */
export function useRecordDialog<R extends { id: number }, V extends object, CreateBody, UpdateBody>(
  options: RecordDialogProps & {
    record: R | null;
    valuesOf: (record: R | null) => V;
    /** Form values → request body (an empty number absent, so the contract calls it required). */
    toBody: (values: V, record: R | null) => unknown;
    create: { schema: z.ZodType<CreateBody>; mutation: SaveCall<CreateBody> };
    update: { schema: z.ZodType<UpdateBody>; mutation: SaveCall<RecordUpdate<UpdateBody>> };
  },
) {
  const { record, valuesOf } = options;
  const form = useRecordForm({
    initial: valuesOf(record),
    toBody: (values: V) => options.toBody(values, record),
    schema: (record ? options.update.schema : options.create.schema) as z.ZodType<CreateBody | UpdateBody>,
  });
  useRefillOnOpen(form, options.opened, record, () => valuesOf(record));

  const save = async () => {
    // The schema was picked by the same condition: the body fits the call.
    const saved = await form.submit((body) =>
      record
        ? options.update.mutation.mutateAsync({ id: record.id, body: body as UpdateBody })
        : options.create.mutation.mutateAsync(body as CreateBody),
    );
    if (saved) options.onClose();
  };

  const textOf = <K extends TextFieldOf<V>>(field: K): TextBinding => ({
    value: form.values[field] as string,
    onChange: (event) => form.set(field, event.currentTarget.value as V[K]),
    error: form.errorOf(field),
  });

  const dialog = { opened: options.opened, onClose: options.onClose, onSubmit: () => void save(), pending: form.pending };
  return { form, save: dialog.onSubmit, textOf, dialog };
}
