// The CLI's sinks: stdout and stderr pass every chunk through the run's redactor. The
// redactor is handed in once a command runs (it is not start-up work for --version or
// --help, which print no secret); secrets it learns later are redacted from then on.
import type { Io, Output } from './io.js';

export interface RedactingIo {
  /** The doors to give the commands: writes go through the redactor. */
  io: Io;
  /** Sets the redactor every later write passes through. */
  use(redact: (text: string) => string): void;
}

export function redactingIo(io: Io): RedactingIo {
  let redact = (text: string): string => text;
  const through = (output: Output): Output => ({
    write: (chunk: string) => output.write(redact(chunk)),
    ...(output.isTTY === undefined ? {} : { isTTY: output.isTTY }),
  });
  return {
    io: { ...io, stdout: through(io.stdout), stderr: through(io.stderr) },
    use(next) {
      redact = next;
    },
  };
}
