import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '../../../shell/http';

/**
 * The server's refusal in its own words (already in the reader's language):
 * an illegal move (409), a label not for the stage (422). Field errors show
 * beside their inputs instead, unless `fieldsShown` is false.
 */
export function RefusalAlert({ error, fieldsShown = true }: { error: unknown; fieldsShown?: boolean }) {
  if (!isApiError(error) || error.code === 'aborted') return null;
  if (fieldsShown && error.hasFieldErrors) return null;
  const detail = error.fields && !fieldsShown ? Object.values(error.fields).join(' · ') : null;
  return (
    <Alert color="red" radius="md" icon={<IconAlertTriangle size={18} />} role="alert">
      {error.message}
      {detail && ` (${detail})`}
    </Alert>
  );
}

/** A server field error, by the body's path. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fields?.[field] : undefined;
}
