import type { GemReportGroup, GemReportLine } from '../contracts/stones/gem-reports';
import { sumStones } from './stone-balance';

/** A gem report's lines summed by stone type (regardless of case), shape and size, in the order they first appear, and in all. */
export function groupGemReportLines(lines: readonly GemReportLine[]): { groups: GemReportGroup[]; totals: Pick<GemReportGroup, 'prepared' | 'held' | 'set' | 'returned'> } {
  const groups = new Map<string, GemReportLine[]>();
  for (const line of lines) {
    const key = `${line.lot.stoneType.toLowerCase()}|${line.lot.shape}|${line.lot.sizeCmm}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const sums = (of: readonly GemReportLine[]) => ({
    prepared: sumStones(of.map((l) => l.prepared)),
    held: sumStones(of.map((l) => l.held)),
    set: sumStones(of.map((l) => l.set)),
    returned: sumStones(of.map((l) => l.returned)),
  });
  return {
    groups: [...groups.values()].map((of) => ({ stoneType: of[0]!.lot.stoneType, shape: of[0]!.lot.shape, sizeCmm: of[0]!.lot.sizeCmm, ...sums(of) })),
    totals: sums(lines),
  };
}
