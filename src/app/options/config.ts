// Where a run's config file is and what it says. Without `--config FILE` (the `configFile`
// option), the nearest `observe-annotations.yaml` from the working directory upward, stopping
// at the repository root (the folder holding `.git`) or the filesystem root. The file's folder
// is the run's root: paths in it are relative to it, and the files a run reads and writes must
// lie inside it (load/repository-path.ts). The option table checks the settings (resolveOptions).
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { CONFIG_FILE, readConfigFile } from '../../load/config-file.js';
import { pathExists } from '../../load/repository-path.js';
import { OptionError } from './option-error.js';
import { parseOr } from './option-parsers.js';
import { OPTIONS, optionsFor, type CommandName, type OptionKey } from './option-table.js';
import type { ConfigSource } from './resolve-options.js';

type Given = Partial<Record<OptionKey, unknown>>;

/** Where a run works and what it was given, once its config file is found. */
export interface RunPlace extends LocatedConfig {
  /**
   * What the adapter was given, its paths rebased onto `root`, and `configFile` set to the
   * config file used (as shown from the working directory): views say which one it was.
   */
  given: Given;
}

/**
 * The config file of a run of COMMAND started in `cwd` (the `configFile` option given, else the
 * nearest one upward), the folder the run works in, and the given options rebased onto it.
 */
export async function placeRun(command: CommandName, given: Given, cwd: string): Promise<RunPlace> {
  const explicit =
    given.configFile === undefined
      ? undefined
      : parseOr(
          OPTIONS.configFile.parse,
          given.configFile,
          (why) => new OptionError('configFile', why),
        );
  const located = await locateConfig(cwd, explicit);
  const rebased = rebaseGiven(command, given, cwd, located.root);
  const { configFile: _typed, ...rest } = rebased;
  return {
    ...located,
    given: located.config ? { ...rest, configFile: located.config.file } : rest,
  };
}

/** The config file of a run and the folder the run works in. */
export interface LocatedConfig {
  /** The config file's folder when there is one, else the working directory. */
  root: string;
  /** Its settings and its name as shown from the working directory; undefined: none. */
  config?: ConfigSource;
}

/**
 * The config file of a run started in `cwd`: `explicit` (a path relative to `cwd`) when given,
 * which must exist, else the nearest one upward. Reads and checks it as YAML.
 */
export async function locateConfig(cwd: string, explicit?: string): Promise<LocatedConfig> {
  const path = explicit === undefined ? findUpward(cwd) : resolve(cwd, explicit);
  if (path === undefined) return { root: cwd };
  const shown = explicit ?? shownFrom(cwd, path);
  const config = await readConfigFile(dirname(path), {
    name: basename(path),
    shown,
    places: true,
  });
  if (config === undefined) {
    throw new OptionError('configFile', `${explicit}: no such file`);
  }
  return { root: dirname(path), config };
}

/** The config file of a run whose root is `cwd` (no search: the Action's workspace). */
export async function loadConfig(cwd: string): Promise<ConfigSource | undefined> {
  return readConfigFile(cwd, { places: true });
}

/** `observe-annotations.yaml` in `cwd` or the nearest folder above it, up to the repository root. */
function findUpward(cwd: string): string | undefined {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const candidate = join(dir, CONFIG_FILE);
    if (pathExists(candidate)) return candidate;
    if (pathExists(join(dir, '.git')) || dirname(dir) === dir) return undefined;
  }
}

/** `../observe-annotations.yaml`: the file as the person who started the run names it. */
function shownFrom(cwd: string, path: string): string {
  const rel = relative(resolve(cwd), path);
  return (rel === '' || isAbsolute(rel) ? path : rel).split(sep).join('/');
}

/**
 * Paths the adapter was given (PATH arguments, `--out`, `--plan`, `--api-key-file`: the rows
 * marked `path`) are relative to where the run started; the run works from `root`. Each is
 * rebased onto it: relative to `root` when it lies inside, absolute when it does not (messages
 * then name it plainly, and the path rules refuse what must stay in the repository).
 */
export function rebaseGiven(command: CommandName, given: Given, cwd: string, root: string): Given {
  if (resolve(cwd) === resolve(root)) return given;
  const rebased = { ...given };
  for (const [key, row] of optionsFor(command)) {
    const value = rebased[key];
    if (!row.path || value === undefined) continue;
    const one = (p: unknown): unknown => (typeof p === 'string' ? rebase(p, cwd, root) : p);
    rebased[key] = Array.isArray(value) ? value.map(one) : one(value);
  }
  return rebased;
}

function rebase(path: string, cwd: string, root: string): string {
  if (path.trim() === '' || isAbsolute(path)) return path;
  const absolute = resolve(cwd, path);
  const rel = relative(resolve(root), absolute);
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return absolute;
  const shown = rel === '' ? '.' : rel.split(sep).join('/');
  // `annotations/` names a folder as typed; keep what marks it.
  return path.endsWith('/') && !shown.endsWith('/') ? `${shown}/` : shown;
}
