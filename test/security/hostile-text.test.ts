// Output is data, never commands: values, keys and file names from files, and what a server
// answers, reach every view escaped. Through the CLI executable (validate and plan in every
// format, against the emulator over real HTTP on 127.0.0.1) and the Action bundle with the
// GitHub stand-in: no raw control character, no line a runner would take for a command.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { startGitHubStandIn, type GitHubStandIn } from '../action/support/github-stand-in.js';
import { runCli, runPullRequestStep } from './built-runs.js';
import {
  expectOnlyData,
  hostileInvalidWorkspace,
  hostileTextWorkspace,
  INJECTED,
} from './hostile-workspace.js';
import { seededEmulator } from './seeded-emulator.js';

const API_KEY = 'sk-hostile-text-APIKEY-4d4d';
let emulator: RunningEmulator;
let github: GitHubStandIn;

/**
 * A server whose state holds an orphan key with a new line and a command in it, and an
 * annotation whose description has lines that look like commands.
 */
function hostileServer(): Promise<RunningEmulator> {
  const description = 'First line stays.\n::error::PWNED-context\n  ::warning::PWNED-indented\n';
  return seededEmulator(
    API_KEY,
    {
      'team-orphan': { kind: 'setup', headline: 'placeholder' },
      'team-values': { kind: 'setup', headline: 'x', description },
    },
    (record) => {
      if (record.externalKey !== 'team-orphan') return;
      record.externalKey = `team-orphan${INJECTED}-orphan`;
      record.content.headline = '\u001b]0;owned\u0007 ##[error]PWNED-server \u009b2J';
    },
  );
}

beforeAll(async () => {
  [emulator, github] = await Promise.all([hostileServer(), startGitHubStandIn()]);
});
afterAll(async () => {
  await emulator?.close();
  await github?.close();
});

function cli(cwd: string, args: string[]) {
  return runCli(cwd, args, { OBSERVE_API_KEY: API_KEY, OBSERVE_BASE_URL: emulator.baseUrl });
}

describe('hostile text in files', () => {
  it('validate: keys, file names and control characters are escaped in every format', async () => {
    const root = hostileInvalidWorkspace();
    const seen: Record<string, string> = {};
    for (const format of ['text', 'json', 'github']) {
      const run = await cli(root, ['validate', '--format', format]);
      expect(run.code).toBe(1);
      expectOnlyData(`validate --format ${format}`, run.stdout + run.stderr);
      seen[format] = run.stdout;
    }
    const report = JSON.parse(seen.json!) as { diagnostics: { code: string; file: string }[] };
    const codes = report.diagnostics.map((d) => [d.file, d.code]);
    expect(codes).toContainEqual(['annotations/raw.yaml', 'yaml.controlCharacter']);
    expect(codes).toContainEqual(['annotations/nul.yaml', 'yaml.controlCharacter']);
    expect(codes).toContainEqual(['annotations/cr.yaml', 'yaml.controlCharacter']);
    expect(codes).toContainEqual([`annotations/bad${INJECTED}-badname.yaml`, 'headline.required']);
    expect(seen.text).toContain('annotations/bad\\n::error::PWNED-badname.yaml');
    expect(seen.text).toContain('unknown field unknown\\n::error::PWNED-key');
    expect(seen.text).toContain('red \\x1b[31m text\\x07');
    expect(seen.text).toContain('carriage return (CR) ends this line without a line feed');
    expect(seen.github).toContain('file=annotations/bad\\n%3A%3Aerror%3A%3APWNED-badname.yaml');
  });

  it('plan: the same files give the same escapes in text, JSON and Markdown', async () => {
    const root = hostileInvalidWorkspace();
    for (const format of ['text', 'json', 'markdown']) {
      const run = await cli(root, ['plan', '--format', format]);
      expect(run.code).toBe(1);
      expectOnlyData(`plan --format ${format}`, run.stdout + run.stderr);
    }
  });
});

describe('hostile text in valid files and in the server', () => {
  it('plan: values, bodies, file names and a server orphan escaped in every format', async () => {
    const root = hostileTextWorkspace();
    const shown: Record<string, string> = {};
    for (const args of [
      ['--format', 'text'],
      ['--format', 'json'],
      ['--format', 'markdown'],
      ['--prune'],
    ]) {
      const run = await cli(root, ['plan', ...args, '--out', 'plan.json']);
      expect(run.code, run.stderr).toBe(0);
      expectOnlyData(`plan ${args.join(' ')}`, run.stdout + run.stderr);
      shown[args.join(' ')] = run.stdout;
    }
    const text = shown['--format text']!;
    expect(text).toContain('team-orphan\\n::error::PWNED-orphan');
    expect(text).toContain('\\x3a:error::PWNED-context'); // an unchanged line of the body
    expect(text).toContain('##\\x5b');
    expect(text).toContain('\\x9b31mcsi');
    expect(shown['--prune']).toContain('- team-orphan\\n::error::PWNED-orphan');
    const json = JSON.parse(shown['--format json']!);
    expect(json.orphans[0].externalKey).toBe(`team-orphan${INJECTED}-orphan`);
    expect(shown['--format json']).toContain('\\u009b');
    expectOnlyData('the plan file', readFileSync(join(root, 'plan.json'), 'utf8'));
  });

  it('import: a server key that is no valid external key names no file, and is shown escaped', async () => {
    const root = mkdtempSync(join(tmpdir(), 'oa-hostile-import-'));
    const run = await cli(root, ['import', '--out', 'imported']);
    expect(run.code, run.stderr).toBe(1); // not everything was imported
    expectOnlyData('import', run.stdout + run.stderr);
    expect(run.stdout).toContain(
      "  ! team-orphan\\n::error::PWNED-orphan: not a key a file can hold (1 to 128 of a-z, 0-9, '.', '_', '-')",
    );
    expect(readdirSync(join(root, 'imported'))).toEqual(['team-values.yaml']);
  });

  it('the Action on a pull request: comment, summary, annotations and log hold only data', async () => {
    for (const root of [hostileTextWorkspace(), hostileInvalidWorkspace()]) {
      const run = await runPullRequestStep({
        root,
        baseUrl: emulator.baseUrl,
        apiKey: API_KEY,
        githubToken: 'ghs_hostile_text_token',
        githubUrl: github.url,
      });
      expect(run.code).not.toBeNull();
      expectOnlyData('the step log', run.stdout);
      expectOnlyData('stderr', run.stderr);
      expectOnlyData('the job summary', run.summary);
      expectOnlyData('the outputs', JSON.stringify(run.outputs));
      for (const comment of github.comments.get('Codertocat/Hello-World#2') ?? [])
        expectOnlyData('the comment', comment.body);
    }
    const body = github.comments.get('Codertocat/Hello-World#2')![0]!.body;
    // In inline code, the backslash of the escape is a character reference.
    expect(body).toContain('team-orphan&#92;n::error::PWNED-orphan');
  });
});

describe("a server's id in the files import writes", () => {
  /** In front of `upstream`: its list answers, with `key`'s annotation changed by `change`. */
  async function changing(
    upstream: string,
    key: string,
    change: (item: Record<string, unknown>) => void,
  ) {
    const server = createServer(async (req, res) => {
      const answer = await fetch(`${upstream}${req.url!}`, {
        headers: req.headers as Record<string, string>,
      });
      let body = await answer.text();
      if (answer.status === 200 && req.url!.split('?')[0]!.endsWith('/observe/annotations')) {
        const page = JSON.parse(body) as { annotations: Record<string, unknown>[] };
        for (const item of page.annotations) if (item.externalKey === key) change(item);
        body = JSON.stringify(page);
      }
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !/^(content-length|transfer-encoding)$/.test(name)),
      );
      res.writeHead(answer.status, headers).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('is escaped in their comment: no line of its own, and the file is canonical', async () => {
    const upstream = await seededEmulator(
      API_KEY,
      { 'team-id': { kind: 'setup', headline: 'x' } },
      () => {},
    );
    const server = await changing(upstream.baseUrl, 'team-id', (item) => {
      item.id = 'ann-1\nkind: event\u0007\u202e';
    });
    try {
      const dir = mkdtempSync(join(tmpdir(), 'oa-import-id-'));
      const env = { OBSERVE_API_KEY: API_KEY, OBSERVE_BASE_URL: server.baseUrl };
      const run = await runCli(dir, ['import'], env);
      expect(run.stderr).toBe('');
      const text = readFileSync(join(dir, 'annotations', 'team-id.yaml'), 'utf8');
      expect(text).toContain(
        '# Imported from the server: ann-1\\nkind: event\\x07\\u202e, last updated',
      );
      expect(text).not.toMatch(/^kind: event/m);
      expect((await runCli(dir, ['fmt', '--check'], {})).code).toBe(0);
    } finally {
      await server.close();
      await upstream.close();
    }
  });

  it('a time no date can hold is said to be unknown, and every file is written', async () => {
    const upstream = await seededEmulator(
      API_KEY,
      { 'team-a': { kind: 'setup', headline: 'a' }, 'team-b': { kind: 'setup', headline: 'b' } },
      () => {},
    );
    const server = await changing(upstream.baseUrl, 'team-a', (item) => {
      item.updatedMs = 1e16;
    });
    try {
      const dir = mkdtempSync(join(tmpdir(), 'oa-import-time-'));
      const env = { OBSERVE_API_KEY: API_KEY, OBSERVE_BASE_URL: server.baseUrl };
      const run = await runCli(dir, ['import'], env);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(readdirSync(join(dir, 'annotations')).sort()).toEqual(['team-a.yaml', 'team-b.yaml']);
      expect(readFileSync(join(dir, 'annotations', 'team-a.yaml'), 'utf8')).toContain(
        'last updated at an unknown time.',
      );
    } finally {
      await server.close();
      await upstream.close();
    }
  });
});
