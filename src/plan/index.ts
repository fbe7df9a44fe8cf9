// The planner's public face: what the CLI, apply and the Action import.
export { plan, planOfDiagnostics } from './plan.js';
export { causesOf, markCauses } from './causes.js';
export type { CauseInput } from './causes.js';
export type { DesiredDocument, PlanOptions, Position } from './desired-document.js';
export { projectAnnotation, isManaged, CONTENT_FIELDS } from './content-fields.js';
export type { ContentField } from './content-fields.js';
export { contentHash, fingerprintOf } from './fingerprint.js';
export { diffContent, fieldEqual, sameContent } from './compare-fields.js';
export { canonicalJson, hashOf } from './canonical-json.js';
export { changeHashOf, planHashOf } from './plan-hash.js';
export {
  toSavedPlan,
  readSavedPlan,
  checkPlanTarget,
  SavedPlanError,
  SAVED_PLAN_KIND,
} from './saved-plan.js';
export type { SavedPlanContext } from './saved-plan.js';
export { checkPlanRun, holdDeletions } from './saved-plan-run.js';
export type { PlanRunSettings } from './saved-plan-run.js';
