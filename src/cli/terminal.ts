// Terminal decisions of the CLI: colour, and whether a person is watching.
import { relative, resolve } from 'node:path';
import type { RunContext } from '../app/run/context.js';
import type { ViewEnv } from '../render/views.js';
import type { Io } from './io.js';

/** Colour only on a terminal, never with NO_COLOR set to a value (no-color.org: an empty one does not count). */
export function useColour(io: Io): boolean {
  return Boolean(io.stdout.isTTY) && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}

/** In CI the text views suggest no next commands and show no live progress. */
export function inAutomation(io: Io): boolean {
  return Boolean(io.env.CI) || Boolean(io.env.GITHUB_ACTIONS) || !io.stdout.isTTY;
}

/**
 * The first line of a text view: the config file the run used (none: no line). Run from a
 * subfolder, the file paths shown are relative to the config file's folder: it says so.
 */
function configLine(ctx: RunContext, io: Io): string {
  const file = ctx.options.configFile;
  if (file === undefined) return '';
  const elsewhere = relative(resolve(io.cwd), resolve(ctx.cwd)) !== '';
  return `Config: ${file}${elsewhere ? ' (file paths below are relative to its folder)' : ''}\n`;
}

/** Where the views of a run are shown: colour, automation, the text views' config line. */
export function viewEnv(ctx: RunContext, io: Io): ViewEnv {
  return { colour: useColour(io), inAutomation: inAutomation(io), header: configLine(ctx, io) };
}
