import { describe, expect, it } from 'vitest';
import type { CaratEstimate } from '../../../../shared/contracts/stones/size-chart';
import { expectShown, renderForTest } from '../../../ui/render-for-test';
import { EstimateText } from '../components/carat-estimator';
import type { FindSizeChartResponse, SizeChartRow } from '../../../../shared/contracts/stones/size-chart';
import { findSizeChartQueryOptions } from '../api/find-size-chart';
import { sizeChartGroups, SizeChartPage } from './size-chart-page';
import { renderStonesPage, stonesTestAt } from './stones-render-for-test';

const row = (id: number, stoneType: string, shape: SizeChartRow['shape'], sizeCmm: number, mctPerStone: number): SizeChartRow => ({ id, stoneType, shape, sizeCmm, mctPerStone, updatedAt: stonesTestAt });
const chart: FindSizeChartResponse = {
  items: [row(1, 'Diamond', 'round', 150, 15), row(2, 'Diamond', 'round', 100, 5), row(3, 'Ruby', 'oval', 300, 120), row(4, 'diamond', 'round', 200, 30)],
  stoneTypes: ['Diamond', 'Ruby'],
};

const render = (role: 'manager' | 'cashier' | 'setter' = 'manager', locale: 'en' | 'kh' = 'en') =>
  renderStonesPage({
    page: SizeChartPage,
    pattern: '/setting/stone-size-chart',
    url: '/setting/stone-size-chart',
    role,
    locale,
    seed: (client) => client.setQueryData(findSizeChartQueryOptions().queryKey, chart),
  });

describe('SizeChartPage', () => {
  it('groups the rows by type (whatever its case) and shape, each by size', () => {
    const groups = sizeChartGroups(chart.items);
    expect(groups.map((g) => [g.stoneType, g.shape, g.rows.map((r) => r.sizeCmm)])).toEqual([
      ['Diamond', 'round', [100, 150, 200]],
      ['Ruby', 'oval', [300]],
    ]);
  });

  it('shows each type and shape with its sizes in mm and carats a stone, and the calculator', async () => {
    const html = await render();
    expectShown(html, [
      'Stone size chart',
      'Diamond · Round',
      'Ruby · Oval',
      '1.50\u00a0mm',
      '0.015\u00a0ct',
      '0.120\u00a0ct',
      '3 sizes',
      'data-testid="carat-estimator"',
      'Estimate carats',
    ]);
  });

  it('lets a manager add, edit and delete sizes; a setter or cashier only reads them', async () => {
    const manager = await render('manager');
    expect(manager).toContain('New size');
    expect(manager).toContain('aria-label="Edit size"');
    expect(manager).toContain('aria-label="Delete size"');
    for (const role of ['setter', 'cashier'] as const) {
      const html = await render(role);
      expect(html).toContain('Diamond · Round');
      expect(html).not.toContain('New size');
      expect(html).not.toContain('aria-label="Edit size"');
    }
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render('manager', 'kh');
    expectShown(html, ['តារាងទំហំត្បូង', 'Diamond · មូល', 'ការ៉ាត់ក្នុងមួយគ្រាប់', 'ប៉ាន់ស្មានការ៉ាត់']);
  });

  it('says what the chart covers when a size is outside it, and how an estimate stands on its rows', () => {
    const outside = (lower: SizeChartRow | null, upper: SizeChartRow | null): CaratEstimate => ({ method: 'outside', weightMct: null, mctPerStone: null, lower, upper });
    const say = (estimate: CaratEstimate, locale: 'en' | 'kh' = 'en') => renderForTest(<EstimateText estimate={estimate} stoneType="Diamond" shape="round" count={12} />, locale);
    expect(say(outside(chart.items[3]!, null))).toContain('Diamond · Round: the chart stops at 2.00\u00a0mm; no estimate above it.');
    expect(say(outside(null, chart.items[1]!))).toContain('Diamond · Round: the chart starts at 1.00\u00a0mm; no estimate below it.');
    expect(say(outside(null, null))).toContain('Diamond · Round is not in the chart yet.');
    expect(say(outside(chart.items[3]!, null), 'kh')).toContain('តារាងឈប់ត្រឹម 2.00\u00a0mm');
    const between: CaratEstimate = { method: 'interpolated', weightMct: 270, mctPerStone: 23, lower: chart.items[0]!, upper: chart.items[3]! };
    const html = say(between);
    expect(html).toContain('12 stones ≈ 0.270\u00a0ct');
    expect(html).toContain('0.023\u00a0ct a stone, between the 1.50\u00a0mm and 2.00\u00a0mm rows');
  });
});
