// Small typed errors shared across layers. They are mapped to a message and an exit code in
// exactly one place: `describeError` (src/app/run/describe-error.ts).

/** A problem the user can fix (bad flag, missing key, unreadable file); printed without a stack. */
export class UserError extends Error {
  override readonly name: string = 'UserError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/**
 * A refusal whose message names options (`--max-deletes`, `input max-deletes`): `words` gets
 * how the adapter names an option by its key (app/options/option-table.ts) and returns the message.
 * Until an adapter words it, options are named by their flags.
 */
export class NamedOptionsError extends UserError {
  constructor(readonly words: (name: (key: string) => string) => string) {
    super(words((key) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`));
  }
}

/** The run was interrupted (Ctrl-C); exit 130. */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
  constructor(message = 'Interrupted') {
    super(message);
  }
}

/** The reason the run's deadline signal carries when its time is up (app/run/run-deadline.ts). */
export class RunDeadlineError extends Error {
  override readonly name = 'RunDeadlineError';
  constructor(readonly timeoutMs: number) {
    super(`the run deadline (${timeoutMs / 1000} s) passed`);
  }
}

/** What a run stopped by a second Ctrl-C while it read the server (before any write) says. */
export const INTERRUPTED_READING = 'Interrupted while reading the server: nothing was written.';

// A file or folder the system would not let the run write (or read): a problem the user can
// fix, worded with the path as the user knows it and the system's reason, never a stack.

/** The system's reasons a person can act on, in words (the code follows in brackets). */
const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder',
  ENAMETOOLONG: 'the name is too long',
  EEXIST: 'something is already there',
  ENOENT: 'no such file or folder',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
  EBUSY: 'it is busy',
  ETXTBSY: 'it is busy',
  EIO: 'an input/output error',
};

/** What to try, for the reasons where a hint says more than the reason does. */
const HINTS: Record<string, string> = {
  EACCES: 'check its permissions, or run where you may write',
  EPERM: 'check its permissions (and attributes such as immutable), or run where you may write',
  EROFS: 'run where the file system is writable',
  ENOSPC: 'free some space and run again',
  EDQUOT: 'free some space and run again',
};

/**
 * Refusals of the system a person fixes outside the tool (permissions, a read-only or full
 * disk, a file where a folder should be): never a bug, whichever code met them. A missing
 * file is not among them: the code that reads one says what it was.
 */
const PERSON_FIXABLE = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'ENOTDIR',
  'EISDIR',
  'ENAMETOOLONG',
  'EMFILE',
  'ENFILE',
  'EIO',
]);

/** What a system call was doing, for `cannot … PATH`. */
const DOING: Record<string, string> = {
  mkdir: 'make the folder',
  open: 'open',
  write: 'write',
  rename: 'rename',
  unlink: 'remove',
  rmdir: 'remove',
  rm: 'remove',
  scandir: 'read the folder',
  read: 'read',
  copyfile: 'copy',
};

/**
 * A system error (with the syscall and the path it names) a person can fix, as a
 * FileSystemError; undefined for anything else.
 */
export function fileSystemProblem(error: unknown): FileSystemError | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  if (code === undefined || !PERSON_FIXABLE.has(code) || path === undefined) return undefined;
  return new FileSystemError(DOING[syscall ?? ''] ?? 'use', path, error);
}

/** `permission denied (EACCES)`; for an unknown error, its message. */
export function systemReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code === 'string' && Object.hasOwn(REASONS, code)) return `${REASONS[code]} (${code})`;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * `cannot write schema/annotation.schema.json: permission denied (EACCES); check its
 * permissions, or run where you may write`. `what` says what was being done to `shown` (the
 * path as the user knows it): `write`, `make the folder`.
 */
export class FileSystemError extends UserError {
  readonly code: string | undefined;

  constructor(what: string, shown: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | null)?.code;
    const hint = typeof code === 'string' ? HINTS[code] : undefined;
    super(`cannot ${what} ${shown}: ${systemReason(cause)}${hint ? `; ${hint}` : ''}`);
    this.code = code;
  }
}
