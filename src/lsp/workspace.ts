// One workspace folder, live: the files `validate` reads there, each file's report kept (from
// the editor's text when the file is open, else from the disk), and the run's result over
// them. An edit checks again the file it changed, then the checks across files.
import { resolve } from 'node:path';
import {
  checkAcrossFiles,
  checkEditorText,
  checkFilesOnDisk,
  liveFiles,
  type FileReport,
  type FoundFile,
  type LiveFiles,
  type ValidationResult,
} from '../app/session/live-validation.js';

export class LiveWorkspace {
  /** Reports in the order of `files.found.files`. */
  private reports: FileReport[] = [];
  private byPath = new Map<string, number>();
  /** Files whose report is out of date, by index. */
  private readonly stale = new Set<number>();
  /** Files whose report keeps only what the checks read (read so at start), by index. */
  private partial = new Set<number>();
  private last: ValidationResult | undefined;

  private constructor(
    /** The workspace folder the editor named. */
    readonly folder: string,
    private files: LiveFiles,
    /** The editor's text of a file by path, when it is open. */
    private readonly openText: (path: string) => string | undefined,
  ) {}

  /**
   * Where `validate` started in `folder` reads (its root, config and files), not read yet;
   * throws the command's errors (a bad config).
   */
  static async locate(
    folder: string,
    openText: (path: string) => string | undefined,
  ): Promise<LiveWorkspace> {
    return new LiveWorkspace(folder, await liveFiles(folder), openText);
  }

  get root(): string {
    return this.files.root;
  }

  /** The config file's path; undefined: none. */
  get configPath(): string | undefined {
    return this.files.configFile === undefined
      ? undefined
      : resolve(this.folder, this.files.configFile);
  }

  /** The files `validate` reads, in its order. */
  get found(): readonly FoundFile[] {
    return this.files.found.files;
  }

  /** Whether `path` is one of the files `validate` reads here. */
  holds(path: string): boolean {
    return this.byPath.has(path);
  }

  /** The file's shown path (as diagnostics name it), when it is one of ours. */
  shownPath(path: string): string | undefined {
    const at = this.byPath.get(path);
    return at === undefined ? undefined : this.found[at]!.relative;
  }

  /** The file's text changed in the editor (or was opened or closed): check it again. */
  touch(path: string): boolean {
    const at = this.byPath.get(path);
    if (at === undefined) return false;
    this.stale.add(at);
    return true;
  }

  /**
   * Files changed on the disk: read again (their reports; the whole folder when files were
   * created or deleted). A change to a file the workspace does not hold (a YAML file its
   * include leaves out) changes nothing here.
   */
  async reread(paths: readonly string[], createdOrDeleted: boolean): Promise<void> {
    if (createdOrDeleted) {
      await this.read(undefined, await liveFiles(this.folder));
      return;
    }
    for (const path of paths) {
      const at = this.byPath.get(path);
      if (at !== undefined) this.stale.add(at);
    }
  }

  /** The run's result now: stale files checked again (open ones from the editor's text). */
  async result(): Promise<ValidationResult> {
    if (this.last && this.stale.size === 0) return this.last;
    const onDisk: number[] = [];
    for (const at of this.stale) {
      const found = this.found[at]!;
      const text = this.textOf(found);
      // Either way its report is whole now.
      this.partial.delete(at);
      if (text === undefined) onDisk.push(at);
      else this.reports[at] = checkEditorText(text, found.relative);
    }
    this.stale.clear();
    if (onDisk.length > 0) {
      const read = await checkFilesOnDisk(
        this.root,
        onDisk.map((at) => this.found[at]!),
        true,
      );
      onDisk.forEach((at, i) => (this.reports[at] = read[i]!));
    }
    this.last = checkAcrossFiles(this.files.found, this.reports);
    return this.last;
  }

  /** The report of a file of ours as last checked. */
  reportOf(path: string): FileReport | undefined {
    const at = this.byPath.get(path);
    return at === undefined ? undefined : this.reports[at];
  }

  /** The reports of the files as last checked (each with its documents and their places). */
  get fileReports(): readonly FileReport[] {
    return this.reports;
  }

  /** The path an editor names a found file by: where it was reached, under the root. */
  absolute(found: FoundFile): string {
    return resolve(this.root, found.relative);
  }

  /** The editor's text of a found file, by either path it may be opened by. */
  private textOf(found: FoundFile): string | undefined {
    return this.openText(this.absolute(found)) ?? this.openText(found.absolute);
  }

  /**
   * Reads every file of `files` (the files found at start, or found again) as `validate` would.
   * `early` is told the report of each file read from the disk as it comes (its own
   * diagnostics, before the checks across files), but of none the editor has open. The files,
   * their places and reports change together once the read is done: a request meanwhile sees
   * the workspace as it was.
   */
  async read(early?: (report: FileReport) => void, files = this.files): Promise<void> {
    const found = files.found.files;
    const textOf = (f: FoundFile) =>
      this.openText(resolve(files.root, f.relative)) ?? this.openText(f.absolute);
    const onDisk = await checkFilesOnDisk(
      files.root,
      [...found],
      false,
      early &&
        ((start, reports) =>
          reports.forEach((report, k) => {
            if (textOf(found[start + k]!) === undefined) early(report);
          })),
    );
    const byPath = new Map<string, number>();
    found.forEach((f, i) => {
      byPath.set(resolve(files.root, f.relative), i);
      byPath.set(f.absolute, i);
    });
    const partial = new Set(found.map((_, i) => i));
    const reports = found.map((f, i) => {
      const text = textOf(f);
      if (text === undefined) return onDisk[i]!;
      partial.delete(i);
      return checkEditorText(text, f.relative);
    });
    this.files = files;
    this.byPath = byPath;
    this.partial = partial;
    this.reports = reports;
    this.stale.clear();
    this.last = undefined;
  }

  /**
   * Reads again, whole, up to `count` files read at start with only what the checks need (their
   * diagnostics are the same; hover and completion then have every value). False when none is
   * left. A round's work, never beside one.
   */
  async completeSome(count: number): Promise<boolean> {
    const batch = [...this.partial].filter((at) => !this.stale.has(at)).slice(0, count);
    if (batch.length === 0) return false;
    const read = await checkFilesOnDisk(
      this.root,
      batch.map((at) => this.found[at]!),
      true,
    );
    batch.forEach((at, i) => {
      this.partial.delete(at);
      if (this.textOf(this.found[at]!) === undefined) this.reports[at] = read[i]!;
    });
    return this.partial.size > 0;
  }
}
