import { useTranslation } from '../../../i18n/use-translation';
import { StepCard, type StepCardForm, type StepCardProps } from '../../../ui/step-card';

export type EntryStepForm = StepCardForm;

/** One step of the entry: its card, its fields, the server's refusal and its submit button. */
export function EntryStepCard(props: Omit<StepCardProps, 'refusedTitle'>) {
  const { t } = useTranslation();
  return <StepCard {...props} refusedTitle={t('entries.detail.refused')} />;
}
