// The one place errors become exit codes and messages. Expected failures print a plain
// message, never a stack trace; a message naming a file or quoting a server is escaped.
import { InterruptedError, UserError } from '../model/errors.js';
import { escapeText } from '../render/escape-text.js';
import type { Io } from './io.js';

export const EXIT = { ok: 0, error: 1, changes: 2, interrupted: 130 } as const;

export function exitCodeFor(error: unknown, io: Io): number {
  if (error instanceof InterruptedError) {
    io.stderr.write(`${escapeText(error.message)}\n`);
    return EXIT.interrupted;
  }
  if (error instanceof UserError) {
    io.stderr.write(`Error: ${escapeText(error.message)}\n`);
    return error.exitCode;
  }
  const withExit = error as { exitCode?: unknown; message?: unknown; name?: unknown };
  if (error instanceof Error && typeof withExit.exitCode === 'number') {
    io.stderr.write(`Error: ${escapeText(error.message)}\n`);
    return withExit.exitCode;
  }
  // The API client's errors (unreachable server, rejected key, missing permission) are
  // expected failures: their messages are written for people and never hold the key.
  if (error instanceof Error && error.name === 'ApiError') {
    io.stderr.write(`Error: ${escapeText(error.message)}\n`);
    return EXIT.error;
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.stderr.write(
    `Internal error (a bug in observe-annotations, please report it):\n${escapeText(message, { multiline: true })}\n`,
  );
  return EXIT.error;
}
