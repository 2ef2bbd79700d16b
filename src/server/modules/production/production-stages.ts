/**
 * The stage table lives in src/shared (the web offers only the moves it
 * allows); the server refuses the others with a 409 before writing anything.
 */
export {
  canMove,
  isFinalStage,
  productionStages,
  stageOfLabel,
  stageTransitions,
  workStages,
  type ProductionStage,
} from '../../../shared/production-stages';
