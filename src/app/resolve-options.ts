// Raw values from the adapter, the environment and the config file → typed Options, by the
// one table. The adapter's own value (flag, PATH arguments, input) wins, then the environment,
// then the config file, then the default. Pure.
import { UserError } from '../model/errors.js';
import { OptionError } from './option-error.js';
import { OptionProblem } from './option-parsers.js';
import {
  optionRows,
  rowOf,
  type CommandName,
  type OptionKey,
  type OptionRow,
  type Options,
} from './option-table.js';
import { excerpt } from '../load/excerpt.js';

export type Env = Record<string, string | undefined>;

/** The config file's settings as read (not yet checked), and its name as messages show it. */
export interface ConfigSource {
  file: string;
  values: Record<string, unknown>;
}

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
      throw new OptionError(
        key,
        `must be one of ${choices.join(', ')}, not '${String(raw.value)}'`,
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
  return rawValue(key, rowOf(key), sources)?.value;
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
function checkConfig(config: ConfigSource | undefined): Map<OptionKey, unknown> {
  const parsed = new Map<OptionKey, unknown>();
  if (!config) return parsed;
  const byConfigKey = new Map(
    optionRows()
      .filter(([, o]) => o.config !== undefined)
      .map(([key, o]) => [o.config!, [key, o] as const]),
  );
  for (const [name, value] of Object.entries(config.values)) {
    const found = byConfigKey.get(name);
    if (!found) {
      throw new UserError(
        `${config.file}: unknown setting '${excerpt(name)}' (known: ${[...byConfigKey.keys()].join(', ')})`,
      );
    }
    const [key, option] = found;
    parsed.set(key, parseAs(key, option, value, 'config', config.file));
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
  try {
    return option.parse.parse(raw);
  } catch (error) {
    if (error instanceof OptionProblem)
      throw new OptionError(key, error.message, origin, configFile);
    throw error;
  }
}
