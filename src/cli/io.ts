// The only doors to the outside world a command gets: tests pass their own.

export interface Output {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface Io {
  stdout: Output;
  stderr: Output;
  env: Record<string, string | undefined>;
  cwd: string;
  /** Subscribe to Ctrl-C; returns an unsubscribe function. Absent in tests that do not need it. */
  onInterrupt?: (handler: () => void) => () => void;
}
