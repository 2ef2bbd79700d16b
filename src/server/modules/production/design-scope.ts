import { stageOfLabel, type ProductionStage } from './production-stages';

/**
 * What a designer (production.design without production.write) may do to an
 * item: move it between ordering, designing and printing (a print that fails
 * goes back to design), and record the design steps. Everything else is the
 * manager's.
 */
const designStages: readonly ProductionStage[] = ['ordering', 'designing', 'printing'];
const designLabels: readonly string[] = ['design_progress', 'design_finish'];

export function designerMayMove(from: ProductionStage, to: ProductionStage): boolean {
  return designStages.includes(from) && designStages.includes(to) && from !== to;
}

export function designerMayRecord(label: string): boolean {
  return designLabels.includes(label);
}

/** A spec label (§4) belongs to exactly one stage: a step or a move must carry the stage's own labels. */
export function labelNamesStage(label: string, stage: ProductionStage): boolean {
  return stageOfLabel[label] === stage;
}
