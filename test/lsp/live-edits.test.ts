// The language server as the user types: the editor's text counts over the disk, an edit in one
// file republishes the others whose diagnostics it changed (a duplicate key, a ref to a key no
// file holds), files changed on the disk are read again, several workspace folders each keep
// their own config, and bad input gets an error, never a crash.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../support/built-package.js';
import { LspClient, uriOf } from './lsp-client.js';

const temps: string[] = [];
let client: LspClient | undefined;
afterEach(async () => {
  if (client && client.child.exitCode === null) await client.stop();
  client = undefined;
});
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** A copy of examples/ (its config and six files, no diagnostics). */
function examples(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-lsp-'));
  temps.push(dir);
  cpSync(join(ROOT, 'examples', 'annotations'), join(dir, 'annotations'), { recursive: true });
  cpSync(join(ROOT, 'examples', 'observe-annotations.yaml'), join(dir, 'observe-annotations.yaml'));
  return dir;
}

const codes = (list: { code?: string | number }[]) => list.map((d) => d.code);

describe('an edit republishes the files whose diagnostics it changed', () => {
  it('a duplicate key typed into an open file shows in the other, unopened file, and goes when fixed', async () => {
    const dir = examples();
    const first = join(dir, 'annotations', 'experiments.yaml');
    const other = join(dir, 'annotations', 'incidents.yaml');
    client = await LspClient.start([dir]);
    await client.diagnosticsOf(other);
    const text = readFileSync(first, 'utf8');
    await client.open(first, text);
    await client.change(
      first,
      text.replace('externalKey: exp-magic-link-vs-otp', 'externalKey: sso-okta-migration'),
    );
    const shown = await client.diagnosticsOf(other, (d) => d.length > 0);
    expect(codes(shown)).toEqual(['externalKey.duplicate']);
    expect(shown[0]!.range.start.line).toBe(21); // incidents.yaml line 22, where validate puts it
    expect(shown[0]!.relatedInformation?.[0]?.location.uri).toBe(uriOf(first));
    expect(shown[0]!.relatedInformation?.[0]?.location.range.start.line).toBe(1);
    expect(shown[0]!.codeDescription?.href).toMatch(
      /file-format\.md#:~:text=externalKey\.duplicate$/,
    );
    // Unsaved: the disk still holds the old key.
    expect(readFileSync(first, 'utf8')).toBe(text);
    await client.change(first, text);
    expect(await client.diagnosticsOf(other, (d) => d.length === 0)).toEqual([]);
  });

  it('a key renamed away leaves the refs to it unknown (a warning where they are), and closing the file goes back to the disk', async () => {
    const dir = examples();
    const passkeys = join(dir, 'annotations', 'passkeys.yaml');
    const followUps = join(dir, 'annotations', 'follow-ups.yaml');
    client = await LspClient.start([dir]);
    await client.diagnosticsOf(followUps);
    const text = readFileSync(passkeys, 'utf8');
    await client.open(passkeys, text);
    await client.change(
      passkeys,
      text.replaceAll('release-4-2-passkey-rollout', 'release-4-2-renamed'),
    );
    const warned = await client.diagnosticsOf(followUps, (d) => d.length > 0);
    expect(codes(warned)).toEqual(['refs.unknownKey']);
    expect(warned[0]!.severity).toBe(2);
    await client.close(passkeys);
    expect(await client.diagnosticsOf(followUps, (d) => d.length === 0)).toEqual([]);
  });

  it('edits faster than validation are coalesced: one round reads the last text, and what is published is its diagnostics', async () => {
    const dir = examples();
    const file = join(dir, 'annotations', 'setup.yaml');
    client = await LspClient.start([dir]);
    await client.diagnosticsOf(file);
    const text = 'externalKey: a\nkind: setup\nheadline: h\n';
    await client.open(file, text);
    await client.diagnosticsOf(file, (d) => d.length === 0);
    const before = client.published.length;
    // 50 edits at once, each a different unknown field, then a misspelt one.
    const edits = Array.from({ length: 50 }, (_, i) => `${text}unknown${i}: x\n`);
    client.changeAll(file, [...edits, `${text}headlin: typo\n`]);
    const last = await client.diagnosticsOf(file, (d) =>
      d.some((x) => /^unknown field headlin;/.test(x.message as string)),
    );
    expect(codes(last)).toEqual(['document.unknownField']);
    expect(last[0]!.message).toMatch(/did you mean headline\?/);
    // No stale round in between: the first publication after the edits is the last text's.
    const rounds = client.published.slice(before).filter((p) => p.uri === uriOf(file));
    expect(rounds).toHaveLength(1);
  });
});

describe('the disk, and several folders', () => {
  it('a file changed on the disk (not open) is read again when the editor says so', async () => {
    const dir = examples();
    const file = join(dir, 'annotations', 'setup.yaml');
    client = await LspClient.start([dir]);
    await client.diagnosticsOf(file);
    writeFileSync(file, `${readFileSync(file, 'utf8')}kind2: x\n`);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uriOf(file), type: 2 }],
    });
    expect(codes(await client.diagnosticsOf(file, (d) => d.length > 0))).toEqual([
      'document.unknownField',
    ]);
  });

  it('a new file on the disk is read once the editor says it was created; a deleted one is cleared', async () => {
    const dir = examples();
    const file = join(dir, 'annotations', 'new.yaml');
    client = await LspClient.start([dir]);
    await client.diagnosticsOf(join(dir, 'annotations', 'setup.yaml'));
    writeFileSync(file, 'externalKey: exp-magic-link-vs-otp\nkind: setup\nheadline: h\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uriOf(file), type: 1 }],
    });
    const shown = await client.diagnosticsOf(file, (d) => d.length > 0);
    expect(codes(shown)).toEqual(['externalKey.duplicate']);
    rmSync(file);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uriOf(file), type: 3 }],
    });
    expect(await client.diagnosticsOf(file, (d) => d.length === 0)).toEqual([]);
  });

  it('a new file saved from the editor, open there, is read once the editor says it was created', async () => {
    const dir = examples();
    const file = join(dir, 'annotations', 'saved-as.yaml');
    client = await LspClient.start([dir]);
    await client.diagnosticsOf(join(dir, 'annotations', 'setup.yaml'));
    const text = 'externalKey: exp-magic-link-vs-otp\nkind: setup\nheadline: h\n';
    await client.open(file, text);
    writeFileSync(file, text);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uriOf(file), type: 1 }],
    });
    const shown = await client.diagnosticsOf(file, (d) => d.length > 0);
    expect(codes(shown)).toEqual(['externalKey.duplicate']);
  });

  it('a workspace folder added later is read with its own config', async () => {
    const a = examples();
    const b = examples();
    const file = join(b, 'annotations', 'setup.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}colour: red\n`);
    client = await LspClient.start([a]);
    await client.diagnosticsOf(join(a, 'annotations', 'setup.yaml'));
    await client.connection.sendNotification('workspace/didChangeWorkspaceFolders', {
      event: { added: [{ uri: uriOf(b), name: 'b' }], removed: [] },
    });
    expect(codes(await client.diagnosticsOf(file, (d) => d.length > 0))).toEqual([
      'document.unknownField',
    ]);
  });

  it('at start, each file shows its own diagnostics as it is read, then the checks across files', async () => {
    const dir = examples();
    const setup = readFileSync(join(dir, 'annotations', 'setup.yaml'), 'utf8');
    writeFileSync(join(dir, 'annotations', 'zz-copy.yaml'), setup);
    client = await LspClient.start([dir]);
    await client.settled();
    const times = (name: string) =>
      client!.published
        .filter((p) => p.uri === uriOf(join(dir, 'annotations', name)))
        .map((p) => codes(p.diagnostics));
    // The copy, read last, holds each key a second time: only the round after the read sees it.
    const keys = setup.match(/^externalKey:/gm)!.length;
    expect(times('zz-copy.yaml')).toEqual([[], Array(keys).fill('externalKey.duplicate')]);
    expect(times('setup.yaml')).toEqual([[]]);
  });

  it('a folder inside another that reads by the same config is one workspace: each diagnostic once', async () => {
    const dir = examples();
    const file = join(dir, 'annotations', 'setup.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}colour: red\n`);
    client = await LspClient.start([dir, join(dir, 'annotations')]);
    await client.settled();
    expect(codes(client.diagnostics.get(uriOf(file))!)).toEqual(['document.unknownField']);
    expect(client.published.filter((p) => p.uri === uriOf(file))).toHaveLength(1);
  });

  it('a file two folders read by their own configs shows the diagnostics of the deeper one', async () => {
    const outer = examples();
    const inner = join(outer, 'team');
    cpSync(join(outer, 'annotations', 'setup.yaml'), join(inner, 'annotations', 'setup.yaml'));
    writeFileSync(join(inner, 'observe-annotations.yaml'), 'include: [annotations/]\n');
    writeFileSync(
      join(outer, 'observe-annotations.yaml'),
      'include: [annotations/, team/annotations/]\n',
    );
    const file = join(inner, 'annotations', 'setup.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}colour: red\n`);
    client = await LspClient.start([outer, inner]);
    await client.settled();
    // The outer config reads the copy beside the first: each key twice. The inner one reads it
    // alone, as validate started there does: its own problem only, and once.
    expect(codes(client.diagnostics.get(uriOf(file))!)).toEqual(['document.unknownField']);
  });

  it('two workspace folders, each with its own config: a key may repeat across them', async () => {
    const a = examples();
    const b = examples();
    writeFileSync(join(b, 'observe-annotations.yaml'), 'include: [annotations/setup.yaml]\n');
    client = await LspClient.start([a, b]);
    await client.diagnosticsOf(join(a, 'annotations', 'incidents.yaml'));
    expect(await client.diagnosticsOf(join(b, 'annotations', 'setup.yaml'))).toEqual([]);
    // b reads only setup.yaml: its other files are not published.
    expect(client.diagnostics.has(uriOf(join(b, 'annotations', 'incidents.yaml')))).toBe(false);
  });
});

describe('sturdy', () => {
  it('a config validate refuses is said in a message, as validate says it, and mended when it is fixed', async () => {
    const dir = examples();
    const config = join(dir, 'observe-annotations.yaml');
    writeFileSync(config, 'includ: [annotations/]\n');
    client = await LspClient.start([dir]);
    await client.when(() => client!.messages.length > 0);
    expect(client.messages[0]).toMatch(/unknown setting 'includ'.*did you mean 'include'\?/);
    writeFileSync(config, 'include: 5\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uriOf(config), type: 2 }],
    });
    await client.when(() => client!.messages.length > 1);
    // As validate says it: `Error: observe-annotations.yaml:1:10: 'include' must be …`.
    expect(client.messages[1]).toBe(
      `observe-annotations (${dir}): observe-annotations.yaml:1:10: 'include' must be a list of files, folders or globs`,
    );
    writeFileSync(config, 'include: [annotations/]\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uriOf(config), type: 2 }],
    });
    expect(await client.diagnosticsOf(join(dir, 'annotations', 'setup.yaml'))).toEqual([]);
  });

  it('a request on a document the server does not know is an error, and the server goes on', async () => {
    const dir = examples();
    client = await LspClient.start([dir]);
    await expect(
      client.request('textDocument/hover', {
        textDocument: { uri: uriOf(join(dir, 'nowhere.yaml')) },
        position: { line: 0, character: 0 },
      }),
    ).rejects.toThrow(/unknown document/);
    const file = join(dir, 'annotations', 'setup.yaml');
    await client.open(file, 'externalKey: x\nkind: setup\n');
    expect(codes(await client.diagnosticsOf(file, (d) => d.length > 0))).toEqual([
      'headline.required',
    ]);
  });

  it('a malformed message and invalid UTF-8 get errors; the server answers the next request and exits cleanly', async () => {
    const dir = examples();
    client = await LspClient.start([dir]);
    const raw = (body: Buffer) => {
      client!.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
      client!.child.stdin.write(body);
    };
    raw(Buffer.from('{"jsonrpc":"2.0","id":77,"method":"textDocument/hover","params":'));
    raw(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    raw(Buffer.from('{"jsonrpc":"2.0","id":78,"method":"no/such/method","params":{}}'));
    const file = join(dir, 'annotations', 'setup.yaml');
    await client.open(file, 'externalKey: x\nkind: setup\nheadline: ok\n');
    expect(await client.diagnosticsOf(file)).toEqual([]);
    expect(await client.stop()).toBe(0);
    expect(client.stderr).not.toMatch(/bug|at .*\.js:\d+/);
  });

  it("an editor's text over 5 MiB is refused as the file on disk would be, and the others go on", async () => {
    const dir = examples();
    const file = join(dir, 'annotations', 'setup.yaml');
    const other = join(dir, 'annotations', 'incidents.yaml');
    client = await LspClient.start([dir]);
    await client.diagnosticsOf(file);
    await client.open(file, `# ${'x'.repeat(5 * 1024 * 1024)}\n`);
    const refused = await client.diagnosticsOf(file, (d) => d.length > 0);
    expect(codes(refused)).toEqual(['file.tooLarge']);
    expect(refused[0]!.message).toBe('file is 5.0 MiB; annotation files may be at most 5 MiB');
    const text = readFileSync(other, 'utf8');
    await client.open(other, `${text}colour: red\n`);
    expect(codes(await client.diagnosticsOf(other, (d) => d.length > 0))).toEqual([
      'document.unknownField',
    ]);
  });

  it('exit without shutdown ends with 1, as the protocol says', async () => {
    const dir = examples();
    client = await LspClient.start([dir]);
    await client.connection.sendNotification('exit');
    expect(await client.exited).toBe(1);
  });
});
