// PATH arguments (files, folders, globs) → the annotation files they name, over a tree that is
// either the working tree (find-files.ts) or a folder of a commit (`plan --base`, read through
// git). The one copy of the rules of a walk: a folder means every `.yaml`/`.yml` below it but
// dot-names, node_modules and .git; a glob matches from its static base and goes no deeper than
// it can match; a link is followed only when the walk would read what it leads to, and only
// where the source says it stays inside the run's root: one that leads out, to nothing, to a
// special file or round in a loop is refused, naming the link; every folder is walked at most
// once in a PATH, and every file is taken once, under the first path that reached it.
import { sep } from 'node:path';
import type { Diagnostic, Severity } from '../model/diagnostic.js';
import { compileGlob, GlobError, scanGlob, type GlobParts } from '../load/glob-pattern.js';
import { LOOP, type PathRefusal } from '../load/repository-path.js';

/** What a path of the tree is, its links followed within the root. */
export type Found<F, D> =
  | { kind: 'file'; file: F }
  | { kind: 'folder'; folder: D }
  | { kind: 'missing' }
  /** Not read (permission denied): `shown` names the folder that could not be read. */
  | { kind: 'unreadable'; shown: string }
  | {
      kind: 'refused';
      refusal: PathRefusal;
      /** Whether it leads to a folder (a walk that would enter it refuses it then). */
      leadsToFolder: boolean;
    };

/** One entry of a folder, by its name; a link is followed (or not) by the walk. */
export type Entry<F, D> =
  | { name: string; kind: 'file'; file: F }
  | { name: string; kind: 'folder'; folder: D }
  | { name: string; kind: 'link' }
  /** A special file (a FIFO, a device); `refusal` when the source can say what it is. */
  | { name: string; kind: 'other'; refusal?: PathRefusal };

/** A tree the walk reads: the working tree, or a folder of a commit. */
export interface TreeSource<F, D> {
  /** What a named PATH is (relative to the run's folder, or absolute). */
  start(path: string): Promise<Found<F, D>>;
  /** The folder's entries (any order: the walk sorts them by name). */
  entries(folder: D): Promise<Entry<F, D>[]>;
  /** What each of the folder's links `names` leads to, in their order. */
  follow(folder: D, names: readonly string[]): Promise<Found<F, D>[]>;
  /** Whether `target` holds `folder` (a link from `folder` to it would walk round forever). */
  contains(target: D, folder: D): boolean;
  /** Who a file or a folder is, whatever path reached it: taken (or walked) once. */
  fileId(file: F): string;
  folderId(folder: D): string;
  /** How a PATH is named in a message about it (it yielded nothing, its glob is refused). */
  namedPath(path: string): string;
  /** The path a PATH or a folder's entry is shown by as a file (a refusal's, a file's place). */
  shownPath(path: string): string;
  shownEntry(folder: D, name: string): string;
}

const YAML_FILE = /\.ya?ml$/i;
/** Never walked into, whatever the PATH (as `**\/node_modules/**` and `**\/.git/**` before). */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);
/** A glob past the bounds of glob-pattern.ts: refused, never matched. */
const BAD_GLOB = 'path.badGlob';

/** Why a PATH yielded nothing. */
type NoMatch = 'missing' | 'emptyFolder' | 'noGlobMatch';

const NO_MATCH: Record<NoMatch, string> = {
  missing: 'does not exist',
  emptyFolder: 'is a folder without .yaml or .yml files',
  noGlobMatch: 'matches no .yaml or .yml file',
};

export interface WalkOptions {
  /** Of the diagnostics the walk makes: errors now, warnings of a commit's files. */
  severity: Severity;
  /** Words after a PATH that yielded nothing (the default PATH says so). */
  hint?: string;
}

export interface Walked<F> {
  /** In the order first reached, each with the path it was reached by, as shown. */
  files: { file: F; shown: string }[];
  diagnostics: Diagnostic[];
  /** Folders that could not be read, as shown. */
  unreadable: Set<string>;
}

/** What one folder walk takes: which files, and how deep and into which folders it goes. */
interface Filter {
  /** The file's path as walked (the PATH's form, forward slashes). */
  takes(path: string, name: string): boolean;
  /** Whether to walk into a folder `depth` levels below the start (1: a child of the start). */
  enters(name: string, depth: number): boolean;
}

const FOLDER_FILTER: Filter = {
  takes: (_, name) => YAML_FILE.test(name) && !name.startsWith('.'),
  enters: (name) => !name.startsWith('.') && !SKIPPED_FOLDERS.has(name),
};

/** Walks every PATH over `source`; a PATH that yields nothing (and says nothing) is a noMatch. */
export async function walkTree<F, D>(
  paths: readonly string[],
  source: TreeSource<F, D>,
  options: WalkOptions,
): Promise<Walked<F>> {
  const walk = new Walk(source, options);
  for (const path of paths) await walk.path(path);
  return { files: walk.files, diagnostics: walk.diagnostics, unreadable: walk.unreadable };
}

class Walk<F, D> {
  readonly files: { file: F; shown: string }[] = [];
  readonly diagnostics: Diagnostic[] = [];
  readonly unreadable = new Set<string>();
  private readonly taken = new Set<string>();
  private readonly refused = new Set<string>();

  constructor(
    private readonly source: TreeSource<F, D>,
    private readonly options: WalkOptions,
  ) {}

  /** One PATH: a file, a folder, a glob, or nothing (said so, unless something else was). */
  async path(path: string): Promise<void> {
    const before = this.said();
    const found = await this.source.start(path);
    let why: NoMatch | undefined;
    if (found.kind === 'missing') {
      const glob = scanGlob(
        path
          .split(sep)
          .join('/')
          .replace(/^(\.\/)+/, ''),
      );
      why =
        glob === undefined ? 'missing' : (await this.glob(path, glob)) ? undefined : 'noGlobMatch';
    } else if (found.kind === 'folder') {
      const walked = await this.folder(found.folder, path.split(sep).join('/'), FOLDER_FILTER);
      why = walked ? undefined : 'emptyFolder';
    } else this.met(found, this.source.shownPath(path), true, false);
    if (why === undefined || this.said() > before) return;
    const named = this.source.namedPath(path);
    this.note('path.noMatch', `${named} ${NO_MATCH[why]}${this.options.hint ?? ''}`);
  }

  /** A glob (`path` as named): its static base, walked as deep as the pattern can reach. */
  private async glob(path: string, { base, glob: pattern }: GlobParts): Promise<boolean> {
    let matches: (path: string) => boolean;
    try {
      matches = compileGlob(base === '' ? pattern : `${base}/${pattern}`);
    } catch (error) {
      if (!(error instanceof GlobError)) throw error;
      this.note(BAD_GLOB, `${this.source.namedPath(path)} ${error.message}`);
      return false;
    }
    const segments = pattern.split('/');
    const unbounded = pattern.includes('**') || pattern.includes('{') || pattern.includes('(');
    const dotted = segments.some((s) => s.startsWith('.'));
    const filter: Filter = {
      takes: (walked, name) => YAML_FILE.test(name) && matches(walked),
      enters: (name, depth) =>
        !SKIPPED_FOLDERS.has(name) &&
        (dotted || !name.startsWith('.')) &&
        (unbounded || depth < segments.length),
    };
    const start = await this.source.start(base === '' ? '.' : base);
    if (start.kind === 'folder') return this.folder(start.folder, base, filter);
    // A base that leads out is refused; a file where the base should be a folder matches nothing.
    if (start.kind !== 'file') this.met(start, this.source.shownPath(base), true, false);
    return false;
  }

  /**
   * Walks `folder`, named `shown` (the PATH's form), depth first in name order. `visited` holds
   * the folders this PATH's walk went into: a link back to one that holds the link is a loop,
   * to another one it adds nothing. True when it took a file.
   */
  private async folder(
    folder: D,
    shown: string,
    filter: Filter,
    visited = new Set<string>(),
    depth = 0,
  ): Promise<boolean> {
    visited.add(this.source.folderId(folder));
    let entries: Entry<F, D>[];
    try {
      entries = (await this.source.entries(folder)).sort((a, b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
      );
    } catch (error) {
      if (!(error instanceof UnreadableFolder)) throw error;
      this.unreadable.add(error.shown);
      return false;
    }
    const prefix = shown === '' || shown === '.' ? '' : `${shown.replace(/\/+$/, '')}/`;
    const wanted = (name: string) => ({
      takes: filter.takes(`${prefix}${name}`, name),
      enters: filter.enters(name, depth + 1),
    });
    // Every link the walk would read is asked about at once (one question for git).
    const links = entries.filter((e) => e.kind === 'link').map((e) => e.name);
    const asked = links.filter((name) => wanted(name).takes || wanted(name).enters);
    const answers = new Map<string, Found<F, D>>();
    if (asked.length > 0) {
      const found = await this.source.follow(folder, asked);
      asked.forEach((name, i) => answers.set(name, found[i]!));
    }
    let yielded = false;
    for (const entry of entries) {
      const path = `${prefix}${entry.name}`;
      const { takes, enters } = wanted(entry.name);
      const at = () => this.source.shownEntry(folder, entry.name);
      if (entry.kind === 'file') {
        if (takes && this.take(entry.file, at())) yielded = true;
      } else if (entry.kind === 'folder') {
        if (enters && (await this.folder(entry.folder, path, filter, visited, depth + 1)))
          yielded = true;
      } else if (entry.kind === 'other') {
        if (takes && entry.refusal) this.refuse(at(), entry.refusal);
      } else {
        const found = answers.get(entry.name);
        if (found === undefined) continue;
        if (found.kind === 'folder') {
          if (!enters) continue;
          if (this.source.contains(found.folder, folder)) this.refuse(at(), LOOP);
          else if (!visited.has(this.source.folderId(found.folder)))
            yielded =
              (await this.folder(found.folder, path, filter, visited, depth + 1)) || yielded;
        } else if (this.met(found, at(), takes, enters)) yielded = true;
      }
    }
    return yielded;
  }

  /** A named PATH or a link that is no folder: taken, refused, or passed over. True when taken. */
  private met(found: Found<F, D>, shown: string, takes: boolean, enters: boolean): boolean {
    if (found.kind === 'file') return takes && this.take(found.file, shown);
    if (found.kind === 'unreadable') this.unreadable.add(found.shown);
    // A refused path is an error when the walk would have read it: it names a YAML file, or it
    // leads to a folder the walk would enter (README -> /etc/motd is no concern).
    if (found.kind === 'refused' && (takes || (enters && found.leadsToFolder)))
      this.refuse(shown, found.refusal);
    return false;
  }

  /** Takes a file once (by who it is); true when it is taken, now or before. */
  private take(file: F, shown: string): boolean {
    const id = this.source.fileId(file);
    if (this.taken.has(id)) return true;
    this.taken.add(id);
    this.files.push({ file, shown });
    return true;
  }

  private refuse(shown: string, refusal: PathRefusal): void {
    if (this.refused.has(shown)) return;
    this.refused.add(shown);
    const { severity } = this.options;
    this.diagnostics.push({
      severity,
      code: refusal.code,
      message: `${shown} ${refusal.why}`,
      file: shown,
    });
  }

  private note(code: string, message: string): void {
    this.diagnostics.push({ severity: this.options.severity, code, message });
  }

  /** How much the walk has said so far (diagnostics, folders it could not read). */
  private said(): number {
    return this.diagnostics.length + this.unreadable.size;
  }
}

/** Thrown by a source's `entries` for a folder it may not read, named as it is shown. */
export class UnreadableFolder extends Error {
  override readonly name = 'UnreadableFolder';
  constructor(readonly shown: string) {
    super(`cannot read ${shown}`);
  }
}
