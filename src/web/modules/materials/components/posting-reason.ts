import { useTranslation } from '../../../i18n/use-translation';
import { isPostingReason, postingReasonKey } from '../../../../shared/materials/posting-reasons';
import type { HolderPosting } from '../../../../shared/contracts/materials/find-holder-postings';

type ReasonOf = Pick<HolderPosting, 'reason'> & Partial<Pick<HolderPosting, 'reversesReason' | 'reversesPostingId'>>;

/**
 * Why metal moved, in words (issue 20 §3): "returned from the bench", "cast:
 * metal left unpoured"; a reversal says what it cancels. A reason written
 * before the closed set (free text) shows as it was typed.
 */
export function usePostingReasonText(): (posting: ReasonOf) => string {
  const { t } = useTranslation();
  const phrase = (reason: string) => (isPostingReason(reason) ? t(`materials.holder.reasons.${postingReasonKey(reason)}`) : reason);
  return (posting) =>
    posting.reversesPostingId != null && posting.reversesReason
      ? t('materials.holder.reversalOf', { reason: phrase(posting.reversesReason) })
      : phrase(posting.reason);
}
