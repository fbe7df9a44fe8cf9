// The rules that depend on what the server holds now, word for word: closing a follow-up
// needs a note, a reopen with the closing note is pointed out, and a note goes only with the
// write whose status it explains.
import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/model/plan.js';
import { plan } from '../../src/plan/plan.js';
import { desired, onServer } from './builders.js';

const NO_PRUNE = { prune: false };
const only = (changes: Change[]): Change => {
  expect(changes).toHaveLength(1);
  return changes[0]!;
};

describe('closing a follow-up needs a note', () => {
  const close = (why: string) =>
    `This follow-up is ${why}: add a \`note\` saying how it was resolved (the server requires one to close it).`;

  it('says whether it is created as done or closed, and from what', () => {
    const doc = desired('f', { kind: 'follow-up', status: 'done' });
    const messages = (server: ReturnType<typeof onServer>[]) =>
      plan([doc], server, NO_PRUNE).diagnostics.map((d) => d.message);
    expect(messages([])).toEqual([close('created as done')]);
    expect(messages([onServer('f', { kind: 'follow-up', status: 'open' })])).toEqual([
      close('closed (was open)'),
    ]);
    const { status: _none, ...noStatus } = onServer('f', { kind: 'follow-up', status: 'open' });
    expect(messages([noStatus])).toEqual([close('closed (was open)')]);
  });

  it('asks nothing of a write-only run, which cannot know whether it is closed already', () => {
    const doc = desired('f', { kind: 'follow-up', status: 'done' });
    expect(plan([doc], [], { ...NO_PRUNE, blind: true }).diagnostics).toEqual([]);
  });

  it('asks nothing of other kinds, whatever they hold', () => {
    expect(plan([desired('e', { kind: 'setup' })], [], NO_PRUNE).diagnostics).toEqual([]);
  });
});

describe('a note goes only with the write it explains', () => {
  it('not with an edit of a follow-up whose status stays open (absent on the server)', () => {
    const { status: _none, ...noStatus } = onServer('f', { kind: 'follow-up', headline: 'Old' });
    const change = only(
      plan(
        [desired('f', { kind: 'follow-up', status: 'open', headline: 'New', note: 'why' })],
        [noStatus],
        NO_PRUNE,
      ).changes,
    );
    expect(change.action).toBe('update');
    expect(Object.keys(change)).not.toContain('note');
  });

  it('no note member at all when the file has none', () => {
    const created = only(plan([desired('a', { kind: 'setup' })], [], NO_PRUNE).changes);
    const updated = only(
      plan([desired('b', { headline: 'New' })], [onServer('b')], NO_PRUNE).changes,
    );
    for (const change of [created, updated]) expect(Object.keys(change)).not.toContain('note');
  });

  it('records which fields the defaults filled, and nothing when none were', () => {
    const full = {
      kind: 'setup' as const,
      approximate: false,
      display: true,
      source: 'agent' as const,
    };
    expect(Object.keys(only(plan([desired('a', full)], [], NO_PRUNE).changes))).not.toContain(
      'defaulted',
    );
    expect(only(plan([desired('a')], [], NO_PRUNE).changes)).toMatchObject({
      defaulted: ['approximate', 'display', 'source'],
    });
  });
});

describe('a reopen with the note it was closed with', () => {
  const note = 'Fixed in 4.2';
  const closingNotes = new Map([['f', `  ${note}\n`]]);
  const done = onServer('f', { kind: 'follow-up', status: 'done' });
  const open = onServer('f', { kind: 'follow-up', status: 'open' });
  const warned = (status: 'open' | 'done', server: typeof done, text = note) =>
    plan([desired('f', { kind: 'follow-up', status, note: text, headline: 'Edited' })], [server], {
      ...NO_PRUNE,
      closingNotes,
    }).diagnostics;

  it('is a warning, the notes compared without the spaces around them', () => {
    expect(warned('open', done).map((d) => [d.severity, d.code, d.message])).toEqual([
      [
        'warning',
        'note.sameAsClose',
        'This follow-up is reopened with the note it was closed with: the note of a reopen is recorded as its reason. Say why it is open again.',
      ],
    ]);
    expect(warned('open', done, ` ${note} `)).toHaveLength(1);
  });

  it('is nothing when it is no reopen, or the note is another', () => {
    expect(warned('open', open)).toEqual([]);
    expect(warned('done', done)).toEqual([]);
    expect(warned('open', done, 'It came back')).toEqual([]);
    const bare = plan([desired('f', { kind: 'follow-up', status: 'open' })], [done], {
      ...NO_PRUNE,
      closingNotes,
    });
    expect(bare.diagnostics).toEqual([]);
  });
});
