// Three years of a 40-jeweller workshop on PostgreSQL, for the reports bench:
// about 2,000,000 postings, 200,000 entries, 20,000 casts and 60,000 invoices,
// written by set-based SQL (generate_series, INSERT … SELECT) over the demo's
// materials, branches, counters and categories. Every movement of metal is a
// posting of a document as the services write it (entries: issue, spare,
// return, loss; casts: actual, over, root, loss, then the pieces' transfer
// back to the safe; stock acceptance; sales and old gold; transfers), each
// holder's running balance is never below zero at any instant of the history
// (metal is bought before it is spent, issued before it comes back), and
// holder_balances is recomputed from the postings at the end.
import pg from 'pg';

export interface SeedCounts {
  readonly postings: number;
  readonly entries: number;
  readonly casts: number;
  readonly invoices: number;
  readonly seconds: number;
}

const days = 1095;
const jewellers = 40;
const entryCount = 200_000;
const castCount = 20_000;
const invoiceCount = 60_000;
/** Pieces in stock, unsold, taken in over the last 90 days. */
const unsoldPieces = 10_000;
/** Transfers of the benches' working metal: each jeweller, each day, this many round trips from the safe, two metals a slip. */
const benchTrips = 5;

export async function seedWorkshop(url: string, log: (line: string) => void = () => {}): Promise<SeedCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const startedAt = performance.now();
  const step = async (what: string, text: string) => {
    const t = performance.now();
    const result = await client.query(text);
    log(`  ${what}: ${result.rowCount ?? 0} rows, ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const one = async (text: string): Promise<number> => Number((await client.query(text)).rows[0]?.v);
  try {
    await client.query(`SET synchronous_commit = off`);
    const au750 = await one(`SELECT id AS v FROM material_categories WHERE code = 'AU750'`);
    const au9999 = await one(`SELECT id AS v FROM material_categories WHERE code = 'AU9999'`);
    const loss = await one(`SELECT id AS v FROM holders WHERE kind = 'loss' ORDER BY id LIMIT 1`);
    const outside = await one(`SELECT id AS v FROM holders WHERE kind = 'outside' ORDER BY id LIMIT 1`);
    const branchA = await one(`SELECT id AS v FROM branches WHERE code = 'PP-CM'`);
    const branchB = await one(`SELECT id AS v FROM branches WHERE code = 'PP-TK'`);
    const counterA = await one(`SELECT id AS v FROM holders WHERE kind = 'counter' AND branch_id = ${branchA} ORDER BY id LIMIT 1`);
    const counterB = await one(`SELECT id AS v FROM holders WHERE kind = 'counter' AND branch_id = ${branchB} ORDER BY id LIMIT 1`);
    // Ids above everything the demo wrote, so rows can name each other by arithmetic.
    const base = 1_000_000;
    const day0 = `(date_trunc('day', now()) - interval '${days} days')`;
    /** The instant of day d (0 = three years ago) plus some minutes. */
    const at = (dayExpr: string, minutesExpr: string) => `(${day0} + (${dayExpr}) * interval '1 day' + (${minutesExpr}) * interval '1 minute')`;

    await step('staff', `INSERT INTO staff (id, code, name_kh, name_en, kind)
      SELECT ${base} + g, 'BJ' || g, 'ជាង ' || g, 'Bench jeweller ' || g, 'jeweller' FROM generate_series(1, ${jewellers}) g
      UNION ALL SELECT ${base} + 100 + g, 'BC' || g, 'ជាងចាក់ ' || g, 'Bench caster ' || g, 'caster' FROM generate_series(1, 4) g
      UNION ALL SELECT ${base} + 200 + g, 'BS' || g, 'អ្នកលក់ ' || g, 'Bench seller ' || g, 'cashier' FROM generate_series(1, 6) g`);
    await step('holders', `INSERT INTO holders (id, kind, code, name_kh, name_en, physical, staff_id)
      SELECT ${base} + g, 'staff', 'BENCH-J' || g, 'តុជាង ' || g, 'Bench ' || g, true, ${base} + g FROM generate_series(1, ${jewellers}) g
      UNION ALL SELECT ${base} + 100, 'safe', 'BENCH-SAFE', 'ទូដែក', 'Bench safe', true, NULL
      UNION ALL SELECT ${base} + 101, 'casting', 'BENCH-CAST', 'បន្ទប់ចាក់', 'Bench casting room', true, NULL`);
    const safe = base + 100;
    const castRoom = base + 101;
    await step('entry categories', `INSERT INTO entry_categories (id, code, name_kh, name_en, allowed_loss_permille)
      VALUES (${base} + 1, 'BENCH-RING', 'ចិញ្ចៀន', 'Bench rings', 10), (${base} + 2, 'BENCH-CHAIN', 'ខ្សែក', 'Bench chains', 8)`);

    // Purchases: 100 kg of 18K and 50 kg of 24K before the first piece is taken into stock (40 days before the three years), then every 30 days 30 kg and 5 kg.
    await step('purchases', `WITH d AS (
        INSERT INTO material_documents (id, number, kind, note, created_at)
        SELECT ${base} + g, 'BENCH-BUY-' || g, 'transfer', 'bought', ${at('CASE WHEN g = 1 THEN -40 ELSE (g - 1) * 30 - 5 END', '360')}
          FROM generate_series(1, ${Math.floor((days + 5) / 30) + 1}) g
        RETURNING id, created_at)
      INSERT INTO postings (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id, created_at)
      SELECT m.material, ${outside}, ${safe}, CASE WHEN d.id = ${base} + 1 THEN m.first ELSE m.monthly END, '', 'transfer', d.id::text, d.created_at
        FROM d CROSS JOIN (VALUES (${au750}, 100000000, 30000000), (${au9999}, 50000000, 5000000)) m(material, first, monthly)`);

    // Entries: spread evenly over the days, 40 jewellers, two pieces each; one in five of 24K; those of the last two days still on the bench.
    const entryDay = `floor((g - 1)::numeric * ${days} / ${entryCount})`;
    await step('entries', `INSERT INTO entries (id, number, type, category_id, material_id, jeweller_holder_id, source_holder_id, spare_mg, returned_mg, state,
                                   over_allowance_reason, created_at, closed_at, accepted_at)
      SELECT ${base} + g, 'BENCH-EN-' || g, 'making', ${base} + 1 + g % 2, CASE WHEN g % 5 = 0 THEN ${au9999} ELSE ${au750} END,
             ${base} + 1 + g % ${jewellers}, ${safe}, 200,
             CASE WHEN ${entryDay} >= ${days} - 2 THEN NULL ELSE 2 * (3000 + (g % 5) * 500) + 200 - (40 + (g % 7) * 20) END,
             CASE WHEN ${entryDay} >= ${days} - 2 THEN 'in_progress' ELSE 'accepted' END,
             CASE WHEN ${entryDay} < ${days} - 2 AND (40 + (g % 7) * 20) * 1000 > (2 * (3000 + (g % 5) * 500) + 200) * (CASE WHEN g % 2 = 0 THEN 10 ELSE 8 END)
                  THEN 'fine work' END,
             ${at(entryDay, '420 + g % 600')},
             CASE WHEN ${entryDay} >= ${days} - 2 THEN NULL ELSE ${at(entryDay + ' + 1', '420 + g % 600')} END,
             CASE WHEN ${entryDay} >= ${days} - 2 THEN NULL ELSE ${at(entryDay + ' + 1', '480 + g % 600')} END
        FROM generate_series(1, ${entryCount}) g`);
    await step('entry pieces', `INSERT INTO entry_pieces (entry_id, description, issued_mg, returned, returned_mg, returned_at)
      SELECT e.id, 'Bench piece ' || p, 3000 + ((e.id - ${base}) % 5) * 500, e.state = 'accepted', NULL, e.closed_at
        FROM entries e CROSS JOIN generate_series(1, 2) p WHERE e.id > ${base}`);
    await step('entry postings', `INSERT INTO postings (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id, created_at)
      SELECT e.material_id, v.from_id, v.to_id, v.mg, v.reason, 'entry', e.id::text, v.at
        FROM entries e
        CROSS JOIN LATERAL (VALUES
          (e.source_holder_id, e.jeweller_holder_id, 2 * (3000 + ((e.id - ${base}) % 5) * 500), 'entry.issue', e.created_at),
          (e.source_holder_id, e.jeweller_holder_id, e.spare_mg, 'entry.spare', e.created_at),
          (e.jeweller_holder_id, e.source_holder_id, e.returned_mg, 'entry.return', e.closed_at),
          (e.jeweller_holder_id, ${loss}, 2 * (3000 + ((e.id - ${base}) % 5) * 500) + e.spare_mg - e.returned_mg, 'entry.loss', e.accepted_at)
        ) v(from_id, to_id, mg, reason, at)
       WHERE e.id > ${base} AND v.mg IS NOT NULL AND v.at IS NOT NULL`);

    // Casts: 18 a day by four casters, three wax pieces each; the day's last casts are still in the flask.
    const castDay = `floor((g - 1)::numeric * ${days} / ${castCount})`;
    await step('production items', `INSERT INTO production_items (id, code, description, material_id, stage, stage_since, created_at)
      SELECT ${base} + g, 'BENCH-IT-' || g, 'Bench item ' || g, CASE WHEN ((g - 1) / 3 + 1) % 5 = 0 THEN ${au9999} ELSE ${au750} END,
             CASE WHEN floor(((g - 1) / 3)::numeric * ${days} / ${castCount}) >= ${days} - 1 THEN 'casting' ELSE 'stock' END,
             ${at(`floor(((g - 1) / 3)::numeric * ${days} / ${castCount})`, '300')}, ${at(`floor(((g - 1) / 3)::numeric * ${days} / ${castCount})`, '300')}
        FROM generate_series(1, ${castCount * 3}) g`);
    await step('casts', `INSERT INTO casts (id, number, cast_on, handler_staff_id, material_id, source_holder_id, casting_holder_id, status, wax_ratio_milli,
                                 wax_mg, actual_mg, over_mg, result_mg, clean_mg, root_mg, created_at, finished_at)
      SELECT ${base} + g, 'BENCH-CA-' || g, to_char((${at(castDay, '480')} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD'), ${base} + 101 + g % 4,
             CASE WHEN g % 5 = 0 THEN ${au9999} ELSE ${au750} END, ${safe}, ${castRoom},
             CASE WHEN ${castDay} >= ${days} - 1 THEN 'casting' ELSE 'finished' END, 16000,
             6000, 100000 + (g % 10) * 1000,
             CASE WHEN ${castDay} >= ${days} - 1 THEN NULL ELSE 2000 END,
             CASE WHEN ${castDay} >= ${days} - 1 THEN NULL ELSE 97000 + (g % 10) * 1000 END,
             CASE WHEN ${castDay} >= ${days} - 1 THEN NULL ELSE 96800 + (g % 10) * 1000 - (g % 3) * 100 END,
             CASE WHEN ${castDay} >= ${days} - 1 THEN NULL ELSE 12000 END,
             ${at(castDay, '480 + g % 300')},
             CASE WHEN ${castDay} >= ${days} - 1 THEN NULL ELSE ${at(castDay, '720 + g % 300')} END
        FROM generate_series(1, ${castCount}) g`);
    await step('wax pieces', `INSERT INTO wax_pieces (item_id, wax_mg, cast_id, created_at)
      SELECT ${base} + g, 2000, ${base} + (g - 1) / 3 + 1, i.created_at FROM generate_series(1, ${castCount * 3}) g JOIN production_items i ON i.id = ${base} + g`);
    await step('cast postings', `INSERT INTO postings (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id, created_at)
      SELECT c.material_id, v.from_id, v.to_id, v.mg, v.reason, 'cast', c.id::text, v.at
        FROM casts c
        CROSS JOIN LATERAL (VALUES
          (c.source_holder_id, c.casting_holder_id, c.actual_mg, 'cast.actual', c.created_at),
          (c.casting_holder_id, c.source_holder_id, c.over_mg, 'cast.over', c.finished_at - interval '3 hours'),
          (c.casting_holder_id, c.source_holder_id, c.root_mg, 'cast.root', c.finished_at - interval '1 hour'),
          (c.casting_holder_id, ${loss}, c.actual_mg - c.over_mg - c.clean_mg, 'cast.loss', c.finished_at)
        ) v(from_id, to_id, mg, reason, at)
       WHERE c.id > ${base} AND v.mg IS NOT NULL AND v.mg > 0`);
    // The finished casts' pieces go back to the safe on a transfer slip, for the jewellers' entries.
    await step('cast pieces back to the safe', `WITH d AS (
        INSERT INTO material_documents (id, number, kind, note, created_at)
        SELECT ${base} + 1000 + c.id - ${base}, 'BENCH-TRC-' || (c.id - ${base}), 'transfer', 'cast pieces', c.finished_at + interval '1 hour'
          FROM casts c WHERE c.id > ${base} AND c.status = 'finished'
        RETURNING id, created_at)
      INSERT INTO postings (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id, created_at)
      SELECT c.material_id, ${castRoom}, ${safe}, c.clean_mg - c.root_mg, '', 'transfer', d.id::text, d.created_at
        FROM d JOIN casts c ON c.id = d.id - 1000`);

    // The benches' working metal: each jeweller, each day, round trips from the safe (18K and 24K on one slip each way).
    const trips = days * jewellers * benchTrips * 2;
    await step('bench transfers', `WITH t AS (
        SELECT g, (g - 1) / ${jewellers * benchTrips * 2} AS d, ((g - 1) / (${benchTrips} * 2)) % ${jewellers} + 1 AS j, (g - 1) % (${benchTrips} * 2) AS k
          FROM generate_series(1, ${trips}) g),
      d AS (
        INSERT INTO material_documents (id, number, kind, note, created_at)
        SELECT ${base} * 2 + g, 'BENCH-TRB-' || g, 'transfer', '', ${at('d', '420 + k * 60 + j')} FROM t
        RETURNING id, created_at)
      INSERT INTO postings (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id, created_at)
      SELECT m.material, CASE WHEN t.k % 2 = 0 THEN ${safe} ELSE ${base} + t.j END, CASE WHEN t.k % 2 = 0 THEN ${base} + t.j ELSE ${safe} END,
             m.mg, '', 'transfer', d.id::text, d.created_at
        FROM d JOIN t ON d.id = ${base} * 2 + t.g
        CROSS JOIN (VALUES (${au750}, 1000), (${au9999}, 500)) m(material, mg)`);

    // Pieces: two per invoice, taken into stock 5 to 34 days before the sale at the branch that sells them; 10,000 more unsold.
    const invoiceDay = `floor((g - 1)::numeric * ${days} / ${invoiceCount})`;
    const pieceCount = invoiceCount * 2 + unsoldPieces;
    await step('jewelry pieces', `INSERT INTO jewelry_pieces (id, code, description, category_id, material_id, gross_mg, stone_mg, branch_id, state, accepted_at)
      SELECT ${base} + n, 'BENCH-P' || n, 'Bench piece ' || n,
             (SELECT id FROM jewelry_categories ORDER BY id OFFSET (n % 7) LIMIT 1),
             CASE WHEN n % 6 = 0 THEN ${au9999} ELSE ${au750} END, 4000 + (n % 10) * 300, (n % 4) * 100,
             CASE WHEN ((n + 1) / 2) % 2 = 0 THEN ${branchA} ELSE ${branchB} END,
             CASE WHEN n <= ${invoiceCount * 2} THEN 'sold' ELSE 'in_stock' END,
             CASE WHEN n <= ${invoiceCount * 2}
                  THEN ${at(`floor(((n + 1) / 2 - 1)::numeric * ${days} / ${invoiceCount})`, '600')} - (5 + n % 30) * interval '1 day'
                  ELSE ${at(`${days} - 1 - n % 90`, '540')} END
        FROM generate_series(1, ${pieceCount}) n`);
    await step('stock documents', `INSERT INTO stock_documents (id, number, kind, branch_id, holder_id, created_at)
      SELECT p.id, 'BENCH-SD-' || (p.id - ${base}), 'accept', p.branch_id, ${safe}, p.accepted_at FROM jewelry_pieces p WHERE p.id > ${base}`);
    await step('stock document lines', `INSERT INTO stock_document_lines (document_id, piece_id, gross_mg, stone_mg)
      SELECT p.id, p.id, p.gross_mg, p.stone_mg FROM jewelry_pieces p WHERE p.id > ${base}`);
    await step('stock postings', `INSERT INTO postings (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id, created_at)
      SELECT p.material_id, ${safe}, CASE WHEN p.branch_id = ${branchA} THEN ${counterA} ELSE ${counterB} END, p.gross_mg - p.stone_mg,
             'stock.accept', 'stock', p.id::text, p.accepted_at
        FROM jewelry_pieces p WHERE p.id > ${base}`);

    // Invoices: two pieces each at $219 a chi and $15 of making a piece; old gold bought back on one in three (3 g of 18K at $200 a chi);
    // one in ten to a customer on credit, half paid at the counter. Invoice g sells pieces 2g − 1 and 2g.
    const lineAmount = `((p.gross_mg - p.stone_mg) * 21900 + 1875) / 3750 + 1500`;
    await step('invoices', `INSERT INTO invoices (id, number, kind, branch_id, customer_id, seller_staff_id, issued_at, due_date, khr_per_usd,
                                    subtotal_cents, discount_cents, total_cents, total_riel, incentive_cents)
      SELECT ${base} + g, 'BENCH-INV-' || g, 'invoice', p1.branch_id,
             CASE WHEN g % 10 = 0 THEN (SELECT id FROM customers ORDER BY id OFFSET (g / 10) % (SELECT count(*) FROM customers) LIMIT 1) END,
             ${base} + 201 + g % 6, ${at(invoiceDay, '600 + g % 420')},
             CASE WHEN g % 10 = 0 THEN (${at(invoiceDay, '600')} + interval '30 days')::date END, 4100,
             t.amount, 0, t.amount, t.amount * 41, 0
        FROM generate_series(1, ${invoiceCount}) g
        JOIN jewelry_pieces p1 ON p1.id = ${base} + 2 * g - 1
        JOIN jewelry_pieces p2 ON p2.id = ${base} + 2 * g
        CROSS JOIN LATERAL (SELECT ((p1.gross_mg - p1.stone_mg) * 21900 + 1875) / 3750 + 1500 + ((p2.gross_mg - p2.stone_mg) * 21900 + 1875) / 3750 + 1500
                                   - CASE WHEN g % 3 = 0 THEN 16000 ELSE 0 END AS amount) t`);
    await step('invoice lines', `INSERT INTO invoice_lines (invoice_id, line_no, kind, piece_id, code, description, category_id, material_id, gross_mg, stone_mg,
                                         metal_mg, rate_cents_per_chi, metal_cents, making_charge_cents, amount_cents)
      SELECT i.id, k, 'piece', p.id, p.code, p.description, p.category_id, p.material_id, p.gross_mg, p.stone_mg,
             p.gross_mg - p.stone_mg, 21900, ((p.gross_mg - p.stone_mg) * 21900 + 1875) / 3750, 1500, ${lineAmount}
        FROM invoices i CROSS JOIN generate_series(1, 2) k JOIN jewelry_pieces p ON p.id = ${base} + 2 * (i.id - ${base}) - 2 + k
       WHERE i.id > ${base}
      UNION ALL
      SELECT i.id, 3, 'old_gold', NULL, '', 'Old gold', NULL, ${au750}, 3000, 0, 3000, 20000, 16000, 0, -16000
        FROM invoices i WHERE i.id > ${base} AND (i.id - ${base}) % 3 = 0`);
    await step('sale postings', `INSERT INTO postings (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id, created_at)
      SELECT l.material_id, CASE WHEN l.kind = 'piece' THEN c.counter ELSE ${outside} END, CASE WHEN l.kind = 'piece' THEN ${outside} ELSE c.counter END,
             sum(l.metal_mg), CASE WHEN l.kind = 'piece' THEN 'sales.sale' ELSE 'sales.oldGold' END, 'invoice', i.id::text, i.issued_at
        FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
        CROSS JOIN LATERAL (SELECT CASE WHEN i.branch_id = ${branchA} THEN ${counterA} ELSE ${counterB} END AS counter) c
       WHERE i.id > ${base}
       GROUP BY i.id, i.issued_at, c.counter, l.kind, l.material_id`);
    await step('payments', `INSERT INTO payments (id, number, type, branch_id, customer_id, khr_per_usd, amount_cents, paid_at)
      SELECT i.id, 'BENCH-PAY-' || (i.id - ${base}), 'payment', i.branch_id, i.customer_id, 4100,
             CASE WHEN i.customer_id IS NULL THEN i.total_cents ELSE i.total_cents / 2 END, i.issued_at
        FROM invoices i WHERE i.id > ${base}`);
    await step('payment tenders', `INSERT INTO payment_tenders (payment_id, method, currency, amount_minor, value_cents)
      SELECT p.id, CASE WHEN p.id % 4 = 0 THEN 'card' ELSE 'cash' END, 'USD', p.amount_cents, p.amount_cents FROM payments p WHERE p.id > ${base}`);
    await step('payment allocations', `INSERT INTO payment_allocations (payment_id, invoice_id, amount_cents)
      SELECT p.id, p.id, p.amount_cents FROM payments p WHERE p.id > ${base}`);

    for (const table of ['staff', 'holders', 'entry_categories', 'material_documents', 'entries', 'production_items', 'casts', 'jewelry_pieces', 'stock_documents', 'invoices', 'payments'])
      await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    // The running balances, as the ledger service would have moved them.
    await step('holder balances', `WITH moved AS (
        SELECT holder_id, material_id, sum(mg) AS mg FROM (
          SELECT to_holder_id AS holder_id, material_id, mg FROM postings
          UNION ALL SELECT from_holder_id, material_id, -mg FROM postings) legs
        GROUP BY holder_id, material_id)
      INSERT INTO holder_balances (holder_id, material_id, mg) SELECT holder_id, material_id, mg FROM moved
      ON CONFLICT (holder_id, material_id) DO UPDATE SET mg = excluded.mg`);
    const t = performance.now();
    await client.query('VACUUM ANALYZE');
    log(`  vacuum analyze: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return {
      postings: await one(`SELECT count(*) AS v FROM postings`),
      entries: await one(`SELECT count(*) AS v FROM entries`),
      casts: await one(`SELECT count(*) AS v FROM casts`),
      invoices: await one(`SELECT count(*) AS v FROM invoices`),
      seconds: (performance.now() - startedAt) / 1000,
    };
  } finally {
    await client.end();
  }
}

/**
 * What the services promise of the ledger, checked on the seeded data: each
 * material sums to zero, no physical holder ends below zero, and no physical
 * holder was ever below zero at any instant of its history.
 */
export async function checkLedger(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const problems: string[] = [];
    const totals = await client.query(`SELECT material_id, sum(mg) AS mg FROM holder_balances GROUP BY material_id HAVING sum(mg) <> 0`);
    for (const r of totals.rows) problems.push(`material ${r.material_id} sums to ${r.mg}`);
    const history = await client.query(`
      SELECT holder_id, material_id, min(running) AS lowest FROM (
        SELECT l.holder_id, l.material_id, sum(l.mg) OVER (PARTITION BY l.holder_id, l.material_id ORDER BY l.created_at, l.id) AS running
          FROM (SELECT id, created_at, to_holder_id AS holder_id, material_id, mg FROM postings
                UNION ALL SELECT id, created_at, from_holder_id, material_id, -mg FROM postings) l
          JOIN holders h ON h.id = l.holder_id AND h.physical) x
       GROUP BY holder_id, material_id HAVING min(running) < 0`);
    for (const r of history.rows) problems.push(`holder ${r.holder_id} went down to ${r.lowest} mg of material ${r.material_id}`);
    return problems;
  } finally {
    await client.end();
  }
}
