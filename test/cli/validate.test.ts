import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeIo } from './validate-fake-io.js';
import { YAML_TEST_SUITE, yamlTestSuiteFiles } from '../support/fixtures.js';

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-cli-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const long = 'x'.repeat(289);
const FILES = {
  'a.yaml': [
    '# yaml-language-server: $schema=../schema/annotation.schema.json',
    'externalKey: release-4-2',
    'kind: event',
    `headline: ${long}`,
    'dateFrom: 2026-09-17',
    '',
  ].join('\n'),
  'b.yaml': 'externalKey: b\nkind: setup\nheadLine: Passkeys\n---\n',
};

describe('validate --format json', () => {
  it('answers the exact contract', async () => {
    const io = fakeIo(project(FILES));
    expect(await main(['validate', 'a.yaml', 'b.yaml', '--format', 'json'], io)).toBe(1);
    expect(JSON.parse(io.out())).toEqual({
      formatVersion: 1,
      valid: false,
      files: 2,
      annotations: 2,
      diagnostics: [
        {
          severity: 'error',
          code: 'headline.maxLength',
          message: 'headline is 289 characters long; at most 255 are allowed',
          file: 'a.yaml',
          line: 4,
          column: 11,
          endLine: 4,
          endColumn: 300,
          path: '/headline',
          externalKey: 'release-4-2',
        },
        {
          severity: 'error',
          code: 'headline.required',
          message: 'headline is required',
          file: 'b.yaml',
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 15,
          path: '/headline',
          externalKey: 'b',
        },
        {
          severity: 'error',
          code: 'document.unknownField',
          message: 'unknown field headLine; did you mean headline?',
          file: 'b.yaml',
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 9,
          path: '/headLine',
          externalKey: 'b',
        },
        {
          severity: 'warning',
          code: 'yaml.emptyDocument',
          message: 'document 2 is empty and is skipped',
          file: 'b.yaml',
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 4,
        },
      ],
    });
    expect(Object.keys(JSON.parse(io.out()).diagnostics[0])).toEqual([
      'severity',
      'code',
      'message',
      'file',
      'line',
      'column',
      'endLine',
      'endColumn',
      'path',
      'externalKey',
    ]);
  });

  it('exits 0 with warnings only', async () => {
    const io = fakeIo(project({ 'a.yaml': 'externalKey: a\nkind: setup\nheadline: Fine\n---\n' }));
    expect(await main(['validate', 'a.yaml', '--format', 'json'], io)).toBe(0);
    expect(JSON.parse(io.out())).toMatchObject({ valid: true, files: 1, annotations: 1 });
  });
});

describe('validate --format github', () => {
  it('writes one workflow command per diagnostic, escaped', async () => {
    const io = fakeIo(
      project({
        'a,b:c.yaml': 'externalKey: a\nkind: setup\nheadline: "100%"\nheadLine: x\n---\n',
      }),
    );
    expect(await main(['validate', 'a,b:c.yaml', '--format', 'github'], io)).toBe(1);
    expect(io.out()).toBe(
      [
        '::error file=a%2Cb%3Ac.yaml,line=4,col=1,endLine=4,endColumn=9,title=document.unknownField::unknown field headLine; did you mean headline?',
        '::warning file=a%2Cb%3Ac.yaml,line=5,col=1,endLine=5,endColumn=4,title=yaml.emptyDocument::document 2 is empty and is skipped',
        '1 file, 1 annotation: 1 error, 1 warning',
        '',
      ].join('\n'),
    );
  });

  it('names both places of a problem across files, each once', async () => {
    const io = fakeIo(
      project({
        'a.yaml': 'externalKey: same\nkind: setup\nheadline: A\n',
        'b.yaml': 'externalKey: same\nkind: setup\nheadline: B\n',
        'c.yaml':
          'externalKey: c\nkind: setup\nheadline: C\nrefs:\n  - {type: annotation, externalKey: c}\n',
      }),
    );
    expect(await main(['validate', '.', '--format', 'github'], io)).toBe(1);
    expect(io.out().split('\n').slice(0, 2)).toEqual([
      '::error file=b.yaml,line=1,col=14,endLine=1,endColumn=18,title=externalKey.duplicate::externalKey same is already used by another annotation; keys are unique across all files (first at a.yaml:1:14)',
      '::error file=c.yaml,line=5,col=37,endLine=5,endColumn=38,title=refs.cycle::annotation c refers to itself; such files could not be applied to an empty project (see c.yaml:1:14)',
    ]);
  });
});

describe('validate: a file over 5 MiB', () => {
  it('is an error on its first line in every format, without a code frame of the unread file', async () => {
    const cwd = project({ 'big.yaml': `headline: ${'x'.repeat(5 * 1024 * 1024)}\n` });
    const text = fakeIo(cwd);
    expect(await main(['validate', 'big.yaml'], text)).toBe(1);
    expect(text.out()).toBe(
      [
        'big.yaml:1:1 error file.tooLarge',
        '  file is 5.0 MiB; annotation files may be at most 5 MiB',
        '',
        '1 file, 0 annotations: 1 error, 0 warnings',
        '',
      ].join('\n'),
    );
    const github = fakeIo(cwd);
    expect(await main(['validate', 'big.yaml', '--format', 'github'], github)).toBe(1);
    expect(github.out().split('\n')[0]).toBe(
      '::error file=big.yaml,line=1,col=1,endLine=1,endColumn=2,title=file.tooLarge::file is 5.0 MiB; annotation files may be at most 5 MiB',
    );
  });
});

describe('validate (text)', () => {
  it('shows file:line:col, severity, rule, message and a code frame (golden)', async () => {
    const io = fakeIo(project(FILES));
    expect(await main(['validate', 'a.yaml', 'b.yaml'], io)).toBe(1);
    const shortened = io
      .out()
      .replace(long, `x…`)
      .replace(/\^{160}/, '^…');
    expect(shortened).toBe(
      [
        'a.yaml:4:11 error headline.maxLength',
        '  headline is 289 characters long; at most 255 are allowed',
        '    2 | externalKey: release-4-2',
        '    3 | kind: event',
        `  > 4 | headline: ${'x'.repeat(150)}…`,
        `      |           ${'^'.repeat(150)}`,
        '    5 | dateFrom: 2026-09-17',
        '',
        'b.yaml:1:1 error headline.required',
        '  headline is required',
        '  > 1 | externalKey: b',
        '      | ^^^^^^^^^^^^^^',
        '    2 | kind: setup',
        '',
        'b.yaml:3:1 error document.unknownField',
        '  unknown field headLine; did you mean headline?',
        '    1 | externalKey: b',
        '    2 | kind: setup',
        '  > 3 | headLine: Passkeys',
        '      | ^^^^^^^^',
        '    4 | ---',
        '',
        'b.yaml:4:1 warning yaml.emptyDocument',
        '  document 2 is empty and is skipped',
        '    2 | kind: setup',
        '    3 | headLine: Passkeys',
        '  > 4 | ---',
        '      | ^^^',
        '',
        '2 files, 2 annotations: 3 errors, 1 warning',
        '',
      ].join('\n'),
    );
  });

  it('says a slip of layout on the line slipped, with what to write (golden)', async () => {
    const io = fakeIo(
      project({
        'a.yaml': 'externalKey: a\nkind: event\nheadline: x\n dateFrom: 2026-03-01\n',
      }),
    );
    expect(await main(['validate', 'a.yaml'], io)).toBe(1);
    expect(io.out()).toBe(
      [
        'a.yaml:4:2 error yaml.syntax',
        '  dateFrom is indented more than headline above it: start it at column 1, as headline (YAML: Nested mappings are not allowed in compact mappings)',
        '    2 | kind: event',
        '    3 | headline: x',
        '  > 4 |  dateFrom: 2026-03-01',
        '      |  ^^^^^^^^',
        '',
        '1 file, 1 annotation: 1 error, 0 warnings',
        '',
      ].join('\n'),
    );
  });

  it('colours only on a terminal without NO_COLOR', async () => {
    const cwd = project(FILES);
    const tty = fakeIo(cwd, {}, true);
    await main(['validate', 'b.yaml'], tty);
    expect(tty.out()).toContain('\u001b[31merror\u001b[39m');
    const noColour = fakeIo(cwd, { NO_COLOR: '1' }, true);
    await main(['validate', 'b.yaml'], noColour);
    expect(noColour.out()).not.toContain('\u001b[');
  });

  it('names a PATH that matches nothing, and refuses an unknown format without a stack', async () => {
    const io = fakeIo(project({}));
    expect(await main(['validate', 'nowhere/'], io)).toBe(1);
    expect(io.out()).toContain('nowhere/ does not exist');
    const bad = fakeIo(project({}));
    expect(await main(['validate', '--format', 'markdown'], bad)).toBe(1);
    expect(bad.err()).toMatch(/^Error: --format must be one of text, json, github/);
    expect(bad.err()).not.toContain('    at ');
  });

  it('says a PATH was the default only when nobody named one', async () => {
    const hint = '(the default PATH: name files, folders or globs, or set include';
    const none = fakeIo(project({}));
    expect(await main(['validate'], none)).toBe(1);
    expect(none.out()).toContain(`annotations/ does not exist ${hint}`);
    // The same folder named on the command line, or by the config's include, is the user's own.
    const typed = fakeIo(project({}));
    expect(await main(['validate', 'annotations/'], typed)).toBe(1);
    expect(typed.out()).toContain('annotations/ does not exist');
    expect(typed.out()).not.toContain(hint);
    const included = fakeIo(project({ 'observe-annotations.yaml': 'include: annotations/\n' }));
    expect(await main(['validate'], included)).toBe(1);
    expect(included.out()).toContain('annotations/ does not exist');
    expect(included.out()).not.toContain(hint);
  });
});

describe('validate over the YAML test suite (inputs no one here wrote)', () => {
  const suite = YAML_TEST_SUITE;
  const files = yamlTestSuiteFiles();
  it('answers every file with diagnostics, never a crash', async () => {
    const io = fakeIo(suite);
    const code = await main(['validate', '.', '--format', 'json'], io);
    expect(io.err()).toBe('');
    expect(code).toBe(1);
    const report = JSON.parse(io.out());
    expect(report.files).toBe(files.length);
    // Over the run's cap of 1,000, a file's diagnostics are counted rather than listed.
    expect(report.diagnostics.length).toBe(1000);
    const counted = new Map<string, { errors: number }>(
      report.omitted.files.map((f: { file: string; errors: number }) => [f.file, f]),
    );
    const named = new Set(report.diagnostics.map((d: { file: string }) => d.file));
    // Every file is either reported or a valid annotation (none is): nothing is silently lost.
    for (const f of files) {
      if (!named.has(f) && !counted.has(f)) expect.fail(`${f} has no diagnostic`);
    }
    for (const f of files.filter((f) => f.includes('.error.'))) {
      const errors = report.diagnostics.filter(
        (d: { file: string; severity: string }) => d.file === f && d.severity === 'error',
      );
      expect(errors.length + (counted.get(f)?.errors ?? 0), f).toBeGreaterThan(0);
    }
  });
});

describe('validate stopped by a signal', () => {
  it('says so and exits 130; the first signal is heard once, so a second ends the process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-validate-stop-'));
    writeFileSync(join(dir, 'a.yaml'), 'externalKey: a\nkind: setup\nheadline: A\n');
    const io = fakeIo(dir, { NO_COLOR: '1' });
    let released = 0;
    io.onInterrupt = (handler) => {
      // The signal comes as the command starts to listen: while it reads its files.
      queueMicrotask(() => handler('SIGINT'));
      return () => released++;
    };
    expect(await main(['validate', 'a.yaml'], io)).toBe(130);
    expect(io.out()).toBe('');
    expect(io.err()).toContain('Interrupted');
    // Once by the first signal (the next gets the process's own end), once as the command ends.
    expect(released).toBe(2);
  });
});
