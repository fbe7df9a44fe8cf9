// What one run of a command works with, whichever adapter started it: typed options, where
// it runs, its environment, a log, abort signals and the redactor. No argv, no stdout: the
// adapters (cli/, action/) own those and render the results themselves.
import { startRunDeadline } from './run-deadline.js';
import type { Options } from '../options/option-table.js';
import type { Env } from '../../model/env.js';
import type { OptionSources } from '../options/resolve-options.js';

/** Lines for the person running the tool (stderr on the CLI, the step log in the Action). */
interface Log {
  info(line: string): void;
  warn(line: string): void;
}

/** A running embedded emulator: where it listens, the key it accepts, what plans record. */
interface EmbeddedService {
  baseUrl: string;
  apiKey: string;
  /** What saved plans and comments record as the target (not its random port). */
  target: string;
  close(): Promise<void>;
}

/** Starts the embedded emulator for a run; given by the adapter that offers `--emulator`. */
export type StartEmbedded = (ctx: RunContext) => Promise<EmbeddedService>;

export interface RunContext {
  options: Options;
  /**
   * What the options were resolved from (the adapter's values, the environment, the config
   * file): `plan --base` resolves them again with the config file as it was at REF.
   */
  sources?: OptionSources;
  /**
   * The folder the run works in: the config file's folder, else where the run started. Paths
   * in the options are relative to it, and the files a run reads must lie inside it.
   */
  cwd: string;
  env: Env;
  log: Log;
  /** First interrupt: no new requests start; the ones in flight finish. */
  signal: AbortSignal;
  /** Second interrupt: the requests in flight are aborted. */
  abortNow: AbortSignal;
  /**
   * The run's deadline (the `timeout` option): aborts with a RunDeadlineError
   * (app/run/run-deadline.ts) when the time is up; requests in flight end, none starts, and the
   * run says so.
   */
  deadline: AbortSignal;
  /** Removes every secret of the run from a text bound for output (see app/run/secrets.ts). */
  redact(text: string): string;
  /** Registers a secret read during the run (the key, when the connection reads it). */
  addSecret(secret: string): void;
  /** The embedded emulator (`--emulator`), when the adapter offers one. */
  startEmbedded?: StartEmbedded;
}

/**
 * A context with quiet defaults for what the caller leaves out (interrupt signals that never
 * fire), and the run's deadline started now from `options.timeout` unless one is given.
 */
export function runContext(
  fields: Pick<RunContext, 'options' | 'cwd' | 'env'> & Partial<RunContext>,
): RunContext {
  const never = new AbortController().signal;
  return {
    log: { info: () => {}, warn: () => {} },
    signal: never,
    abortNow: never,
    redact: (text) => text,
    addSecret: () => {},
    ...fields,
    deadline: fields.deadline ?? startRunDeadline(fields.options.timeout * 1000).signal,
  };
}
