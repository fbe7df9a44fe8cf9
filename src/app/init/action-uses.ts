// What `uses:` names for the Action in the workflows `init` writes. A moving tag runs whatever
// it names next, and the apply job runs the Action beside the write key, so a package attached
// to a release (its build defines the release's commit: scripts/build.mjs --release-commit)
// names the Action by that commit with the version in a comment, as every other action is
// pinned. A package built from a clone knows no release: it names the major version's tag, with
// a comment saying to pin a release's commit (the examples show that form).
import { VERSION } from '../version.js';
import { ACTION_REFERENCE, ACTION_REPOSITORY } from './generated/action-reference.js';

// Replaced by the release build (esbuild `define`) with the release's commit; else undefined.
declare const __RELEASE_COMMIT__: string | undefined;

/** The comment beside the major version's tag: what to do instead. */
export const PIN_COMMENT = "moves with each release: pin a release's commit SHA, as its notes show";

/** The reference `uses:` names and the comment after it. */
export interface ActionUses {
  ref: string;
  comment?: string;
}

/**
 * The Action pinned by `commit` (the release this package was built for) with its version, or
 * when there is none the major version's tag with the comment above.
 */
export function packagedActionUses(
  commit: string | undefined = typeof __RELEASE_COMMIT__ === 'string'
    ? __RELEASE_COMMIT__
    : undefined,
  version: string = VERSION,
): ActionUses {
  if (commit === undefined) return { ref: ACTION_REFERENCE, comment: PIN_COMMENT };
  return { ref: `${ACTION_REPOSITORY}@${commit}`, comment: `v${version}` };
}
