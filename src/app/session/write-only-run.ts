// `apply --write-only`: for a key that may only write (observe:annotations:write). The files
// are validated and every annotation in them is planned as a whole write, without reading the
// server: no diff, no orphans, no prune. Refs by key resolve to the ids this run's own PUTs
// answer with (writes are ordered by them); a ref to a key no file of the run writes is refused
// up front. The writes are idempotent, so a re-run converges. Applied by `applyRun`.
import { AttemptRelay } from '../../apply/attempt-relay.js';
import { plan, planOfDiagnostics } from '../../plan/plan.js';
import { connect } from '../run/connection.js';
import type { RunContext } from '../run/context.js';
import { OptionError } from '../options/option-error.js';
import { readAnnotationFiles } from './read-files.js';
import { toDesired, type PlanRun } from './session.js';

export async function writeOnlyRun(ctx: RunContext): Promise<PlanRun> {
  if (ctx.options.prune) {
    throw new OptionError(
      'prune',
      'does not go with --write-only: a write-only run does not read the server, so it cannot know what is on it to delete',
    );
  }
  const relay = new AttemptRelay();
  const none = async (): Promise<void> => {};
  const validation = await readAnnotationFiles(ctx);
  if (!validation.valid) {
    const planned = planOfDiagnostics(validation.diagnostics, validation.omitted);
    return { validation, plan: planned, relay, desired: [], close: none, writeOnly: true };
  }
  const desired = validation.documents.map(toDesired);
  const made = plan(desired, [], { prune: false, blind: true });
  made.diagnostics = [...validation.diagnostics, ...made.diagnostics];
  if (validation.omitted) made.omittedDiagnostics = validation.omitted;
  if (made.planHash === undefined) {
    return { validation, plan: made, relay, desired, close: none, writeOnly: true };
  }
  const connection = await connect(ctx, relay.observer);
  return {
    validation,
    plan: made,
    connection,
    relay,
    desired,
    writeOnly: true,
    close: () => connection.close(),
  };
}
