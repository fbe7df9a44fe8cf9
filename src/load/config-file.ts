// The optional `observe-annotations.yaml` at the repository root (DESIGN section 7).
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { UserError } from '../model/errors.js';
import { excerpt, shortMessage } from './excerpt.js';
import { readSourceSync } from './read-source.js';
import {
  notRegular,
  repositoryAt,
  resolveInRepository,
  type PathRefusal,
} from './repository-path.js';

export const CONFIG_FILE = 'observe-annotations.yaml';

export interface ConfigFile {
  include?: string[];
  keyPrefix?: string;
  baseUrl?: string;
  concurrency?: number;
  /** Settings of the embedded emulator (`--emulator`): its project's timezone and findings. */
  emulator?: { timezone?: string; findings?: string[] };
}

const KEYS: Record<keyof ConfigFile, string> = {
  include: 'a list of files, folders or globs',
  keyPrefix: 'a string',
  baseUrl: 'a string',
  concurrency: 'a whole number from 1 to 64',
  emulator: 'a map with timezone and findings',
};

/**
 * Reads the config file in `dir` (the repository root); absent means empty. It is read as the
 * annotation files are: a link that leads out of the repository, to a special file, to nothing
 * or round in a loop is refused unread. A malformed file is a UserError naming the line.
 */
export async function readConfigFile(dir: string): Promise<ConfigFile> {
  const text = readConfigText(dir);
  if (text === undefined) return {};
  const doc = parseDocument(text, { prettyErrors: false, schema: 'core' });
  const firstError = doc.errors[0];
  if (firstError) {
    const line = firstError.linePos?.[0].line ?? 1;
    throw new UserError(
      `${CONFIG_FILE}:${line}: ${shortMessage(firstError.message.split('\n')[0]!)}`,
    );
  }
  const value: unknown = doc.toJS() ?? {};
  return checkConfig(value);
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

function checkConfig(value: unknown): ConfigFile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UserError(
      `${CONFIG_FILE}: expected a map of settings (${Object.keys(KEYS).join(', ')})`,
    );
  }
  const config = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(config)) {
    if (!Object.hasOwn(KEYS, key)) {
      throw new UserError(
        `${CONFIG_FILE}: unknown setting '${excerpt(key)}' (known: ${Object.keys(KEYS).join(', ')})`,
      );
    }
    if (!fits(key as keyof ConfigFile, v)) {
      throw new UserError(`${CONFIG_FILE}: '${key}' must be ${KEYS[key as keyof ConfigFile]}`);
    }
  }
  return config as ConfigFile;
}

function fits(key: keyof ConfigFile, v: unknown): boolean {
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  switch (key) {
    case 'include':
      return typeof v === 'string' || strings(v);
    case 'keyPrefix':
    case 'baseUrl':
      return typeof v === 'string' && v.length > 0;
    case 'concurrency':
      return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 64;
    case 'emulator': {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
      const e = v as Record<string, unknown>;
      return (
        Object.keys(e).every((k) => k === 'timezone' || k === 'findings') &&
        (e.timezone === undefined || typeof e.timezone === 'string') &&
        (e.findings === undefined || strings(e.findings))
      );
    }
  }
}
