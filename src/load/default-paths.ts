// The PATHs read when none is named: a module of its own, so the option table (loaded at
// every start) can name it without loading the file walk.

/** Compared by identity: findFiles words "the default PATH" only for this very list. */
export const DEFAULT_PATHS: readonly string[] = ['annotations/'];
