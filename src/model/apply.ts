// Types only: what an apply did, and the events it emits while it runs (it never prints).

/** `write`: a write-only run's PUT, which creates or replaces (it did not read which). */
type ApplyAction = 'create' | 'update' | 'delete' | 'write';
type ApplyStatus = 'ok' | 'failed' | 'stale' | 'skipped';

export interface ApplyItemResult {
  externalKey: string;
  action: ApplyAction;
  status: ApplyStatus;
  id?: string;
  attempts: number;
  error?: string;
  /** Where to fix it: for a 400 with details, the file and line of the offending field. */
  file?: string;
  line?: number;
  column?: number;
  /** A saved plan's item that was already at its target: nothing was sent (counts as unchanged). */
  converged?: boolean;
  /**
   * A failure no re-run fixes (the server refused the request itself: a 4xx other than 408,
   * 409 and 429, or it stored something else than was sent): what was sent must change.
   */
  permanent?: boolean;
}

export interface ApplySummary {
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
  failed: number;
  stale: number;
  /** Write-only runs: annotations written (created or replaced; the run cannot tell which). */
  written?: number;
}

/** `apply --format json` prints this. */
export interface ApplyResult {
  formatVersion: 1;
  summary: ApplySummary;
  results: ApplyItemResult[];
  /** True when Ctrl-C stopped the run before every change was sent. */
  interrupted?: boolean;
  /** Why the run stopped early (401/403), naming the missing permission, never the key. */
  stopReason?: string;
  dryRun?: boolean;
}

export type ApplyEvent =
  | { type: 'start'; total: number }
  | {
      type: 'item';
      result: ApplyItemResult;
      done: number;
      total: number;
      /** Why the run stopped, once it has (a 401 or 403): views say it once, not per item. */
      stopReason?: string;
    }
  | { type: 'retry'; externalKey: string; attempt: number; delayMs: number; reason: string }
  | { type: 'concurrency'; limit: number }
  | { type: 'interrupted' };
