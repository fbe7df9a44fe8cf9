// The only doors to the outside world a command gets: tests pass their own.

export interface Output {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/** What a person types: the process's stdin (a terminal, a pipe, or nothing). */
interface Input extends NodeJS.ReadableStream {
  isTTY?: boolean;
}

export interface Io {
  stdout: Output;
  stderr: Output;
  /** Answers to questions (apply's confirmation); absent or not a terminal: nobody to ask. */
  stdin?: Input;
  env: Record<string, string | undefined>;
  cwd: string;
  /**
   * Subscribe to Ctrl-C (SIGINT) and SIGTERM; the handler is told which (as Node's signal
   * events tell it). Returns an unsubscribe function. Absent in tests that do not need it.
   */
  onInterrupt?: (handler: (signal?: NodeJS.Signals) => void) => () => void;
}
