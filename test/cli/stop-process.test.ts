// The commands that write nothing on the server (plan, import, doctor, validate), as users run
// them (the built package, a real process), stopped by Ctrl-C or SIGTERM: one line on stderr
// naming the stop, exit 130 or 143, nothing on stdout, no file written, never the key. Each
// signal is sent at a moment the test knows: while a stand-in holds the server's answer (it
// never gives it: only the stop can end the run), or while `validate` or `import` is held at a
// file it reads (test-only preload, hold-at-open.mjs): an import stopped after the server's
// answer, before its writes, writes nothing either.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emulator, holdingProxy, project, SECRET } from './apply-helpers.js';
import { endAll, endedFirst, HOLD, holdAt, runBuilt, STOPS } from './built-process.js';

afterEach(endAll);

/** The built CLI with the key in its environment. */
function run(
  dir: string,
  args: string[],
  env: Record<string, string>,
  nodeFlags: string[] = [],
  onErr?: (err: string) => void,
) {
  return runBuilt(dir, args, { nodeFlags, env: { OBSERVE_API_KEY: SECRET, ...env }, onErr });
}

/** An emulator holding three keyed annotations (an import would write three files). */
async function seededEmulator() {
  const emu = await emulator();
  for (const key of ['held-a', 'held-b', 'held-c']) {
    const put = await fetch(`${emu.baseUrl}/observe/annotations/byExternalKey/${key}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'setup', headline: key }),
    });
    expect(put.status).toBe(200);
  }
  return emu;
}

/** The seeded emulator behind a stand-in that never answers a read. */
async function heldServer() {
  const emu = await seededEmulator();
  let reached!: () => void;
  const reading = new Promise<void>((resolve) => (reached = resolve));
  const proxy = await holdingProxy(emu.baseUrl, (method) => {
    if (method !== 'GET') return false;
    reached();
    return true;
  });
  return {
    baseUrl: proxy.baseUrl,
    /** Resolves once the run's first read has reached the server (and is held there). */
    reading,
    close: async () => {
      await proxy.close();
      await emu.close();
    },
  };
}

describe.each(STOPS)('stopped by %s while the server holds its answer', (signal, code, words) => {
  it.each([
    [
      'plan --out plan.json',
      ['plan', '--out', 'plan.json'],
      `${words} while reading the server: nothing was written.\n`,
    ],
    ['import', ['import'], `${words} while reading the server: nothing was written.\n`],
    ['doctor', ['doctor'], `${words}\n`],
  ])(`%s: one line naming the stop, exit ${code}, nothing written`, async (_, args, said) => {
    const server = await heldServer();
    const dir = args[0] === 'import' ? mkdtempSync(join(tmpdir(), 'oa-stop-')) : project(0);
    const before = readdirSync(dir);
    try {
      const { child, ended } = run(dir, args, { OBSERVE_BASE_URL: server.baseUrl });
      await endedFirst(server.reading, ended);
      child.kill(signal);
      const ran = await ended;
      expect(ran.code, ran.err).toBe(code);
      expect(ran.err).toBe(said);
      expect(ran.out).toBe('');
      expect(ran.out + ran.err).not.toContain(SECRET);
      // No plan file, no imported file (not even the folder they would go in).
      expect(readdirSync(dir)).toEqual(before);
      expect(existsSync(join(dir, 'plan.json'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe.each(STOPS)('validate stopped by %s while it reads', (signal, code, words) => {
  it(`one line naming the stop, exit ${code}, no report`, async () => {
    const dir = project(0);
    const release = join(dir, 'release');
    let sent = false;
    const { child, ended } = run(dir, ['validate'], holdAt(2, '.yaml', release), HOLD, (err) => {
      if (sent || !err.includes('held: 2 opened\n')) return;
      sent = true;
      child.kill(signal);
      writeFileSync(release, '');
    });
    const ran = await ended;
    expect(sent).toBe(true);
    expect(ran.code, ran.err).toBe(code);
    expect(ran.err).toBe(`held: 2 opened\n${words}\n`);
    expect(ran.out).toBe('');
  });
});

describe.each(STOPS)('import stopped by %s once the server is read', (signal, code, words) => {
  it(`before its writes (while it reads the files it has): exit ${code}, no file written`, async () => {
    const emu = await seededEmulator();
    const dir = mkdtempSync(join(tmpdir(), 'oa-stop-'));
    mkdirSync(join(dir, 'annotations'));
    const mine = 'externalKey: mine\nkind: setup\nheadline: Mine\n';
    writeFileSync(join(dir, 'annotations', 'mine.yaml'), mine);
    const release = join(dir, 'release');
    let sent = false;
    try {
      const { child, ended } = run(
        dir,
        ['import'],
        {
          OBSERVE_BASE_URL: emu.baseUrl,
          ...holdAt(1, '/annotations/mine.yaml', release),
        },
        HOLD,
        (err) => {
          if (sent || !err.includes('held: 1 opened\n')) return;
          sent = true;
          child.kill(signal);
          writeFileSync(release, '');
        },
      );
      const ran = await ended;
      expect(sent).toBe(true);
      expect(ran.code, ran.err).toBe(code);
      expect(ran.err).toBe(`held: 1 opened\n${words}: no file was written.\n`);
      expect(ran.out).toBe('');
      expect(readdirSync(join(dir, 'annotations'))).toEqual(['mine.yaml']);
      expect(readFileSync(join(dir, 'annotations', 'mine.yaml'), 'utf8')).toBe(mine);
    } finally {
      await emu.close();
    }
  });
});
