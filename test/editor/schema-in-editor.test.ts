// The schema in the editor's own program: the YAML language server (VS Code's YAML extension
// runs it) driven over LSP stdio as an editor drives it. Mapped through the `yaml.schemas`
// setting, as examples/.vscode/settings.json maps it, the schema checks EVERY document of a
// multi-document file, with the schema's readable messages; a `$schema` modeline reaches only
// the first document (the language server's issue #946), which is why the setting matters.
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeIo } from '../cli/validate-fake-io.js';
import { LanguageServer, type Diagnostic } from './language-server.js';

const ROOT = join(import.meta.dirname, '..', '..');
const EXAMPLES = join(ROOT, 'examples');

/** Four annotations; each of the last three breaks one rule, each on a known line. */
const FILE = [
  'externalKey: release-4-2', // 0
  'kind: event',
  'headline: Passkeys for everyone',
  'dateFrom: 2026-09-17',
  '---',
  'externalKey: incident-october', // 5
  'kind: outage', // 6: not a kind
  'headline: SMS codes failed',
  '---',
  'externalKey: Setup Login', // 9: not a key
  'kind: setup',
  'headline: A login counts when the cookie is issued',
  '---',
  'externalKey: period-otp', // 13
  'kind: period',
  'headline: OTP outage',
  'dateFrom: 2026-13-02', // 16: month 13
  '',
].join('\n');

const lines = (diagnostics: Diagnostic[]) =>
  [...new Set(diagnostics.map((d) => d.range.start.line))].sort((a, b) => a - b);

describe('yaml.schemas from examples/.vscode/settings.json', () => {
  let server: LanguageServer;
  const file = join(EXAMPLES, 'annotations', 'editor-check.yaml'); // opened, never written
  let diagnostics: Diagnostic[];

  beforeAll(async () => {
    const settings = JSON.parse(
      readFileSync(join(EXAMPLES, '.vscode', 'settings.json'), 'utf8'),
    ) as Record<string, unknown>;
    server = await LanguageServer.start(EXAMPLES, { schemas: settings['yaml.schemas'] });
    diagnostics = await server.open(file, FILE);
  });
  afterAll(() => server?.stop());

  it('reports a schema error in every document that has one, and none in the valid one', () => {
    expect(lines(diagnostics)).toEqual([6, 9, 16]);
  });

  it('names the allowed kinds, and says the key and date rules in words, not regular expressions', () => {
    const at = (line: number) =>
      diagnostics
        .filter((d) => d.range.start.line === line)
        .map((d) => d.message)
        .join('\n');
    expect(at(6)).toMatch(/event.*period.*setup.*interpretation.*constraint.*follow-up/s);
    expect(at(9)).toContain("Use 1 to 128 lowercase letters, digits, '.', '_' or '-'");
    expect(at(16)).toContain('with a month 01-12, a day 01-31, an hour 00-23');
    for (const d of diagnostics) expect(d.message).not.toMatch(/\^\[|\]\{|\$$/);
  });

  it('completes a kind with a description of each', async () => {
    const items = await server.completion(file, 6, 'kind: '.length);
    const kinds = Object.fromEntries(
      items.map((i) => [
        i.label,
        typeof i.documentation === 'string' ? i.documentation : (i.documentation?.value ?? ''),
      ]),
    );
    expect(Object.keys(kinds)).toEqual(
      expect.arrayContaining([
        'event',
        'period',
        'setup',
        'interpretation',
        'constraint',
        'follow-up',
      ]),
    );
    expect(kinds.period).toContain('something held over a span');
    expect(kinds['follow-up']).toContain('open piece of work');
  });

  it('explains an effect value on hover', async () => {
    const text = 'externalKey: e\nkind: event\nheadline: h\ndateFrom: 2026-09\neffect: boundary\n';
    const other = join(EXAMPLES, 'annotations', 'editor-hover.yaml');
    expect(await server.open(other, text)).toEqual([]);
    expect(await server.hover(other, 4, 'effect: bo'.length)).toContain(
      'compare the data only within one side of this date',
    );
  });
});

describe('the settings docs/file-format.md tells a team to write', () => {
  it('check every document in a repository with the package installed', async () => {
    const page = readFileSync(join(ROOT, 'docs', 'file-format.md'), 'utf8');
    const block = /```json\n(\{\n\s+"yaml\.schemas"[\s\S]*?)```/.exec(page)?.[1];
    const settings = JSON.parse(block!) as Record<string, unknown>;
    const repo = mkdtempSync(join(tmpdir(), 'oa-editor-repo-'));
    const shipped = join(repo, 'node_modules', 'observe-annotations', 'schema');
    mkdirSync(shipped, { recursive: true });
    cpSync(join(ROOT, 'schema', 'annotation.schema.json'), join(shipped, 'annotation.schema.json'));
    const server = await LanguageServer.start(repo, { schemas: settings['yaml.schemas'] });
    try {
      const nested = join(repo, 'annotations', 'team', 'mixed.yml');
      expect(lines(await server.open(nested, FILE))).toEqual([6, 9, 16]);
    } finally {
      await server.stop();
    }
  });
});

describe('the settings init writes', () => {
  it('check every document of a new file, and find the examples it wrote valid', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'oa-editor-init-'));
    mkdirSync(join(repo, '.git'));
    const io = fakeIo(repo, {});
    expect(await main(['init'], io)).toBe(0);
    const settings = JSON.parse(
      readFileSync(join(repo, '.vscode', 'settings.json'), 'utf8'),
    ) as Record<string, unknown>;
    const server = await LanguageServer.start(repo, { schemas: settings['yaml.schemas'] });
    try {
      const examples = join(repo, 'annotations', 'examples.yaml');
      expect(await server.open(examples, readFileSync(examples, 'utf8'))).toEqual([]);
      const nested = join(repo, 'annotations', 'team', 'mixed.yaml');
      expect(lines(await server.open(nested, FILE))).toEqual([6, 9, 16]);
    } finally {
      await server.stop();
    }
  });
});

describe('a $schema modeline alone', () => {
  it('reaches the first document only (yaml-language-server issue #946)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-editor-'));
    const schema = join(ROOT, 'schema', 'annotation.schema.json');
    const server = await LanguageServer.start(dir, {});
    try {
      const broken = FILE.replace('kind: event', 'kind: evnt'); // now the first one breaks too
      const diagnostics = await server.open(
        join(dir, 'annotations.yaml'),
        `# yaml-language-server: $schema=${schema}\n${broken}`,
      );
      expect(lines(diagnostics)).toEqual([2]); // line 1 of the file is the modeline
    } finally {
      await server.stop();
    }
  });
});
