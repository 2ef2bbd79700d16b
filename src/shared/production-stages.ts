/**
 * The stages a production item moves through (spec §3 stage keys, DESIGN
 * §3.3), and the transitions allowed between them: a table, so an illegal
 * move is refused with a 409 before anything is written.
 */
export const productionStages = [
  'ordering',
  'designing',
  'printing',
  'waxing',
  'casting',
  'cleaning',
  'assembling',
  'setting',
  'finishing',
  'stock',
  'cancelled',
  'broken',
] as const;
export type ProductionStage = (typeof productionStages)[number];

/** The stages of the workshop's normal flow, in order (the follow-up board's columns). */
export const workStages = productionStages.slice(0, 9) as readonly ProductionStage[];

/** Where an item may go from each stage. `stock` and `cancelled` are final. */
export const stageTransitions: Readonly<Record<ProductionStage, readonly ProductionStage[]>> = {
  ordering: ['designing', 'cancelled'],
  // A design may be carved by hand straight in wax, skipping the printer.
  designing: ['printing', 'waxing', 'ordering', 'cancelled'],
  printing: ['waxing', 'designing', 'broken', 'cancelled'],
  waxing: ['casting', 'printing', 'broken', 'cancelled'],
  // A piece comes out of the flask to be cleaned, or the cast failed.
  casting: ['cleaning', 'broken'],
  cleaning: ['assembling', 'setting', 'finishing', 'broken'],
  assembling: ['setting', 'finishing', 'broken'],
  setting: ['finishing', 'assembling', 'broken'],
  finishing: ['stock', 'setting', 'assembling', 'broken'],
  // A broken piece is melted and made again from the wax, or given up.
  broken: ['waxing', 'cancelled'],
  stock: [],
  cancelled: [],
};

/** The spec's stage labels (§4) as the stages they name. */
export const stageOfLabel: Readonly<Record<string, ProductionStage>> = {
  order: 'ordering',
  design_progress: 'designing',
  design_finish: 'designing',
  print: 'printing',
  printing: 'printing',
  WAX_PREPARING: 'waxing',
  cast: 'casting',
  assembly: 'assembling',
  setting: 'setting',
  finishing: 'finishing',
  finish: 'stock',
};

export function canMove(from: ProductionStage, to: ProductionStage): boolean {
  return stageTransitions[from].includes(to);
}

export function isFinalStage(stage: ProductionStage): boolean {
  return stageTransitions[stage].length === 0;
}
