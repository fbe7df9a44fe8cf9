// Small typed errors shared across layers. They are mapped to exit codes in exactly one
// place: `src/cli/exit-code.ts`.

/** A problem the user can fix (bad flag, missing key, unreadable file); printed without a stack. */
export class UserError extends Error {
  override readonly name = 'UserError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/**
 * A refusal whose message names options (`--max-deletes`, `input max-deletes`): `words` gets
 * how the adapter names an option by its key (app/option-table.ts) and returns the message.
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

/** What a run stopped by a second Ctrl-C while it read the server (before any write) says. */
export const INTERRUPTED_READING = 'Interrupted while reading the server: nothing was written.';
