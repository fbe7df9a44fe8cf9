// Named targets: `targets:` in the config file maps a name (staging, production) to
// settings of its own, the top-level settings being the defaults of every target. A run picks
// one (`--target NAME`, the Action's `target` input) and reads the target's settings over the
// top level's; the rest of the application never sees `targets:` at all. Pure.
import { DEFAULT_PATHS } from '../../load/default-paths.js';
import { UserError } from '../../model/errors.js';
import { isMap } from '../../model/fields.js';
import { nearestChoice } from '../../text/did-you-mean.js';
import { OptionError } from './option-error.js';
import { parseOr, targetName } from './option-parsers.js';
import type { CommandName } from './option-table.js';
import { settingPlace, type ConfigSource } from './config-source.js';

/** The config file's key that holds the targets. */
export const TARGETS_KEY = 'targets';

/** Commands that work without a target when targets exist: they read every target's files. */
const WITHOUT_TARGET: readonly CommandName[] = ['validate', 'fmt'];

export interface TargetSettings {
  name: string;
  /** The target's own settings, as written (checked by the option table like top-level ones). */
  settings: Record<string, unknown>;
  /** How messages name where they are written: `observe-annotations.yaml, target staging`. */
  file: string;
}

/**
 * The targets the config file defines, in its order; empty when it defines none. A `targets`
 * that is not a map of names to maps is a UserError naming the file.
 */
export function targetsOf(config: ConfigSource | undefined): TargetSettings[] {
  if (!config || !Object.hasOwn(config.values, TARGETS_KEY)) return [];
  const targets = config.values[TARGETS_KEY];
  if (!isMap(targets) || Object.keys(targets).length === 0) {
    throw new UserError(
      `${settingPlace(config, TARGETS_KEY, 'value')}: '${TARGETS_KEY}' must be a map from a target's name to its settings (such as staging: {baseUrl: …, apiKeyEnv: …})`,
    );
  }
  return Object.entries(targets).map(([name, settings]) => {
    parseOr(
      targetName(),
      name,
      (why) =>
        new UserError(`${settingPlace(config, [TARGETS_KEY, name])}: the target name ${why}`),
    );
    const file = `${config.file}, target ${name}`;
    const at = (names: string[], part?: 'value') =>
      settingPlace({ ...config, file }, [TARGETS_KEY, name, ...names], part);
    if (!isMap(settings)) {
      throw new UserError(
        `${at([], 'value')}: expected a map of settings (such as baseUrl and apiKeyEnv)`,
      );
    }
    if (Object.hasOwn(settings, TARGETS_KEY)) {
      throw new UserError(`${at([TARGETS_KEY])}: a target cannot hold '${TARGETS_KEY}' of its own`);
    }
    return { name, settings, file };
  });
}

/** The names of the targets the config file defines, in its order (for doctor, help, errors). */
export function targetNames(config: ConfigSource | undefined): string[] {
  return targetsOf(config).map((t) => t.name);
}

/** The config a run reads once its target is picked, and the target's name. */
export interface TargetedConfig {
  /** Top-level settings with the target's over them, without `targets`. */
  config?: ConfigSource;
  target?: string;
}

/**
 * The settings a run of COMMAND reads: with no targets in the file, the file as it is; with
 * targets, the picked target's settings over the top-level ones. Without a pick, `validate`
 * reads the files of every target (the union of their `include`s); the other commands are
 * refused with the names that exist. A pick the file does not define is refused too.
 */
export function configForTarget(
  command: CommandName,
  config: ConfigSource | undefined,
  picked: string | undefined,
): TargetedConfig {
  const targets = targetsOf(config);
  if (targets.length === 0) {
    if (picked !== undefined) {
      throw new OptionError(
        'target',
        config
          ? `'${picked}' names a target, but ${config.file} defines none (add targets: to it, or leave the target out)`
          : `'${picked}' names a target, but there is no observe-annotations.yaml to define it`,
      );
    }
    return { config };
  }
  const file = config!;
  const { [TARGETS_KEY]: _targets, ...defaults } = file.values;
  const names = targets.map((t) => t.name);
  if (picked === undefined) {
    if (!WITHOUT_TARGET.includes(command)) {
      throw new OptionError(
        'target',
        `is needed: ${file.file} defines the targets ${names.join(', ')}; pick one of them`,
      );
    }
    return { config: { file: file.file, values: everyTargetsFiles(defaults, targets) } };
  }
  const chosen = targets.find((t) => t.name === picked);
  if (!chosen) {
    const near = nearestChoice(picked, names);
    throw new OptionError(
      'target',
      `'${picked}' is not a target of ${file.file} (its targets: ${names.join(', ')})${near === undefined ? '' : `; did you mean ${near}?`}`,
    );
  }
  return {
    config: {
      file: chosen.file,
      values: { ...defaults, ...chosen.settings },
      ...(file.places ? { places: file.places } : {}),
      under: [TARGETS_KEY, chosen.name],
    },
    target: chosen.name,
  };
}

/** The top-level settings, their `include` the union of what every target reads. */
function everyTargetsFiles(
  defaults: Record<string, unknown>,
  targets: readonly TargetSettings[],
): Record<string, unknown> {
  const includes = targets.map((t) =>
    Object.hasOwn(t.settings, 'include') ? t.settings.include : defaults.include,
  );
  // One target reading the default PATH (nothing set anywhere) keeps the default for it.
  if (includes.some((i) => i === undefined)) {
    if (includes.every((i) => i === undefined)) return defaults;
    includes.push(undefined);
  }
  // A set keeps the first of each entry in order, in time linear in the entries.
  const union = new Set<unknown>();
  for (const include of includes) {
    const entries =
      include === undefined ? DEFAULT_PATHS : Array.isArray(include) ? include : [include];
    for (const entry of entries) union.add(entry);
  }
  return { ...defaults, include: [...union] };
}

/**
 * The config as the Action reads it. Where the key is sent and which variable holds it are
 * the workflow's to say (its `base-url` and `api-key`), never a file of the checkout, which a
 * pull request may change: every `baseUrl` and every `apiKeyEnv`, top-level and per target, are
 * dropped. Pure; undefined stays undefined.
 */
export function withoutKeyRouting(config: ConfigSource | undefined): ConfigSource | undefined {
  return withoutSettings(config, ['baseUrl', 'apiKeyEnv']);
}

/** The config without the settings `keys`, top-level and in every target. Pure. */
export function withoutSettings(
  config: ConfigSource | undefined,
  keys: readonly string[],
): ConfigSource | undefined {
  if (!config) return config;
  const drop = (settings: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(settings).filter(([key]) => !keys.includes(key)));
  const values = drop(config.values);
  const targets = values[TARGETS_KEY];
  if (!isMap(targets)) return { ...config, values };
  const kept = Object.fromEntries(
    Object.entries(targets).map(([name, settings]) => [
      name,
      isMap(settings) ? drop(settings) : settings,
    ]),
  );
  return { ...config, values: { ...values, [TARGETS_KEY]: kept } };
}

/** Whether the config sets `key`, top-level or in any target. Pure. */
export function setsAnywhere(config: ConfigSource | undefined, key: string): boolean {
  if (!config) return false;
  if (Object.hasOwn(config.values, key)) return true;
  const targets = config.values[TARGETS_KEY];
  return isMap(targets) && Object.values(targets).some((t) => isMap(t) && Object.hasOwn(t, key));
}
