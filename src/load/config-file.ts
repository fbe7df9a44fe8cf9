// The optional `observe-annotations.yaml`, read as plain settings. Which
// settings exist and what each must be is the option table's business (src/app/, which also
// finds the file); this file only reads YAML.
import { dirname, join } from 'node:path';
import { parseDocument } from 'yaml';
import { UserError } from '../model/errors.js';
import { shortMessage } from '../text/excerpt.js';
import { readSourceSync } from './read-source.js';
import {
  notRegular,
  repositoryAt,
  resolveInRepository,
  type PathRefusal,
} from './repository-path.js';
import { isMap } from '../model/fields.js';

export const CONFIG_FILE = 'observe-annotations.yaml';

export interface ConfigFileText {
  /** The file's name as messages show it. */
  file: string;
  /** The settings as written, unchecked. */
  values: Record<string, unknown>;
}

/**
 * Reads the config file `path` (default: `observe-annotations.yaml` in the folder `dir`), named
 * `shown` in messages; undefined when there is none. Its folder is the repository root, and it
 * is read as the annotation files are: a link that leads out of that folder, to a special file,
 * to nothing or round in a loop is refused unread. A file that is not YAML, or not a map, is a
 * UserError naming the line.
 */
export async function readConfigFile(
  dir: string,
  { name = CONFIG_FILE, shown = name }: { name?: string; shown?: string } = {},
): Promise<ConfigFileText | undefined> {
  const text = readConfigText(join(dir, name), shown);
  if (text === undefined) return undefined;
  return parseConfigText(text, shown);
}

/**
 * Pure: a config file's text (read from disk, or from a commit for `plan --base`) → its
 * settings. Not YAML, or not a map: a UserError naming `shown` and the line.
 */
export function parseConfigText(text: string, shown: string): ConfigFileText {
  const doc = parseDocument(text, { prettyErrors: false, schema: 'core' });
  const firstError = doc.errors[0];
  if (firstError) {
    const line = firstError.linePos?.[0].line ?? 1;
    throw new UserError(`${shown}:${line}: ${shortMessage(firstError.message.split('\n')[0]!)}`);
  }
  let value: unknown;
  try {
    // An alias bomb makes toJS() throw (it is no document error): a plain message, no stack.
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new UserError(`${shown}: ${(error as Error).message}`);
  }
  if (!isMap(value)) {
    throw new UserError(`${shown}: expected a map of settings (such as keyPrefix: team.)`);
  }
  return { file: shown, values: value };
}

function readConfigText(path: string, shown: string): string | undefined {
  let resolved;
  try {
    resolved = resolveInRepository(path, repositoryAt(dirname(path)));
  } catch (error) {
    throw new UserError(`${shown}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
  if ('missing' in resolved) return undefined;
  if ('refusal' in resolved) throw refused(shown, resolved.refusal);
  if (!resolved.stats.isFile()) throw refused(shown, notRegular(resolved.stats, resolved.link));
  const source = readSourceSync(resolved.real, shown);
  if ('diagnostic' in source) {
    const d = source.diagnostic;
    throw new UserError(`${shown}${d.line ? `:${d.line}` : ''}: ${d.message}`);
  }
  return source.text;
}

function refused(shown: string, refusal: PathRefusal): UserError {
  return new UserError(`${shown} ${refusal.why} (${refusal.code})`);
}
