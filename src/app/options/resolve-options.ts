// Raw values from the adapter, the environment and the config file → typed Options, by the
// one table. The adapter's own value (flag, PATH arguments, input) wins, then the environment,
// then the config file, then the default. Pure.
import { UserError } from '../../model/errors.js';
import { refuseKeysIn } from './config-keys.js';
import { settingPlace, type ConfigSource } from './config-source.js';
import { OptionError } from './option-error.js';
import { parseOr } from './option-parsers.js';
import {
  optionRows,
  rowOf,
  type CommandName,
  type OptionKey,
  type OptionRow,
  type Options,
} from './option-table.js';
import { configForTarget, targetsOf, TARGETS_KEY } from './targets.js';
import { excerpt } from '../../text/excerpt.js';
import type { Env } from '../../model/env.js';
import { nearestChoice, nearestName } from '../../text/did-you-mean.js';

export type { ConfigSource };

export interface OptionSources {
  /** What the adapter was given, by option key (flags and PATHs, or Action inputs); absent keys are unset. */
  given?: Partial<Record<OptionKey, unknown>>;
  env?: Env;
  config?: ConfigSource;
}

/**
 * Typed options for COMMAND. Throws an OptionError naming the first bad option by its key
 * (every setting of the config file is checked, whatever the command), or a UserError for
 * a config key no option reads.
 */
export function resolveOptions(command: CommandName, sources: OptionSources): Options {
  if (sources.config) {
    const config = sources.config;
    refuseKeysIn(config.file, config.values, (names) => settingPlace(config, names));
    checkConfig({ ...sources.config, values: withoutTargets(sources.config.values) });
  }
  checkTargets(sources.config);
  const picked = sources.given?.target;
  const targeted = configForTarget(
    command,
    sources.config,
    picked === undefined
      ? undefined
      : (parseAs('target', rowOf('target'), picked, 'given', undefined) as string),
  );
  sources = { ...sources, ...(targeted.config ? { config: targeted.config } : {}) };
  const fromConfig = checkConfig(sources.config);
  const options: Record<string, unknown> = {};
  for (const [key, option] of optionRows()) {
    if (!option.commands.includes(command)) {
      options[key] = option.default;
      continue;
    }
    const raw = rawValue(key, option, sources);
    const choices = option.choicesFor?.[command];
    if (raw && choices && !choices.includes(String(raw.value))) {
      const near = nearestChoice(String(raw.value), choices);
      throw new OptionError(
        key,
        `must be one of ${choices.join(', ')}, not '${String(raw.value)}'${near === undefined ? '' : `; did you mean ${near}?`}`,
        raw.origin,
        sources.config?.file,
      );
    }
    if (raw === undefined) options[key] = option.default;
    else if (raw.origin === 'config') options[key] = fromConfig.get(key);
    else options[key] = parseAs(key, option, raw.value, raw.origin, sources.config?.file);
  }
  return options as Options;
}

/**
 * The raw value that would win for KEY, before any parsing: what a view names as the target
 * when the options themselves could not be resolved.
 */
export function rawOption(key: OptionKey, sources: OptionSources): unknown {
  let config = sources.config;
  try {
    const picked = sources.given?.target;
    config = configForTarget(
      'validate',
      config,
      typeof picked === 'string' ? picked : undefined,
    ).config;
  } catch {
    // A target the file does not define: the top-level settings name what is known.
    if (config) config = { ...config, values: withoutTargets(config.values) };
  }
  return rawValue(key, rowOf(key), { ...sources, config })?.value;
}

/**
 * Every target's own settings, checked by the option table as top-level ones are (a typo in
 * one target is refused whichever target runs); the settings' names say which target.
 */
function checkTargets(config: ConfigSource | undefined): void {
  for (const target of targetsOf(config))
    checkConfig(
      {
        file: target.file,
        values: target.settings,
        ...(config?.places ? { places: config.places } : {}),
        under: [TARGETS_KEY, target.name],
      },
      false,
    );
}

function withoutTargets(values: Record<string, unknown>): Record<string, unknown> {
  const { [TARGETS_KEY]: _targets, ...rest } = values;
  return rest;
}

function rawValue(
  key: OptionKey,
  option: OptionRow<unknown>,
  sources: OptionSources,
): { value: unknown; origin: 'given' | 'env' | 'config' } | undefined {
  const given = sources.given?.[key];
  if (given !== undefined) return { value: given, origin: 'given' };
  const fromEnv = option.env ? sources.env?.[option.env] : undefined;
  if (fromEnv) return { value: fromEnv, origin: 'env' };
  const values = sources.config?.values;
  if (option.config && values && Object.hasOwn(values, option.config)) {
    return { value: values[option.config], origin: 'config' };
  }
  return undefined;
}

/** Every setting of the config file, parsed by its row: a bad one is refused on every command. */
function checkConfig(
  config: ConfigSource | undefined,
  /** False for a target's own settings: a target holds no targets. */
  topLevel = true,
): Map<OptionKey, unknown> {
  const parsed = new Map<OptionKey, unknown>();
  if (!config) return parsed;
  const byConfigKey = new Map(
    optionRows()
      .filter(([, o]) => o.config !== undefined)
      .map(([key, o]) => [o.config!, [key, o] as const]),
  );
  for (const [name, value] of Object.entries(config.values)) {
    if (name === TARGETS_KEY) continue; // read by configForTarget (app/options/targets.ts)
    const found = byConfigKey.get(name);
    if (!found) {
      const known = [...byConfigKey.keys(), ...(topLevel ? [TARGETS_KEY] : [])];
      const near = nearestName(name, known);
      throw new UserError(
        `${settingPlace(config, name)}: unknown setting '${excerpt(name)}' (known: ${known.join(', ')})${near === undefined ? '' : `; did you mean '${near}'?`}`,
      );
    }
    const [key, option] = found;
    parsed.set(key, parseAs(key, option, value, 'config', settingPlace(config, name, 'value')));
  }
  return parsed;
}

function parseAs(
  key: OptionKey,
  option: OptionRow<unknown>,
  raw: unknown,
  origin: 'given' | 'env' | 'config',
  configFile: string | undefined,
): unknown {
  return parseOr(option.parse, raw, (why) => new OptionError(key, why, origin, configFile));
}
