import { describe, expect, it } from 'vitest';
import type { SavedPlan } from '../../src/model/plan.js';
import { contentHash, fingerprintOf } from '../../src/plan/fingerprint.js';
import { projectAnnotation } from '../../src/plan/content-fields.js';
import { plan } from '../../src/plan/plan.js';
import { planHashOf } from '../../src/plan/plan-hash.js';
import {
  checkPlanTarget,
  readSavedPlan,
  SavedPlanError,
  toSavedPlan,
} from '../../src/plan/saved-plan.js';
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
    expect(() => toSavedPlan(broken, context)).toThrow(
      /^Saved plan: this plan has errors and cannot be saved for apply\.$/,
    );
  });

  it('records the target when the run picked one, and no target or keyPrefix otherwise', () => {
    const { keyPrefix: _none, ...plain } = context;
    const bare = toSavedPlan(made, plain);
    expect(Object.keys(bare)).toEqual([
      'formatVersion',
      'kind',
      'toolVersion',
      'baseUrl',
      'createdMs',
      'planHash',
      'plan',
    ]);
    expect(toSavedPlan(made, { ...plain, target: 'staging' })).toMatchObject({
      target: 'staging',
    });
    expect(toSavedPlan(made, { ...plain, target: 'staging' })).not.toHaveProperty('keyPrefix');
    const paths = ['annotations'];
    const withPaths = toSavedPlan(made, { ...plain, paths });
    expect(withPaths.paths).toEqual(['annotations']);
    expect(withPaths.paths).not.toBe(paths);
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

describe('checkPlanTarget', () => {
  const saved = (target?: string) =>
    toSavedPlan(made, { ...context, ...(target === undefined ? {} : { target }) });
  const refusal = (run: () => void): string => {
    try {
      run();
    } catch (error) {
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('accepts the server it was made against, however its URL ends', () => {
    for (const url of [
      'http://127.0.0.1:1/v1',
      'http://127.0.0.1:1/v1/',
      'http://127.0.0.1:1/v1//',
      ' http://127.0.0.1:1/v1 ',
    ])
      expect(
        refusal(() => checkPlanTarget(saved(), url)),
        url,
      ).toBe('accepted');
    expect(refusal(() => checkPlanTarget(saved('staging'), context.baseUrl, 'staging'))).toBe(
      'accepted',
    );
  });

  it('refuses another server, naming both', () => {
    for (const url of ['http://127.0.0.1:2/v1', 'http://127.0.0.1:1/v', 'http://127.0.0.1:1/v1/x'])
      expect(
        refusal(() => checkPlanTarget(saved(), url)),
        url,
      ).toBe(
        `Saved plan: made against http://127.0.0.1:1/v1, not ${url}: refusing to apply it here. Make a new plan against this server.`,
      );
  });

  it('refuses another named target, or a target where there was none, and the other way', () => {
    expect(refusal(() => checkPlanTarget(saved('staging'), context.baseUrl, 'production'))).toBe(
      'Saved plan: made for the target staging: refusing to apply it to the target production. Apply it with --target staging, or make a new plan for this target.',
    );
    expect(refusal(() => checkPlanTarget(saved('staging'), context.baseUrl))).toBe(
      'Saved plan: made for the target staging: refusing to apply it without one. Apply it with --target staging, or make a new plan for this target.',
    );
    expect(refusal(() => checkPlanTarget(saved(), context.baseUrl, 'production'))).toBe(
      'Saved plan: made without a target: refusing to apply it to the target production. Make a new plan with --target.',
    );
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
