// `plan` end to end through main(argv, io), against the emulator over real HTTP on 127.0.0.1.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { parseApiKey, startEmulator } from '../../src/emulator/index.js';
import {
  allOutput,
  cli,
  FINDINGS,
  generated,
  project,
  SECRET,
  sharedEmulator,
  writeConfig,
} from './apply-helpers.js';
import { fakeIo } from './validate-fake-io.js';

const shared = sharedEmulator();

describe('plan against the emulator', () => {
  it('shows creates, exits 2 with --detailed-exitcode, and 0 once applied', async () => {
    const dir = project(0);
    const first = await cli(dir, shared.current.baseUrl, ['plan', '--detailed-exitcode']);
    expect(first.err).toBe('');
    expect(first.code).toBe(2);
    expect(first.out).toContain('Plan: 10 to create, 0 to update, 0 to delete. 0 unchanged.');
    expect(first.out).toMatch(/\+ release-4-2-passkey-rollout/);
    expect((await cli(dir, shared.current.baseUrl, ['plan'])).code).toBe(0);

    expect((await cli(dir, shared.current.baseUrl, ['apply', '--auto-approve'])).code).toBe(0);
    const after = await cli(dir, shared.current.baseUrl, ['plan', '--detailed-exitcode']);
    expect(after.code).toBe(0);
    expect(after.out).toContain('No changes. The server matches the files.');
  });

  it('prints the JSON contract', async () => {
    const dir = project(3);
    const { code, out } = await cli(dir, shared.current.baseUrl, [
      'plan',
      '--format',
      'json',
      'annotations/generated.yaml',
    ]);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.formatVersion).toBe(1);
    expect(json.planHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(Object.keys(json.summary).sort()).toEqual([
      'create',
      'delete',
      'orphaned',
      'unchanged',
      'update',
    ]);
    expect(json.diagnostics).toEqual([]);
    const change = json.changes[0];
    expect(Object.keys(change).slice(0, 6)).toEqual([
      'action',
      'externalKey',
      'id',
      'file',
      'line',
      'fields',
    ]);
    expect(change).toMatchObject({
      action: 'create',
      externalKey: 'gen-0000',
      file: 'annotations/generated.yaml',
      line: 1,
    });
    expect(change.fields).toContainEqual({ path: 'headline', after: 'Generated annotation 0' });
  });

  it('renders Markdown', async () => {
    const dir = project(2);
    const { code, out } = await cli(dir, shared.current.baseUrl, [
      'plan',
      '--format',
      'markdown',
      'annotations/generated.yaml',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('<details>');
    expect((out.match(/^```/gm) ?? []).length % 2).toBe(0);
  });

  it('shows drift in a field changed on the server, field by field', async () => {
    const dir = project(0);
    writeFileSync(
      join(dir, 'annotations', 'one.yaml'),
      'externalKey: drift-one\nkind: setup\nheadline: As in the file\n',
    );
    expect(
      (await cli(dir, shared.current.baseUrl, ['apply', '--auto-approve', 'annotations/one.yaml']))
        .code,
    ).toBe(0);
    const put = await fetch(
      `${shared.current.baseUrl}/observe/annotations/byExternalKey/drift-one`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'setup', headline: 'Edited on the server', series: ['x'] }),
      },
    );
    expect(put.status).toBe(200);
    const { code, out } = await cli(dir, shared.current.baseUrl, [
      'plan',
      '--format',
      'json',
      'annotations/one.yaml',
    ]);
    expect(code).toBe(0);
    const change = JSON.parse(out).changes[0];
    expect(change.action).toBe('update');
    expect(change.fields).toEqual([
      { path: 'headline', before: 'Edited on the server', after: 'As in the file' },
      { path: 'series', before: ['x'] },
    ]);
  });

  it("quotes the file in a code frame under the planner's own diagnostics", async () => {
    const dir = project(0);
    writeFileSync(
      join(dir, 'annotations', 'q.yaml'),
      'externalKey: frame-q\nkind: follow-up\nheadline: Open question\nstatus: open\n',
    );
    expect(
      (await cli(dir, shared.current.baseUrl, ['apply', '--auto-approve', 'annotations/q.yaml']))
        .code,
    ).toBe(0);
    writeFileSync(
      join(dir, 'annotations', 'q.yaml'),
      'externalKey: frame-q\nkind: follow-up\nheadline: Open question\nstatus: done\n',
    );
    const { code, out } = await cli(dir, shared.current.baseUrl, ['plan', 'annotations/q.yaml']);
    expect(code).toBe(1);
    expect(out).toContain('annotations/q.yaml:4:');
    expect(out).toContain('note.requiredToClose');
    expect(out).toMatch(/^ {2}> 4 \| status: done$/m);
  });

  it('places a ref by key to an unknown key at that ref, in a file read by the fast path', async () => {
    const dir = project(0);
    writeFileSync(
      join(dir, 'annotations', 'r.yaml'),
      'externalKey: ref-r\nkind: setup\nheadline: Refers to nothing\nrefs:\n  - type: annotation\n    externalKey: no-such-key\n',
    );
    const { code, out } = await cli(dir, shared.current.baseUrl, [
      'plan',
      '--format',
      'json',
      'annotations/r.yaml',
    ]);
    expect(code).toBe(1);
    expect(JSON.parse(out).diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'refs.unknownKey',
        file: 'annotations/r.yaml',
        line: 6,
        column: 18,
      }),
    );
  });
  it('writes a saved plan without the key, which apply --plan applies', async () => {
    const dir = project(4);
    const { code } = await cli(dir, shared.current.baseUrl, [
      'plan',
      '--out',
      'plan.json',
      'annotations/generated.yaml',
    ]);
    expect(code).toBe(0);
    const text = readFileSync(join(dir, 'plan.json'), 'utf8');
    expect(text).not.toContain(SECRET);
    const saved = JSON.parse(text);
    expect(saved).toMatchObject({
      formatVersion: 1,
      baseUrl: shared.current.baseUrl,
      toolVersion: expect.any(String),
    });
    expect(saved.planHash).toBe(saved.plan.planHash);
    const applied = await cli(dir, shared.current.baseUrl, ['apply', '--plan', 'plan.json']);
    expect(applied.code).toBe(0);
    expect(
      (
        await cli(dir, shared.current.baseUrl, [
          'plan',
          '--detailed-exitcode',
          'annotations/generated.yaml',
        ])
      ).code,
    ).toBe(0);
  });

  it('reads the key from --api-key-file', async () => {
    const dir = project(1);
    writeFileSync(join(dir, 'key.txt'), `${SECRET}\n`);
    const io = fakeIo(dir, { OBSERVE_BASE_URL: shared.current.baseUrl });
    expect(
      await main(['plan', '--api-key-file', 'key.txt', 'annotations/generated.yaml'], io),
    ).toBe(0);
    allOutput.push(io.out(), io.err());
  });

  it('reports orphans under keyPrefix and refuses --prune without one', async () => {
    const dir = project(0);
    const file = join(dir, 'annotations', 'orphans.yaml');
    writeFileSync(file, generated(3, 'orph'));
    expect(
      (
        await cli(dir, shared.current.baseUrl, [
          'apply',
          '--auto-approve',
          'annotations/orphans.yaml',
        ])
      ).code,
    ).toBe(0);
    writeFileSync(file, generated(1, 'orph'));
    const noPrefix = await cli(dir, shared.current.baseUrl, [
      'plan',
      '--prune',
      'annotations/orphans.yaml',
    ]);
    expect(noPrefix.code).toBe(1);
    expect(noPrefix.err).toMatch(/keyPrefix/);
    writeConfig(dir, 'keyPrefix: orph-\n');
    const { code, out } = await cli(dir, shared.current.baseUrl, [
      'plan',
      '--format',
      'json',
      'annotations/orphans.yaml',
    ]);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.summary.orphaned).toBe(2);
    expect(json.orphans.map((o: { externalKey: string }) => o.externalKey).sort()).toEqual([
      'orph-0001',
      'orph-0002',
    ]);
  });
});

describe('plan with invalid files', () => {
  it('reads nothing from the server and prints diagnostics with no hash', async () => {
    let requests = 0;
    const counting = await startEmulator({
      apiKeys: [parseApiKey(SECRET)],
      findings: FINDINGS,
      onRequest: () => void requests++,
    });
    try {
      const dir = project(0);
      writeFileSync(
        join(dir, 'annotations', 'bad.yaml'),
        'externalKey: bad\nkind: event\nheadline: No date\n',
      );
      const { code, out } = await cli(dir, counting.baseUrl, ['plan', '--format', 'json']);
      expect(code).toBe(1);
      const json = JSON.parse(out);
      expect(json.planHash).toBeNull();
      expect(json.diagnostics).toContainEqual(
        expect.objectContaining({
          code: 'dateFrom.required',
          file: 'annotations/bad.yaml',
          line: 1,
        }),
      );
      const text = await cli(dir, counting.baseUrl, ['plan']);
      expect(text.code).toBe(1);
      expect(text.out).toContain('annotations/bad.yaml:1:1');
      expect(requests).toBe(0);
    } finally {
      await counting.close();
    }
  });
});

describe('plan connection errors, each a plain message with no stack', () => {
  const noStack = (err: string) => {
    expect(err).not.toMatch(/\n\s+at /);
    expect(err).not.toContain('Internal error');
  };

  it('without a base URL says how to set one up', async () => {
    const io = fakeIo(project(0), { OBSERVE_API_KEY: SECRET });
    expect(await main(['plan'], io)).toBe(1);
    expect(io.err()).toMatch(/--base-url URL or set OBSERVE_BASE_URL/);
    expect(io.err()).toMatch(/--emulator/);
    noStack(io.err());
  });

  it('without a key says where a key comes from', async () => {
    const io = fakeIo(project(0), { OBSERVE_BASE_URL: shared.current.baseUrl });
    expect(await main(['plan'], io)).toBe(1);
    expect(io.err()).toMatch(/OBSERVE_API_KEY/);
    noStack(io.err());
  });

  it('with an unknown key says the key was rejected', async () => {
    const { code, err } = await cli(
      project(0),
      shared.current.baseUrl,
      ['plan'],
      'sk-wrong-key-0000',
    );
    expect(code).toBe(1);
    expect(err).toMatch(/401|rejected/i);
    expect(err).not.toContain('sk-wrong-key-0000');
    noStack(err);
  });

  it('with a key a header cannot carry says so, before any request and without the key', async () => {
    const bad = `${SECRET}\nsecond-line`;
    const { code, out, err } = await cli(project(0), shared.current.baseUrl, ['plan'], bad);
    expect(code).toBe(1);
    expect(err).toMatch(/OBSERVE_API_KEY .*one line of visible characters/);
    expect(err).not.toMatch(/could not reach/);
    expect(out + err).not.toContain('second-line');
    noStack(err);
  });

  it('with a key that cannot read says plan cannot diff without the read permission', async () => {
    const writeOnly = await startEmulator({
      apiKeys: [parseApiKey(`${SECRET}=observe:annotations:write`)],
      findings: FINDINGS,
    });
    try {
      const { code, err } = await cli(project(0), writeOnly.baseUrl, ['plan']);
      expect(code).toBe(1);
      expect(err).toContain('observe:annotations:read');
      noStack(err);
    } finally {
      await writeOnly.close();
    }
  });

  it('with a base URL missing its version segment names the endpoint and says to add it (plan, import)', async () => {
    const bare = shared.current.baseUrl.replace(/\/v1$/, '');
    for (const command of ['plan', 'import']) {
      const { code, err } = await cli(project(0), bare, [command]);
      expect(code, command).toBe(1);
      expect(err).toContain('has no annotation list, GET /observe/annotations (HTTP 404)');
      expect(err).toMatch(/version segment, e\.g\. https:\/\/observe\.example\.com\/v1/);
      noStack(err);
    }
  });

  it('with an unreachable server says so', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const { code, err } = await cli(project(0), `http://127.0.0.1:${port}/v1`, ['plan']);
    expect(code).toBe(1);
    expect(err).toMatch(/ECONNREFUSED|refused|connect/i);
    noStack(err);
  }, 120_000);
});

describe('plan --emulator', () => {
  it('keeps state in .observe-emulator/ between runs, git-ignored', async () => {
    const dir = project(0);
    writeConfig(dir, `emulator:\n  findings: [${FINDINGS.join(', ')}]\n`);
    const run = async (args: string[]) => {
      const io = fakeIo(dir, {});
      const code = await main(args, io);
      allOutput.push(io.out(), io.err());
      return { code, out: io.out(), err: io.err() };
    };
    expect((await run(['plan', '--emulator', '--detailed-exitcode'])).code).toBe(2);
    expect((await run(['apply', '--auto-approve', '--emulator'])).code).toBe(0);
    const again = await run(['plan', '--emulator', '--detailed-exitcode']);
    expect(again.code).toBe(0);
    expect(again.out).toContain('No changes.');
    expect(existsSync(join(dir, '.observe-emulator', 'state.json'))).toBe(true);
    expect(readFileSync(join(dir, '.observe-emulator', '.gitignore'), 'utf8')).toMatch(/^\*$/m);
  });
});

describe('--format choices per command', () => {
  it('help and the error list only the formats each command accepts', async () => {
    const help = fakeIo(project(0));
    expect(await main(['plan', '--help'], help)).toBe(0);
    expect(help.out()).toContain('one of text, json, markdown;');
    const validateHelp = fakeIo(project(0));
    expect(await main(['validate', '--help'], validateHelp)).toBe(0);
    expect(validateHelp.out()).toContain('one of text, json, github;');
    const bad = fakeIo(project(0));
    expect(await main(['apply', '--format', 'yaml'], bad)).toBe(1);
    expect(bad.err()).toContain("--format must be one of text, json, markdown, not 'yaml'");
  });
});
