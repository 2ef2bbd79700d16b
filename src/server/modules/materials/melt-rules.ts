import { fineWeightMg, mulDivRound, PURITY_SCALE } from '../../../shared/units';
import type { MessageKey } from '../../platform/i18n/messages';

export interface MeltLine {
  readonly mg: number;
  /** Parts per ten thousand. */
  readonly purity: number;
}

export interface MeltFigures {
  readonly fineInMg: number;
  readonly fineOutMg: number;
  /** fineInMg − fineOutMg: what the melt lost, in fine metal. */
  readonly fineLossMg: number;
  /** The loss posted to `loss`, in the output material: its fine weight is exactly fineLossMg. */
  readonly lossMg: number;
}

export type MeltResult = { readonly ok: true; readonly figures: MeltFigures } | { readonly ok: false; readonly problem: MessageKey };

/**
 * DESIGN §3.2 melting and alloying: fine weight in = fine weight out + fine
 * loss. Each line's fine weight is mg × purity / 10000 rounded half away from
 * zero, as a posting's fine weight is everywhere. The loss is posted in the
 * output material: lossMg = fineLoss × 10000 / purityOut, rounded, whose fine
 * weight rounds back to fineLoss exactly because the rounding error
 * (≤ ½ mg) shrinks by purityOut / 10000 ≤ 1.
 */
export function meltFigures(inputs: readonly MeltLine[], output: MeltLine): MeltResult {
  if (output.purity <= 0) return { ok: false, problem: 'materials.meltOutputNoFine' };
  const fineInMg = inputs.reduce((sum, line) => sum + fineWeightMg(line.mg, line.purity), 0);
  const fineOutMg = fineWeightMg(output.mg, output.purity);
  const fineLossMg = fineInMg - fineOutMg;
  if (fineLossMg < 0) return { ok: false, problem: 'materials.meltGain' };
  const lossMg = mulDivRound(fineLossMg, PURITY_SCALE, output.purity);
  if (fineWeightMg(lossMg, output.purity) !== fineLossMg) throw new Error('melt loss does not round back to its fine weight');
  return { ok: true, figures: { fineInMg, fineOutMg, fineLossMg, lossMg } };
}
