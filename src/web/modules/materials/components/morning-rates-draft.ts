import type { MaterialCategory, MaterialRate } from '../../../../shared/contracts/materials/material';
import type { PublishRatesBody } from '../../../../shared/contracts/materials/publish-rates';
import {
  centsPerChiOf,
  chiPerUnit,
  deriveMorningRates,
  type DerivedLine,
  type QuotedPer,
  type Rate,
  type RateProblem,
} from '../../../../shared/materials/rate-derivation';

/** A line's figures as typed on the screen (null: empty or unreadable). */
export interface TypedRate {
  readonly ask: number | null;
  readonly bid: number | null;
}

/**
 * What the owner changed on the morning-rates screen; anything left undefined
 * is read from the rates in force, so the screen opens on today's figures.
 */
export interface MorningRatesDraft {
  readonly quotedPer: QuotedPer;
  /** USD cents per `quotedPer`. */
  readonly baseAsk?: number | null;
  readonly baseBid?: number | null;
  /** Lines typed over the derived rate (and the `own` lines as typed), by material id. */
  readonly typed: Readonly<Record<number, TypedRate>>;
  readonly khrPerUsd?: number | null;
}

export const emptyDraft: MorningRatesDraft = { quotedPer: 'chi', typed: {} };

export interface DraftLine {
  readonly material: MaterialCategory;
  readonly current: MaterialRate | undefined;
  /** The figures in the line's inputs: the typed ones, else the derived rate. */
  readonly shown: TypedRate;
  readonly line: DerivedLine;
}

export interface MorningRatesView {
  readonly base: MaterialCategory | undefined;
  readonly baseAsk: number | null;
  readonly baseBid: number | null;
  readonly khrPerUsd: number | null;
  readonly lines: readonly DraftLine[];
  /** Field path of the publish body → problem. */
  readonly problems: Readonly<Record<string, RateProblem>>;
  readonly body: PublishRatesBody;
}

const typedOf = (rate: MaterialRate | undefined): TypedRate => ({ ask: rate?.askCentsPerChi ?? null, bid: rate?.bidCentsPerChi ?? null });

/**
 * The screen's state read through the shared rule (src/shared/materials/rate-derivation.ts):
 * every line's live rate and problems, and the body a publish sends. The
 * server derives again and is the judge; this only shows the same figures first.
 */
export function viewOfDraft(
  draft: MorningRatesDraft,
  materials: readonly MaterialCategory[],
  current: readonly MaterialRate[],
  currentKhrPerUsd: number | null,
): MorningRatesView {
  const rateOf = (id: number) => current.find((rate) => rate.materialId === id);
  const base = materials.find((m) => m.rateBasis === 'base');
  const unit = chiPerUnit[draft.quotedPer];
  const baseRate = base ? rateOf(base.id) : undefined;
  const baseAsk = draft.baseAsk !== undefined ? draft.baseAsk : baseRate ? baseRate.askCentsPerChi * unit : null;
  const baseBid = draft.baseBid !== undefined ? draft.baseBid : baseRate ? baseRate.bidCentsPerChi * unit : null;
  const typedLine = (material: MaterialCategory): TypedRate | undefined =>
    draft.typed[material.id] ?? (material.rateBasis === 'own' ? typedOf(rateOf(material.id)) : undefined);

  const problems: Record<string, RateProblem> = {};
  const rule = deriveMorningRates({
    quotedPer: draft.quotedPer,
    baseAskCents: baseAsk ?? 0,
    baseBidCents: baseBid ?? 0,
    basePurity: base?.purity ?? 0,
    lines: materials.map((material, index) => {
      const typed = material.rateBasis === 'base' ? undefined : typedLine(material);
      const complete = typed && typed.ask !== null && typed.bid !== null;
      // Half a line typed: the other half is asked for (the rule sees the line as following the base).
      if (typed && !complete && material.rateBasis !== 'own') {
        problems[`lines.${index}.${typed.ask === null ? 'askCentsPerChi' : 'bidCentsPerChi'}`] = 'rateRequired';
      }
      const override: Rate | null = complete ? { askCentsPerChi: typed.ask!, bidCentsPerChi: typed.bid! } : null;
      return { materialId: material.id, purity: material.purity, rateBasis: material.rateBasis, premiumCentsPerChi: material.ratePremiumCentsPerChi, override };
    }),
  });
  for (const [field, problem] of Object.entries(rule.problems)) problems[field] ??= problem;
  // The base as a figure of the line: typed per damleung, its per-chi value is rounded once.
  if (draft.quotedPer === 'damleung' && baseAsk !== null && centsPerChiOf(baseAsk, 'damleung') <= 0) problems.baseAskCents ??= 'rateZero';

  const lines = materials.map((material, index): DraftLine => {
    const line = rule.lines[index]!;
    const typed = material.rateBasis === 'base' ? undefined : typedLine(material);
    const shown = typed ?? { ask: line.rate?.askCentsPerChi ?? null, bid: line.rate?.bidCentsPerChi ?? null };
    return { material, current: rateOf(material.id), shown, line: { ...line, overridden: typed !== undefined } };
  });
  const khrPerUsd = draft.khrPerUsd !== undefined ? draft.khrPerUsd : currentKhrPerUsd;
  const body: PublishRatesBody = {
    quotedPer: draft.quotedPer,
    baseAskCents: baseAsk ?? 0,
    baseBidCents: baseBid ?? 0,
    lines: lines.map(({ material, line }) =>
      line.overridden && line.rate ? { materialId: material.id, askCentsPerChi: line.rate.askCentsPerChi, bidCentsPerChi: line.rate.bidCentsPerChi } : { materialId: material.id },
    ),
    // The day's riel rate is published with the metal, changed or not: the publication records the pair.
    ...(khrPerUsd !== null ? { khrPerUsd } : {}),
  };
  return { base, baseAsk, baseBid, khrPerUsd, lines, problems, body };
}
