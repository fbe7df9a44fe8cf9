// Where the config file's settings come from: `observe-annotations.yaml` in the working
// directory, read as plain values; the option table checks them (resolveOptions).
import { readConfigFile } from '../load/config-file.js';
import type { ConfigSource } from './resolve-options.js';

/** The config file of a run started in `cwd`; undefined when there is none. */
export async function loadConfig(cwd: string): Promise<ConfigSource | undefined> {
  return readConfigFile(cwd);
}
