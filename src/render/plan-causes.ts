// `plan --base REF`: the human views show a plan's changes in two sections by cause, the
// pull request's own first (`both` among them, marked), then those that would only undo edits
// made on the server outside the repository. Pure.
import type { Change, Plan, PlanBase } from '../model/plan.js';

const IN_THIS_PULL_REQUEST = 'Changes in this pull request';
const OUTSIDE_THE_REPOSITORY = 'Changes outside the repository (applying will undo them)';

export interface CauseSection {
  title: string;
  /** In the plan's order (deletions first). */
  changes: Change[];
}

/** The two sections of a plan made with a base; undefined for a plan made without one. */
export function causeSections(plan: Plan): CauseSection[] | undefined {
  if (!plan.base) return undefined;
  return [
    { title: IN_THIS_PULL_REQUEST, changes: plan.changes.filter((c) => c.cause !== 'drift') },
    { title: OUTSIDE_THE_REPOSITORY, changes: plan.changes.filter((c) => c.cause === 'drift') },
  ];
}

/** What marks a change of cause `both` (its REF as the views show it). */
export function bothNote(base: PlanBase): string {
  return `also edited outside the repository: the server differs from ${shortRef(base)}`;
}

/** A SHA shortened as git shows it; a name as given. */
function shortRef(base: PlanBase): string {
  return /^[0-9a-f]{40,64}$/.test(base.ref) ? base.ref.slice(0, 12) : base.ref;
}

/** `the files at origin/main (commit 1a2b3c4d5e6f)`: what the sections were compared with. */
export function comparedWith(base: PlanBase): string {
  const commit = base.commit.slice(0, 12);
  return shortRef(base) === commit
    ? `the files at commit ${commit}`
    : `the files at ${base.ref} (commit ${commit})`;
}
