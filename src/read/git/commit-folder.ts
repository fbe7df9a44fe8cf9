// The git steps of reading a folder as it was at a commit (`plan --base`), without checking
// anything out: the repository that holds the folder (found by its `.git`, named to git
// explicitly: repository.ts), checked by git to be one; the commit a REF names; the folder's
// tree at that commit; its object format; and files' texts out of it. Which files to read, and
// what a failure tells the user, are the caller's (app/git/base-files.ts).
import { realpathSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { decodeSource } from '../../load/read-source.js';
import type { Env } from '../../model/env.js';
import { GitTree, type GitPlace } from './git-tree.js';
import { repositoryOf } from './repository.js';
import { git, GitError } from './run-git.js';
import type { ObjectFormat } from './same-files.js';

/** The repository holding `folder` (its `.git`), checked by git to be one; else why not. */
export async function repositoryPlace(
  folder: string,
  env: Env,
): Promise<{ place: GitPlace } | { why: string }> {
  const repository = repositoryOf(folder);
  const notInside = `${folder} is not inside a git repository`;
  if (repository === undefined) return { why: notInside };
  const place = { repository, env };
  try {
    await git(['rev-parse', '--git-dir'], place);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return { why: error.code === undefined ? error.message : `${notInside} (${error.message})` };
  }
  return { place };
}

/** The commit `ref` names in the repository, or undefined when it names none. */
export async function commitNamed(place: GitPlace, ref: string): Promise<string | undefined> {
  const sha = await optional(git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], place));
  return sha?.toString('utf8').trim() || undefined;
}

/** `folder` (inside the repository) as it was at `commit`: an empty tree when it was not there. */
export async function folderAt(
  place: GitPlace,
  commit: string,
  folder: string,
  signal?: AbortSignal,
): Promise<GitTree> {
  const top = place.repository.top;
  const prefix = relative(realpathSync(top), realpathSync(folder)).split(sep).join('/');
  const spec = prefix === '' ? `${commit}^{tree}` : `${commit}:${prefix}`;
  const tree = await optional(git(['rev-parse', '--verify', '--quiet', spec], place));
  return new GitTree(place, tree?.toString('utf8').trim() || undefined, signal);
}

/** The repository's object format (`sha1`, or `sha256` for repositories made so). */
export async function objectFormat(place: GitPlace): Promise<ObjectFormat> {
  const out = await optional(git(['rev-parse', '--show-object-format'], place));
  return out?.toString('utf8').trim() === 'sha256' ? 'sha256' : 'sha1';
}

/**
 * The texts of `objects` out of `source`, decoded as the working tree's files are (UTF-8, the
 * same refusals): each goes to `text`, or its refusal to `refused`. `shownAs` names an object
 * in messages.
 */
export async function readTexts(
  source: GitTree,
  objects: readonly string[],
  shownAs: (object: string) => string,
  text: (object: string, text: string) => void,
  refused: (object: string, message: string) => void,
): Promise<void> {
  await source.read(objects, (object, bytes) => {
    const decoded = decodeSource(bytes, shownAs(object));
    if ('diagnostic' in decoded) refused(object, decoded.diagnostic.message);
    else text(object, decoded.text);
  });
}

/** The output of a git command that may rightly fail (`--quiet`), or undefined. */
async function optional(run: Promise<Buffer>): Promise<Buffer | undefined> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof GitError && error.code !== undefined) return undefined;
    throw error;
  }
}
