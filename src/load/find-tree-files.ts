// PATH arguments (files, folders, globs) → the annotation files they name in a folder of a
// commit (`plan --base REF`), with the same rules as the working tree's walk (find-files.ts):
// folders mean every .yaml/.yml below them but dot-names, node_modules and .git; globs match
// from their static base. A commit's folder is read through a TreeSource (git's objects, see
// app/git/git-tree.ts): a link there is a path string, followed only inside the folder; one that
// leads out, to nothing or round in a loop is refused, never followed.
import { posix } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';
import { BAD_GLOB, SKIPPED_FOLDERS, YAML_FILE } from './find-files.js';
import { compileGlob, GlobError, scanGlob } from './glob-pattern.js';
import { DANGLING, LOOP, type PathRefusal } from './repository-path.js';

/** What a path of the folder is, its links followed inside the folder. */
export type TreeLookup =
  | { kind: 'file'; object: string; size: number }
  | { kind: 'folder'; object: string }
  | { kind: 'missing' | 'outside' | 'dangling' | 'loop' | 'other' };

/** One entry of a recursive listing; `path` is relative to the folder listed. */
export interface TreeEntry {
  path: string;
  kind: 'file' | 'folder' | 'link' | 'other';
  object: string;
  size?: number;
}

export interface TreeSource {
  /** What each path (relative to the folder, `/`-separated; `''` the folder itself) is. */
  lookup(paths: readonly string[]): Promise<TreeLookup[]>;
  /** Every entry below the folder object `tree`, recursively, a folder before its contents. */
  list(tree: string): Promise<TreeEntry[]>;
}

export interface TreeFile {
  /** The file's object, by which its contents are read. */
  object: string;
  size: number;
  /** The path as named or walked, relative to the folder: what messages show. */
  relative: string;
  /** Listed as a regular file at that very path (not reached through a link, nor named). */
  listed: boolean;
}

export interface FoundTreeFiles {
  files: TreeFile[];
  /** PATHs that name nothing there, and links refused. */
  diagnostics: Diagnostic[];
}

interface Filter {
  takes(path: string, name: string): boolean;
  enters(name: string, depth: number): boolean;
}

const OUTSIDE: PathRefusal = {
  code: 'path.outsideRepository',
  why: 'is a symbolic link that leads out of the repository: it is not followed',
};

/**
 * The files PATHs name in the folder. PATHs are relative to the folder (absolute ones are
 * taken relative to `root`, the folder's place on disk now). Each file is listed once (by its
 * object: two files with the same contents hold the same annotations), in PATH order, then by
 * path.
 */
export async function findTreeFiles(
  paths: readonly string[],
  source: TreeSource,
  root: string,
): Promise<FoundTreeFiles> {
  const walk = new TreeWalk(source);
  const named = paths.map((p) => named_(p, root));
  const found = await source.lookup(named.map((p) => p ?? ''));
  for (const [i, path] of named.entries()) {
    if (path === undefined) {
      walk.refuse(paths[i]!, OUTSIDE);
      continue;
    }
    const what = found[i]!;
    if (what.kind === 'file') walk.take(what.object, what.size, path, false);
    else if (what.kind === 'folder') await walk.folder(what.object, path, FOLDER_FILTER, 0);
    else if (what.kind === 'missing') await walk.glob(path);
    else walk.refuse(path, refusalOf(what.kind));
  }
  return { files: walk.files, diagnostics: walk.diagnostics };
}

const FOLDER_FILTER: Filter = {
  takes: (_, name) => YAML_FILE.test(name) && !name.startsWith('.'),
  enters: (name) => !name.startsWith('.') && !SKIPPED_FOLDERS.has(name),
};

/** A PATH relative to the folder, normalised; undefined when it lies outside. */
function named_(path: string, root: string): string | undefined {
  let p = path.replace(/\\/g, '/');
  if (posix.isAbsolute(p)) p = posix.relative(root.replace(/\\/g, '/'), p);
  p = posix.normalize(p);
  if (p === '..' || p.startsWith('../')) return undefined;
  p = p.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  return p === '.' ? '' : p;
}

const ODD_LINK: PathRefusal = {
  code: 'path.notRegularFile',
  why: 'is a symbolic link whose name holds a line break: it is not followed',
};

function refusalOf(kind: string): PathRefusal {
  if (kind === 'loop') return LOOP;
  if (kind === 'dangling') return DANGLING;
  if (kind === 'outside') return OUTSIDE;
  return { code: 'path.notRegularFile', why: 'is not a regular file: it is not read' };
}

class TreeWalk {
  readonly files: TreeFile[] = [];
  readonly diagnostics: Diagnostic[] = [];
  private readonly objects = new Set<string>();
  /** Folders already walked (by object): reached again by a link, they add nothing. */
  private readonly walked = new Set<string>();

  constructor(private readonly source: TreeSource) {}

  take(object: string, size: number, path: string, listed: boolean): void {
    if (this.objects.has(object)) return;
    this.objects.add(object);
    this.files.push({ object, size, relative: path, listed });
  }

  refuse(path: string, refusal: PathRefusal): void {
    this.diagnostics.push({
      severity: 'warning',
      code: refusal.code,
      message: `${path} ${refusal.why}`,
      file: path,
    });
  }

  /** A missing PATH: a glob from its static base, or nothing there. */
  async glob(path: string): Promise<void> {
    const scan = scanGlob(path);
    if (scan === undefined) {
      this.nothing(path, 'does not exist');
      return;
    }
    const base = scan.base;
    const pattern = scan.glob;
    let matches: (path: string) => boolean;
    try {
      matches = compileGlob(base === '' ? pattern : `${base}/${pattern}`);
    } catch (error) {
      if (!(error instanceof GlobError)) throw error;
      this.diagnostics.push({
        severity: 'warning',
        code: BAD_GLOB,
        message: `${path} ${error.message}`,
      });
      return;
    }
    const segments = pattern.split('/');
    const unbounded = pattern.includes('**') || pattern.includes('{') || pattern.includes('(');
    const dotted = segments.some((s) => s.startsWith('.'));
    const filter: Filter = {
      takes: (p, name) => YAML_FILE.test(name) && matches(p),
      enters: (name, depth) =>
        !SKIPPED_FOLDERS.has(name) &&
        (dotted || !name.startsWith('.')) &&
        (unbounded || depth < segments.length),
    };
    const [start] = await this.source.lookup([base]);
    if (start?.kind !== 'folder' || !(await this.folder(start.object, base, filter, 0)))
      this.nothing(path, 'matches no .yaml or .yml file');
  }

  /**
   * Walks the folder object `tree`, named `shown`, whose depth below the PATH's start is
   * `depth`; true when it yielded a file.
   */
  async folder(tree: string, shown: string, filter: Filter, depth: number): Promise<boolean> {
    if (this.walked.has(tree)) return false;
    this.walked.add(tree);
    const before = this.files.length;
    const prefix = shown === '' ? '' : `${shown}/`;
    const closed: string[] = [];
    const links: { path: string; name: string; depth: number; takes: boolean; enters: boolean }[] =
      [];
    for (const entry of await this.source.list(tree)) {
      if (closed.some((c) => entry.path.startsWith(c))) continue;
      const name = entry.path.slice(entry.path.lastIndexOf('/') + 1);
      const level = depth + entry.path.split('/').length;
      const path = `${prefix}${entry.path}`;
      if (entry.kind === 'folder') {
        if (filter.enters(name, level)) this.walked.add(entry.object);
        else closed.push(`${entry.path}/`);
      } else if (entry.kind === 'file') {
        if (filter.takes(path, name)) this.take(entry.object, entry.size ?? 0, path, true);
      } else if (entry.kind === 'link') {
        const takes = filter.takes(path, name);
        const enters = filter.enters(name, level);
        // git's batch lookup reads one path per line: such a name is never asked about.
        if ((takes || enters) && /[\0\n]/.test(path)) this.refuse(path, ODD_LINK);
        else if (takes || enters) links.push({ path, name, depth: level, takes, enters });
      }
    }
    const targets = await this.source.lookup(links.map((l) => l.path));
    for (const [i, link] of links.entries()) {
      const target = targets[i]!;
      if (target.kind === 'file') {
        if (link.takes) this.take(target.object, target.size, link.path, false);
      } else if (target.kind === 'folder') {
        if (link.enters) await this.folder(target.object, link.path, filter, link.depth);
      } else if (target.kind !== 'missing' && (link.takes || target.kind !== 'dangling')) {
        this.refuse(link.path, refusalOf(target.kind));
      }
    }
    return this.files.length > before;
  }

  private nothing(path: string, why: string): void {
    this.diagnostics.push({ severity: 'warning', code: 'path.noMatch', message: `${path} ${why}` });
  }
}
