// History kept clean: a follow-up's note is recorded once, by the write that closes (or reopens)
// it; later edits of other fields do not send it again. Read back from the emulator's history.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, SECRET, sharedEmulator } from './apply-helpers.js';

const shared = sharedEmulator();

interface HistoryEntry {
  type: string;
  note?: string;
}

async function history(key: string): Promise<HistoryEntry[]> {
  const headers = { authorization: `Bearer ${SECRET}` };
  const list = (await (
    await fetch(`${shared.current.baseUrl}/observe/annotations?pageSize=1000`, { headers })
  ).json()) as { annotations: { id: string; externalKey?: string }[] };
  const { id } = list.annotations.find((a) => a.externalKey === key)!;
  const res = await fetch(`${shared.current.baseUrl}/observe/annotations/${id}/events`, {
    headers,
  });
  const { events } = (await res.json()) as { events: HistoryEntry[] };
  // Oldest first, as the story is told below.
  return events.reverse().map(({ type, note }) => (note === undefined ? { type } : { type, note }));
}

describe("a follow-up's note in the annotation's history", () => {
  it('is recorded by the close only; a later edit does not repeat it; a reopen warns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-note-'));
    mkdirSync(join(dir, 'annotations'));
    const file = join(dir, 'annotations', 'q.yaml');
    const write = (fields: string): void =>
      writeFileSync(
        file,
        `externalKey: note-q\nkind: follow-up\nheadline: Why did OTP resends spike?\n${fields}`,
      );
    const apply = async (): Promise<string> => {
      const r = await cli(dir, shared.current.baseUrl, ['apply', '--auto-approve']);
      expect(r.code, r.err).toBe(0);
      return r.out;
    };
    const closing = 'Users retried during the SMS outage.';

    write('status: open\n');
    await apply();
    write(`status: done\nnote: ${closing}\n`);
    expect(await apply()).toContain(`note: "${closing}" (travels with the write)`);
    // Two later edits of other fields, the note still in the file.
    write(`status: done\nnote: ${closing}\nseries: [otpResends]\n`);
    const edited = await apply();
    expect(edited).toContain('1 updated');
    expect(edited).not.toContain('travels with the write');
    write(`status: done\nnote: ${closing}\nseries: [otpResends]\nevidence: [data]\n`);
    await apply();
    expect(await history('note-q')).toEqual([
      { type: 'created' },
      { type: 'closed', note: closing },
      { type: 'updated' },
      { type: 'updated' },
    ]);

    // Reopened with the closing note left in place: a warning, at plan time.
    write(`status: open\nnote: ${closing}\n`);
    const warned = await cli(dir, shared.current.baseUrl, ['plan', '--format', 'json']);
    expect(warned.code).toBe(0);
    const plan = JSON.parse(warned.out) as { diagnostics: { code: string; severity: string }[] };
    expect(plan.diagnostics).toEqual([
      expect.objectContaining({ code: 'note.sameAsClose', severity: 'warning' }),
    ]);
    // Saying why it is open again: no warning, and the reopen records that reason.
    const reason = 'Resends are up again since 4.3.';
    write(`status: open\nnote: ${reason}\n`);
    const text = await cli(dir, shared.current.baseUrl, ['plan']);
    expect(text.out).not.toContain('note.sameAsClose');
    await apply();
    expect((await history('note-q')).slice(-1)).toEqual([{ type: 'reopened', note: reason }]);
  });
});
