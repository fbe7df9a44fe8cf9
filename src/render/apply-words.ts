// The few words every apply view shares, so text, Markdown and progress say the same thing.
import type { ApplyItemResult, ApplyResult } from '../model/apply.js';
import { escapeText } from '../text/escape-text.js';

const DONE = { create: 'created', update: 'updated', delete: 'deleted', write: 'written' } as const;
/** `>`: a write-only PUT, which creates or replaces. */
export const SYMBOL = { create: '+', update: '~', delete: '-', write: '>' } as const;

/** "created", "failed to update", "stale (update)", "converged". Pure. */
export function outcomeWord(r: ApplyItemResult): string {
  if (r.converged) return 'already at its target';
  if (r.status === 'ok') return DONE[r.action];
  if (r.status === 'failed') return `failed to ${r.action === 'write' ? 'write' : r.action}`;
  if (r.status === 'stale') return `stale, not ${DONE[r.action]}`;
  return `skipped, not ${DONE[r.action]}`;
}

/**
 * An item's reason as views show it when the run stopped: the stop's reason is said once (at
 * the end), so an item that met it says that it stopped the run, and one never sent after it
 * does not repeat it. Undefined: no reason to show. Not escaped.
 */
export function itemReason(r: ApplyItemResult, stopReason: string | undefined): string | undefined {
  if (r.error === undefined || stopReason === undefined) return r.error;
  if (r.error === stopReason) return 'it stopped the run (why is said once, with the counts)';
  return r.error.replace(` (${stopReason})`, '');
}

/** `file:line:col` of an item, the file's name escaped. */
export function placeOf(r: ApplyItemResult): string | undefined {
  if (r.file === undefined) return undefined;
  return `${escapeText(r.file)}${r.line !== undefined ? `:${r.line}${r.column !== undefined ? `:${r.column}` : ''}` : ''}`;
}

/**
 * "3 created, 1 updated, 0 deleted, 5 unchanged, 1 failed, 0 stale"; `failed` counts the
 * changes never sent too (after Ctrl-C, or behind a failed reference), so it says how many.
 */
export function countsLine(result: ApplyResult): string {
  const s = result.summary;
  const notSent = result.results.filter((r) => r.status === 'skipped').length;
  const tail = notSent > 0 ? ` (${notSent} of them not sent)` : '';
  if (s.written !== undefined)
    return `${s.written} written (write-only: created or replaced, not told apart), ${s.failed} failed${tail}`;
  return `${s.created} created, ${s.updated} updated, ${s.deleted} deleted, ${s.unchanged} unchanged, ${s.failed} failed${tail}, ${s.stale} stale`;
}

/** The signal that stopped a run: Ctrl-C at a terminal, or SIGTERM (a cancelled CI job). */
export type StopSignal = 'SIGINT' | 'SIGTERM';

/** How a run stopped by `signal` says so: what it was, and what a second one does. */
export function stopWords(signal: StopSignal): { stopped: string; again: string } {
  return signal === 'SIGTERM'
    ? { stopped: 'Terminated (SIGTERM)', again: 'a second SIGTERM or Ctrl-C' }
    : { stopped: 'Interrupted', again: 'Ctrl-C again' };
}

/** The first line of every summary: how the run ended (`stop`: the signal that stopped it). */
export function headline(result: ApplyResult, stop: StopSignal = 'SIGINT'): string {
  if (result.dryRun) return 'Dry run: nothing was written.';
  if (result.interrupted)
    return stop === 'SIGTERM'
      ? 'Apply terminated (SIGTERM): no new requests were sent after it.'
      : 'Apply interrupted: no new requests were sent after Ctrl-C.';
  if (result.stopReason) {
    // The reason itself follows on the next line; this line says what kind of stop it was.
    if (/run deadline/.test(result.stopReason)) return 'Apply stopped: the run deadline passed.';
    if (/\b(401|403)\b/.test(result.stopReason))
      return 'Apply stopped: the server refused the API key.';
    return 'Apply stopped: no other write could succeed.';
  }
  const { failed, stale } = result.summary;
  if (result.results.length > 0 && result.results.every((r) => r.converged))
    return "Nothing to apply: the saved plan's changes are already on the server (it was applied before).";
  return failed + stale === 0 ? 'Apply complete.' : 'Apply finished with problems.';
}

export function isProblem(r: ApplyItemResult): boolean {
  return r.status !== 'ok';
}

/**
 * What to do after a run that did not reach every target, or undefined when it did: a failure
 * the server refused for what was sent needs a fix first (a re-run sends the same again);
 * anything else (throttling, outages, Ctrl-C) a re-run retries, and converges.
 */
export function nextStep(result: ApplyResult): string | undefined {
  if (result.stopReason) return undefined;
  const failed = result.results.filter((r) => r.status === 'failed' || r.status === 'skipped');
  if (failed.length === 0) return undefined;
  const permanent = failed.filter((r) => r.permanent).length;
  if (permanent > 0) {
    return `${permanent === 1 ? '1 change was' : `${permanent} changes were`} refused for what was sent: a re-run sends the same and fails the same. Fix what each names (at its file and line), then apply again.`;
  }
  return 'The failures were the connection or the service, not what was sent: apply again to send what did not arrive (every write is idempotent).';
}
