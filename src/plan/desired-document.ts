// The planner's input from the files: a validated document and where it came from.
import type { AnnotationDocument } from '../model/annotation.js';

/** A 1-based place in a file. */
export interface Position {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

export interface DesiredDocument {
  /** The document after schema and rule validation. */
  document: AnnotationDocument;
  /** Relative to the working directory. */
  file: string;
  /** 1-based line where the document starts. */
  line: number;
  /** Hash of the document's value, canonical JSON (saved plans record it); not of the file's text. */
  documentHash: string;
  /**
   * Where the value at `path` (JSON pointer segments, e.g. `['refs', 2]`) sits; undefined when
   * the path is not in the document. Absent: diagnostics point at the document's line.
   */
  locate?: (path: readonly (string | number)[]) => Position | undefined;
}

export interface PlanOptions {
  /** Only keys under this prefix are ours: orphans are reported (and pruned) only under it. */
  keyPrefix?: string;
  /** Turn orphans into delete changes (requires `keyPrefix`). */
  prune: boolean;
  /**
   * The note each follow-up the files reopen was closed with, by key, from its history (read
   * only for those): a reopen that repeats it is a warning. Absent: not checked.
   */
  closingNotes?: ReadonlyMap<string, string>;
  /**
   * Write-only (`apply --write-only`): the server was not read, `current` is empty. Every
   * document is written whole; what depends on the server's state (closing needs a note, a
   * ref by key to an annotation no file writes) is left to the server or refused up front.
   */
  blind?: boolean;
}
