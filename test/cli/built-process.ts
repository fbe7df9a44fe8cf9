// The built CLI as users run it, in a child process: its output and exit code, and what the
// process tests stop it with: the signals (and the words and code each gives), and the
// test-only preload that holds it at a file it opens (hold-at-open.mjs).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtPackage } from '../support/built-package.js';

export interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** Each signal a user or a CI runner sends, the exit code and the words it gives. */
export const STOPS = [
  ['SIGINT', 130, 'Interrupted'],
  ['SIGTERM', 143, 'Terminated (SIGTERM)'],
] as const;

/** The node flags that load the preload holding the process at a file it opens. */
export const HOLD = ['--import', pathToFileURL(join(import.meta.dirname, 'hold-at-open.mjs')).href];

/** The preload's settings: hold at the `n`th file opened whose name ends in `suffix`. */
export const holdAt = (n: number, suffix: string, release: string) => ({
  OA_HOLD_AT: String(n),
  OA_HOLD_SUFFIX: suffix,
  OA_HOLD_RELEASE: release,
});

/** The children started and not yet ended: `endAll` ends them after each test. */
const running = new Set<ChildProcessWithoutNullStreams>();

/** Ends every child a test left running (one that failed before its child ended). */
export function endAll(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/**
 * `awaited` (a moment the test waits for), or a failure naming the child's output if the child
 * ends before it comes.
 */
export function endedFirst<T>(awaited: Promise<T>, ended: Promise<Ran>): Promise<T> {
  return Promise.race([
    awaited,
    ended.then((ran) => {
      throw new Error(`the process ended first (exit ${ran.code}): ${ran.err}`);
    }),
  ]);
}

/** Runs the built CLI in `dir`; `onErr` sees stderr as it grows. `ended` once it has ended. */
export function runBuilt(
  dir: string,
  args: string[],
  options: {
    nodeFlags?: string[];
    env?: Record<string, string>;
    onErr?: (err: string) => void;
  } = {},
): { child: ChildProcessWithoutNullStreams; ended: Promise<Ran> } {
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), builtPackage().bin, ...args],
    {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', CI: '1', ...options.env },
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
    options.onErr?.(err);
  });
  running.add(child);
  const ended = new Promise<Ran>((resolve) =>
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code, out, err });
    }),
  );
  return { child, ended };
}
