// Bounded diagnostics: a file keeps its first MAX_PER_FILE diagnostics in full and
// counts the rest by code; a run keeps MAX_PER_RUN. A file with HOPELESS_ERRORS errors is not
// read further. So no input, however broken, makes the output or the memory large.
import type { Diagnostic, DiagnosticCounts } from '../model/diagnostic.js';

export const MAX_PER_FILE = 100;
export const MAX_PER_RUN = 1000;
/** Errors after which reading a file stops: what follows would only add to the count. */
const HOPELESS_ERRORS = 1000;

/** Diagnostics counted but not kept in full. */
export interface Omitted extends DiagnosticCounts {
  /** Set when reading the file stopped early (HOPELESS_ERRORS): the first line not read. */
  stoppedAtLine?: number;
}

/** One file's diagnostics as they are found: the first MAX_PER_FILE kept, the rest counted. */
export class FileDiagnostics {
  private readonly kept: Diagnostic[] = [];
  private omitted: Omitted | undefined;
  private errors = 0;

  add(d: Diagnostic): void {
    if (d.severity === 'error') this.errors++;
    if (this.kept.length < MAX_PER_FILE) this.kept.push(d);
    else this.omitted = count(this.omitted, d);
  }

  /** True once the file has so many errors that reading on would only add to the count. */
  get hopeless(): boolean {
    return this.errors >= HOPELESS_ERRORS;
  }

  /**
   * The diagnostics kept, by line and column, and what was counted beyond them; `stoppedAtLine`
   * is the first line not read when reading stopped early.
   */
  result(stoppedAtLine?: number): { diagnostics: Diagnostic[]; omitted?: Omitted } {
    const omitted = this.omitted;
    if (omitted && stoppedAtLine !== undefined) omitted.stoppedAtLine = stoppedAtLine;
    return { diagnostics: this.kept.sort(byPosition), ...(omitted ? { omitted } : {}) };
  }
}

/** `omitted` with one more diagnostic counted (a new record when there was none). */
export function count(omitted: Omitted | undefined, d: Diagnostic, n = 1): Omitted {
  const o = omitted ?? { errors: 0, warnings: 0, codes: {} };
  if (d.severity === 'error') o.errors += n;
  else o.warnings += n;
  o.codes[d.code] = (o.codes[d.code] ?? 0) + n;
  return o;
}

/** Both counts in one (`into` is changed and returned; a new record when undefined). */
export function addOmitted(
  into: Omitted | undefined,
  more: Omitted | undefined,
): Omitted | undefined {
  if (!more) return into;
  const o = into ?? { errors: 0, warnings: 0, codes: {} };
  o.errors += more.errors;
  o.warnings += more.warnings;
  for (const [code, n] of Object.entries(more.codes)) o.codes[code] = (o.codes[code] ?? 0) + n;
  if (more.stoppedAtLine !== undefined) o.stoppedAtLine = more.stoppedAtLine;
  return o;
}

export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
