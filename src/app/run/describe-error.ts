// The one mapping from a thrown error to what the user reads and the exit code. Expected
// failures become a plain message (escaped: it may name a file or quote a server); only a bug
// shows its stack. Each adapter supplies how it
// names options (flags or inputs) and writes the result where it belongs.
import { ApiError } from '../../model/api-error.js';
import {
  fileSystemProblem,
  InterruptedError,
  NamedOptionsError,
  UserError,
} from '../../model/errors.js';
import { describeOptionError, OptionError, type OptionNaming } from '../options/option-error.js';
import type { OptionKey } from '../options/option-table.js';
import { escapeText } from '../../text/escape-text.js';

/** `terminated`: stopped by SIGTERM (a cancelled CI job), 128 + 15 as a shell reports it. */
export const EXIT = { ok: 0, error: 1, changes: 2, interrupted: 130, terminated: 143 } as const;

export interface Described {
  message: string;
  exitCode: number;
  /** A bug rather than a problem the user can fix: the message holds the stack. */
  internal: boolean;
  interrupted: boolean;
}

export function describeError(error: unknown, naming: OptionNaming): Described {
  const plain = (message: string, exitCode: number = EXIT.error): Described => ({
    message,
    exitCode,
    internal: false,
    interrupted: false,
  });
  if (error instanceof InterruptedError) {
    return {
      message: escapeText(error.message),
      exitCode: EXIT.interrupted,
      internal: false,
      interrupted: true,
    };
  }
  if (error instanceof OptionError)
    return plain(escapeText(describeOptionError(error, naming)), error.exitCode);
  if (error instanceof NamedOptionsError) {
    const named = error.words((key) => naming.given(key as OptionKey) ?? key);
    return plain(escapeText(named), error.exitCode);
  }
  // Every failure a person can act on is a UserError (GitHub's included), with its exit code.
  if (error instanceof UserError) return plain(escapeText(error.message), error.exitCode);
  // The API client's errors (unreachable server, rejected key, missing permission) are
  // expected failures: their messages are written for people and never hold the key.
  if (error instanceof ApiError) return plain(escapeText(error.message));
  // A folder or file the system refused (permissions, a read-only or full disk) wherever it
  // was met: the path and the reason, never a stack.
  const refused = fileSystemProblem(error);
  if (refused) return plain(escapeText(refused.message));
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    message: `Internal error (a bug in observe-annotations, please report it):\n${escapeText(message, { multiline: true })}`,
    exitCode: EXIT.error,
    internal: true,
    interrupted: false,
  };
}
