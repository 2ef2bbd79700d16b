import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StoneMovementKind } from '../../../../shared/contracts/stones/stone-lots';
import type { PreparationState } from '../../../../shared/contracts/stones/stone-preparations';

const stateColours: Record<PreparationState, string> = { prepared: 'blue', assigned: 'grape', set: 'teal', returned: 'gray' };

/** prepared → assigned; held stones → set | returned (spec §4's "prepared", "assigned / not assigned"). */
export function PreparationStateBadge({ state }: { state: PreparationState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={stateColours[state]} radius="sm" style={{ whiteSpace: 'nowrap', overflow: 'visible' }} data-state={state}>
      {t(`stones.preparationStates.${state}`)}
    </Badge>
  );
}

const kindColours: Record<StoneMovementKind, string> = {
  receive: 'teal',
  split_out: 'orange',
  split_in: 'teal',
  adjust: 'yellow',
  prepare: 'blue',
  assign: 'grape',
  return: 'cyan',
  set: 'violet',
  unset: 'cyan',
  sell: 'red',
  sale_void: 'cyan',
};

export function MovementKindBadge({ kind }: { kind: StoneMovementKind }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={kindColours[kind]} radius="sm" style={{ whiteSpace: 'nowrap', overflow: 'visible' }}>
      {t(`stones.movementKinds.${kind}`)}
    </Badge>
  );
}
