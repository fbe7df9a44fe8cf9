// Defaults, derived fields, replace, history and the server-side rules of the upsert.
import { afterAll, describe, expect, it } from 'vitest';
import { start } from './helpers.js';

let clock = Date.UTC(2026, 0, 1);
const ctx = await start({ findings: ['fnd-7'], now: () => (clock += 1000) });
afterAll(() => ctx.emulator.close());

const events = async (id: string) =>
  (await ctx.call('GET', `/observe/annotations/${id}/events`)).json.events;

describe('defaults and derived fields', () => {
  it('fills the defaults of an event and derives its dates (UTC project)', async () => {
    const r = await ctx.put('d-event', { kind: 'event', headline: 'H', dateFrom: '2026-09-17' });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      id: expect.stringMatching(/^ann-\d+$/),
      platform: false,
      kind: 'event',
      headline: 'H',
      dateFrom: '2026-09-17',
      approximate: false,
      effect: 'context',
      display: true,
      source: 'agent',
      datePrecision: 'date',
      dateFromMs: Date.UTC(2026, 8, 17),
      dateToMs: Date.UTC(2026, 8, 18),
      externalKey: 'd-event',
      createdMs: clock,
      updatedMs: clock,
    });
  });

  it('gives a follow-up status open and no effect; no dates without dateFrom', async () => {
    const r = await ctx.put('d-follow', { kind: 'follow-up', headline: 'Why?' });
    expect(r.json.status).toBe('open');
    expect(r.json).not.toHaveProperty('effect');
    expect(r.json).not.toHaveProperty('datePrecision');
    expect(r.json).not.toHaveProperty('dateFromMs');
    expect(r.json).not.toHaveProperty('dateToMs');
  });

  it('ends a dated follow-up at the end of its dateFrom unit', async () => {
    const r = await ctx.put('d-follow-dated', {
      kind: 'follow-up',
      headline: 'Q',
      dateFrom: '2026-02',
    });
    expect(r.json.datePrecision).toBe('month');
    expect(r.json.dateFromMs).toBe(Date.UTC(2026, 1, 1));
    expect(r.json.dateToMs).toBe(Date.UTC(2026, 2, 1));
  });

  it('ends a period at the end of dateTo (inclusive unit); an ongoing period has no dateToMs', async () => {
    const closed = await ctx.put('d-period', {
      kind: 'period',
      headline: 'P',
      dateFrom: '2026-11',
      dateTo: '2026-12',
    });
    expect(closed.json.dateFromMs).toBe(Date.UTC(2026, 10, 1));
    expect(closed.json.dateToMs).toBe(Date.UTC(2027, 0, 1));
    const ongoing = await ctx.put('d-ongoing', {
      kind: 'period',
      headline: 'P',
      dateFrom: '2026-12-31T23',
    });
    expect(ongoing.json.datePrecision).toBe('hour');
    expect(ongoing.json.dateFromMs).toBe(Date.UTC(2026, 11, 31, 23));
    expect(ongoing.json).not.toHaveProperty('dateToMs');
    const seconds = await ctx.put('d-seconds', {
      kind: 'event',
      headline: 'S',
      dateFrom: '2026-12-31T23:59:59',
    });
    expect(seconds.json.datePrecision).toBe('datetime');
    expect(seconds.json.dateToMs - seconds.json.dateFromMs).toBe(1000);
    expect(seconds.json.dateToMs).toBe(Date.UTC(2027, 0, 1));
  });

  it('hides a system annotation by default unless it has an effect other than context', async () => {
    const setup = await ctx.put('d-system', { kind: 'setup', headline: 'S', source: 'system' });
    expect(setup.json.display).toBe(false);
    expect(setup.json.source).toBe('system');
    const ctxEffect = await ctx.put('d-system-2', {
      kind: 'event',
      headline: 'S',
      dateFrom: '2026-01',
      source: 'system',
    });
    expect(ctxEffect.json.display).toBe(false);
    const broken = await ctx.put('d-system-3', {
      kind: 'event',
      headline: 'S',
      dateFrom: '2026-01',
      source: 'system',
      effect: 'broken',
    });
    expect(broken.json.display).toBe(true);
    const manual = await ctx.put('d-manual', {
      kind: 'constraint',
      headline: 'C',
      source: 'manual',
      display: false,
    });
    expect(manual.json).toMatchObject({ source: 'manual', display: false, approximate: false });
  });

  it('keeps every given field as sent', async () => {
    const body = {
      kind: 'event',
      headline: 'Release 4.2',
      description: 'Body',
      dateFrom: '2026-09-17T09',
      approximate: true,
      effect: 'boundary',
      reading: 'Compare within one side.',
      scope: { applicationID: 'app-12', os: 'iOS' },
      series: ['passkeyLoginSuccessRate'],
      display: true,
      source: 'manual',
      evidence: ['code', 'data'],
      refs: [
        { type: 'release', value: 'v4.2.0' },
        { type: 'finding', value: 'fnd-7' },
      ],
    };
    const r = await ctx.put('d-full', body);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject(body);
    expect(r.json).not.toHaveProperty('note');
  });
});

describe('replace and history', () => {
  it('keeps id and createdMs, moves updatedMs, records updated with the note and source', async () => {
    const created = await ctx.put('h-1', { kind: 'setup', headline: 'One' });
    const replaced = await ctx.put('h-1', {
      kind: 'setup',
      headline: 'Two',
      source: 'manual',
      note: 'renamed',
    });
    expect(replaced.json.id).toBe(created.json.id);
    expect(replaced.json.createdMs).toBe(created.json.createdMs);
    expect(replaced.json.updatedMs).toBeGreaterThan(created.json.updatedMs);
    expect(replaced.json.headline).toBe('Two');
    // Newest first, as the vendor's API reference has it.
    expect(await events(created.json.id)).toEqual([
      { type: 'updated', source: 'manual', note: 'renamed', createdMs: replaced.json.updatedMs },
      { type: 'created', source: 'agent', createdMs: created.json.createdMs },
    ]);
  });

  it('an identical replace changes nothing: same updatedMs, no history entry', async () => {
    const created = await ctx.put('h-2', {
      kind: 'interpretation',
      headline: 'Same',
      series: ['a'],
    });
    // Same stored content: defaults written out and keys in another order.
    const again = await ctx.put('h-2', {
      series: ['a'],
      approximate: false,
      source: 'agent',
      headline: 'Same',
      kind: 'interpretation',
    });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(created.json);
    expect(await events(created.json.id)).toHaveLength(1);
  });

  it('an omitted field goes back to its default (PUT replaces content)', async () => {
    await ctx.put('h-3', {
      kind: 'event',
      headline: 'E',
      dateFrom: '2026-01',
      effect: 'broken',
      series: ['x'],
    });
    const r = await ctx.put('h-3', { kind: 'event', headline: 'E', dateFrom: '2026-01' });
    expect(r.json.effect).toBe('context');
    expect(r.json).not.toHaveProperty('series');
  });

  it('closing a follow-up needs a note; closed and reopened are recorded', async () => {
    const created = await ctx.put('h-follow', { kind: 'follow-up', headline: 'Open question' });
    const refused = await ctx.put('h-follow', {
      kind: 'follow-up',
      headline: 'Open question',
      status: 'done',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details).toEqual([
      { field: 'note', message: expect.stringMatching(/note is required/) },
    ]);
    const closed = await ctx.put('h-follow', {
      kind: 'follow-up',
      headline: 'Open question',
      status: 'done',
      note: 'Answered in the retro.',
    });
    expect(closed.status).toBe(200);
    expect(closed.json.status).toBe('done');
    const reopened = await ctx.put('h-follow', { kind: 'follow-up', headline: 'Open question' });
    expect(reopened.json.status).toBe('open');
    const history = await events(created.json.id);
    expect(history.map((e: { type: string }) => e.type)).toEqual(['reopened', 'closed', 'created']);
    expect(history[1]).toMatchObject({ note: 'Answered in the retro.', source: 'agent' });
    expect(history[0]).not.toHaveProperty('note');
  });

  it('creating a follow-up done needs a note; with one, history keeps it', async () => {
    const refused = await ctx.put('h-done', {
      kind: 'follow-up',
      headline: 'Done already',
      status: 'done',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details[0].field).toBe('note');
    const ok = await ctx.put('h-done', {
      kind: 'follow-up',
      headline: 'Done already',
      status: 'done',
      note: 'n',
    });
    expect(ok.status).toBe(200);
    expect(await events(ok.json.id)).toEqual([
      { type: 'created', source: 'agent', note: 'n', createdMs: ok.json.createdMs },
    ]);
  });
});

describe('server-side rules for refs', () => {
  it('refs of type annotation and finding must exist in the project', async () => {
    const target = await ctx.put('r-target', { kind: 'setup', headline: 'T' });
    const bad = await ctx.put('r-1', {
      kind: 'setup',
      headline: 'R',
      refs: [
        { type: 'annotation', value: target.json.id },
        { type: 'finding', value: 'fnd-7' },
        { type: 'annotation', value: 'ann-999999' },
        { type: 'finding', value: 'fnd-8' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.details.map((d: { field: string }) => d.field)).toEqual([
      'refs[2].value',
      'refs[3].value',
    ]);
    const otherProject = await ctx.put(
      'r-2',
      { kind: 'setup', headline: 'R', refs: [{ type: 'annotation', value: target.json.id }] },
      'test-key-other',
    );
    expect(otherProject.status).toBe(400);
    const good = await ctx.put('r-1', {
      kind: 'setup',
      headline: 'R',
      refs: [{ type: 'annotation', value: target.json.id }],
    });
    expect(good.status).toBe(200);
  });
});
