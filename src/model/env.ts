// Types only: the environment a run sees (the process's, or what a test or the Action gives).

/** Environment variables by name; an unset one is absent or undefined. */
export type Env = Record<string, string | undefined>;
