// Flag, then environment, then config file, then default: one resolution for every option
// of the table, so the CLI, the config file and the Action read options the same way.
import { UserError } from '../model/errors.js';
import type { ConfigFile } from '../load/config-file.js';
import type { CommandContext } from './commands.js';
import { OPTIONS } from './option-table.js';

export const DEFAULT_PATHS = ['annotations/'];

function spec(name: string) {
  const found = OPTIONS.find((o) => o.name === name);
  if (!found) throw new Error(`option ${name} is not in the option table`);
  return found;
}

/** The value of a string option: flag, environment, config file, default. */
export function stringOption(
  ctx: CommandContext,
  config: ConfigFile,
  name: string,
): string | undefined {
  const s = spec(name);
  const flag = ctx.flags[name];
  if (typeof flag === 'string') return flag;
  const fromEnv = s.env ? ctx.io.env[s.env] : undefined;
  if (fromEnv) return fromEnv;
  const fromConfig = s.config ? (config as Record<string, unknown>)[s.config] : undefined;
  if (fromConfig !== undefined) return String(fromConfig);
  return typeof s.default === 'string' ? s.default : undefined;
}

/** A whole-number option within bounds, with a clear error naming the flag. */
export function intOption(
  ctx: CommandContext,
  config: ConfigFile,
  name: string,
  min: number,
  max: number,
): number {
  const raw = stringOption(ctx, config, name);
  const n = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw.trim()) || n < min || n > max) {
    throw new UserError(
      `--${name} must be a whole number from ${min} to ${max}, not '${raw ?? ''}'`,
    );
  }
  return n;
}

export function boolFlag(ctx: CommandContext, name: string): boolean {
  return ctx.flags[name] === true;
}

/** PATH arguments, else the config file's `include`, else `annotations/`. */
export function pathsOf(ctx: CommandContext, config: ConfigFile): string[] {
  if (ctx.positionals.length > 0) return ctx.positionals;
  if (config.include !== undefined)
    return typeof config.include === 'string' ? [config.include] : config.include;
  return DEFAULT_PATHS;
}

/** The output format, checked against what this command supports. */
export function formatOf<T extends string>(ctx: CommandContext, allowed: readonly T[]): T {
  const value = (ctx.flags.format as string | undefined) ?? 'text';
  if (!allowed.includes(value as T)) {
    throw new UserError(`--format must be one of ${allowed.join(', ')} here, not '${value}'`);
  }
  return value as T;
}

/** Colour only on a terminal, never with NO_COLOR set to a value (no-color.org: an empty one does not count). */
export function useColour(ctx: CommandContext): boolean {
  const env = ctx.io.env;
  return Boolean(ctx.io.stdout.isTTY) && !env.NO_COLOR && env.TERM !== 'dumb';
}

/** In CI the text views suggest no next commands and show no live progress. */
export function inAutomation(ctx: CommandContext): boolean {
  return Boolean(ctx.io.env.CI) || Boolean(ctx.io.env.GITHUB_ACTIONS) || !ctx.io.stdout.isTTY;
}
