// The commit a plan is compared with (`--base`): a pull request's base on its plan, and on a
// merge the base its reviewed plan was compared with. A shallow checkout lacks it: it is fetched
// (`git fetch --depth=1 origin SHA`; with the workflow's token when a plain fetch is refused),
// in the checkout's repository (the nearest `.git` from the run's folder up to the workspace;
// ensureCommit gives git nothing of the runner's environment but what it needs to start).
import type { BaseCommit } from '../../app/git/checkout.js';
import type { StepContext } from '../step/step-context.js';
import type { StepIo } from '../step/step-io.js';

/** Makes sure commit `sha` is in the checkout; says why not when it cannot be had. */
export async function fetchBaseCommit(
  step: StepContext,
  io: StepIo,
  sha: string,
): Promise<BaseCommit> {
  const { ensureCommit } = await import('../../app/git/checkout.js');
  const server = step.github.serverUrl;
  let auth: { server: string; header: string } | undefined;
  if (step.githubToken && server) {
    const basic = Buffer.from(`x-access-token:${step.githubToken}`).toString('base64');
    io.secrets.add(basic);
    auth = { server, header: `AUTHORIZATION: basic ${basic}` };
  }
  return ensureCommit(step.root, step.workspace, sha, step.env, auth);
}
