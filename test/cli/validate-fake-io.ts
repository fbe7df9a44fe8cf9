// A fake Io for driving `main(argv, io)` in tests: captures what the CLI writes.
import type { Io } from '../../src/cli/io.js';

export interface FakeIo extends Io {
  out(): string;
  err(): string;
}

export function fakeIo(
  cwd: string,
  env: Record<string, string | undefined> = {},
  isTTY = false,
): FakeIo {
  let out = '';
  let err = '';
  return {
    stdout: { write: (s: string) => (out += s), isTTY },
    stderr: { write: (s: string) => (err += s) },
    env,
    cwd,
    out: () => out,
    err: () => err,
  };
}
