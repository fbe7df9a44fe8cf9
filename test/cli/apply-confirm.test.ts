// Terraform's confirmation, through the real executable: on a pseudo-terminal `apply` asks and
// only `yes` writes, a line per change as it lands; `no` and Ctrl-C write nothing; without a
// terminal it needs --auto-approve.
// What was written is read from the emulator, never taken from the CLI's word.
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';
import { emulator, project, SECRET } from './apply-helpers.js';

let BIN = '';
const PTY_RUN = join(import.meta.dirname, '..', 'support', 'pty-run.py');
const QUESTION = "Apply 40 changes (0 deletions)? Only 'yes' is accepted: ";

const hasPython = await promisify(execFile)('python3', ['-c', 'import pty'])
  .then(() => true)
  .catch(() => false);

async function keysOn(baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/observe/annotations?pageSize=1000`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  const body = (await res.json()) as { annotations: { externalKey?: string }[] };
  return body.annotations.map((a) => a.externalKey!).sort();
}

/** `apply` on a pseudo-terminal, typing `send` once the question shows. */
async function onTerminal(
  dir: string,
  baseUrl: string,
  send: string,
): Promise<{ code: number; output: string; sent: boolean }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    OBSERVE_BASE_URL: baseUrl,
    OBSERVE_API_KEY: SECRET,
    NO_COLOR: '1',
  };
  delete env.CI;
  delete env.GITHUB_ACTIONS;
  const { stdout } = await promisify(execFile)(
    'python3',
    [
      PTY_RUN,
      JSON.stringify({ waitFor: "Only 'yes' is accepted:", send, timeoutSeconds: 60 }),
      '--',
      process.execPath,
      BIN,
      'apply',
    ],
    { cwd: dir, env },
  );
  return JSON.parse(stdout) as { code: number; output: string; sent: boolean };
}

describe('apply asks before it writes', () => {
  beforeAll(() => {
    BIN = builtPackage().bin;
  });

  it.runIf(hasPython)('on a terminal: yes applies, after the plan and the question', async () => {
    const dir = project(30);
    const emu = await emulator();
    try {
      const r = await onTerminal(dir, emu.baseUrl, 'yes\r');
      expect(r.sent).toBe(true);
      expect(r.code).toBe(0);
      const plan = r.output.indexOf('Plan: 40 to create');
      const question = r.output.indexOf(QUESTION);
      expect(plan).toBeGreaterThan(-1);
      expect(question).toBeGreaterThan(plan);
      expect(r.output.indexOf('Apply complete.')).toBeGreaterThan(question);
      // A line per change as it lands, as without a terminal, not only a counter.
      const landed = [...r.output.matchAll(/\[ ?(\d+)\/40\] \+ \S+ \(\S+\) created/g)];
      expect(new Set(landed.map((m) => Number(m[1]))).size).toBe(40);
      expect(r.output).toMatch(/\[ ?\d+\/40\] \+ gen-0029 /);
      // The plan shown before the question suggests no other command.
      expect(r.output).not.toContain('to make these changes');
      expect(await keysOn(emu.baseUrl)).toHaveLength(40);
      expect(r.output).not.toContain(SECRET);
    } finally {
      await emu.close();
    }
  });

  it.runIf(hasPython)('on a terminal: any other answer writes nothing, exit 1', async () => {
    const dir = project(30);
    const emu = await emulator();
    try {
      for (const answer of ['no\r', 'y\r', 'YES\r', '\r']) {
        const r = await onTerminal(dir, emu.baseUrl, answer);
        expect(r.code, answer).toBe(1);
        expect(r.output).toContain('Apply cancelled.');
        expect(r.output).not.toMatch(/\n\s+at /);
      }
      expect(await keysOn(emu.baseUrl)).toEqual([]);
    } finally {
      await emu.close();
    }
  });

  it.runIf(hasPython)(
    'on a terminal: Ctrl-C at the question ends with 130, nothing written',
    async () => {
      const dir = project(30);
      const emu = await emulator();
      try {
        const r = await onTerminal(dir, emu.baseUrl, '\u0003');
        expect(r.sent).toBe(true);
        expect(r.code).toBe(130);
        expect(r.output).toContain('Interrupted: nothing was written.');
        expect(r.output).not.toMatch(/\n\s+at /);
        expect(await keysOn(emu.baseUrl)).toEqual([]);
      } finally {
        await emu.close();
      }
    },
  );

  it('without a terminal and without --auto-approve: nothing written, exit 1, says what to pass', async () => {
    const dir = project(30);
    const emu = await emulator();
    try {
      const child = spawn(process.execPath, [BIN, 'apply'], {
        cwd: dir,
        env: { ...process.env, OBSERVE_BASE_URL: emu.baseUrl, OBSERVE_API_KEY: SECRET },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      // Even an answer on a pipe does not count: nobody saw a question.
      child.stdin.end('yes\n');
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).toBe(1);
      expect(out).toContain('Plan: 40 to create');
      expect(err).toContain('pass --auto-approve');
      expect(err).toContain('Nothing was written.');
      expect(await keysOn(emu.baseUrl)).toEqual([]);
      // With the flag, the same run writes.
      const approved = spawn(process.execPath, [BIN, 'apply', '--auto-approve'], {
        cwd: dir,
        env: { ...process.env, OBSERVE_BASE_URL: emu.baseUrl, OBSERVE_API_KEY: SECRET },
      });
      approved.stdout.resume();
      approved.stderr.resume();
      expect(await new Promise((resolve) => approved.on('close', resolve))).toBe(0);
      expect(await keysOn(emu.baseUrl)).toHaveLength(40);
    } finally {
      await emu.close();
    }
  });
});
