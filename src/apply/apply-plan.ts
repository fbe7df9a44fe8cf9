// Executes a plan through the client interface. Never prints: it emits events and returns the
// result. Writes run in dependency order under an adaptive limit; a failure stops only what
// depends on it (no rollback, as in Terraform); deletions (prune) run after every write.
import type { Clock, ObserveClient } from '../api/client.js';
import type { ApplyEvent, ApplyItemResult, ApplyResult } from '../model/apply.js';
import { UserError } from '../model/errors.js';
import type { Change, DeleteChange, Plan } from '../model/plan.js';
import { AdaptiveLimit } from './adaptive-limit.js';
import type { AttemptRelay } from './attempt-relay.js';
import { dependenciesOf, keysOnCycles, type WriteChange } from './dependency-order.js';
import { describeFailure, type Locate } from './item-failure.js';
import { postConditionFailure } from './post-condition.js';
import { checkDeletions, DEFAULT_MAX_DELETES } from './prune-brake.js';
import { resolveRefs } from './resolve-refs.js';
import { summarize } from './summarize.js';

export interface ApplyOptions {
  client: ObserveClient;
  /** The most requests in flight at once (the flag); AIMD moves below it. */
  concurrency: number;
  /** The relay the client was built with: AIMD and retry events listen to it. */
  attempts?: AttemptRelay;
  /** First interrupt: no new requests; in-flight ones finish. */
  signal?: AbortSignal;
  /** Second interrupt: in-flight requests are aborted at once. */
  abortNow?: AbortSignal;
  onEvent?: (event: ApplyEvent) => void;
  /** With `deadlineMs`: no request starts after the deadline. */
  clock?: Clock;
  deadlineMs?: number;
  /** The run's deadline as a signal (app/run/run-deadline.ts): once it fires, no request starts. */
  deadline?: AbortSignal;
  /** Deletions are executed only with prune; more than `maxDeletes` refuses the plan whole. */
  prune?: boolean;
  maxDeletes?: number;
  /** The run's keyPrefix: a deletion of a key outside it refuses the plan whole (a saved plan's file says nothing here). */
  keyPrefix?: string;
  /** Ids of annotations that exist already (a saved plan's converged creates). */
  knownIds?: ReadonlyMap<string, string>;
  /** Places a 400's `details[].field` in its file. */
  locate?: Locate;
  /** Write-only: the server was not read; each PUT is reported as a `write`, not a create. */
  writeOnly?: boolean;
}

/**
 * Applies `plan`. Throws (a UserError, before any request) only when the plan must not be
 * applied at all: it has errors, or it deletes and may not. Everything else is a result.
 */
export async function applyPlan(plan: Plan, options: ApplyOptions): Promise<ApplyResult> {
  if (plan.diagnostics.some((d) => d.severity === 'error')) {
    throw new UserError('the plan has errors; nothing was written');
  }
  checkDeletions(
    plan,
    options.prune ?? false,
    options.maxDeletes ?? DEFAULT_MAX_DELETES,
    options.keyPrefix,
  );
  const run = new ApplyRun(plan.changes, options);
  const results = await run.execute();
  const result: ApplyResult = {
    formatVersion: 1,
    summary: summarize(results, plan.summary.unchanged),
    results,
  };
  if (options.signal?.aborted) result.interrupted = true;
  if (run.stopReason !== undefined) result.stopReason = run.stopReason;
  return result;
}

class ApplyRun {
  stopReason: string | undefined;
  private readonly limit: AdaptiveLimit;
  private readonly ids: Map<string, string>;
  private readonly results = new Map<string, ApplyItemResult>();
  private readonly total: number;
  private done = 0;

  constructor(
    private readonly changes: readonly Change[],
    private readonly options: ApplyOptions,
  ) {
    const emit = this.emit.bind(this);
    this.limit = new AdaptiveLimit(options.concurrency, (limit) =>
      emit({ type: 'concurrency', limit }),
    );
    this.ids = new Map(options.knownIds);
    this.total = changes.length;
  }

  async execute(): Promise<ApplyItemResult[]> {
    const { signal, attempts } = this.options;
    const onInterrupt = (): void => this.emit({ type: 'interrupted' });
    signal?.addEventListener('abort', onInterrupt, { once: true });
    const unlisten = attempts?.listen((info) => {
      if (info.status === 429 || info.status === 503) this.limit.congested();
      if (info.retryInMs !== undefined && info.target !== undefined) {
        this.emit({
          type: 'retry',
          externalKey: info.target,
          attempt: info.attempt,
          delayMs: info.retryInMs,
          reason: info.status ? `HTTP ${info.status}` : (info.error ?? 'error'),
        });
      }
    });
    try {
      this.emit({ type: 'start', total: this.total });
      const writes = this.changes.filter((c): c is WriteChange => c.action !== 'delete');
      await this.runWrites(writes);
      const deletes = this.changes.filter((c): c is DeleteChange => c.action === 'delete');
      await Promise.all(deletes.map((c) => this.limit.run(() => this.remove(c))));
    } finally {
      unlisten?.();
      signal?.removeEventListener('abort', onInterrupt);
    }
    return this.changes.map((c) => this.results.get(c.externalKey)!);
  }

  private async runWrites(writes: readonly WriteChange[]): Promise<void> {
    const cyclic = keysOnCycles(writes);
    const settled = new Map<string, Promise<void>>();
    const resolvers = new Map<string, () => void>();
    for (const change of writes) {
      settled.set(
        change.externalKey,
        new Promise((resolve) => resolvers.set(change.externalKey, resolve)),
      );
    }
    const one = async (change: WriteChange): Promise<void> => {
      try {
        if (cyclic.has(change.externalKey)) {
          this.finish(
            this.result(change, 'failed', 0, 'it is part of a cycle of references by key'),
          );
          return;
        }
        const deps = dependenciesOf(change);
        await Promise.all(deps.flatMap((key) => settled.get(key) ?? []));
        const blocked = deps
          .map((key) => [key, this.results.get(key)] as const)
          .find(([, r]) => r && r.status !== 'ok');
        if (blocked) {
          const [key, r] = blocked;
          this.finish(
            this.result(
              change,
              'skipped',
              0,
              `not sent: it references "${key}", which ${r!.status === 'skipped' ? 'was not sent' : r!.status === 'failed' ? 'failed' : `is ${r!.status}`}`,
            ),
          );
          return;
        }
        this.finish(await this.limit.run(() => this.write(change)));
      } finally {
        resolvers.get(change.externalKey)!();
      }
    };
    await Promise.all(writes.map(one));
  }

  /** Why no new request may start now, if one may not. */
  private refusal(): string | undefined {
    if (this.options.signal?.aborted || this.options.abortNow?.aborted)
      return 'not sent: interrupted';
    const { clock, deadlineMs, deadline } = this.options;
    if (deadline?.aborted || (clock && deadlineMs !== undefined && clock.now() >= deadlineMs)) {
      const reason: unknown = deadline?.reason;
      this.stopReason ??= reason instanceof Error ? reason.message : 'the run deadline passed';
      return 'not sent: the run deadline passed';
    }
    if (this.stopReason !== undefined) return `not sent: the run stopped (${this.stopReason})`;
    return undefined;
  }

  private async write(change: WriteChange): Promise<ApplyItemResult> {
    const refused = this.refusal();
    if (refused) return this.result(change, 'skipped', 0, refused);
    const resolved = resolveRefs(change.after, this.ids);
    if ('missing' in resolved) {
      return this.result(
        change,
        'skipped',
        0,
        `not sent: the id of the referenced "${resolved.missing}" is not known`,
      );
    }
    const body =
      change.note === undefined ? resolved.content : { ...resolved.content, note: change.note };
    try {
      const { value, attempts } = await this.options.client.putAnnotation(
        change.externalKey,
        body,
        this.callOptions(),
      );
      this.limit.succeeded();
      const wrong = postConditionFailure(value, resolved.content, change.externalKey);
      if (wrong)
        return { ...this.result(change, 'failed', attempts, wrong), id: value.id, permanent: true };
      this.ids.set(change.externalKey, value.id);
      return { ...this.result(change, 'ok', attempts), id: value.id };
    } catch (error) {
      return this.failed(change, error);
    }
  }

  private async remove(change: DeleteChange): Promise<void> {
    const refused = this.refusal();
    if (refused) return this.finish(this.result(change, 'skipped', 0, refused));
    try {
      const { attempts } = await this.options.client.deleteAnnotation(
        change.id,
        this.callOptions(),
      );
      this.limit.succeeded();
      this.finish({ ...this.result(change, 'ok', attempts), id: change.id });
    } catch (error) {
      this.finish({ ...this.failed(change, error), id: change.id });
    }
  }

  private failed(change: Change, error: unknown): ApplyItemResult {
    const place = change.action === 'delete' ? { externalKey: change.externalKey } : change;
    const failure = describeFailure(error, place, this.options.locate);
    if (failure.fatal !== undefined && this.stopReason === undefined)
      this.stopReason = failure.fatal;
    const result = this.result(change, 'failed', failure.attempts, failure.error);
    if (failure.file !== undefined) result.file = failure.file;
    if (failure.line !== undefined) result.line = failure.line;
    if (failure.column !== undefined) result.column = failure.column;
    if (failure.permanent) result.permanent = true;
    return result;
  }

  private callOptions(): { signal?: AbortSignal } {
    return this.options.abortNow ? { signal: this.options.abortNow } : {};
  }

  private result(
    change: Change,
    status: ApplyItemResult['status'],
    attempts: number,
    error?: string,
  ): ApplyItemResult {
    const result: ApplyItemResult = {
      externalKey: change.externalKey,
      action: this.options.writeOnly && change.action !== 'delete' ? 'write' : change.action,
      status,
      attempts,
    };
    if (change.action !== 'create') result.id = change.id;
    if (error !== undefined) result.error = error;
    if (change.action !== 'delete' && status !== 'ok' && result.file === undefined) {
      result.file = change.file;
      result.line = change.line;
    }
    return result;
  }

  private finish(result: ApplyItemResult): void {
    this.results.set(result.externalKey, result);
    this.done++;
    const stopped = this.stopReason === undefined ? {} : { stopReason: this.stopReason };
    this.emit({ type: 'item', result, done: this.done, total: this.total, ...stopped });
  }

  private emit(event: ApplyEvent): void {
    this.options.onEvent?.(event);
  }
}
