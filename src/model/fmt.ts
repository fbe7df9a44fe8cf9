// Types only: what `fmt` found of each file, as its views show it.
import type { Diagnostic } from './diagnostic.js';

export interface FormattedFile {
  /** As diagnostics name it: relative to the run's folder, with `/`. */
  path: string;
  /** The file is not in canonical form (formatted, or would be). */
  changed: boolean;
  /** Why the file was not formatted (it does not parse, or cannot be read); empty otherwise. */
  errors: Diagnostic[];
  /** The text read and its canonical form, when they differ. */
  before?: string;
  after?: string;
}

/** `write` rewrites the files; `check` and `diff` write nothing. */
export type FmtMode = 'write' | 'check' | 'diff';

export interface FmtReport {
  mode: FmtMode;
  files: FormattedFile[];
}
