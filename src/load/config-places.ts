// Where the config file's settings sit, kept by its reader (config-file.ts) for messages that
// name a setting's line and column. Plain data, and no YAML here: the option checks that word
// the messages load at start-up, before any YAML is read.

/** A line and column (1-based) of the config file. */
export interface ConfigPlace {
  line: number;
  column: number;
}

/**
 * Where each setting's name and value sit in the file, by its path of names (`['concurrency']`,
 * `['targets', 'staging', 'baseUrl']`), read with `placeOf`. Plain data.
 */
export interface ConfigPlaces {
  /** The file's name as messages show it. */
  file: string;
  keys: Readonly<Record<string, ConfigPlace>>;
  values: Readonly<Record<string, ConfigPlace>>;
}

/** `observe-annotations.yaml:3:1`: where the setting at `path` is, or undefined. */
export function placeOf(
  places: ConfigPlaces | undefined,
  path: readonly string[],
  part: 'key' | 'value' = 'key',
): string | undefined {
  const at = places?.[part === 'key' ? 'keys' : 'values'][JSON.stringify(path)];
  return at === undefined ? undefined : `${places!.file}:${at.line}:${at.column}`;
}
