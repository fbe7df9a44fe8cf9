// The PATHs read when none is named: a module of its own, so the option table (loaded at
// every start) can name it without loading the file walk.

/** What findFiles reads when it is given no PATH (and then its errors say it was the default). */
export const DEFAULT_PATHS: readonly string[] = ['annotations/'];
