// `plan --base REF`: the policy of reading the annotation files as they were at a commit. The
// git steps (the repository that holds the run's folder, the commit, its tree, the texts) are
// read/git/commit-folder.ts's; here: what a failure tells the user, which PATHs are read (the
// config file as it was at REF decides, unless PATHs were named), and what counts. Files at
// REF are as hostile as the working tree's: the same size limit, the same UTF-8 and YAML
// reading, links followed only inside the run's folder (a link in git is just a path string).
import { basename } from 'node:path';
import { CONFIG_FILE, parseConfigText } from '../../load/config-file.js';
import { MAX_FILE_BYTES } from '../../load/read-source.js';
import type { CommandName } from '../options/option-table.js';
import type { RunContext } from '../run/context.js';
import type { AnnotationDocument } from '../../model/annotation.js';
import { isAnnotationDocument } from '../../model/fields.js';
import type { FoundFile } from '../../read/find-files.js';
import { validateText, type FileDocument } from '../../read/validate-file.js';
import { documentsByObject } from '../../read/git/same-files.js';
import { OptionError } from '../options/option-error.js';
import { resolveOptions } from '../options/resolve-options.js';
import { findCommitFiles } from '../../read/git/commit-files.js';
import {
  commitNamed,
  folderAt,
  objectFormat,
  readTexts,
  repositoryPlace,
} from '../../read/git/commit-folder.js';
import type { GitTree, GitPlace } from '../../read/git/git-tree.js';

export interface BaseFiles {
  /** The REF as given, and the commit it named. */
  ref: string;
  commit: string;
  /** The valid documents at REF (their values only), the first of each external key. */
  documents: AnnotationDocument[];
  /** What a reader should know: files refused or left out at REF, a config not usable. */
  notes: string[];
}

/**
 * Reads the annotation files at `ref`. A folder outside any git repository, git missing, or a
 * REF that names no commit is an OptionError of `base` (exit 1) saying what to do; a folder
 * inside one that looks like a git directory is refused (GitLikeFolderError); what is wrong
 * inside the files at REF only leaves those files out (with a note).
 */
export async function readBaseFiles(
  ctx: RunContext,
  ref: string,
  /** What the run read now: a file at REF with the same bytes is not parsed again. */
  now?: { found: readonly FoundFile[]; documents: readonly FileDocument[] },
  command: CommandName = 'plan',
): Promise<BaseFiles> {
  const repository = await repositoryPlace(ctx.cwd, ctx.env);
  if ('why' in repository)
    throw new OptionError('base', `reads the files at REF through git, and ${repository.why}`);
  const { place } = repository;
  const commit = await commitOf(place, ref);
  // The run's deadline, or a stop (Ctrl-C, SIGTERM) at once: git's reads of the commit end.
  const source = await folderAt(
    place,
    commit,
    ctx.cwd,
    AbortSignal.any([ctx.deadline, ctx.abortNow]),
  );
  const notes: string[] = [];
  const where = `at ${ref}`;

  const paths = await pathsAtBase(ctx, source, command, where, notes);
  const found = await findCommitFiles(paths, source, ctx.cwd);
  for (const d of found.diagnostics) notes.push(`${where}: ${d.message}`);
  const readable = found.files.filter((f) => {
    if (f.size <= MAX_FILE_BYTES) return true;
    notes.push(`${where}: ${f.relative} is larger than 5 MiB: it is not read`);
    return false;
  });

  // Files whose bytes were read now already: their documents are the same (same-files.ts).
  const known = now
    ? documentsByObject(now.found, now.documents, await objectFormat(place))
    : new Map<string, FileDocument[]>();
  const parsed = new Map<string, Record<string, unknown>[]>();
  const shownAs = new Map(readable.map((f) => [f.object, f.relative]));
  await readTexts(
    source,
    readable.filter((f) => !known.has(f.object)).map((f) => f.object),
    (object) => shownAs.get(object)!,
    (object, text) =>
      parsed.set(object, documentsOf(validateText(text, shownAs.get(object)!).documents)),
    (object, message) => notes.push(`${where}: ${shownAs.get(object)!}: ${message}`),
  );
  const documents: AnnotationDocument[] = [];
  const keys = new Set<string>();
  let invalid = 0;
  for (const f of readable) {
    const values = parsed.get(f.object) ?? documentsOf(known.get(f.object) ?? []);
    for (const value of values) {
      if (!isAnnotationDocument(value)) invalid++;
      else if (!keys.has(value.externalKey)) {
        keys.add(value.externalKey);
        documents.push(value);
      }
    }
  }
  if (invalid > 0) {
    notes.push(
      `${where}: ${invalid} ${invalid === 1 ? 'annotation is' : 'annotations are'} invalid and left out: changes to ${invalid === 1 ? 'it' : 'them'} count as changes of the files`,
    );
  }
  return { ref, commit, documents, notes };
}

/** Marks a document that broke a rule of its own: it is counted, never compared. */
const INVALID: Record<string, unknown> = Object.freeze({});

/** The values of a file's documents, the invalid ones as INVALID. */
function documentsOf(docs: readonly FileDocument[]): Record<string, unknown>[] {
  return docs.map((d) => (d.valid ? d.value : INVALID));
}

/** The commit `ref` names, or an OptionError saying how to make it there. */
async function commitOf(place: GitPlace, ref: string): Promise<string> {
  const commit = await commitNamed(place, ref);
  if (commit) return commit;
  throw new OptionError(
    'base',
    `'${ref}' names no commit of the repository at ${place.repository.top}. Check the name (git log --oneline ${ref}); in a shallow clone (GitHub's actions/checkout fetches one commit) fetch it first: git fetch --depth=1 origin ${ref}, or check out with fetch-depth: 0`,
  );
}

/**
 * The PATHs to read at REF: the options resolved again with the config file as it was at REF
 * (its `include`, its target's), so PATHs named on the command line or as an input stay as
 * they are. A config at REF this version cannot use leaves the run's own PATHs, with a note.
 */
async function pathsAtBase(
  ctx: RunContext,
  source: GitTree,
  command: CommandName,
  where: string,
  notes: string[],
): Promise<readonly string[]> {
  const shown = ctx.sources?.config?.file ?? CONFIG_FILE;
  const name = basename(shown);
  const [found] = await source.lookup([name]);
  let config;
  try {
    if (found?.kind === 'file' && found.size <= MAX_FILE_BYTES) {
      let text: string | undefined;
      await readTexts(
        source,
        [found.object],
        () => name,
        (_, read) => (text = read),
        () => {},
      );
      if (text === undefined) throw new Error(`${name} is not UTF-8 text`);
      config = parseConfigText(text, `${name} ${where}`);
    } else if (found?.kind !== 'missing') {
      throw new Error(`${name} is not a regular file of the repository`);
    }
    const options = resolveOptions(command, {
      ...ctx.sources,
      ...(config ? { config } : { config: undefined }),
    });
    return options.paths;
  } catch (error) {
    notes.push(
      `${where}: the config file cannot be used (${(error as Error).message}); the files at REF are read from the same PATHs as now`,
    );
    return ctx.options.paths;
  }
}
