import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { ScaleReading } from '../../../shared/scale/scale-reading';
import type { ScaleMessage } from './scale-connection';

/**
 * The scale's state in the user's words, under the field; it never changes
 * the field. While a take waits, the scale's live state (not steady,
 * overload…) shows before the waiting words.
 */
export function ScaleStateText({ message, live }: { message: ScaleMessage; live?: ScaleReading | null }) {
  const { t } = useTranslation();
  const wordsOf = (shown: Exclude<ScaleMessage | ScaleReading, { state: 'stable' }>) =>
    shown.state === 'unknownUnit' ? t('scale.states.unknownUnit', { unit: shown.unit }) : t(`scale.states.${shown.state}`);
  const liveState = message.state === 'waiting' && live && live.state !== 'stable' ? live : null;
  const shown = liveState ?? message;
  return (
    <Text span size="xs" c={shown.state === 'waiting' ? 'dimmed' : 'orange.9'} role="status" data-scale-state={shown.state}>
      {wordsOf(shown)}
      {liveState && ` · ${t('scale.states.waiting')}`}
    </Text>
  );
}
