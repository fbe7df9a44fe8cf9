// The config file's settings as a run reads them: a type of its own, so the modules that read
// it (resolve-options.ts, targets.ts) need not import each other.

/** The config file's settings as read (not yet checked), and its name as messages show it. */
export interface ConfigSource {
  file: string;
  values: Record<string, unknown>;
}
