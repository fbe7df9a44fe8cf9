// The planner's public face: what the application (and the Action, for a change's hash) imports.
export { plan, planOfDiagnostics } from './plan.js';
export { markCauses } from './causes.js';
export type { DesiredDocument, Position } from './desired-document.js';
export { hashOf } from '../text/canonical-json.js';
export { changeHashOf, planHashOf } from './plan-hash.js';
export { toSavedPlan, readSavedPlan, checkPlanTarget, savedPlanText } from './saved-plan.js';
export { checkPlanRun, holdDeletions } from './saved-plan-run.js';
export { pruneRefused, UNSCOPED_PRUNE } from './prune-rules.js';
