// The editor's workspace folders, each a LiveWorkspace (its own config, files and rules), and
// the diagnostics published from them: after each round, only the files whose diagnostics
// changed (an edit in one file may change another's: a duplicate key, a ref to a key).
import { basename } from 'node:path';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { Diagnostic } from '../model/diagnostic.js';
import { CONFIG_FILE, isWithin, type ValidationResult } from '../app/session/live-validation.js';
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
  private readonly open = new Map<string, LiveWorkspace>();
  /** Every folder the editor named, read or not (a bad config is read again once changed). */
  private readonly folders = new Set<string>();
  /** What each URI was last published with (JSON), for files that had a say. */
  private readonly published = new Map<string, string>();
  private readonly told = new Set<string>();

  constructor(
    private readonly openText: (path: string) => string | undefined,
    private readonly publisher: Publisher,
  ) {}

  /** The workspaces, in the order their folders were added. */
  get all(): LiveWorkspace[] {
    return [...this.open.values()];
  }

  /** Reads a folder (again, when it is known); a bad config is a problem said once. */
  async add(folder: string): Promise<void> {
    this.folders.add(folder);
    try {
      this.open.set(folder, await LiveWorkspace.open(folder, this.openText));
    } catch (error) {
      this.open.delete(folder);
      this.tell(folder, messageOf(error));
    }
  }

  remove(folder: string): void {
    this.folders.delete(folder);
    this.open.delete(folder);
  }

  /** The workspace that reads `path` (the first folder that does). */
  holding(path: string): LiveWorkspace | undefined {
    return this.all.find((w) => w.holds(path));
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
  async changedOnDisk(paths: readonly string[], createdOrDeleted: boolean): Promise<void> {
    if (paths.some((p) => basename(p) === CONFIG_FILE)) {
      // Rare: every folder is read again whole (one may have been refused, or find another).
      for (const folder of this.folders) await this.add(folder);
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

  /** Reads whole a few files read at start for their checks only; false when none is left. */
  async completeSome(count: number): Promise<boolean> {
    for (const w of this.all) if (await w.completeSome(count)) return true;
    return false;
  }

  /**
   * One round: every workspace's result, and the files whose diagnostics changed published;
   * resolves once they are written (what runs next never delays them).
   */
  async publish(): Promise<void> {
    const now = new Map<string, LspDiagnostic[]>();
    for (const w of this.all) {
      const result = await w.result();
      for (const d of result.diagnostics.filter((d) => d.file === undefined))
        this.tell(w.folder, d.message);
      for (const [uri, list] of byUri(w.root, w.found, result)) {
        const before = now.get(uri);
        now.set(uri, before ? [...before, ...list] : list);
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
      const json = JSON.stringify(list);
      if (this.published.get(uri) === json) continue;
      written.push(this.publisher.diagnostics(uri, list));
      if (gone.has(uri)) this.published.delete(uri);
      else this.published.set(uri, json);
    }
    await Promise.all(written);
  }

  private tell(folder: string, message: string): void {
    const said = `${folder}\n${message}`;
    if (this.told.has(said)) return;
    this.told.add(said);
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
