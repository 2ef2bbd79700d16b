import { useQueryClient } from '@tanstack/react-query';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import { castingQueryKey } from './find-wax-pieces';
import { getCastQueryOptions } from './get-cast';

/** After a step: the cast as answered, and everything it moved (metal, items) asked again. */
export function useAfterCastStep() {
  const queryClient = useQueryClient();
  return (cast: CastDetail) => {
    queryClient.setQueryData(getCastQueryOptions(cast.id).queryKey, cast);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: castingQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['materials'] }),
      queryClient.invalidateQueries({ queryKey: ['production'] }),
    ]);
  };
}

export interface CastStepInput<Body> {
  castId: number;
  body: Body;
  idempotencyKey: string;
}
