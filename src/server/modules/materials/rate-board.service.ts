import { sql } from 'drizzle-orm';
import type { RateBoard } from '../../../shared/contracts/materials/get-rate-board';
import { perDamleung } from '../../../shared/board/board-rates';
import { queryRows, type Executor } from '../../platform/db/database';
import { getSetting } from '../../platform/settings/settings.service';
import { exchangeRateInForce, exchangeRateInForceIdSql, nextExchangeRateAtSql } from '../sales';
import { materialCategories, materialRates } from './materials.tables';

/**
 * The rate board (DESIGN §3.10): every active material's rate in force now,
 * per chi as stored and per damleung (exactly ten times), the riel rate in
 * force, when a figure last changed and when a published one takes effect.
 */
export async function getRateBoard(executor: Executor, pricesPath: string): Promise<RateBoard> {
  const rows = await queryRows<{
    material_id: number;
    code: string;
    name_kh: string;
    name_en: string;
    purity: number;
    ask: number;
    bid: number;
    effective_at: Date | string;
  }>(
    executor,
    sql`SELECT m.id AS material_id, m.code, m.name_kh, m.name_en, m.purity, r.ask_cents_per_chi AS ask, r.bid_cents_per_chi AS bid, r.effective_at
          FROM ${materialCategories} m
          JOIN LATERAL (
            SELECT ask_cents_per_chi, bid_cents_per_chi, effective_at FROM ${materialRates} r
             WHERE r.material_id = m.id AND r.effective_at <= now()
             ORDER BY r.effective_at DESC, r.id DESC LIMIT 1) r ON true
         WHERE m.active
         -- The base and the materials that follow it, finest first; then those typed apart (silver).
         ORDER BY m.rate_basis = 'own', m.purity DESC, m.code`,
  );
  const riel = await exchangeRateInForce(executor);
  const [next] = await queryRows<{ at: Date | string | null }>(
    executor,
    sql`SELECT least((SELECT min(effective_at) FROM ${materialRates} WHERE effective_at > now()),
                     ${nextExchangeRateAtSql}) AS at`,
  );
  // Raw SQL's timestamps come back as text or as dates, by driver.
  const instant = (value: Date | string) => new Date(value);
  const changes = [...rows.map((row) => instant(row.effective_at).getTime()), ...(riel ? [riel.effectiveAt.getTime()] : [])];
  return {
    shopName: await getSetting(executor, 'shop.name'),
    rates: rows.map((row) => ({
      materialId: row.material_id,
      code: row.code,
      nameKh: row.name_kh,
      nameEn: row.name_en,
      purity: row.purity,
      askCentsPerChi: row.ask,
      bidCentsPerChi: row.bid,
      ...perDamleung({ askCentsPerChi: row.ask, bidCentsPerChi: row.bid }),
      effectiveAt: instant(row.effective_at).toISOString(),
    })),
    khrPerUsd: riel?.khrPerUsd ?? null,
    lastChangeAt: changes.length > 0 ? new Date(Math.max(...changes)).toISOString() : null,
    nextChangeAt: next?.at ? instant(next.at).toISOString() : null,
    pricesPath,
  };
}

/**
 * What the board shows changes exactly when one of these changes: the newest
 * material rate and riel rate in force (a new row has a higher id; a rate
 * published for later comes into force and becomes the newest), and the
 * shop's active materials. One cheap query, read by the hub about once a second.
 */
export async function rateBoardSignature(executor: Executor): Promise<string> {
  const [row] = await queryRows<{ signature: string }>(
    executor,
    sql`SELECT concat_ws(':',
          (SELECT max(id) FROM ${materialRates} WHERE effective_at <= now()),
          ${exchangeRateInForceIdSql},
          (SELECT string_agg(id::text, ',' ORDER BY id) FROM ${materialCategories} WHERE active)) AS signature`,
  );
  return row?.signature ?? '';
}
