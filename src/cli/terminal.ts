// Terminal decisions of the CLI: colour, and whether a person is watching.
import type { Io } from './io.js';

/** Colour only on a terminal, never with NO_COLOR set to a value (no-color.org: an empty one does not count). */
export function useColour(io: Io): boolean {
  return Boolean(io.stdout.isTTY) && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}

/** In CI the text views suggest no next commands and show no live progress. */
export function inAutomation(io: Io): boolean {
  return Boolean(io.env.CI) || Boolean(io.env.GITHUB_ACTIONS) || !io.stdout.isTTY;
}
