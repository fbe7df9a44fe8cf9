// What a CLI command gets: the application's run context, the process's doors (io) and the
// PATH arguments as typed. The command picks a view and returns the exit code.
import type { RunContext } from '../app/run/context.js';
import type { CommandName } from '../app/options/option-table.js';
import type { StopSignal } from '../render/apply-words.js';
import type { Io } from './io.js';

export interface CliContext {
  command: CommandName;
  ctx: RunContext;
  io: Io;
  /** The PATH arguments as typed (already in `ctx.options.paths` when the command takes PATHs). */
  positionals: string[];
  /**
   * Routes Ctrl-C (and SIGTERM) to the run's signals while the command wants it: the first
   * stops new requests (`ctx.signal`), the second aborts those in flight (`ctx.abortNow`). Returns the
   * unsubscribe function. Commands that call neither this nor `stopOnInterrupt` end on Ctrl-C
   * as any process does.
   */
  catchInterrupts(): () => void;
  /**
   * For a command that writes nothing on the server (plan, validate, import, doctor): from now
   * until the command ends, the first Ctrl-C or SIGTERM stops it at once, as both of the run's
   * signals (requests in flight end, none starts). The command ends with an InterruptedError
   * where it next looks, and an error its stopped work ends with instead is taken for that.
   */
  stopOnInterrupt(): void;
  /** The signal that stopped the run, once one has (SIGTERM: a cancelled CI job). */
  stopSignal(): StopSignal | undefined;
}

export type CommandRun = (cli: CliContext) => Promise<number>;
