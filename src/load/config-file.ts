// The optional `observe-annotations.yaml` at the repository root (DESIGN section 7), read as
// plain settings. Which settings exist and what each must be is the option table's business
// (src/app/); this file only reads YAML.
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { UserError } from '../model/errors.js';
import { shortMessage } from './excerpt.js';
import { readSourceSync } from './read-source.js';
import {
  notRegular,
  repositoryAt,
  resolveInRepository,
  type PathRefusal,
} from './repository-path.js';

export const CONFIG_FILE = 'observe-annotations.yaml';

export interface ConfigFileText {
  /** The file's name as messages show it. */
  file: string;
  /** The settings as written, unchecked. */
  values: Record<string, unknown>;
}

/**
 * Reads the config file in `dir` (the repository root); undefined when there is none. It is
 * read as the annotation files are: a link that leads out of the repository, to a special
 * file, to nothing or round in a loop is refused unread. A file that is not YAML, or not a
 * map, is a UserError naming the line.
 */
export async function readConfigFile(dir: string): Promise<ConfigFileText | undefined> {
  const text = readConfigText(dir);
  if (text === undefined) return undefined;
  const doc = parseDocument(text, { prettyErrors: false, schema: 'core' });
  const firstError = doc.errors[0];
  if (firstError) {
    const line = firstError.linePos?.[0].line ?? 1;
    throw new UserError(
      `${CONFIG_FILE}:${line}: ${shortMessage(firstError.message.split('\n')[0]!)}`,
    );
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

function readConfigText(dir: string): string | undefined {
  let resolved;
  try {
    resolved = resolveInRepository(join(dir, CONFIG_FILE), repositoryAt(dir));
  } catch (error) {
    throw new UserError(`${CONFIG_FILE}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
  if ('missing' in resolved) return undefined;
  if ('refusal' in resolved) throw refused(resolved.refusal);
  if (!resolved.stats.isFile()) throw refused(notRegular(resolved.stats, resolved.link));
  const source = readSourceSync(resolved.real, CONFIG_FILE);
  if ('diagnostic' in source) {
    const d = source.diagnostic;
    throw new UserError(`${CONFIG_FILE}${d.line ? `:${d.line}` : ''}: ${d.message}`);
  }
  return source.text;
}

function refused(refusal: PathRefusal): UserError {
  return new UserError(`${CONFIG_FILE} ${refusal.why} (${refusal.code})`);
}
