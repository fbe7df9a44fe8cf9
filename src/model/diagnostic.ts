// Types only: problems found in input, collected as values with a source range, never thrown.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Stable rule code, e.g. `headline.maxLength`, `yaml.syntax`, `externalKey.duplicate`. */
  code: string;
  message: string;
  /** Relative to the working directory. Absent for problems not tied to a file. */
  file?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  /** JSON pointer into the document, e.g. `/refs/2/value`. */
  path?: string;
  externalKey?: string;
  /** Another place the problem involves (the first copy of a duplicate key, say). */
  related?: { file: string; line: number; column: number; message: string };
}

/**
 * A rule broken by a plain value, before it is placed in a file: the shared currency of the
 * `validate` command (which maps `path` to a line) and the emulator (which maps it to a
 * `details[].field` such as `refs[2].value`).
 */
export interface RuleIssue {
  code: string;
  message: string;
  /** Segments of the JSON pointer to the offending value. */
  path: (string | number)[];
  /** Point at the key rather than the value (unknown fields), or at the object (missing fields). */
  target?: 'value' | 'key' | 'parent';
}

/** Diagnostics counted, not reported in full (over the caps of a file or a run). */
export interface DiagnosticCounts {
  errors: number;
  warnings: number;
  /** How many of each code. */
  codes: Record<string, number>;
}

/** What a run did not report in full, in all and by file (files in the run's order). */
export interface OmittedDiagnostics extends DiagnosticCounts {
  files: OmittedInFile[];
}

export interface OmittedInFile extends DiagnosticCounts {
  file: string;
  /** Reading the file stopped before this line: it had too many errors to go on. */
  stoppedAtLine?: number;
}

/** Some lines of a file for code frames (those around its diagnostics), clipped for display. */
export interface Excerpt {
  /** Lines the file has. */
  lineCount: number;
  /** 1-based line number → its text (no line break; at most 161 characters). */
  lines: Record<number, string>;
}
