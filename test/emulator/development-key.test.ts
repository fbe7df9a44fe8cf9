// The `emulator` command's development key with `--data FILE`: kept beside the data file, so a
// restart accepts the key its clients were given; its 401 for an unknown key says it is the
// emulator and which key it printed (a few characters of it, never a key a client sent).
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

const START = /^Observe emulator listening on (http:\/\/127\.0\.0\.1:\d+\/v1)$/m;
const KEY_LINE = /^Development API key \(every permission, project default\): (\S+)$/m;

function captured() {
  let text = '';
  return {
    write: (chunk: string) => ((text += chunk), true),
    get text() {
      return text;
    },
  };
}

/** The emulator command in-process until `stop()`; its base URL, key and output. */
async function emulator(args: string[], env: Record<string, string> = {}) {
  const stdout = captured();
  const stderr = captured();
  let interrupt: (() => void) | undefined;
  const exit = main(['emulator', '--port', '0', ...args], {
    stdout,
    stderr,
    env,
    cwd: tmpdir(),
    onInterrupt: (handler) => {
      interrupt = handler;
      return () => (interrupt = undefined);
    },
  });
  for (let i = 0; !START.test(stdout.text); i++) {
    if (i > 500) throw new Error(`no start line: ${stdout.text}${stderr.text}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    baseUrl: START.exec(stdout.text)![1]!,
    key: KEY_LINE.exec(stdout.text)?.[1],
    stdout,
    stderr,
    stop: async () => {
      interrupt!();
      expect(await exit).toBe(0);
    },
  };
}

async function list(baseUrl: string, key: string) {
  const answer = await fetch(`${baseUrl}/observe/annotations`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return { status: answer.status, body: await answer.text() };
}

describe('the emulator command’s development key with --data', () => {
  it('is kept beside the data file, for its owner only, and accepted again after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-dev-key-'));
    const data = join(dir, 'state.json');
    const first = await emulator(['--data', data]);
    expect(first.key).toMatch(/^dev-[A-Za-z0-9]{24}$/);
    expect(first.stderr.text).toBe(
      `emulator: the development key is kept in ${data}.key: a restart with --data ${data} accepts it again\n`,
    );
    expect(readFileSync(`${data}.key`, 'utf8')).toBe(`${first.key}\n`);
    expect(statSync(`${data}.key`).mode & 0o777).toBe(0o600);
    expect((await list(first.baseUrl, first.key!)).status).toBe(200);
    await first.stop();

    const second = await emulator(['--data', data]);
    expect(second.key).toBe(first.key);
    expect(second.stderr.text).toContain(
      `emulator: the development key is the one kept in ${data}.key`,
    );
    expect((await list(second.baseUrl, first.key!)).status).toBe(200);
    await second.stop();

    // Run from a shell that set the key as the first run said: no export of a redacted key.
    const third = await emulator(['--data', data], { OBSERVE_API_KEY: first.key! });
    expect(third.stdout.text).toContain(
      '\n# OBSERVE_API_KEY: this shell holds the development key already\n',
    );
    expect(third.stdout.text).not.toContain('export OBSERVE_API_KEY');
    await third.stop();
  });

  it('answers an unknown key with who it is and which key it printed, never the key sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-dev-key-'));
    const run = await emulator(['--data', join(dir, 'state.json')]);
    const sent = 'sk-some-other-servers-key-7Qx';
    const answer = await list(run.baseUrl, sent);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        message: `Unknown API key. This is the Observe emulator (observe-annotations emulator): it accepts the development key it printed when it started (${run.key!.slice(0, 8)}…).`,
      },
    });
    expect(answer.body).not.toContain(sent);
    expect(answer.body).not.toContain(run.key!);
    await run.stop();
  });

  it('is made for one run without --data, and keys passed in are never written or named', async () => {
    const bare = await emulator([]);
    expect(bare.key).toMatch(/^dev-/);
    expect(bare.stderr.text).toBe('');
    await bare.stop();

    const dir = mkdtempSync(join(tmpdir(), 'oa-dev-key-'));
    const data = join(dir, 'state.json');
    const given = await emulator(['--data', data, '--api-key', 'sk-given-Zq7VwX9k2Lm4Np6Rt8']);
    expect(given.key).toBeUndefined();
    const answer = await list(given.baseUrl, 'unknown');
    expect(JSON.parse(answer.body)).toEqual({ error: { message: 'Unknown API key.' } });
    await given.stop();
    expect(() => statSync(`${data}.key`)).toThrow(/ENOENT/);
  });

  it('leaves a file in its place that holds no development key, and says the key lasts one run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-dev-key-'));
    const data = join(dir, 'state.json');
    writeFileSync(`${data}.key`, 'notes of mine\n');
    const run = await emulator(['--data', data]);
    expect(run.stderr.text).toBe(
      `emulator: warning: the development key cannot be kept in ${data}.key (it holds no development key): it lasts this run only\n`,
    );
    expect(readFileSync(`${data}.key`, 'utf8')).toBe('notes of mine\n');
    expect((await list(run.baseUrl, run.key!)).status).toBe(200);
    await run.stop();
  });
});
