// PATH arguments → the annotation files they name in a folder of a commit (`plan --base REF`),
// by the walk of the working tree (read/tree-walk.ts) over git's objects: a link there is a
// path string, followed only inside the folder (git's `--follow-symlinks` against the folder's
// own tree); one that leads out, to nothing or round in a loop is refused, never followed.
import { posix } from 'node:path';
import type { Diagnostic } from '../../model/diagnostic.js';
import { DANGLING, LOOP, type PathRefusal } from '../../load/repository-path.js';
import { walkTree, type Found, type TreeSource } from '../tree-walk.js';
import type { GitTree, TreeEntry, TreeLookup } from './git-tree.js';

/** A file of the commit: its object, by which its contents are read, and its size. */
interface CommitFile {
  object: string;
  size: number;
  /** The path as named or walked, relative to the folder: what messages show. */
  relative: string;
}

export interface FoundCommitFiles {
  files: CommitFile[];
  /** PATHs that name nothing there, and links refused: warnings (notes of the run). */
  diagnostics: Diagnostic[];
}

interface Folder {
  object: string;
  /** Relative to the folder, `/`-separated; '' for the folder itself. */
  path: string;
}

/**
 * The files PATHs name in the commit's folder `tree`. PATHs are relative to the folder (absolute
 * ones are taken relative to `root`, the folder's place on disk now). Each file is listed once
 * (by its object: two files with the same contents hold the same annotations), in the order the
 * walk reached them.
 */
export async function findCommitFiles(
  paths: readonly string[],
  tree: GitTree,
  root: string,
): Promise<FoundCommitFiles> {
  const walked = await walkTree(paths, commitTree(tree, root), { severity: 'warning' });
  const files = walked.files.map(({ file, shown }) => ({ ...file, relative: shown }));
  return { files, diagnostics: walked.diagnostics };
}

const OUTSIDE: PathRefusal = {
  code: 'path.outsideRepository',
  why: 'is a symbolic link that leads out of the repository: it is not followed',
};

const ODD_LINK: PathRefusal = {
  code: 'path.notRegularFile',
  why: 'is a symbolic link whose name holds a line break: it is not followed',
};

function commitTree(tree: GitTree, root: string): TreeSource<Omit<CommitFile, 'relative'>, Folder> {
  const at = (folder: Folder, name: string) =>
    folder.path === '' ? name : `${folder.path}/${name}`;
  return {
    start: async (path) => {
      const named = inFolder(path, root);
      if (named === undefined) return { kind: 'refused', refusal: OUTSIDE, leadsToFolder: true };
      const [found] = await tree.lookup([named]);
      return foundOf(found!, named);
    },
    entries: async (folder) =>
      (await tree.entries(folder.object)).map((entry) => entryOf(folder, entry, at)),
    follow: async (folder, names) => {
      const paths = names.map((name) => at(folder, name));
      // git's batch lookup reads one path per line: such a name is never asked about.
      const odd = paths.map((p) => /[\0\n]/.test(p));
      const answers = await tree.lookup(paths.filter((_, i) => !odd[i]));
      let next = 0; // the answers come in the order of the paths asked about
      return paths.map((p, i) =>
        odd[i]
          ? { kind: 'refused', refusal: ODD_LINK, leadsToFolder: true }
          : foundOf(answers[next++]!, p),
      );
    },
    // A link back to a folder it is in names that folder's object, walked already.
    contains: () => false,
    fileId: (file) => file.object,
    folderId: (folder) => folder.object,
    namedPath: (path) => inFolder(path, root) ?? path,
    shownPath: (path) => inFolder(path, root) ?? path,
    shownEntry: at,
  };
}

function foundOf(found: TreeLookup, path: string): Found<Omit<CommitFile, 'relative'>, Folder> {
  if (found.kind === 'file')
    return { kind: 'file', file: { object: found.object, size: found.size } };
  if (found.kind === 'folder') return { kind: 'folder', folder: { object: found.object, path } };
  if (found.kind === 'missing') return { kind: 'missing' };
  // A link git cannot follow may lead anywhere: a walk that would enter a folder refuses it.
  const refusal =
    found.kind === 'loop'
      ? LOOP
      : found.kind === 'dangling'
        ? DANGLING
        : found.kind === 'outside'
          ? OUTSIDE
          : { code: 'path.notRegularFile' as const, why: 'is not a regular file: it is not read' };
  return { kind: 'refused', refusal, leadsToFolder: found.kind !== 'dangling' };
}

function entryOf(folder: Folder, entry: TreeEntry, at: (folder: Folder, name: string) => string) {
  const { name } = entry;
  if (entry.kind === 'file')
    return { name, kind: 'file' as const, file: { object: entry.object, size: entry.size ?? 0 } };
  if (entry.kind === 'folder')
    return {
      name,
      kind: 'folder' as const,
      folder: { object: entry.object, path: at(folder, name) },
    };
  return { name, kind: entry.kind };
}

/** A PATH relative to the folder, normalised; undefined when it lies outside. */
function inFolder(path: string, root: string): string | undefined {
  let p = path.replace(/\\/g, '/');
  if (posix.isAbsolute(p)) p = posix.relative(root.replace(/\\/g, '/'), p);
  p = posix.normalize(p);
  if (p === '..' || p.startsWith('../')) return undefined;
  p = p.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  return p === '.' ? '' : p;
}
