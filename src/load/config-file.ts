// The optional `observe-annotations.yaml`, read as plain settings. Which
// settings exist and what each must be is the option table's business (src/app/, which also
// finds the file); this file only reads YAML.
import { dirname, join } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import { UserError } from '../model/errors.js';
import { shortMessage } from '../text/excerpt.js';
import type { ConfigPlace, ConfigPlaces } from './config-places.js';
import { readSourceSync } from './read-source.js';
import { MAX_DEPTH } from './document-limits.js';
import {
  notRegular,
  repositoryAt,
  resolveInRepository,
  type PathRefusal,
} from './repository-path.js';
import { isMap as isSettingsMap } from '../model/fields.js';

export const CONFIG_FILE = 'observe-annotations.yaml';

export interface ConfigFileText {
  /** The file's name as messages show it. */
  file: string;
  /** The settings as written, unchecked. */
  values: Record<string, unknown>;
  /** Where the settings sit, for messages that name a line and column. */
  places?: ConfigPlaces;
}

/**
 * Reads the config file `path` (default: `observe-annotations.yaml` in the folder `dir`), named
 * `shown` in messages; undefined when there is none. Its folder is the repository root, and it
 * is read as the annotation files are: a link that leads out of that folder, to a special file,
 * to nothing or round in a loop is refused unread. A file that is not YAML, or not a map, is a
 * UserError naming the line. With `places`, where each setting sits comes too.
 */
export async function readConfigFile(
  dir: string,
  {
    name = CONFIG_FILE,
    shown = name,
    places = false,
  }: { name?: string; shown?: string; places?: boolean } = {},
): Promise<ConfigFileText | undefined> {
  const text = readConfigText(join(dir, name), shown);
  if (text === undefined) return undefined;
  return parseConfigText(text, shown, { places });
}

/**
 * Pure: a config file's text (read from disk, or from a commit for `plan --base`) → its
 * settings. Not YAML, or not a map: a UserError naming `shown` and the line.
 */
export function parseConfigText(
  text: string,
  shown: string,
  { places = false }: { places?: boolean } = {},
): ConfigFileText {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { prettyErrors: false, schema: 'core', lineCounter });
  const firstError = doc.errors[0];
  if (firstError) {
    const { line, col } = lineCounter.linePos(firstError.pos[0]);
    throw new UserError(
      `${shown}:${line}:${col}: ${shortMessage(nestingSaid(firstError.message))}`,
    );
  }
  let value: unknown;
  try {
    // An alias bomb makes toJS() throw (it is no document error): a plain message, no stack.
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new UserError(`${shown}: ${nestingSaid((error as Error).message)}`);
  }
  if (!isSettingsMap(value)) {
    throw new UserError(`${shown}: expected a map of settings (such as keyPrefix: team.)`);
  }
  return {
    file: shown,
    values: value,
    ...(places ? { places: placesIn(doc.contents, shown, lineCounter) } : {}),
  };
}

/**
 * A message's first line; the engine's own words for a stack that ran out (settings nested
 * thousands deep, which `yaml` reads by recursion) said as what the file does.
 */
function nestingSaid(message: string): string {
  const first = message.split('\n')[0]!;
  return /maximum call stack size exceeded/i.test(first)
    ? `the settings are nested too deeply (keep them within ${MAX_DEPTH} levels)`
    : first;
}

/** The places of the top-level settings and of each map under them (a target's settings). */
function placesIn(contents: unknown, file: string, lines: LineCounter): ConfigPlaces {
  const keys: Record<string, ConfigPlace> = {};
  const values: Record<string, ConfigPlace> = {};
  const at = (node: Node | null | undefined): ConfigPlace | undefined => {
    if (!node?.range) return undefined;
    const { line, col } = lines.linePos(node.range[0]);
    return { line, column: col };
  };
  const walk = (map: unknown, path: string[], depth: number): void => {
    if (!isMap(map)) return;
    for (const pair of map.items) {
      if (!isScalar(pair.key) || typeof pair.key.value !== 'string') continue;
      const here = [...path, pair.key.value];
      const id = JSON.stringify(here);
      const key = at(pair.key);
      if (key && !Object.hasOwn(keys, id)) keys[id] = key;
      const value = at(pair.value as Node | null);
      if (value && !Object.hasOwn(values, id)) values[id] = value;
      // Settings, targets, a target's settings: deeper maps are values of one setting.
      if (depth < 2) walk(pair.value, here, depth + 1);
    }
  };
  walk(contents, [], 0);
  return { file, keys, values };
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
