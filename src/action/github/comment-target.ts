// Which comment a run writes to: its target (the base URL, never the key, the key prefix, the
// paths, the named target, or the label input instead) as the marker names it, and as the
// comment's "Target:" line shows it. Taken from the raw settings the same way on every run
// (validated, planned, or failed on a bad setting), so one comment per target is found again
// whatever happened. Pure.
import { OPTIONS } from '../../app/options/option-table.js';
import { rawOption, type OptionSources } from '../../app/options/resolve-options.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { markerTarget } from './comment-marker.js';

export interface CommentTarget {
  /** The marker's `target=`: `label:NAME`, or a hash of the settings. */
  hash: string;
  /** The comment's "Target:" line. */
  label: string;
}

/** The target of a run over `sources`, with the label input ('' when empty). */
export function commentTarget(sources: OptionSources, label: string): CommentTarget {
  const rawUrl = rawOption('baseUrl', sources);
  let baseUrl = typeof rawUrl === 'string' ? rawUrl : undefined;
  try {
    if (baseUrl !== undefined) baseUrl = OPTIONS.baseUrl.parse.parse(baseUrl);
  } catch {
    // An unusable URL still names the target; the plan reports the problem.
  }
  const rawPrefix = rawOption('keyPrefix', sources);
  const keyPrefix = typeof rawPrefix === 'string' ? rawPrefix : undefined;
  const rawPaths = rawOption('paths', sources);
  const paths = Array.isArray(rawPaths) ? rawPaths.map(String) : [...OPTIONS.paths.default];
  const rawTarget = rawOption('target', sources);
  const name = typeof rawTarget === 'string' ? rawTarget : undefined;
  return {
    hash: markerTarget({
      baseUrl,
      keyPrefix,
      paths,
      ...(name ? { name } : {}),
      ...(label ? { label } : {}),
    }),
    label: GITHUB_VIEWS.comment.targetLabel({ baseUrl, keyPrefix, paths, name }),
  };
}
