import { describe, expect, it } from 'vitest';
import { stageLabelValues } from '../../../shared/contracts/production/production-item';
import { designerMayMove, designerMayRecord, labelNamesStage } from './design-scope';
import { stageOfLabel } from './production-stages';

describe('design scope', () => {
  it('lets a designer move only between ordering, designing and printing', () => {
    expect(designerMayMove('ordering', 'designing')).toBe(true);
    expect(designerMayMove('designing', 'printing')).toBe(true);
    expect(designerMayMove('printing', 'designing')).toBe(true);
    expect(designerMayMove('printing', 'waxing')).toBe(false);
    expect(designerMayMove('designing', 'waxing')).toBe(false);
    expect(designerMayMove('designing', 'cancelled')).toBe(false);
    expect(designerMayMove('waxing', 'printing')).toBe(false);
  });

  it('lets a designer record only the design steps', () => {
    expect(designerMayRecord('design_progress')).toBe(true);
    expect(designerMayRecord('design_finish')).toBe(true);
    expect(designerMayRecord('print')).toBe(false);
    expect(designerMayRecord('finish')).toBe(false);
  });

  it('ties each label to its own stage only', () => {
    expect(labelNamesStage('design_finish', 'designing')).toBe(true);
    expect(labelNamesStage('design_finish', 'printing')).toBe(false);
    expect(labelNamesStage('WAX_PREPARING', 'waxing')).toBe(true);
    expect(labelNamesStage('finish', 'stock')).toBe(true);
    expect(labelNamesStage('nonsense', 'ordering')).toBe(false);
  });

  it('the shared contract lists the same labels as the stage table', () => {
    expect([...stageLabelValues].sort()).toEqual(Object.keys(stageOfLabel).sort());
  });
});
