// The optional `observe-annotations.yaml` at the repository root (DESIGN section 7).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { UserError } from '../model/errors.js';

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

/** Reads the config file in `dir`; absent means empty. A malformed file is a UserError naming the line. */
export async function readConfigFile(dir: string): Promise<ConfigFile> {
  let text: string;
  try {
    text = await readFile(join(dir, CONFIG_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new UserError(`${CONFIG_FILE}: ${(error as Error).message}`);
  }
  const doc = parseDocument(text, { prettyErrors: false, schema: 'core' });
  const firstError = doc.errors[0];
  if (firstError) {
    const line = firstError.linePos?.[0].line ?? 1;
    throw new UserError(`${CONFIG_FILE}:${line}: ${firstError.message.split('\n')[0]}`);
  }
  const value: unknown = doc.toJS() ?? {};
  return checkConfig(value);
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
        `${CONFIG_FILE}: unknown setting '${key}' (known: ${Object.keys(KEYS).join(', ')})`,
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
