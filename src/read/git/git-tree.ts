// A folder of a commit, read through git's object database without checking anything out:
// what a path is (links followed only inside the folder: `cat-file --follow-symlinks` against
// the folder's own tree), what lies below a folder (`ls-tree`), and file contents streamed one
// at a time (`cat-file --batch`). The walk over it is read/tree-walk.ts's (commit-files.ts).
import { firstLine, git, GitError, spawnError, spawnGit, type GitOptions } from './run-git.js';

/** What a path of the folder is, its links followed inside the folder. */
export type TreeLookup =
  | { kind: 'file'; object: string; size: number }
  | { kind: 'folder'; object: string }
  | { kind: 'missing' | 'outside' | 'dangling' | 'loop' | 'other' };

/** One entry of a folder; `name` is its name in the folder. */
export interface TreeEntry {
  name: string;
  kind: 'file' | 'folder' | 'link' | 'other';
  object: string;
  size?: number;
}

/** Where git reads: the repository, and the run's environment (git keeps little of it). */
export type GitPlace = Pick<GitOptions, 'repository' | 'env'>;

/** A commit's folder: the tree the run's root was at that commit. */
export class GitTree {
  /** The entries of each folder object listed so far (a listing holds every folder below). */
  private readonly children = new Map<string, TreeEntry[]>();

  constructor(
    /** The repository git reads. */
    private readonly place: GitPlace,
    /** The tree object of the folder, or undefined when the folder did not exist. */
    readonly tree: string | undefined,
    /** Ends every git command (the run's deadline). */
    private readonly signal?: AbortSignal,
    /** Entries any one listing may hold before it is refused. */
    private readonly maxEntries = 1_000_000,
  ) {}

  /**
   * What each path (relative to the folder, `/`-separated) is, links followed inside the folder
   * only: a link that leads out of it, to nothing or round in a loop is said so, never followed.
   */
  async lookup(paths: readonly string[]): Promise<TreeLookup[]> {
    if (paths.length === 0) return [];
    // A NUL or a line break would split git's batch: one path would ask for another.
    const unsafe = paths.find((p) => /[\0\n]/.test(p));
    if (unsafe !== undefined) {
      throw new GitError(
        `a path holding a NUL or a line break cannot be read through git: ${JSON.stringify(unsafe)}`,
      );
    }
    if (this.tree === undefined) return paths.map(() => ({ kind: 'missing' }));
    const input = paths.map((p) => `${this.tree}:${p}\0`).join('');
    const out = await git(['cat-file', '--batch-check', '--follow-symlinks', '-z'], {
      ...this.place,
      input,
      signal: this.signal,
    });
    return parseLookups(out, paths.length);
  }

  /**
   * The entries of the folder object `tree`. Its first listing is recursive (one git command
   * for the whole folder), and the entries of every folder below it are kept from it.
   */
  async entries(tree: string): Promise<TreeEntry[]> {
    const known = this.children.get(tree);
    if (known) return known;
    const out = await git(['ls-tree', '-r', '-t', '-z', '-l', '--full-tree', tree], {
      ...this.place,
      signal: this.signal,
    });
    // Each folder object's entries, from the first path it is listed at (a folder with the same
    // contents elsewhere is the same object: its entries are the same).
    const objectAt = new Map<string, string>([['', tree]]);
    const below = new Map<string, TreeEntry[]>([[tree, []]]);
    for (const { path, ...entry } of parseListing(out, this.maxEntries)) {
      const cut = path.lastIndexOf('/');
      const parent = objectAt.get(cut < 0 ? '' : path.slice(0, cut));
      if (parent === undefined) continue;
      below.get(parent)!.push({ ...entry, name: path.slice(cut + 1) });
      if (entry.kind === 'folder' && !below.has(entry.object)) {
        objectAt.set(path, entry.object);
        below.set(entry.object, []);
      }
    }
    for (const [object, entries] of below)
      if (!this.children.has(object)) this.children.set(object, entries);
    return this.children.get(tree)!;
  }

  /** Streams the contents of `objects` to `each`, in their order, one object at a time. */
  read(objects: readonly string[], each: (object: string, bytes: Buffer) => void): Promise<void> {
    return readBlobs(this.place, objects, each, this.signal);
  }
}

/** Output of `cat-file --batch-check --follow-symlinks`, one answer per query. */
function parseLookups(out: Buffer, count: number): TreeLookup[] {
  const answers: TreeLookup[] = [];
  let at = 0;
  const line = (): string => {
    const end = out.indexOf(0x0a, at);
    if (end < 0) throw new GitError('git cat-file ended its answer early');
    const text = out.toString('utf8', at, end);
    at = end + 1;
    return text;
  };
  for (let i = 0; i < count; i++) {
    const head = line();
    const special = /^(dangling|loop|symlink|notdir) (\d+)$/.exec(head);
    if (special) {
      at += Number(special[2]) + 1; // the path git names, and its newline
      const why = special[1] as 'dangling' | 'loop' | 'symlink' | 'notdir';
      answers.push(
        why === 'symlink'
          ? { kind: 'outside' }
          : why === 'notdir'
            ? { kind: 'missing' }
            : { kind: why === 'loop' ? 'loop' : 'dangling' },
      );
      continue;
    }
    if (head.endsWith(' missing') || head.endsWith(' ambiguous')) {
      answers.push({ kind: 'missing' });
      continue;
    }
    const [object, type, size] = head.split(' ');
    if (type === 'blob') answers.push({ kind: 'file', object: object!, size: Number(size) });
    else if (type === 'tree') answers.push({ kind: 'folder', object: object! });
    else answers.push({ kind: 'other' });
  }
  return answers;
}

/** Output of `ls-tree -r -t -z -l`: `<mode> <type> <object> <size>\t<path>\0` per entry. */
function parseListing(
  out: Buffer,
  maxEntries: number,
): (Omit<TreeEntry, 'name'> & { path: string })[] {
  const entries: (Omit<TreeEntry, 'name'> & { path: string })[] = [];
  let at = 0;
  while (at < out.length) {
    const end = out.indexOf(0, at);
    const record = out.toString('utf8', at, end < 0 ? out.length : end);
    at = end < 0 ? out.length : end + 1;
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, object, size] = record.slice(0, tab).split(/ +/);
    const path = record.slice(tab + 1);
    if (entries.length >= maxEntries) {
      throw new GitError(`the folder holds more than ${maxEntries} entries: too many to read`);
    }
    if (type === 'tree') entries.push({ path, kind: 'folder', object: object! });
    else if (type === 'blob' && mode === '120000')
      entries.push({ path, kind: 'link', object: object! });
    else if (type === 'blob')
      entries.push({ path, kind: 'file', object: object!, size: Number(size) });
    else entries.push({ path, kind: 'other', object: object! });
  }
  return entries;
}

/**
 * `git cat-file --batch` over `objects`, each handed to `each` as soon as it is whole; only one
 * object's bytes are held at a time (the caller asks only for objects within its size limit).
 */
function readBlobs(
  place: GitPlace,
  objects: readonly string[],
  each: (object: string, bytes: Buffer) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  if (objects.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const child = spawnGit(['cat-file', '--batch'], { ...place, ...(signal ? { signal } : {}) });
    let index = 0;
    let pending = Buffer.alloc(0);
    let body: { object: string; bytes: Buffer; filled: number } | undefined;
    let stderr = '';
    let failed = false;
    const fail = (error: Error): void => {
      if (failed) return;
      failed = true;
      child.kill();
      reject(error);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      if (failed) return;
      let data = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      pending = Buffer.alloc(0);
      try {
        while (data.length > 0) {
          if (body) {
            // The contents and the newline after them fill the body's buffer.
            const take = Math.min(body.bytes.length - body.filled, data.length);
            data.copy(body.bytes, body.filled, 0, take);
            body.filled += take;
            data = data.subarray(take);
            if (body.filled < body.bytes.length) break;
            const done = body;
            body = undefined;
            each(done.object, done.bytes.subarray(0, done.bytes.length - 1));
            continue;
          }
          const end = data.indexOf(0x0a);
          if (end < 0) {
            pending = Buffer.from(data);
            break;
          }
          const head = data.toString('utf8', 0, end);
          data = data.subarray(end + 1);
          const expected = objects[index++];
          const [object = '', type, size] = head.split(' ');
          if (object !== expected || type !== 'blob') {
            throw new GitError(`git cat-file answered '${firstLine(head)}' for ${expected}`);
          }
          // The contents and the newline that follows them, in one buffer.
          body = { object, bytes: Buffer.allocUnsafe(Number(size) + 1), filled: 0 };
        }
      } catch (error) {
        fail(error as Error);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(spawnError(error, 'cat-file', signal)),
    );
    child.on('close', (code) => {
      if (failed) return;
      if (code !== 0)
        fail(new GitError(firstLine(stderr) || 'git cat-file failed', code ?? undefined));
      else if (index < objects.length || body)
        fail(new GitError('git cat-file ended before every file was read'));
      else resolve();
    });
    child.stdin.on('error', () => {});
    child.stdin.end(objects.map((o) => `${o}\n`).join(''));
  });
}
