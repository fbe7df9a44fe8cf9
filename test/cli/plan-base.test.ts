// `plan --base REF` end to end: a temporary git repository (real git commands), the emulator
// over real HTTP on 127.0.0.1, and main(argv, io). Each change is marked pr, drift or both, and
// the JSON, text and Markdown views agree.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { gitIn } from '../support/git.js';
import { allOutput, SECRET, sharedEmulator } from './apply-helpers.js';
import { fakeIo } from './validate-fake-io.js';

const shared = sharedEmulator();

function annotation(key: string, headline: string): string {
  return `externalKey: ${key}\nkind: setup\nheadline: ${headline}\n`;
}

function write(dir: string, files: Record<string, string | undefined>): void {
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    if (text === undefined) rmSync(path, { force: true });
    else {
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, text);
    }
  }
}

async function cli(dir: string, args: string[]) {
  const io = fakeIo(dir, {
    OBSERVE_BASE_URL: shared.current.baseUrl,
    OBSERVE_API_KEY: SECRET,
  });
  const code = await main(args, io);
  allOutput.push(io.out(), io.err());
  return { code, out: io.out(), err: io.err() };
}

/** Changes an annotation on the server as someone outside the repository would. */
async function editOnServer(key: string, headline: string): Promise<void> {
  const response = await fetch(
    `${shared.current.baseUrl}/observe/annotations/byExternalKey/${key}`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'setup', headline }),
    },
  );
  expect(response.status).toBe(200);
}

/** A repository whose commit `base` was applied, then edited by a pull request and by hand. */
async function scenario(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), 'oa-base-'));
  gitIn(dir, 'init', '-q', '-b', 'main');
  const k = (name: string) => `${prefix}-${name}`;
  write(dir, {
    'observe-annotations.yaml': `keyPrefix: ${prefix}-\ninclude: [old/]\n`,
    'old/a.yaml': annotation(k('pr'), 'A as reviewed'),
    'old/b.yaml': [
      annotation(k('both'), 'B as reviewed'),
      annotation(k('drift'), 'C as reviewed'),
      annotation(k('removed'), 'D, to be removed'),
    ].join('---\n'),
    'old/same.yaml': annotation(k('same'), 'Untouched'),
  });
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'base');
  gitIn(dir, 'tag', 'base');
  expect((await cli(dir, ['apply', '--auto-approve'])).code).toBe(0);

  // The pull request: files move to annotations/ (the config at REF still says old/), A and B
  // change, D goes, E is new.
  rmSync(join(dir, 'old'), { recursive: true });
  write(dir, {
    'observe-annotations.yaml': `keyPrefix: ${prefix}-\ninclude: [annotations/]\n`,
    'annotations/a.yaml': annotation(k('pr'), 'A, changed by the pull request'),
    'annotations/b.yaml': [
      annotation(k('both'), 'B, changed by the pull request'),
      annotation(k('drift'), 'C as reviewed'),
    ].join('---\n'),
    'annotations/same.yaml': annotation(k('same'), 'Untouched'),
    'annotations/e.yaml': annotation(k('new'), 'E, new'),
  });
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'the pull request');
  // Outside the repository: B and C edited by hand, F made by hand.
  await editOnServer(k('both'), 'B, edited by hand');
  await editOnServer(k('drift'), 'C, edited by hand');
  await editOnServer(k('manual'), 'F, made by hand');
  return { dir, k };
}

const PR = 'Changes in this pull request';
const OUTSIDE = 'Changes outside the repository (applying will undo them)';

describe('plan --base REF', () => {
  it('marks each change pr, drift or both, and JSON, text and Markdown agree', async () => {
    const { dir, k } = await scenario('cause');
    const json = await cli(dir, ['plan', '--base', 'base', '--prune', '--format', 'json']);
    expect(json.err).toBe('');
    expect(json.code).toBe(0);
    const plan = JSON.parse(json.out) as {
      base: { ref: string; commit: string };
      changes: { externalKey: string; action: string; cause: string }[];
    };
    expect(plan.base).toEqual({ ref: 'base', commit: gitIn(dir, 'rev-parse', 'base') });
    const causes = Object.fromEntries(
      plan.changes.map((c) => [c.externalKey, `${c.action} ${c.cause}`]),
    );
    expect(causes).toEqual({
      [k('pr')]: 'update pr',
      [k('new')]: 'create pr',
      [k('removed')]: 'delete pr',
      [k('both')]: 'update both',
      [k('drift')]: 'update drift',
      [k('manual')]: 'delete drift',
    });
    const inPr = plan.changes.filter((c) => c.cause !== 'drift').map((c) => c.externalKey);
    const outside = plan.changes.filter((c) => c.cause === 'drift').map((c) => c.externalKey);

    const text = await cli(dir, ['plan', '--base', 'base', '--prune']);
    expect(text.code).toBe(0);
    expect(keysUnder(text.out, `${PR} (4):`, `${OUTSIDE} (2):`)).toEqual(inPr);
    expect(keysUnder(text.out, `${OUTSIDE} (2):`, 'Plan:')).toEqual(outside);
    expect(text.out).toMatch(
      new RegExp(
        `# ${k('both')} \\(ann-\\d+\\) will be updated \\(annotations/b.yaml:1\\) \\(also edited outside the repository: the server differs from base\\)`,
      ),
    );
    expect(text.out.match(/also edited outside/g)).toHaveLength(1);

    const markdown = await cli(dir, ['plan', '--base', 'base', '--prune', '--format', 'markdown']);
    expect(markdown.code).toBe(0);
    const md = markdown.out;
    expect(keysUnder(md, `#### ${PR} (4)`, `#### ${OUTSIDE} (2)`)).toEqual(
      expect.arrayContaining(inPr),
    );
    expect(keysUnder(md, `#### ${PR} (4)`, `#### ${OUTSIDE} (2)`)).toHaveLength(4);
    expect(keysUnder(md, `#### ${OUTSIDE} (2)`, '<sub>Plan hash')).toEqual(
      expect.arrayContaining(outside),
    );
    expect(md.match(/also edited outside the repository/g)).toHaveLength(1);

    // Without --base the JSON contract is as before: no cause, no base.
    const plain = JSON.parse((await cli(dir, ['plan', '--prune', '--format', 'json'])).out);
    expect(plain.base).toBeUndefined();
    for (const change of plain.changes) expect(change).not.toHaveProperty('cause');
    expect(plain.planHash).toBe((plan as unknown as { planHash: string }).planHash);
  });

  it('takes a SHA, shows no section of changes when there are none, and a REF equal to now gives only drift', async () => {
    const { dir, k } = await scenario('head');
    const head = gitIn(dir, 'rev-parse', 'HEAD');
    const json = await cli(dir, ['plan', '--base', head, '--format', 'json']);
    expect(json.code).toBe(0);
    const changes = JSON.parse(json.out).changes as { externalKey: string; cause: string }[];
    expect(changes.map((c) => `${c.externalKey} ${c.cause}`).sort()).toEqual(
      [`${k('both')} drift`, `${k('drift')} drift`, `${k('new')} drift`, `${k('pr')} drift`].sort(),
    );
    const text = await cli(dir, ['plan', '--base', head]);
    expect(text.out).toContain(`${PR}: none.`);
  });

  it('refuses a REF that names no commit, and a folder outside any git repository (exit 1)', async () => {
    const { dir } = await scenario('refs');
    const missing = await cli(dir, ['plan', '--base', 'origin/nope']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("--base 'origin/nope' names no commit of the repository");
    expect(missing.err).toContain('fetch-depth: 0');
    expect(missing.out).toBe('');
    const option = await cli(dir, ['plan', '--base=--upload-pack=evil']);
    expect(option.code).toBe(1);
    expect(option.err).toContain('--base must be a git revision');

    const plain = mkdtempSync(join(tmpdir(), 'oa-nogit-'));
    write(plain, { 'annotations/a.yaml': annotation('x-a', 'A') });
    const notGit = await cli(plain, ['plan', '--base', 'main']);
    expect(notGit.code).toBe(1);
    expect(notGit.err).toContain('--base reads the files at REF through git, and ');
    expect(notGit.err).toContain('is not inside a git repository');
  });

  it('treats files at REF as hostile: a link out of the repository is refused, not read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-base-link-'));
    const outside = mkdtempSync(join(tmpdir(), 'oa-outside-'));
    writeFileSync(join(outside, 'secret.yaml'), annotation('link-evil', 'Read from outside'));
    gitIn(dir, 'init', '-q', '-b', 'main');
    write(dir, {
      'observe-annotations.yaml': 'keyPrefix: link-\n',
      'annotations/inside.yaml': annotation('link-inside', 'Inside'),
    });
    symlinkSync(join(outside, 'secret.yaml'), join(dir, 'annotations', 'evil.yaml'));
    symlinkSync('inside.yaml', join(dir, 'annotations', 'alias.yaml'));
    gitIn(dir, 'add', '-A');
    gitIn(dir, 'commit', '-q', '-m', 'links');
    gitIn(dir, 'tag', 'base');
    // Now: real files only, holding the same annotations.
    rmSync(join(dir, 'annotations', 'evil.yaml'));
    rmSync(join(dir, 'annotations', 'alias.yaml'));
    write(dir, { 'annotations/evil.yaml': annotation('link-evil', 'Read from outside') });
    const { code, out, err } = await cli(dir, ['plan', '--base', 'base', '--format', 'json']);
    expect(code).toBe(0);
    const changes = JSON.parse(out).changes as { externalKey: string; cause: string }[];
    // Had the link been followed, the annotation would have been at REF already (drift).
    expect(changes.find((c) => c.externalKey === 'link-evil')?.cause).toBe('pr');
    // The link inside the repository is followed: inside.yaml's annotation was at REF.
    expect(changes.find((c) => c.externalKey === 'link-inside')?.cause).toBe('drift');
    expect(err).toContain(
      'at base: annotations/evil.yaml is a symbolic link that leads out of the repository: it is not followed',
    );
  });

  it('at REF, a link whose name holds a line break is refused, and the links around it lead where they lead', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-base-odd-'));
    gitIn(dir, 'init', '-q', '-b', 'main');
    write(dir, {
      'observe-annotations.yaml': 'keyPrefix: odd-\n',
      'annotations/inside.yaml': annotation('odd-inside', 'Inside'),
      'more/two.yaml': annotation('odd-two', 'Two'),
    });
    symlinkSync('inside.yaml', join(dir, 'annotations', 'a-alias.yaml'));
    symlinkSync('inside.yaml', join(dir, 'annotations', 'odd\nlink.yaml'));
    symlinkSync('../more/two.yaml', join(dir, 'annotations', 'z-alias.yaml'));
    gitIn(dir, 'add', '-A');
    gitIn(dir, 'commit', '-q', '-m', 'links');
    gitIn(dir, 'tag', 'base');
    for (const name of ['a-alias.yaml', 'odd\nlink.yaml', 'z-alias.yaml'])
      rmSync(join(dir, 'annotations', name));
    write(dir, { 'annotations/two.yaml': annotation('odd-two', 'Two') });
    const { code, out, err } = await cli(dir, ['plan', '--base', 'base', '--format', 'json']);
    expect(code, err).toBe(0);
    const changes = JSON.parse(out).changes as { externalKey: string; cause: string }[];
    // z-alias.yaml led to more/two.yaml at REF: its annotation was there already.
    expect(changes.find((c) => c.externalKey === 'odd-two')?.cause).toBe('drift');
    expect(err).toContain('is a symbolic link whose name holds a line break: it is not followed');
  });
});

/** The external keys of the change headers between two lines of a text or Markdown view. */
function keysUnder(view: string, from: string, to: string): string[] {
  const start = view.indexOf(from);
  const end = view.indexOf(to, start + from.length);
  expect(start, from).toBeGreaterThanOrEqual(0);
  expect(end, to).toBeGreaterThan(start);
  const part = view.slice(start, end);
  const text = [...part.matchAll(/^ {2}[~+-] ([a-z0-9._-]+)$/gm)].map((m) => m[1]!);
  const markdown = [...part.matchAll(/^[!+-] ([a-z0-9._-]+)(?: \(ann-\d+\))? will be/gm)].map(
    (m) => m[1]!,
  );
  return [...text, ...markdown];
}
