// The editor's workspace folders, each a LiveWorkspace (its own config, files and rules), and
// the diagnostics published from them: after each round, only the files whose diagnostics
// changed (an edit in one file may change another's: a duplicate key, a ref to a key). Folders
// that read the same files by the same config (nested, or side by side under it) share one
// workspace; a file two workspaces read has the diagnostics of the one whose root is deepest,
// as `validate` started beside it would find that one's config first.
import { basename, dirname, resolve } from 'node:path';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { Diagnostic } from '../model/diagnostic.js';
import {
  CONFIG_FILE,
  isWithin,
  MAX_DIAGNOSTICS_PER_RUN,
  type FileReport,
  type ValidationResult,
} from '../app/session/live-validation.js';
import { describeError } from '../app/run/describe-error.js';
import { toLspDiagnostic } from './lsp-diagnostics.js';
import { uriOf } from './uris.js';
import { LiveWorkspace } from './workspace.js';

export interface Publisher {
  /** Resolves once the notification is written. */
  diagnostics(uri: string, diagnostics: LspDiagnostic[]): Promise<void>;
  /** A problem no file holds (a PATH of the config that matches nothing, a bad config). */
  problem(folder: string, message: string): void;
}

export class LiveWorkspaces {
  /** The workspace of each folder that reads (folders may share one). */
  private readonly open = new Map<string, LiveWorkspace>();
  /** Every folder the editor named, read or not (a bad config is read again once changed). */
  private readonly folders = new Set<string>();
  /** What each URI was last published with (JSON), for files that had a say. */
  private readonly published = new Map<string, string>();
  /** The problems said of each folder: each once, until the folder reads again or is gone. */
  private readonly told = new Map<string, Set<string>>();
  /**
   * The work on the folders (reads, removals, changes on the disk, rounds), one at a time in
   * the order asked: none sees, or undoes, a folder half read.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly openText: (path: string) => string | undefined,
    private readonly publisher: Publisher,
  ) {}

  /** The workspaces, in the order their folders were added, each once. */
  get all(): LiveWorkspace[] {
    return [...new Set(this.open.values())];
  }

  /**
   * Reads a folder (again, when it is known): each file's own diagnostics are published as it is
   * read, before the round that adds the checks across files. A folder that reads what another
   * reads, by the same config, shares its workspace. A bad config is a problem said once.
   */
  add(folder: string): Promise<void> {
    return this.inTurn(() => this.addNow(folder));
  }

  private async addNow(folder: string): Promise<void> {
    this.folders.add(folder);
    this.open.delete(folder);
    try {
      const located = await LiveWorkspace.locate(folder, this.openText);
      const twin = this.all.find(
        (w) => w.root === located.root && w.configPath === located.configPath,
      );
      // The diagnostics shown so far by this read: past the run's cap, the round decides.
      let shown = 0;
      if (!twin)
        await located.read((report) => {
          if (shown + report.diagnostics.length > MAX_DIAGNOSTICS_PER_RUN) return;
          shown += report.diagnostics.length;
          this.publishEarly(located, report);
        });
      this.open.set(folder, twin ?? located);
      this.told.delete(folder);
    } catch (error) {
      this.open.delete(folder);
      this.tell(folder, messageOf(error));
    }
  }

  /** Forgets a folder (once a read of it under way has ended). */
  remove(folder: string): Promise<void> {
    return this.inTurn(async () => {
      this.folders.delete(folder);
      this.open.delete(folder);
      this.told.delete(folder);
    });
  }

  /** The workspace that reads `path`: of those that do, the one whose root is deepest. */
  holding(path: string): LiveWorkspace | undefined {
    let deepest: LiveWorkspace | undefined;
    for (const w of this.all)
      if (w.holds(path) && (!deepest || w.root.length > deepest.root.length)) deepest = w;
    return deepest;
  }

  /** A file of the editor changed: every workspace that reads it checks it again. */
  touch(path: string): boolean {
    let any = false;
    for (const w of this.all) any = w.touch(path) || any;
    return any;
  }

  /**
   * Files changed on the disk: each is read again; a file created or deleted means the folder's
   * files are found again, a config file that its folder is read again whole.
   */
  changedOnDisk(paths: readonly string[], createdOrDeleted: boolean): Promise<void> {
    return this.inTurn(() => this.changedOnDiskNow(paths, createdOrDeleted));
  }

  private async changedOnDiskNow(paths: readonly string[], createdOrDeleted: boolean) {
    if (paths.some((p) => this.mayConfigure(p))) {
      // Rare: every folder is read again whole (one may have been refused, or find another),
      // none sharing a workspace read before.
      this.open.clear();
      for (const folder of this.folders) await this.addNow(folder);
      return;
    }
    for (const w of this.open.values()) {
      // By whole names: /ws/proj-other is not inside /ws/proj. A file the workspace holds and
      // the editor has open is the editor's; one it does not hold yet (saved as a new file
      // from the editor) is news all the same.
      const mine = paths.filter(
        (p) => isWithin(p, w.root) && (!w.holds(p) || this.openText(p) === undefined),
      );
      if (mine.length > 0) await w.reread(mine, createdOrDeleted);
    }
  }

  /**
   * Whether a change of `path` may change a folder's config: a config file in one of the
   * editor's folders or a folder above one (the commands look upward from where they start).
   * One below them all (under node_modules, say) configures none of them.
   */
  private mayConfigure(path: string): boolean {
    if (basename(path) !== CONFIG_FILE) return false;
    return [...this.folders].some((folder) => isWithin(folder, dirname(path)));
  }

  /** Reads whole a few files read at start for their checks only; false when none is left. */
  completeSome(count: number): Promise<boolean> {
    return this.inTurn(async () => {
      for (const w of this.all) if (await w.completeSome(count)) return true;
      return false;
    });
  }

  /**
   * One round: every workspace's result, and the files whose diagnostics changed published;
   * resolves once they are written (what runs next never delays them).
   */
  publish(): Promise<void> {
    return this.inTurn(() => this.publishNow());
  }

  private async publishNow(): Promise<void> {
    const now = new Map<string, LspDiagnostic[]>();
    /** The root of the workspace each URI's diagnostics come from. */
    const from = new Map<string, string>();
    for (const w of this.all) {
      const result = await w.result();
      for (const d of result.diagnostics.filter((d) => d.file === undefined))
        this.tell(w.folder, d.message);
      for (const [uri, list] of byUri(w.root, w.found, result)) {
        const before = from.get(uri);
        if (before !== undefined && before.length >= w.root.length) continue;
        now.set(uri, list);
        from.set(uri, w.root);
      }
    }
    // Files no workspace reads any more: cleared once, then forgotten.
    const gone = new Set<string>();
    for (const uri of this.published.keys())
      if (!now.has(uri)) {
        now.set(uri, []);
        gone.add(uri);
      }
    const written: Promise<void>[] = [];
    for (const [uri, list] of now) {
      const sent = this.send(uri, list);
      if (sent) written.push(sent);
      if (gone.has(uri)) this.published.delete(uri);
    }
    await Promise.all(written);
  }

  /**
   * A file's own diagnostics as it is read at start, unless another workspace reads it too (the
   * round that follows decides whose it shows).
   */
  private publishEarly(w: LiveWorkspace, report: FileReport): void {
    const path = resolve(w.root, report.file);
    if (this.all.some((other) => other !== w && other.holds(path))) return;
    // Not waited for: the read goes on. A write that fails (the editor has gone) has no one to
    // tell, and the round that follows writes again what differs.
    this.send(
      uriOf(w.root, report.file),
      report.diagnostics.map((d) => toLspDiagnostic(d, w.root)),
    )?.catch(() => undefined);
  }

  /** Publishes `list` for `uri` unless it is what the editor has already; resolves once written. */
  private send(uri: string, list: LspDiagnostic[]): Promise<void> | undefined {
    const json = JSON.stringify(list);
    if (this.published.get(uri) === json) return undefined;
    this.published.set(uri, json);
    return this.publisher.diagnostics(uri, list);
  }

  /** Runs `task` after the work asked for before it. */
  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private tell(folder: string, message: string): void {
    const said = this.told.get(folder) ?? new Set<string>();
    this.told.set(folder, said);
    if (said.has(message)) return;
    said.add(message);
    this.publisher.problem(folder, message);
  }
}

/**
 * A folder's refusal in the words the commands use (its options come only from its config
 * file, so each is named by its key there); a bug by its message alone, never a stack.
 */
function messageOf(error: unknown): string {
  const described = describeError(error, { given: () => undefined, missing: (key) => `no ${key}` });
  return described.internal ? `internal error: ${(error as Error).message}` : described.message;
}

/** Each found file's diagnostics (none: an empty list, which clears the editor's). */
function byUri(
  root: string,
  found: readonly { relative: string }[],
  result: ValidationResult,
): Map<string, LspDiagnostic[]> {
  const byFile = new Map<string, Diagnostic[]>(found.map((f) => [f.relative, []]));
  for (const d of result.diagnostics) {
    if (d.file === undefined) continue;
    const list = byFile.get(d.file);
    if (list) list.push(d);
    else byFile.set(d.file, [d]);
  }
  const out = new Map<string, LspDiagnostic[]>();
  for (const [file, list] of byFile)
    out.set(
      uriOf(root, file),
      list.map((d) => toLspDiagnostic(d, root)),
    );
  return out;
}
