// The optional `observe-annotations.yaml` at the repository root (DESIGN section 7), read as
// plain settings. Which settings exist and what each must be is the option table's business
// (src/app/); this file only reads YAML.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { UserError } from '../model/errors.js';

export const CONFIG_FILE = 'observe-annotations.yaml';

export interface ConfigFileText {
  /** The file's name as messages show it. */
  file: string;
  /** The settings as written, unchecked. */
  values: Record<string, unknown>;
}

/**
 * Reads the config file in `dir`; undefined when there is none. A file that is not YAML, or
 * not a map, is a UserError naming the line.
 */
export async function readConfigFile(dir: string): Promise<ConfigFileText | undefined> {
  let text: string;
  try {
    text = await readFile(join(dir, CONFIG_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UserError(`${CONFIG_FILE}: ${(error as Error).message}`);
  }
  const doc = parseDocument(text, { prettyErrors: false, schema: 'core' });
  const firstError = doc.errors[0];
  if (firstError) {
    const line = firstError.linePos?.[0].line ?? 1;
    throw new UserError(`${CONFIG_FILE}:${line}: ${firstError.message.split('\n')[0]}`);
  }
  let value: unknown;
  try {
    // An alias bomb makes toJS() throw (it is no document error): a plain message, no stack.
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new UserError(`${CONFIG_FILE}: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UserError(`${CONFIG_FILE}: expected a map of settings (such as keyPrefix: team.)`);
  }
  return { file: CONFIG_FILE, values: value as Record<string, unknown> };
}
