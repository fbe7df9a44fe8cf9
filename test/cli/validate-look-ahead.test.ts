// `validate` warns of what plan may refuse and the files alone show: a follow-up marked done
// without a note, and a ref by key to a key no file holds. Warnings: the files stay valid (exit
// 0), since only the server can tell; plan, which asks it, keeps its own errors.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeIo } from './validate-fake-io.js';

async function run(dir: string, args: string[]) {
  const io = fakeIo(dir, { NO_COLOR: '1' });
  const code = await main(args, io);
  return { code, out: io.out(), err: io.err() };
}

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-look-ahead-'));
  mkdirSync(join(dir, 'annotations'));
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(dir, 'annotations', name), text);
  return dir;
}

const CLOSED = [
  'externalKey: why-retries',
  'kind: follow-up',
  'headline: Why did resends rise?',
  'status: done',
  'refs:',
  '  - { type: annotation, externalKey: sms-outage }',
  '  - { type: annotation, externalKey: gone-elsewhere }',
  '',
].join('\n');
const OUTAGE = 'externalKey: sms-outage\nkind: setup\nheadline: SMS outage\n';

describe('validate looks ahead at what plan may refuse', () => {
  it('warns at the status and at the ref, and the files stay valid', async () => {
    const dir = project({ 'follow-up.yaml': CLOSED, 'outage.yaml': OUTAGE });
    const r = await run(dir, ['validate', '--format', 'json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { valid: boolean; diagnostics: unknown[] };
    expect(report.valid).toBe(true);
    expect(report.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'note.requiredToClose',
        message:
          'closing a follow-up needs a note; plan will check whether this closes it (add a note saying how it was resolved)',
        file: 'annotations/follow-up.yaml',
        line: 4,
        column: 9,
        endLine: 4,
        endColumn: 13,
        path: '/status',
        externalKey: 'why-retries',
      },
      {
        severity: 'warning',
        code: 'refs.unknownKey',
        message:
          'annotation gone-elsewhere is not in the files; plan will look for it on the server',
        file: 'annotations/follow-up.yaml',
        line: 7,
        column: 38,
        endLine: 7,
        endColumn: 52,
        path: '/refs/1/externalKey',
        externalKey: 'why-retries',
      },
    ]);
    const text = await run(dir, ['validate']);
    expect(text.code).toBe(0);
    expect(text.out).toContain(
      'annotations/follow-up.yaml:7:38 warning refs.unknownKey\n  annotation gone-elsewhere is not in the files; plan will look for it on the server\n',
    );
    expect(text.out).toContain('2 files, 2 annotations: 0 errors, 2 warnings');
  });

  it('says nothing of a follow-up closed with a note, an open one, or refs the files hold', async () => {
    const dir = project({
      'follow-up.yaml': CLOSED.replace(
        '  - { type: annotation, externalKey: gone-elsewhere }\n',
        'note: Users retried during the outage.\n',
      ),
      'open.yaml': CLOSED.replace('status: done', 'status: open')
        .replace('why-retries', 'still-open')
        .replace('gone-elsewhere', 'why-retries'),
      'outage.yaml': OUTAGE,
    });
    const r = await run(dir, ['validate', '--format', 'json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { diagnostics: unknown[] }).diagnostics).toEqual([]);
  });

  it('looks only at valid documents: an invalid one has its own errors', async () => {
    const dir = project({ 'follow-up.yaml': CLOSED.replace('headline: ', 'headlin: ') });
    const r = await run(dir, ['validate', '--format', 'json']);
    expect(r.code).toBe(1);
    const codes = (JSON.parse(r.out) as { diagnostics: { code: string }[] }).diagnostics.map(
      (d) => d.code,
    );
    expect(codes).not.toContain('refs.unknownKey');
    expect(codes).not.toContain('note.requiredToClose');
  });

  it('plan, which asks the server, refuses them as errors as before', async () => {
    const dir = project({ 'follow-up.yaml': CLOSED, 'outage.yaml': OUTAGE });
    const r = await run(dir, ['plan', '--emulator', '--format', 'json']);
    expect(r.code).toBe(1);
    const diagnostics = (
      JSON.parse(r.out) as { diagnostics: { severity: string; code: string }[] }
    ).diagnostics.map((d) => `${d.severity} ${d.code}`);
    expect(diagnostics).toEqual(['error note.requiredToClose', 'error refs.unknownKey']);
  });
});
