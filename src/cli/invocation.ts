// How the person ran this tool, so the next commands a hint names run as typed: through npx
// (`npx observe-annotations apply`), another package manager's runner, or installed on the PATH.
import type { Io } from './io.js';

const RUNNERS: [agent: RegExp, command: string][] = [
  [/^pnpm\//, 'pnpm exec observe-annotations'],
  [/^yarn\//, 'yarn observe-annotations'],
  [/^bun\//, 'bunx observe-annotations'],
  [/^npm\//, 'npx observe-annotations'],
];

/**
 * `npx observe-annotations` when run through npm (npx, npm exec, an npm script: npm says so in
 * `npm_config_user_agent`, or the script lies in npx's cache), the runner of pnpm, yarn or bun
 * likewise, else `observe-annotations`. `script` is the file Node runs (process.argv[1]).
 */
export function commandName(
  io: Pick<Io, 'env'>,
  script: string | undefined = process.argv[1],
): string {
  const agent = io.env.npm_config_user_agent ?? '';
  for (const [pattern, command] of RUNNERS) if (pattern.test(agent)) return command;
  if (io.env.npm_execpath || (script !== undefined && /[\\/]_npx[\\/]/.test(script)))
    return 'npx observe-annotations';
  return 'observe-annotations';
}
