import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FindRatePublicationsQuery, FindRatePublicationsResponse } from '../../../shared/contracts/materials/find-rate-publications';
import type { PublishRatesBody, RatePublication } from '../../../shared/contracts/materials/publish-rates';
import { deriveMorningRates, type RateLineInput } from '../../../shared/materials/rate-derivation';
import { audit, type Actor } from '../../platform/audit';
import { queryRows, type Executor, type Tx } from '../../platform/db/database';
import { AppError, badInput, type FieldProblem } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { users } from '../../platform/platform.tables';
import { insertPublishedExchangeRate, publishedExchangeRates } from '../sales';
import { materialCategories, materialRates, ratePublications } from './materials.tables';

type PublishInput = Omit<PublishRatesBody, 'note'> & { readonly note: string };

const problemKeys = {
  rateZero: 'materials.rateZero',
  bidAboveAsk: 'materials.bidAboveAsk',
  premiumMakesRateNegative: 'materials.premiumMakesRateNegative',
  rateRequired: 'materials.rateRequired',
  baseIsTyped: 'materials.baseIsTyped',
} as const satisfies Record<string, MessageKey>;

/**
 * The morning rates in one save (DESIGN §3.2): one publication, one rate per
 * active material and the riel rate if given, all at one instant and with the
 * publication's id, one audit row. Every line that is not overridden is
 * derived here from the base as typed (never the client's arithmetic); any
 * refusal is a 400 naming its fields, before anything is written.
 */
export async function publishRates(tx: Tx, actor: Actor, input: PublishInput): Promise<RatePublication> {
  const materials = await tx
    .select({
      id: materialCategories.id,
      code: materialCategories.code,
      purity: materialCategories.purity,
      rateBasis: materialCategories.rateBasis,
      premium: materialCategories.ratePremiumCentsPerChi,
    })
    .from(materialCategories)
    .where(eq(materialCategories.active, true))
    .orderBy(asc(materialCategories.code))
    // A category changed meanwhile (its premium, its basis) waits for the publish, or the publish for it.
    .for('share');
  const byId = new Map(materials.map((m) => [m.id, m]));
  const fields: Record<string, FieldProblem> = {};
  const seen = new Set<number>();
  const lines: RateLineInput[] = [];
  input.lines.forEach((line, index) => {
    const material = byId.get(line.materialId);
    if (!material) fields[`lines.${index}.materialId`] = 'materials.rateLineUnknown';
    else if (seen.has(line.materialId)) fields[`lines.${index}.materialId`] = 'materials.rateLineTwice';
    seen.add(line.materialId);
    const hasAsk = line.askCentsPerChi !== undefined;
    const hasBid = line.bidCentsPerChi !== undefined;
    if (hasAsk !== hasBid) fields[`lines.${index}.${hasAsk ? 'bidCentsPerChi' : 'askCentsPerChi'}`] = 'materials.rateRequired';
    lines.push({
      materialId: line.materialId,
      purity: material?.purity ?? 0,
      // An unknown material is refused above; as `own` it adds nothing more.
      rateBasis: material?.rateBasis ?? 'own',
      premiumCentsPerChi: material?.premium ?? 0,
      override: hasAsk && hasBid ? { askCentsPerChi: line.askCentsPerChi!, bidCentsPerChi: line.bidCentsPerChi! } : null,
    });
  });
  const missing = materials.filter((m) => !seen.has(m.id));
  if (missing.length > 0) fields.lines = { key: 'materials.rateLineMissing', params: { code: missing.map((m) => m.code).join(', ') } };

  const base = materials.find((m) => m.rateBasis === 'base');
  if (!base) throw new AppError(422, 'materials.noRateBase');
  const derived = deriveMorningRates({ ...input, basePurity: base.purity, lines });
  for (const [field, problem] of Object.entries(derived.problems)) fields[field] ??= problemKeys[problem];
  if (Object.keys(fields).length > 0) throw badInput(fields);

  const [now] = await queryRows<{ now: Date }>(tx, sql`SELECT now() AS now`);
  const effectiveAt = input.effectiveAt ? new Date(input.effectiveAt) : new Date(now!.now);
  const [publication] = await tx
    .insert(ratePublications)
    .values({
      effectiveAt,
      quotedPer: input.quotedPer,
      baseMaterialId: base.id,
      baseAskCentsPerChi: derived.base.askCentsPerChi,
      baseBidCentsPerChi: derived.base.bidCentsPerChi,
      note: input.note,
      createdBy: actor.userId,
    })
    .returning({ id: ratePublications.id });
  const publicationId = publication!.id;
  await tx.insert(materialRates).values(
    derived.lines.map((line) => ({
      materialId: line.materialId,
      publicationId,
      // Every line has a rate here: a line without one is a problem refused above.
      askCentsPerChi: line.rate!.askCentsPerChi,
      bidCentsPerChi: line.rate!.bidCentsPerChi,
      effectiveAt,
      createdBy: actor.userId,
    })),
  );
  if (input.khrPerUsd !== undefined) await insertPublishedExchangeRate(tx, actor, { khrPerUsd: input.khrPerUsd, effectiveAt, publicationId });
  await audit(tx, actor, {
    action: 'materialRates.publish',
    entity: 'ratePublication',
    entityId: publicationId,
    after: {
      effectiveAt: effectiveAt.toISOString(),
      quotedPer: input.quotedPer,
      baseAskCents: input.baseAskCents,
      baseBidCents: input.baseBidCents,
      khrPerUsd: input.khrPerUsd ?? null,
      note: input.note,
      lines: derived.lines.map((line) => ({
        materialId: line.materialId,
        code: byId.get(line.materialId)!.code,
        askCentsPerChi: line.rate!.askCentsPerChi,
        bidCentsPerChi: line.rate!.bidCentsPerChi,
        overridden: line.overridden,
        derived: line.derived,
      })),
    },
  });
  const [view] = await publicationViews(tx, [publicationId]);
  return view!;
}

/** Publications with their rates, riel rate and author, in the order of `ids`. */
async function publicationViews(executor: Executor, ids: readonly number[]): Promise<RatePublication[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      id: ratePublications.id,
      effectiveAt: ratePublications.effectiveAt,
      quotedPer: ratePublications.quotedPer,
      baseMaterialId: ratePublications.baseMaterialId,
      baseAskCentsPerChi: ratePublications.baseAskCentsPerChi,
      baseBidCentsPerChi: ratePublications.baseBidCentsPerChi,
      note: ratePublications.note,
      createdBy: users.username,
      createdAt: ratePublications.createdAt,
    })
    .from(ratePublications)
    .leftJoin(users, eq(users.id, ratePublications.createdBy))
    .where(inArray(ratePublications.id, [...ids]));
  const rates = await executor
    .select()
    .from(materialRates)
    .where(inArray(materialRates.publicationId, [...ids]))
    .orderBy(asc(materialRates.id));
  const riel = await publishedExchangeRates(executor, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        effectiveAt: row.effectiveAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        khrPerUsd: riel.get(id) ?? null,
        rates: rates
          .filter((rate) => rate.publicationId === id)
          .map((rate) => ({ ...rate, effectiveAt: rate.effectiveAt.toISOString(), createdAt: rate.createdAt.toISOString() })),
      },
    ];
  });
}

/** The publishes, newest in force first. */
export async function findRatePublications(executor: Executor, query: FindRatePublicationsQuery): Promise<FindRatePublicationsResponse> {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 20);
  const [total] = await executor.select({ n: count() }).from(ratePublications);
  const ids = await executor
    .select({ id: ratePublications.id })
    .from(ratePublications)
    .orderBy(desc(ratePublications.effectiveAt), desc(ratePublications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: await publicationViews(executor, ids.map((row) => row.id)), total: total?.n ?? 0, page, pageSize };
}
