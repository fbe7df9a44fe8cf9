// The `emulator` command: in-process through main(), and as a real process that prints the
// start line, then the variables to set to use it, and closes cleanly (state flushed) on
// SIGTERM and SIGINT.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { builtPackage } from '../support/built-package.js';

const START = /^Observe emulator listening on (http:\/\/127\.0\.0\.1:(\d+)\/v1)$/m;
const dir = mkdtempSync(join(tmpdir(), 'observe-emulator-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The real executable, as users run it (built once per run: test/support/built-package.ts). */
let bin = '';
beforeAll(() => {
  bin = builtPackage().bin;
});

function captured() {
  let text = '';
  return {
    write: (chunk: string) => ((text += chunk), true),
    get text() {
      return text;
    },
  };
}

async function waitFor<T>(probe: () => T | undefined): Promise<T> {
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('emulator command in-process', () => {
  it('makes and prints a development key when none is given, serves it, and stops on interrupt', async () => {
    const stdout = captured();
    const stderr = captured();
    let interrupt: (() => void) | undefined;
    const exit = main(
      ['emulator', '--port', '0', '--timezone', 'Europe/Berlin', '--paging', 'both'],
      {
        stdout,
        stderr,
        env: {},
        cwd: dir,
        onInterrupt: (handler) => {
          interrupt = handler;
          return () => (interrupt = undefined);
        },
      },
    );
    const baseUrl = await waitFor(() => START.exec(stdout.text)?.[1]);
    const key = /^Development API key \(every permission, project default\): (\S+)$/m.exec(
      stdout.text,
    )?.[1];
    expect(key).toMatch(/^dev-/);
    // After the start line, the two variables to set, ready to paste into a shell.
    const after = stdout.text.slice(stdout.text.indexOf(baseUrl) + baseUrl.length + 1);
    expect(after).toBe(
      `# To use it, set in the shell that runs observe-annotations:\nexport OBSERVE_BASE_URL=${baseUrl}\nexport OBSERVE_API_KEY=${key}\n`,
    );
    const pasted = spawnSync(
      'sh',
      ['-c', `${after}printf '%s %s' "$OBSERVE_BASE_URL" "$OBSERVE_API_KEY"`],
      {
        encoding: 'utf8',
        env: {},
      },
    );
    expect(pasted.stdout).toBe(`${baseUrl} ${key}`);
    const put = await fetch(`${baseUrl}/observe/annotations/byExternalKey/cli-1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'event', headline: 'h', dateFrom: '2026-07-01' }),
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { dateFromMs: number }).dateFromMs).toBe(
      Date.UTC(2026, 5, 30, 22),
    );
    const listed = await fetch(`${baseUrl}/observe/annotations`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(listed.headers.get('x-corbado-totalitems')).toBe('1');
    expect(((await listed.json()) as { paging: unknown }).paging).toEqual({
      page: 1,
      totalPages: 1,
      totalItems: 1,
    });
    interrupt!();
    expect(await exit).toBe(0);
    expect(stderr.text).not.toContain(key!);
  });

  it('rejects bad flags with a plain message and exit 1, never echoing the key', async () => {
    for (const [args, message] of [
      [
        ['--api-key', 'secret-1=observe:nothing'],
        /--api-key: unknown permission 'observe:nothing'/,
      ],
      [['--faults', '500,explode'], /--faults: unknown fault 'explode'/],
      [['--fault-rate', '2'], /--fault-rate must be a number from 0 to 1/],
      [['--port', 'x'], /--port must be a whole number from 0 to 65535, not 'x'/],
      [['--timezone', 'Nowhere/Land'], /unknown time zone/],
      [['--paging', 'cursor'], /--paging must be one of headers, body, both, not 'cursor'/],
      [['--api-key', 'secret-1;expires=tomorrow'], /--api-key: expires= takes a date/],
      [
        ['--api-key', 'secret-1@one', '--api-key', 'secret-1@two'],
        /API key number 2 is the same key as an earlier one/,
      ],
      [['--data', join(bin, 'state.json')], /--data .*state\.json: cannot be read \(ENOTDIR/],
    ] as const) {
      const stderr = captured();
      const code = await main(['emulator', '--port', '0', ...args], {
        stdout: captured(),
        stderr,
        env: {},
        cwd: dir,
      });
      expect(code, args.join(' ')).toBe(1);
      expect(stderr.text).toMatch(message);
      expect(stderr.text).not.toMatch(/\n\s+at /);
      expect(stderr.text).not.toContain('secret-1');
    }
  });
});

describe('emulator command as a process', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`prints the start line and how to use it, serves, and flushes state on ${signal}`, async () => {
      const dataFile = join(dir, `state-${signal}.json`);
      const child = spawn(
        process.execPath,
        [
          bin,
          'emulator',
          '--port',
          '0',
          '--api-key',
          'proc-key@team=observe:annotations:write,observe:annotations:read',
          '--data',
          dataFile,
          '--finding',
          'fnd-1',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c) => (stdout += c));
      child.stderr.on('data', (c) => (stderr += c));
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      const baseUrl = await waitFor(
        () => START.exec(stdout)?.[1] ?? (child.exitCode !== null ? 'exited' : undefined),
      );
      expect(baseUrl, stderr).not.toBe('exited');
      // The key given with --api-key is the user's own: not printed again.
      expect(stdout).toBe(
        `Observe emulator listening on ${baseUrl}\n# To use it, set in the shell that runs observe-annotations:\nexport OBSERVE_BASE_URL=${baseUrl}\n# and OBSERVE_API_KEY: one of the keys given with --api-key\n`,
      );
      const put = await fetch(`${baseUrl}/observe/annotations/byExternalKey/proc-1`, {
        method: 'PUT',
        headers: { authorization: 'Bearer proc-key', 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'setup',
          headline: 'h',
          refs: [{ type: 'finding', value: 'fnd-1' }],
        }),
      });
      expect(put.status).toBe(200);
      child.kill(signal);
      expect(await exited).toBe(0);
      const state = JSON.parse(readFileSync(dataFile, 'utf8'));
      expect(state.projects.team[0].externalKey).toBe('proc-1');
      expect(stdout + stderr).not.toContain('proc-key');
    });
  }
});
