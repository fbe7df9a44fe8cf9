// The CLI's side of the one error mapping (app/run/describe-error.ts): the message on stderr, in
// the command line's words, and the exit code. Expected failures never show a stack trace.
import { describeError, EXIT } from '../app/run/describe-error.js';
import type { Io } from './io.js';
import { CLI_NAMING } from './naming.js';

export { EXIT };

export function exitCodeFor(error: unknown, io: Io): number {
  const described = describeError(error, CLI_NAMING);
  const prefix = described.internal || described.interrupted ? '' : 'Error: ';
  io.stderr.write(`${prefix}${described.message}\n`);
  return described.exitCode;
}
