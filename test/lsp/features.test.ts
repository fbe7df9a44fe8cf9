// The language server's requests through a real client, on a copy of examples/: document
// symbols, go to definition and find references by key, hover, completion and quick fixes.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TextEdit,
  CodeAction,
  CompletionItem,
  Diagnostic,
  DocumentSymbol,
  Hover,
  Location,
} from 'vscode-languageserver-protocol';
import { formatYamlText } from '../../src/load/canonical-yaml.js';
import { ROOT } from '../support/built-package.js';
import { LspClient, uriOf } from './lsp-client.js';

let dir: string;
let client: LspClient;
let followUps: string;
let passkeys: string;
let scratch: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'oa-lsp-'));
  cpSync(join(ROOT, 'examples', 'annotations'), join(dir, 'annotations'), { recursive: true });
  cpSync(join(ROOT, 'examples', 'observe-annotations.yaml'), join(dir, 'observe-annotations.yaml'));
  followUps = join(dir, 'annotations', 'follow-ups.yaml');
  passkeys = join(dir, 'annotations', 'passkeys.yaml');
  scratch = join(dir, 'annotations', 'setup.yaml');
  client = await LspClient.start([dir]);
  await client.open(followUps, readFileSync(followUps, 'utf8'));
  await client.open(passkeys, readFileSync(passkeys, 'utf8'));
  await client.diagnosticsOf(followUps);
});
afterAll(async () => {
  await client.stop();
  rmSync(dir, { recursive: true, force: true });
});

const position = (line: number, character: number) => ({ line, character });
const doc = (path: string) => ({ textDocument: { uri: uriOf(path) } });

describe('navigation', () => {
  it('document symbols: one per annotation, key — headline, the kind as detail', async () => {
    const symbols = await client.request<DocumentSymbol[]>(
      'textDocument/documentSymbol',
      doc(followUps),
    );
    expect(symbols.map((s) => [s.name, s.detail, s.selectionRange.start.line])).toEqual([
      [
        'followup-safari-passkey-failures — Why do passkey logins fail twice as often on Safari 17?',
        'follow-up',
        2,
      ],
      [
        'followup-otp-resend-spike — Explain the spike in OTP resends after the outage',
        'follow-up',
        21,
      ],
    ]);
  });

  it("go to definition from a ref's externalKey lands on the annotation that holds it", async () => {
    const found = await client.request<Location[]>('textDocument/definition', {
      ...doc(followUps),
      position: position(16, 25),
    });
    expect(found).toEqual([
      {
        uri: uriOf(passkeys),
        range: { start: position(23, 13), end: position(23, 40) },
      },
    ]);
  });

  it('find references from an externalKey lists every ref that names it', async () => {
    const found = await client.request<Location[]>('textDocument/references', {
      ...doc(passkeys),
      position: position(23, 20),
      context: { includeDeclaration: false },
    });
    expect(found.map((l) => [l.uri, l.range.start.line])).toEqual([[uriOf(followUps), 16]]);
  });
});

describe('hover', () => {
  it('on a field: what the schema says of it, and its values', async () => {
    const hover = await client.request<Hover>('textDocument/hover', {
      ...doc(followUps),
      position: position(9, 2),
    });
    const text = (hover.contents as { value: string }).value;
    expect(text).toMatch(/^\*\*status\*\*/);
    expect(text).toMatch(/Closing a follow-up .* needs `note`/);
    expect(text).toMatch(/Values: `open`, `done`/);
  });

  it("on a ref's externalKey: the annotation's kind, headline, dates, file and line", async () => {
    const hover = await client.request<Hover>('textDocument/hover', {
      ...doc(followUps),
      position: position(16, 25),
    });
    const text = (hover.contents as { value: string }).value;
    expect(text).toContain('(event)');
    expect(text).toContain('Passkey login rolled out to all web users');
    expect(text).toContain('2026-09-17T09');
    expect(text).toContain('annotations/passkeys.yaml:24');
  });
  it('on a ref to an annotation of a file not open: its values are there too', async () => {
    const hover = await client.request<Hover>('textDocument/hover', {
      ...doc(followUps),
      position: position(28, 25),
    });
    const text = (hover.contents as { value: string }).value;
    expect(text).toContain('(period)');
    expect(text).toContain('SMS OTP delivery failed for most EU numbers');
    expect(text).toContain('annotations/incidents.yaml:3');
  });
});

describe('completion', () => {
  const complete = async (text: string, line: number, character: number) => {
    await client.open(scratch, text);
    const items = await client.request<CompletionItem[]>('textDocument/completion', {
      ...doc(scratch),
      position: position(line, character),
    });
    await client.close(scratch);
    return items.map((i) => i.label);
  };

  it('the fields the kind allows that are not there yet', async () => {
    const labels = await complete('externalKey: a\nkind: setup\nheadline: h\n\n', 3, 0);
    expect(labels).toContain('description');
    expect(labels).not.toContain('kind'); // there already
    expect(labels).not.toContain('dateTo'); // not on a setup
    expect(labels).not.toContain('status');
    const onEvent = await complete('externalKey: a\nkind: period\nheadline: h\n\n', 3, 0);
    expect(onEvent).toContain('dateTo');
  });

  it("an enum's values, a scope's members, a ref's fields and the workspace's keys", async () => {
    expect(await complete('externalKey: a\nkind: \n', 1, 6)).toEqual([
      'event',
      'period',
      'setup',
      'interpretation',
      'constraint',
      'follow-up',
    ]);
    expect(await complete('scope:\n  os: x\n  \n', 2, 2)).toContain('browser');
    expect(await complete('scope:\n  os: x\n  \n', 2, 2)).not.toContain('os');
    expect(await complete('refs:\n  - { type: , value: x }\n', 1, 12)).toContain('release');
    const keys = await complete('refs:\n  - { type: annotation, externalKey:  }\n', 1, 37);
    expect(keys).toContain('release-4-2-passkey-rollout');
  });
});

describe('quick fixes', () => {
  const fixesFor = async (text: string) => {
    // The file on the disk is valid: diagnostics that are not empty are those of `text`.
    client.diagnostics.delete(uriOf(scratch));
    await client.open(scratch, text);
    const diagnostics = await client.diagnosticsOf(scratch, (d) => d.length > 0);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      ...doc(scratch),
      range: { start: position(0, 0), end: position(0, 0) },
      context: { diagnostics },
    });
    await client.close(scratch);
    await client.diagnosticsOf(scratch, (d) => d.length === 0);
    return actions.map((a) => [a.title, a.edit?.changes?.[uriOf(scratch)]?.[0]?.newText]);
  };

  it('did you mean, an enum value, quoting, a missing ---, a missing field', async () => {
    // A misspelt headline is also a missing one: both fixes are offered.
    expect(await fixesFor('externalKey: a\nkind: setup\nheadlin: h\n')).toEqual([
      ['Add headline', 'headline: TODO\n'],
      ['Change to headline', 'headline'],
    ]);
    expect(await fixesFor('externalKey: a\nkind: evnt\nheadline: h\ndateFrom: 2026-01\n')).toEqual([
      ['Change to event', 'event'],
    ]);
    expect(await fixesFor('externalKey: a\nkind: setup\nheadline: Note: passkeys\n')).toEqual([
      ['Quote the value', 'headline: "Note: passkeys"'],
    ]);
    expect(
      await fixesFor(
        'externalKey: a\nkind: setup\nheadline: h\nexternalKey: b\nkind: setup\nheadline: i\n',
      ),
    ).toEqual([['Separate the annotations with ---', '---\n']]);
    expect(await fixesFor('externalKey: a\nkind: setup\n')).toEqual([
      ['Add headline', 'headline: TODO\n'],
    ]);
  });

  it('a diagnostic without a suggestion has none', async () => {
    const diagnostics: Diagnostic[] = [
      {
        range: { start: position(0, 0), end: position(0, 1) },
        message: 'headline is 300 characters long; at most 255 are allowed',
        code: 'headline.maxLength',
      },
    ];
    await client.open(scratch, 'x: 1\n');
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      ...doc(scratch),
      range: diagnostics[0]!.range,
      context: { diagnostics },
    });
    await client.close(scratch);
    expect(actions).toEqual([]);
  });
});

describe('formatting', () => {
  const format = async (text: string) => {
    await client.open(scratch, text);
    const edits = await client.request<TextEdit[]>('textDocument/formatting', {
      ...doc(scratch),
      options: { tabSize: 2, insertSpaces: true },
    });
    await client.close(scratch);
    return edits;
  };

  it('gives what fmt writes, as one edit of the whole text', async () => {
    const text =
      '# a note\nheadline:   Setup   # beside the headline\nkind: setup\nexternalKey: setup-x\n' +
      'series:\n    - web\n    - ios\n';
    const edits = await format(text);
    const fmt = formatYamlText(text, { file: scratch });
    expect(fmt.kind === 'formatted' && fmt.changed).toBe(true);
    expect(edits).toEqual([
      {
        range: { start: position(0, 0), end: position(7, 0) },
        newText: fmt.kind === 'formatted' ? fmt.text : '',
      },
    ]);
    expect(edits[0]!.newText).toContain('# beside the headline');
    expect(edits[0]!.newText.indexOf('externalKey')).toBeLessThan(
      edits[0]!.newText.indexOf('headline'),
    );
  });

  it('gives no edit for a canonical file, nor for one that does not parse', async () => {
    expect(await format(readFileSync(passkeys, 'utf8'))).toEqual([]);
    expect(await format('externalKey: a\nkind: [setup\n')).toEqual([]);
  });

  it('checks the text as fmt checks a file: none over 5 MiB, a byte-order mark left alone', async () => {
    const messy = 'kind: setup\nexternalKey: setup-x\nheadline: Setup\n';
    expect(await format(messy)).toHaveLength(1);
    // Not canonical: only the size limit keeps it from being formatted.
    expect(await format(`${messy}# ${'x'.repeat(5 * 1024 * 1024)}\n`)).toEqual([]);
    // fmt reads a file without its mark and leaves a canonical one as it is.
    expect(await format(`\ufeff${readFileSync(passkeys, 'utf8')}`)).toEqual([]);
  });
});
