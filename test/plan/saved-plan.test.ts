import { describe, expect, it } from 'vitest';
import type { SavedPlan } from '../../src/model/plan.js';
import { contentHash, fingerprintOf } from '../../src/plan/fingerprint.js';
import { projectAnnotation } from '../../src/plan/content-fields.js';
import { plan } from '../../src/plan/plan.js';
import { planHashOf } from '../../src/plan/plan-hash.js';
import { readSavedPlan, SavedPlanError, toSavedPlan } from '../../src/plan/saved-plan.js';
import { desired, onServer } from './builders.js';

const server = [onServer('a', { headline: 'old' }, { id: 'ann-1', updatedMs: 42 })];
const made = plan([desired('a', { headline: 'new' }), desired('b')], server, { prune: false });
const context = {
  toolVersion: '1.2.3',
  baseUrl: 'http://127.0.0.1:1/v1',
  keyPrefix: 'team.',
  createdMs: 1000,
};

function roundTrip(saved: SavedPlan): unknown {
  return JSON.parse(JSON.stringify(saved));
}

describe('saved plan', () => {
  it('records the plan, its hash, base URL, version, prefix and time, and reads back', () => {
    const saved = toSavedPlan(made, context);
    expect(saved).toMatchObject({
      formatVersion: 1,
      kind: 'observe-annotations/plan',
      toolVersion: '1.2.3',
      baseUrl: 'http://127.0.0.1:1/v1',
      keyPrefix: 'team.',
      createdMs: 1000,
      planHash: made.planHash,
    });
    const update = saved.plan.changes.find((c) => c.action === 'update')!;
    expect(update).toMatchObject({
      documentHash: 'file-hash-of-a',
      fingerprint: { id: 'ann-1', updatedMs: 42 },
    });
    expect(readSavedPlan(roundTrip(saved))).toEqual(saved);
  });

  it('refuses to save a plan with errors', () => {
    const broken = plan(
      [desired('a', { refs: [{ type: 'annotation', externalKey: 'nope' }] })],
      [],
      { prune: false },
    );
    expect(() => toSavedPlan(broken, context)).toThrow(SavedPlanError);
  });

  const bad: [string, (s: Record<string, unknown>) => void, RegExp][] = [
    ['another kind', (s) => (s.kind = 'terraform'), /not a saved plan of observe-annotations/],
    ['another version', (s) => (s.formatVersion = 2), /formatVersion 2 is not supported/],
    ['no base URL', (s) => delete s.baseUrl, /"baseUrl" must be a string/],
    [
      'no changes list',
      (s) => ((s.plan as Record<string, unknown>).changes = {}),
      /"plan.changes" must be a list/,
    ],
    [
      'an unknown action',
      (s) => ((s.plan as { changes: Record<string, unknown>[] }).changes[0]!.action = 'rename'),
      /change 1 \("a"\): unknown action "rename"/,
    ],
    [
      'an edited change',
      (s) =>
        ((s.plan as { changes: { after: { headline: string } }[] }).changes[0]!.after.headline =
          'edited'),
      /modified after it was made/,
    ],
    [
      'a missing fingerprint',
      (s) =>
        delete (s.plan as { changes: Record<string, unknown>[] }).changes.find(
          (c) => c.action === 'update',
        )!.fingerprint,
      /"fingerprint" must be an object/,
    ],
  ];
  for (const [name, edit, message] of bad) {
    it(`refuses ${name} with a clear message`, () => {
      const value = roundTrip(toSavedPlan(made, context)) as Record<string, unknown>;
      edit(value);
      expect(() => readSavedPlan(value)).toThrow(message);
    });
  }

  // Edits that keep every derived member consistent pass the shape checks: only the recorded
  // hash of the changes tells them from the plan that was reviewed.
  type Changes = { changes: Record<string, any>[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const changeOf = (s: Record<string, unknown>, key: string) =>
    (s.plan as Changes).changes.find((c) => c.externalKey === key)!;
  const consistent: [string, (s: Record<string, unknown>) => void][] = [
    [
      "an update's target and its fields, edited together",
      (s) => {
        const a = changeOf(s, 'a');
        a.after.headline = 'written instead';
        a.fields = [{ path: 'headline', before: 'old', after: 'written instead' }];
      },
    ],
    [
      "a create's target and its fields, edited together",
      (s) => {
        const b = changeOf(s, 'b');
        b.after.headline = 'written instead';
        b.fields.find((f: { path: string }) => f.path === 'headline').after = 'written instead';
      },
    ],
    ['a note added', (s) => (changeOf(s, 'a').note = 'a note nobody reviewed')],
    [
      "an update's fingerprint moved to a later time",
      (s) => changeOf(s, 'a').fingerprint.updatedMs++,
    ],
  ];
  for (const [name, edit] of consistent) {
    it(`refuses ${name}: its changes do not match its hash`, () => {
      const value = roundTrip(toSavedPlan(made, context)) as Record<string, unknown>;
      edit(value);
      expect(() => readSavedPlan(value)).toThrow(
        'Saved plan: its changes do not match its planHash: it was modified after it was made; nothing was written.',
      );
    });
  }
  it('refuses a note edited in a plan that had one: its changes do not match its hash', () => {
    const changes = made.changes.map((c) =>
      c.externalKey === 'a' ? { ...c, note: 'reviewed note' } : c,
    );
    const noted = { ...made, changes, planHash: planHashOf(changes) };
    const value = roundTrip(toSavedPlan(noted, context)) as Record<string, unknown>;
    expect(() => readSavedPlan(structuredClone(value))).not.toThrow();
    changeOf(value, 'a').note = 'another note';
    expect(() => readSavedPlan(value)).toThrow(/its changes do not match its planHash/);
  });
  it('refuses what is not an object', () => {
    expect(() => readSavedPlan([1])).toThrow(/JSON object/);
  });
});

describe('fingerprints', () => {
  it('hash the projected content only, evidence as a set', () => {
    const a = onServer('k', { evidence: ['code', 'data'] }, { id: 'ann-3', updatedMs: 7 });
    const b = {
      ...a,
      evidence: ['data', 'code'] as const,
      updatedMs: 9,
      createdMs: 1,
      dateFromMs: 5,
    };
    expect(fingerprintOf(a)).toEqual({
      id: 'ann-3',
      updatedMs: 7,
      contentHash: contentHash(projectAnnotation(a)),
    });
    expect(contentHash(projectAnnotation({ ...b, evidence: [...b.evidence] }))).toBe(
      fingerprintOf(a).contentHash,
    );
    expect(contentHash(projectAnnotation({ ...a, headline: 'other' }))).not.toBe(
      fingerprintOf(a).contentHash,
    );
  });

  it('projection drops every server-derived field', () => {
    const annotation = {
      ...onServer('k', { kind: 'event', dateFrom: '2026-09' }),
      datePrecision: 'month' as const,
      dateToMs: 9,
    };
    expect(Object.keys(projectAnnotation(annotation))).toEqual([
      'kind',
      'headline',
      'dateFrom',
      'approximate',
      'effect',
      'display',
      'source',
    ]);
  });
});
