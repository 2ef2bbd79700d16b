import { describe, expect, it } from 'vitest';
import { canMove, isFinalStage, productionStages, stageOfLabel, stageTransitions, workStages, type ProductionStage } from './production-stages';

describe('production stages', () => {
  it('walks the normal flow from ordering to stock', () => {
    const flow: ProductionStage[] = ['ordering', 'designing', 'printing', 'waxing', 'casting', 'cleaning', 'assembling', 'setting', 'finishing', 'stock'];
    for (let i = 1; i < flow.length; i++) expect(canMove(flow[i - 1]!, flow[i]!), `${flow[i - 1]} → ${flow[i]}`).toBe(true);
    expect(workStages).toEqual(flow.slice(0, 9));
  });

  it('refuses every move the table does not list, including skipping the cast and staying put', () => {
    for (const from of productionStages) {
      for (const to of productionStages) {
        expect(canMove(from, to), `${from} → ${to}`).toBe(stageTransitions[from].includes(to));
      }
      expect(canMove(from, from), `${from} → itself`).toBe(false);
    }
    expect(canMove('waxing', 'cleaning')).toBe(false);
    expect(canMove('ordering', 'stock')).toBe(false);
    expect(canMove('casting', 'cancelled')).toBe(false);
  });

  it('ends at stock or cancelled, and every other stage can still end', () => {
    expect(productionStages.filter(isFinalStage)).toEqual(['stock', 'cancelled']);
    for (const start of productionStages) {
      const seen = new Set<ProductionStage>([start]);
      const queue = [start];
      while (queue.length > 0) {
        for (const next of stageTransitions[queue.shift()!]) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      expect(seen.has('stock') || seen.has('cancelled'), start).toBe(true);
    }
  });

  it('names a stage for every stage label of the spec', () => {
    const labels = ['order', 'design_progress', 'design_finish', 'print', 'printing', 'cast', 'assembly', 'setting', 'finishing', 'finish', 'WAX_PREPARING'];
    expect(Object.keys(stageOfLabel).sort()).toEqual([...labels].sort());
    for (const label of labels) expect(productionStages).toContain(stageOfLabel[label]);
  });
});
