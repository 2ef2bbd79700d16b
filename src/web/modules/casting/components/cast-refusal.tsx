import { useTranslation } from '../../../i18n/use-translation';
import type { ApiError } from '../../../shell/http';
import { FormRefusal } from '../../../ui/idempotent-form';

/** The server's refusal of a casting step and field errors no input shows. */
export function CastRefusal({ error, otherFields = [] }: { error: ApiError | null; otherFields?: readonly string[] }) {
  const { t } = useTranslation();
  return <FormRefusal error={error} otherFields={otherFields} title={t('casting.detail.refused')} />;
}
