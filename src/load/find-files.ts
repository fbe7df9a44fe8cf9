// PATH arguments (files, folders, globs) → the annotation files they name, in a stable order.
// Only files of the repository are taken (see repository-path.ts): the walk is our own, so
// every symbolic link is checked before it is followed and every folder is walked at most
// once by way of links (`self -> .`, `up -> ..` and `root -> /` end at once).
import { readdirSync, statSync, type Dirent } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';
import { DEFAULT_PATHS } from './default-paths.js';
import { compileGlob, GlobError, scanGlob, type GlobParts } from './glob-pattern.js';
import {
  LOOP,
  notRegular,
  placeRefusal,
  refusalDiagnostic,
  repositoryAt,
  resolveInRepository,
  type PathRefusal,
  type Repository,
} from './repository-path.js';

export { DEFAULT_PATHS };

export interface FoundFile {
  /** The real path (every link resolved): what is opened. */
  absolute: string;
  /** The path as named or walked, relative to the working directory, forward slashes: what diagnostics show. */
  relative: string;
}

export interface FoundFiles {
  files: FoundFile[];
  diagnostics: Diagnostic[];
}

const DEFAULT_HINT =
  ' (the default PATH: name files, folders or globs, or set include in observe-annotations.yaml)';

export const YAML_FILE = /\.ya?ml$/i;
/** Never walked into, whatever the PATH (as `**\/node_modules/**` and `**\/.git/**` before). */
export const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/**
 * Resolves PATHs against `cwd` (none: DEFAULT_PATHS, and a PATH that yields nothing says it
 * was the default): a file is taken as it is, a folder means every `.yaml`/`.yml`
 * below it, anything else is a glob. Files are read only from inside `root` (the config file's
 * folder, by default `cwd`): a link that leads elsewhere, to a special file, to nothing or
 * round in a loop is an error naming the link. A PATH that yields no file is an error naming
 * it and saying why; a folder that cannot be read is one too (never silently skipped). Each
 * real file is listed once, under the first path that reached it; the result is sorted by
 * that path, so runs are repeatable.
 */
export async function findFiles(
  paths: readonly string[],
  cwd: string,
  root: string = cwd,
): Promise<FoundFiles> {
  const walk = new Walk(cwd, repositoryAt(root));
  // No PATH named (by an argument, an input or the config's include): the default, said so.
  const byDefault = paths.length === 0;
  for (const path of byDefault ? DEFAULT_PATHS : paths) {
    const why = await walk.expand(path);
    if (why !== undefined) {
      walk.diagnostics.push({
        severity: 'error',
        code: 'path.noMatch',
        message: `${path} ${NO_MATCH[why]}${byDefault ? DEFAULT_HINT : ''}`,
      });
    }
  }
  for (const absolute of [...walk.unreadable].sort()) {
    walk.diagnostics.push({
      severity: 'error',
      code: 'file.unreadable',
      message:
        'cannot read this folder (permission denied); the annotation files in it are not checked',
      file: displayPath(absolute, cwd),
    });
  }
  const files = [...walk.byReal.values()].sort((a, b) =>
    a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0,
  );
  return { files, diagnostics: walk.diagnostics };
}

/** A path as diagnostics show it: relative to `cwd` with forward slashes. */
export function displayPath(absolute: string, cwd: string): string {
  const rel = relative(cwd, absolute);
  const shown = rel === '' || isAbsolute(rel) ? absolute : rel;
  return shown.split(sep).join('/');
}

type Why = 'missing' | 'emptyFolder' | 'noGlobMatch';

/** A glob past the bounds of glob-pattern.ts: refused, never matched. */
export const BAD_GLOB = 'path.badGlob';

const NO_MATCH: Record<Why, string> = {
  missing: 'does not exist',
  emptyFolder: 'is a folder without .yaml or .yml files',
  noGlobMatch: 'matches no .yaml or .yml file',
};

/** What one folder walk takes: which files, and how deep and into which folders it goes. */
interface Filter {
  /** The file's path as walked (PATH's form: relative or absolute, forward slashes). */
  takes(path: string, name: string): boolean;
  /** Whether to walk into a folder `depth` levels below the start (1: a child of the start). */
  enters(name: string, depth: number): boolean;
}

/** One findFiles call: what it found, refused and could not read. */
class Walk {
  readonly byReal = new Map<string, FoundFile>();
  readonly diagnostics: Diagnostic[] = [];
  readonly unreadable = new Set<string>();
  private readonly refused = new Set<string>();

  constructor(
    private readonly cwd: string,
    private readonly repo: Repository,
  ) {}

  /** One PATH; undefined when it yielded something (a file, or an error of its own). */
  async expand(path: string): Promise<Why | undefined> {
    const absolute = resolve(this.cwd, path);
    const before = this.diagnostics.length + this.unreadable.size;
    const found = this.start(absolute);
    if (found === 'missing') {
      const glob = scanGlob(
        path
          .split(sep)
          .join('/')
          .replace(/^(\.\/)+/, ''),
      );
      if (glob === undefined) return 'missing';
      const yielded = this.glob(path, glob);
      return yielded || this.diagnostics.length + this.unreadable.size > before
        ? undefined
        : 'noGlobMatch';
    }
    if (found === undefined) return undefined;
    if ('file' in found) {
      this.take(found.file, absolute);
      return undefined;
    }
    const filter: Filter = {
      takes: (_, name) => YAML_FILE.test(name) && !name.startsWith('.'),
      enters: (name) => !name.startsWith('.') && !SKIPPED_FOLDERS.has(name),
    };
    const yielded = this.folder(found.folder, absolute, path.split(sep).join('/'), filter);
    return yielded || this.diagnostics.length + this.unreadable.size > before
      ? undefined
      : 'emptyFolder';
  }

  /** A named starting point: a file or folder to take, missing, or refused (undefined). */
  private start(absolute: string): { file: string } | { folder: string } | 'missing' | undefined {
    let resolved;
    try {
      resolved = resolveInRepository(absolute, this.repo);
    } catch (error) {
      if (!permissionDenied(error)) throw error;
      this.unreadable.add(resolve(absolute, '..'));
      return undefined;
    }
    if ('missing' in resolved) return 'missing';
    if ('refusal' in resolved) {
      this.refuse(absolute, resolved.refusal);
      return undefined;
    }
    if (resolved.stats.isFile()) return { file: resolved.real };
    if (resolved.stats.isDirectory()) return { folder: resolved.real };
    this.refuse(absolute, notRegular(resolved.stats, resolved.link));
    return undefined;
  }

  /** A glob (`path` as named): its static base, walked as deep as the pattern can reach. */
  private glob(path: string, { base, glob: pattern }: GlobParts): boolean {
    let matches: (path: string) => boolean;
    try {
      matches = compileGlob(base === '' ? pattern : `${base}/${pattern}`);
    } catch (error) {
      if (!(error instanceof GlobError)) throw error;
      this.diagnostics.push({
        severity: 'error',
        code: BAD_GLOB,
        message: `${path} ${error.message}`,
      });
      return false;
    }
    const segments = pattern.split('/');
    const unbounded = pattern.includes('**') || pattern.includes('{') || pattern.includes('(');
    const dotted = segments.some((s) => s.startsWith('.'));
    const filter: Filter = {
      takes: (path, name) => YAML_FILE.test(name) && matches(path),
      enters: (name, depth) =>
        !SKIPPED_FOLDERS.has(name) &&
        (dotted || !name.startsWith('.')) &&
        (unbounded || depth < segments.length),
    };
    const absolute = resolve(this.cwd, base);
    const found = this.start(absolute);
    if (found === undefined || found === 'missing' || 'file' in found) return false;
    return this.folder(found.folder, absolute, base, filter);
  }

  /**
   * Walks the folder whose real path is `real`, named `shown` (the PATH's form), depth first in
   * name order. `visited` holds the real folders this walk went into: a link back to one of
   * them is a loop when it contains the link, and is not walked twice otherwise.
   */
  private folder(
    real: string,
    named: string,
    shown: string,
    filter: Filter,
    visited = new Set<string>(),
    depth = 0,
  ): boolean {
    visited.add(real);
    let entries: Dirent[];
    try {
      entries = readdirSync(real, { withFileTypes: true });
    } catch (error) {
      if (!permissionDenied(error)) throw error;
      this.unreadable.add(named);
      return false;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    let yielded = false;
    const prefix = shown === '' || shown === '.' ? '' : `${shown.replace(/\/+$/, '')}/`;
    for (const entry of entries) {
      const path = `${prefix}${entry.name}`;
      const entryNamed = join(named, entry.name);
      const entryReal = join(real, entry.name);
      const enters = filter.enters(entry.name, depth + 1);
      if (entry.isDirectory()) {
        if (enters && this.folder(entryReal, entryNamed, path, filter, visited, depth + 1))
          yielded = true;
      } else if (entry.isFile()) {
        if (filter.takes(path, entry.name)) yielded = this.take(entryReal, entryNamed) || yielded;
      } else if (entry.isSymbolicLink()) {
        const takes = filter.takes(path, entry.name);
        const target = this.followLink(entryNamed, real, visited, takes, enters);
        if (target === undefined) continue;
        if ('file' in target) yielded = this.take(target.file, entryNamed) || yielded;
        else if (this.folder(target.folder, entryNamed, path, filter, visited, depth + 1))
          yielded = true;
      } else if (filter.takes(path, entry.name)) {
        this.refuse(entryNamed, notRegular(statSync(entryReal), false));
      }
    }
    return yielded;
  }

  /**
   * A link met in a folder walk: the file or folder to take, or undefined (refused with an
   * error when the walk would have read it, skipped quietly when it would not have).
   */
  private followLink(
    link: string,
    parentReal: string,
    visited: Set<string>,
    takes: boolean,
    enters: boolean,
  ): { file: string } | { folder: string } | undefined {
    let resolved;
    try {
      resolved = resolveInRepository(link, this.repo);
    } catch (error) {
      if (!permissionDenied(error)) throw error;
      if (takes || enters) this.unreadable.add(resolve(link, '..'));
      return undefined;
    }
    if ('missing' in resolved) return undefined;
    if ('refusal' in resolved) {
      // A link outside is an error when it names a YAML file or leads to a folder the walk
      // would enter; a link the walk would never read (README -> /etc/motd) is no concern.
      if (takes || (enters && leadsToFolder(link))) this.refuse(link, resolved.refusal);
      return undefined;
    }
    const { real, stats } = resolved;
    if (stats.isDirectory()) {
      if (!enters) return undefined;
      if (real === parentReal || parentReal.startsWith(`${real}${sep}`)) {
        this.refuse(link, LOOP);
        return undefined;
      }
      // Another way into a folder this walk has been in: its files are already counted.
      return visited.has(real) ? undefined : { folder: real };
    }
    if (!takes) return undefined;
    if (!stats.isFile()) {
      this.refuse(link, notRegular(stats));
      return undefined;
    }
    return { file: real };
  }

  /** Records a file by its real path; false when another path already reached it. */
  private take(real: string, named: string): boolean {
    if (placeRefusal(real, this.repo)) return false;
    if (this.byReal.has(real)) return true;
    this.byReal.set(real, { absolute: real, relative: displayPath(named, this.cwd) });
    return true;
  }

  private refuse(named: string, refusal: PathRefusal): void {
    const file = displayPath(named, this.cwd);
    if (this.refused.has(file)) return;
    this.refused.add(file);
    this.diagnostics.push(refusalDiagnostic(file, refusal));
  }
}

function permissionDenied(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EACCES' || code === 'EPERM';
}

/** Whether a refused link points at a folder (stat only: nothing of it is read). */
function leadsToFolder(link: string): boolean {
  try {
    return statSync(link).isDirectory();
  } catch {
    return false;
  }
}
