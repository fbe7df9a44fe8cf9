// The key appears nowhere, whatever the server sends: a server that echoes the key into
// annotation fields (a headline, a description, a series name, an orphan's headline) shows
// `***` in every view (plan, apply, doctor), in the saved plan and in import's files, through
// the CLI executable and the Action bundle, whether the key came from OBSERVE_API_KEY, a key
// file or a target's apiKeyEnv. The key holds characters each view escapes differently (`_` and `~`
// for Markdown, `+` and `/` for URLs), so no escaped form of it slips through either; and the
// server echoes it encoded too (base64, base64url, hex, of the key and of its header; URL-encoded
// in lowercase or as a form; with JSON's `\/`; base64 wrapped in lines).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { code, escapeMarkdown } from '../../src/text/markdown.js';
import { startGitHubStandIn, type GitHubStandIn } from '../action/support/github-stand-in.js';
import { logOf, runCli, runPullRequestStep } from './built-runs.js';
import { seededEmulator } from './seeded-emulator.js';

const KEY = 'sk_echo_SECRET~key+4/2-DO_NOT_LEAK';
const TOKEN = 'ghs_echo_TOKEN_5151';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const hex = (text: string) => Buffer.from(text).toString('hex');
/**
 * What the server echoes besides the key itself: base64, base64url and hex of the key and of
 * its header, and base64 of a longer text holding it (the key one byte into a group of three).
 */
const ENCODED = [
  b64(KEY),
  b64url(KEY),
  hex(KEY),
  hex(KEY).toUpperCase(),
  b64(`Bearer ${KEY}`),
  b64url(`Bearer ${KEY}`),
  hex(`Bearer ${KEY}`),
  b64(`authorization: Bearer ${KEY}`),
];
const lowerHex = (text: string) => text.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
/** Base64 of the header, a line break every 40 columns (inside the key's characters). */
const WRAPPED = b64(`authorization: Bearer ${KEY}`).replace(/(.{40})/g, '$1\r\n');
/**
 * The key spelled as URLs and JSON may spell it: lowercase `%xx`, a form's `+` for the space
 * of its header, `\/` for its slash; and the header's base64 wrapped as MIME and PEM wrap it.
 */
const SPELLED = [
  lowerHex(encodeURIComponent(KEY)),
  lowerHex(encodeURIComponent(b64(KEY))),
  new URLSearchParams({ authorization: `Bearer ${KEY}` }).toString(),
  KEY.replaceAll('/', '\\/'),
  WRAPPED,
];
/** The key as each view would write it, were it not redacted. */
const FORMS = [
  KEY,
  escapeMarkdown(KEY),
  code(KEY).slice(6, -7),
  encodeURIComponent(KEY),
  'SECRET~key+4', // a good part of it
  ...ENCODED,
  ...ENCODED.map(encodeURIComponent),
  b64(KEY).slice(4, -4), // a good part of it
  hex(KEY).slice(8, -8),
  ...SPELLED.slice(0, -1),
  WRAPPED.slice(32, 40), // the key's characters on each side of a line break
  WRAPPED.slice(42, 56),
];
let emulator: RunningEmulator;
let github: GitHubStandIn;

beforeAll(async () => {
  const echo = { kind: 'setup', headline: 'placeholder', description: 'placeholder' };
  [emulator, github] = await Promise.all([
    seededEmulator(
      KEY,
      { 'team-echo': echo, 'team-gone': { kind: 'setup', headline: 'placeholder' } },
      (record) => {
        record.content.headline = `Key: ${KEY}`;
        if (record.externalKey === 'team-echo') {
          record.content.description = `The request came with\nAuthorization: Bearer ${KEY}\n${[...ENCODED, ...SPELLED].join('\n')}\n`;
          record.content.series = [KEY];
        }
      },
    ),
    startGitHubStandIn(),
  ]);
});
afterAll(async () => {
  await emulator?.close();
  await github?.close();
});

function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'oa-echo-'));
  mkdirSync(join(root, 'annotations'));
  writeFileSync(join(root, 'observe-annotations.yaml'), 'keyPrefix: team-\n');
  writeFileSync(
    join(root, 'annotations', 'echo.yaml'),
    'externalKey: team-echo\nkind: setup\nheadline: Echo\ndescription: A plain description.\n',
  );
  return root;
}

function cli(cwd: string, args: string[], env: Record<string, string> = { OBSERVE_API_KEY: KEY }) {
  return runCli(cwd, args, { OBSERVE_BASE_URL: emulator.baseUrl, ...env });
}

function expectNoKey(where: string, text: string): void {
  for (const form of FORMS) expect(text, `${where} holds ${form}`).not.toContain(form);
}

describe('a server that echoes the key', () => {
  it('plan: *** in the diff of every format and in the saved plan', async () => {
    const root = workspace();
    for (const args of [
      ['--format', 'text'],
      ['--format', 'json'],
      ['--format', 'markdown'],
      ['--prune', '--format', 'markdown'],
    ]) {
      const run = await cli(root, ['plan', ...args, '--out', 'plan.json']);
      expect(run.code, run.stderr).toBe(0);
      expectNoKey(`plan ${args.join(' ')}`, run.stdout + run.stderr);
      expect(run.stdout).toContain('***');
      const saved = readFileSync(join(root, 'plan.json'), 'utf8');
      expectNoKey('the saved plan', saved);
      expect(saved).toContain('Key: ***');
    }
  });

  it('plan with the key read late, from --api-key-file: redacted just the same', async () => {
    const root = workspace();
    writeFileSync(join(root, 'key.txt'), `${KEY}\n`);
    const run = await cli(root, ['plan', '--api-key-file', 'key.txt'], {});
    expect(run.code, run.stderr).toBe(0);
    expectNoKey('plan --api-key-file', run.stdout + run.stderr);
    expect(run.stdout).toContain('headline: "Key: ***" → "Echo"');
  });

  it('import: *** in the files it writes', async () => {
    const root = mkdtempSync(join(tmpdir(), 'oa-echo-import-'));
    const run = await cli(root, ['import', '--out', 'imported']);
    expect(run.code, run.stderr).toBe(0);
    const files = readdirSync(join(root, 'imported'));
    expect(files.sort()).toEqual(['team-echo.yaml', 'team-gone.yaml']);
    for (const file of files) {
      const text = readFileSync(join(root, 'imported', file), 'utf8');
      expectNoKey(file, text);
      expect(text).toContain('***');
    }
  });

  it('the Action on a pull request: *** in the comment, summary, log, outputs and plan file', async () => {
    const root = workspace();
    const run = await runPullRequestStep({
      root,
      baseUrl: emulator.baseUrl,
      apiKey: KEY,
      githubToken: TOKEN,
      githubUrl: github.url,
      inputs: { prune: 'true' },
    });
    expect(run.code, run.stdout).toBe(0);
    const log = logOf(run);
    expectNoKey('the step log', log);
    expectNoKey('stderr', run.stderr);
    expectNoKey('the job summary', run.summary);
    expectNoKey('the outputs', JSON.stringify(run.outputs));
    expect(log).not.toContain(TOKEN);
    const [comment] = github.comments.get('Codertocat/Hello-World#2')!;
    expectNoKey('the comment', comment!.body);
    expect(comment!.body).toContain('***');
    expect(run.summary).toContain('***');
    const planFile = readFileSync(run.outputs['plan-file']!, 'utf8');
    expectNoKey('the plan file', planFile);
    expect(planFile).toContain('Key: ***');
  });

  // Last: apply rewrites what the server echoed.
  it("doctor and apply, with the key from a target's apiKeyEnv: *** in every line", async () => {
    const root = workspace();
    writeFileSync(
      join(root, 'observe-annotations.yaml'),
      `keyPrefix: team-\ntargets:\n  echo:\n    baseUrl: ${emulator.baseUrl}\n    apiKeyEnv: OBSERVE_ECHO_KEY\n`,
    );
    const env = { OBSERVE_ECHO_KEY: KEY };
    for (const args of [['doctor'], ['doctor', '--format', 'json']]) {
      const run = await cli(root, [...args, '--target', 'echo'], env);
      expect(run.code, run.stderr).toBe(0);
      expectNoKey(args.join(' '), run.stdout + run.stderr);
    }
    const applied = await cli(
      root,
      ['apply', '--target', 'echo', '--auto-approve', '--prune'],
      env,
    );
    expect(applied.code, applied.stderr).toBe(0);
    expectNoKey('apply', applied.stdout + applied.stderr);
    expect(applied.stdout).toContain('headline: "Key: ***" → "Echo"');
    expect(applied.stdout).toContain('1 updated, 1 deleted');
  });
});
