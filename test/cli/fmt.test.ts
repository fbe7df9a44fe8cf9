// `fmt` through main(): the modes and their exit codes, the JSON contract, stdin, a file that
// does not parse left as it is, links refused, a stop before the renames writes nothing, and
// every hostile family answered without a crash.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { FAMILIES } from '../support/hostile-files.mjs';
import { fakeIo } from './validate-fake-io.js';

const MESSY = 'kind: event\nheadline: A\nexternalKey: a\ndateFrom: 2026-09-17\nseries:\n- x\n';
const CANONICAL = 'externalKey: a\nkind: event\nheadline: A\ndateFrom: "2026-09-17"\nseries: [x]\n';

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-fmt-'));
  mkdirSync(join(dir, 'annotations'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

async function run(cwd: string, argv: string[], stdin?: string | Buffer[]) {
  const io = fakeIo(cwd, { NO_COLOR: '1' });
  if (stdin !== undefined)
    io.stdin = Readable.from(typeof stdin === 'string' ? [Buffer.from(stdin)] : stdin);
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');

describe('fmt', () => {
  it('rewrites the files not in canonical form, prints their paths, keeps their mode', async () => {
    const dir = project({ 'annotations/a.yaml': MESSY, 'annotations/b.yaml': CANONICAL });
    chmodSync(join(dir, 'annotations/a.yaml'), 0o640);
    const r = await run(dir, ['fmt']);
    expect(r).toMatchObject({ code: 0, out: 'annotations/a.yaml\n', err: '' });
    expect(read(dir, 'annotations/a.yaml')).toBe(CANONICAL);
    expect(statSync(join(dir, 'annotations/a.yaml')).mode & 0o777).toBe(0o640);
    expect(readdirSync(join(dir, 'annotations')).sort()).toEqual(['a.yaml', 'b.yaml']);
    expect(await run(dir, ['fmt', '--check'])).toMatchObject({ code: 0, out: '' });
  });

  it('--check writes nothing, lists the files, exits 1', async () => {
    const dir = project({ 'annotations/a.yaml': MESSY, 'annotations/b.yaml': CANONICAL });
    const r = await run(dir, ['fmt', '--check']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('annotations/a.yaml\n');
    expect(r.err).toContain('1 of 2 files are not in canonical form');
    expect(read(dir, 'annotations/a.yaml')).toBe(MESSY);
  });

  it('--diff writes nothing and prints a unified diff from the root', async () => {
    const dir = project({ 'annotations/a.yaml': MESSY });
    const r = await run(dir, ['fmt', '--diff']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^--- a\/annotations\/a\.yaml\n\+\+\+ b\/annotations\/a\.yaml\n@@ /);
    expect(read(dir, 'annotations/a.yaml')).toBe(MESSY);
    expect((await run(dir, ['fmt', '--diff', '--check'])).code).toBe(1);
    // git applies it from the root, and the file is then canonical.
    const git = (args: string[], input?: string) =>
      execFileSync('git', args, { cwd: dir, input, stdio: ['pipe', 'pipe', 'pipe'] });
    git(['init', '-q']);
    git(['apply'], r.out);
    expect(read(dir, 'annotations/a.yaml')).toBe(CANONICAL);
    expect((await run(dir, ['fmt', '--diff', '--check'])).code).toBe(0);
  });

  it('--diff names the files from the repository root when the config lies below it', async () => {
    const top = mkdtempSync(join(tmpdir(), 'oa-fmt-repo-'));
    const dir = join(top, 'infra', 'observe');
    mkdirSync(join(dir, 'annotations'), { recursive: true });
    writeFileSync(join(dir, 'observe-annotations.yaml'), 'include: [annotations]\n');
    writeFileSync(join(dir, 'annotations', 'a.yaml'), MESSY);
    const git = (args: string[], input?: string) =>
      execFileSync('git', args, { cwd: top, input, stdio: ['pipe', 'pipe', 'pipe'] });
    git(['init', '-q']);
    const r = await run(dir, ['fmt', '--diff']);
    expect(r.out).toMatch(
      /^--- a\/infra\/observe\/annotations\/a\.yaml\n\+\+\+ b\/infra\/observe\/annotations\/a\.yaml\n@@ /,
    );
    git(['apply'], r.out);
    expect(read(dir, 'annotations/a.yaml')).toBe(CANONICAL);
    // Without --diff, paths stay those of the run, as validate names them.
    writeFileSync(join(dir, 'annotations', 'a.yaml'), MESSY);
    expect((await run(dir, ['fmt', '--check'])).out).toBe('annotations/a.yaml\n');
  });

  it('--diff escapes what a runner or a terminal would act on, and says the diff will not apply there', async () => {
    const hostile =
      'externalKey:   a\nkind: event\nheadline: "x"\ndescription: |\n  ::warning title=x::y\n  a ##[error]b\n';
    const controls = 'kind: event\nheadline: "a \u202e c\u0085d\u2028e"\nexternalKey: b\n';
    const dir = project({ 'annotations/a.yaml': hostile, 'annotations/b.yaml': controls });
    const r = await run(dir, ['fmt', '--diff']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('\n   \\x3a:warning title=x::y\n');
    expect(r.out).toContain('\n   a ##\\x5berror]b\n');
    expect(r.out).toContain('\n headline: "a \\u202e c\\x85d\\u2028e"\n');
    expect(r.out).not.toMatch(/^\s*::|##\[|[\u0085\u2028\u202e]/m);
    const note = (f: string) =>
      `the diff of annotations/${f} had lines escaped for display (control characters, or text a runner reads as a command): it does not apply cleanly at that file`;
    expect(r.err).toBe(`${note('a.yaml')}\n\n${note('b.yaml')}\n`);
  });

  it('--format json: formatVersion 1, each file with path, changed and errors', async () => {
    const dir = project({ 'annotations/a.yaml': MESSY, 'annotations/bad.yaml': 'a: [\n' });
    const r = await run(dir, ['fmt', '--check', '--format', 'json']);
    expect(r.code).toBe(1);
    const body = JSON.parse(r.out) as { formatVersion: number; files: unknown[] };
    expect(body.formatVersion).toBe(1);
    expect(body.files).toEqual([
      { path: 'annotations/a.yaml', changed: true, errors: [] },
      {
        path: 'annotations/bad.yaml',
        changed: false,
        errors: [expect.objectContaining({ code: 'yaml.syntax', file: 'annotations/bad.yaml' })],
      },
    ]);
  });

  it('leaves a file that does not parse as it is, formats the others, exits 1', async () => {
    const bad = 'kind: event\nheadline: [\n';
    const dir = project({ 'annotations/a.yaml': MESSY, 'annotations/bad.yaml': bad });
    const r = await run(dir, ['fmt']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('annotations/a.yaml\n');
    expect(r.err).toMatch(/^annotations\/bad\.yaml:\d+:\d+ error yaml\.syntax\n/);
    expect(r.err).toContain(' | headline: [');
    expect(read(dir, 'annotations/bad.yaml')).toBe(bad);
    expect(read(dir, 'annotations/a.yaml')).toBe(CANONICAL);
  });

  it('formats a file with rule errors: layout, not content', async () => {
    const text = 'kind: evnt\nexternalKey: a\n';
    const dir = project({ 'annotations/a.yaml': text });
    expect((await run(dir, ['fmt'])).code).toBe(0);
    expect(read(dir, 'annotations/a.yaml')).toBe('externalKey: a\nkind: evnt\n');
  });

  it('- reads stdin and writes the canonical form to stdout, named by --stdin-filepath', async () => {
    const dir = project({});
    expect(await run(dir, ['fmt', '-'], MESSY)).toMatchObject({ code: 0, out: CANONICAL });
    const bad = await run(dir, ['fmt', '-', '--stdin-filepath', 'annotations/x.yaml'], 'a: [\n');
    expect(bad.code).toBe(1);
    expect(bad.out).toBe('');
    expect(bad.err).toMatch(/^annotations\/x\.yaml:\d+:\d+ error yaml\.syntax/);
    expect((await run(dir, ['fmt', '--stdin-filepath', 'x.yaml'])).err).toContain('fmt -');
  });

  it('- checks the text as a file of it: over 5 MiB, not UTF-8, a byte-order mark', async () => {
    const dir = project({});
    const named = ['fmt', '-', '--stdin-filepath', 'annotations/x.yaml'];
    // Not canonical, so only the size check can refuse it; the reading stops past the limit.
    const mib = 1024 * 1024;
    const big = [Buffer.from(MESSY), Buffer.alloc(5 * mib, 0x20), Buffer.alloc(2 * mib, 0x20)];
    const tooLarge = await run(dir, named, big);
    expect(tooLarge).toMatchObject({ code: 1, out: '' });
    expect(tooLarge.err).toContain(
      'annotations/x.yaml:1:1 error file.tooLarge\n  file is over 5 MiB; annotation files may be at most 5 MiB',
    );
    const justOver = await run(dir, named, [Buffer.from(MESSY.padEnd(5 * mib + 1))]);
    expect(justOver.err).toContain('file is over 5 MiB; annotation files may be at most 5 MiB');
    expect(await run(dir, named, [Buffer.from(MESSY.padEnd(5 * mib))])).toMatchObject({
      code: 0,
      out: CANONICAL,
    });
    const latin1 = await run(dir, named, [Buffer.from('externalKey: caf\xe9\n', 'latin1')]);
    expect(latin1).toMatchObject({ code: 1, out: '' });
    expect(latin1.err).toContain('annotations/x.yaml:1:17 error file.notUtf8');
    expect(await run(dir, ['fmt', '-'], `\ufeff${CANONICAL}`)).toMatchObject({
      code: 0,
      out: CANONICAL,
    });
  });

  it('- stops reading an endless stdin past 5 MiB and refuses it', async () => {
    const dir = project({});
    const io = fakeIo(dir, { NO_COLOR: '1' });
    let given = 0;
    io.stdin = new Readable({
      read() {
        given++;
        this.push(Buffer.alloc(64 * 1024, 0x20));
      },
    });
    expect(await main(['fmt', '-'], io)).toBe(1);
    expect(io.err()).toContain('<stdin>:1:1 error file.tooLarge');
    // The limit and about one chunk more, never the whole stream.
    expect(given).toBeLessThan(5 * 16 + 4);
  });

  it('suggests the flag meant', async () => {
    const r = await run(project({}), ['fmt', '--chek']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('did you mean --check?');
  });

  it('--help shows the usage and examples', async () => {
    const r = await run(project({}), ['fmt', '--help']);
    expect(r.out).toContain('Usage: observe-annotations fmt [PATH…] [--check] [--diff]');
    expect(r.out).toContain('Examples:\n  observe-annotations fmt\n');
    expect(r.out).toContain('\n  observe-annotations fmt --check\n');
  });
});

describe('fmt writes only the files of the repository, never through a link', () => {
  it('refuses a link that leads out, naming it; the file outside is untouched', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'oa-fmt-out-'));
    writeFileSync(join(outside, 'victim.yaml'), MESSY);
    const dir = project({ 'annotations/a.yaml': MESSY });
    symlinkSync(join(outside, 'victim.yaml'), join(dir, 'annotations/evil.yaml'));
    const r = await run(dir, ['fmt']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('annotations/evil.yaml leads to');
    expect(readFileSync(join(outside, 'victim.yaml'), 'utf8')).toBe(MESSY);
    expect(read(dir, 'annotations/a.yaml')).toBe(CANONICAL);
  });

  it('refuses to write through a link inside the repository; its target is untouched', async () => {
    const dir = project({ 'real.yaml': MESSY });
    symlinkSync(join(dir, 'real.yaml'), join(dir, 'annotations/alias.yaml'));
    const r = await run(dir, ['fmt']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('error path.symbolicLink');
    expect(read(dir, 'real.yaml')).toBe(MESSY);
  });
});

describe('fmt stopped', () => {
  it('by a signal while it stages its files: nothing is written, no temporary file is left', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) files[`annotations/f${i}.yaml`] = MESSY;
    const dir = project(files);
    const io = fakeIo(dir, { NO_COLOR: '1' });
    let interrupt: (() => void) | undefined;
    io.onInterrupt = (handler) => {
      interrupt = handler;
      return () => (interrupt = undefined);
    };
    // The first temporary file beside a file is the signal to stop: an event, not a delay.
    const watcher = watch(join(dir, 'annotations'), (_, name) => {
      if (name?.endsWith('.fmt-tmp')) interrupt?.();
    });
    const code = await main(['fmt'], io).finally(() => watcher.close());
    expect(code).toBe(130);
    expect(io.err()).toContain('Interrupted: no file was written');
    const names = readdirSync(join(dir, 'annotations'));
    expect(names.filter((n) => !n.endsWith('.yaml'))).toEqual([]);
    for (const name of names) expect(read(dir, `annotations/${name}`)).toBe(MESSY);
  });
});

describe('hostile files', () => {
  it.each(FAMILIES.map((f) => [f.name, f] as const))(
    '%s: an answer, no stack trace, the file untouched unless formatted',
    async (_, family) => {
      const text = family.text(family.testBytes ?? 256 * 1024);
      const dir = project({ 'annotations/h.yaml': text });
      const r = await run(dir, ['fmt', '--check']);
      expect([0, 1]).toContain(r.code);
      expect(r.err).not.toMatch(/\n\s+at /);
      expect(r.err.length).toBeLessThan(100_000);
      expect(read(dir, 'annotations/h.yaml')).toBe(text);
    },
    120_000,
  );
});
