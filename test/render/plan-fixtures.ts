// Fixed plans for the golden tests, built by the real planner from in-memory builders.
import type { Plan } from '../../src/model/plan.js';
import type { ShownPlan } from '../../src/render/views.js';
import { markCauses } from '../../src/plan/causes.js';
import { plan } from '../../src/plan/plan.js';
import { timelineOf } from '../../src/plan/timeline.js';
import { desired, onServer } from '../plan/builders.js';

const A = 'annotations/release.yaml';
const B = 'annotations/follow-ups.yaml';

const longBefore = [
  'Rollout finished at 09:45 project time.',
  '',
  'Login success rates before and after are not comparable.',
  'See the dashboard.',
  'Owner: identity team.',
  'Reviewed weekly.',
  'Last line.',
].join('\n');
const longAfter = longBefore
  .replace('See the dashboard.', 'See the dashboard and the `passkey` runbook.')
  .replace('Last line.', 'Last line, edited.');

const server = [
  onServer('team.release-4-1', { kind: 'event', dateFrom: '2026-08-01' }, { id: 'ann-3' }),
  onServer(
    'team.outage',
    {
      kind: 'period',
      headline: 'Login outage',
      description: longBefore,
      dateFrom: '2026-09-17',
      dateTo: '2026-09-20',
      effect: 'broken',
      scope: { applicationID: 'app-12', browser: 'Edge' },
      series: ['loginSuccessRate'],
      evidence: ['trace', 'data'],
      reading: 'Exclude these days.',
    },
    { id: 'ann-7', updatedMs: 1_700_000_100_000 },
  ),
  onServer(
    'team.question',
    { kind: 'follow-up', headline: 'Why did SMS OTP drop?', status: 'open' },
    { id: 'ann-8' },
  ),
  onServer('team.old-note', { kind: 'setup', headline: 'Old setup note' }, { id: 'ann-9' }),
  onServer('team.kept', { kind: 'setup', headline: 'Kept as is' }, { id: 'ann-10' }),
  onServer('other.writer', { kind: 'setup', headline: 'Not ours' }, { id: 'ann-11' }),
  // Another team's period over the outage: context on the timeline, no part of the plan.
  onServer(
    'other.maintenance',
    {
      kind: 'period',
      headline: 'Database maintenance',
      dateFrom: '2026-09-15',
      dateTo: '2026-09-18',
      effect: 'degraded',
      series: ['loginSuccessRate'],
    },
    { id: 'ann-12' },
  ),
];

/** The plan's date in the fixtures (where an ongoing period would end). */
const PLAN_DATE = '2026-10-01';

/** The plan with the timeline the session makes beside it. */
function withTimeline(made: Plan): ShownPlan {
  return { plan: made, timeline: timelineOf(made, server, PLAN_DATE) };
}

const files = [
  desired(
    'team.release-4-2',
    {
      kind: 'event',
      headline: 'Passkey login rolled out to all web users',
      description: 'Rollout finished at 09:45.\n\n```yaml\nflag: passkeys\n```\n',
      dateFrom: '2026-09-17T09',
      effect: 'boundary',
      reading: 'Compare passkey login rates only within one side of this date.',
      scope: { applicationID: 'app-12' },
      series: ['passkeyLoginSuccessRate'],
      evidence: ['code', 'data'],
      refs: [
        { type: 'release', value: 'v4.2.0' },
        { type: 'annotation', externalKey: 'team.release-4-1' },
        { type: 'annotation', externalKey: 'team.checklist' },
      ],
    },
    { file: A, line: 1 },
  ),
  desired(
    'team.checklist',
    { kind: 'setup', headline: 'Release checklist' },
    { file: A, line: 24 },
  ),
  desired(
    'team.outage',
    {
      kind: 'period',
      headline: 'Login outage (partial)',
      description: longAfter,
      dateFrom: '2026-09-17',
      dateTo: '2026-09-21',
      scope: { applicationID: 'app-12', os: 'iOS' },
      series: ['loginSuccessRate'],
      evidence: ['data', 'code'],
      reading: 'Exclude these days.',
    },
    { file: A, line: 30 },
  ),
  desired('team.release-4-1', { kind: 'event', dateFrom: '2026-08-01' }, { file: A, line: 45 }),
  desired(
    'team.question',
    {
      kind: 'follow-up',
      headline: 'Why did SMS OTP drop?',
      status: 'done',
      note: 'Carrier outage; see the outage period.',
    },
    { file: B, line: 1 },
  ),
  desired('team.kept', { kind: 'setup', headline: 'Kept as is' }, { file: B, line: 8 }),
];

/** Every kind of change, deletions included (prune under `team.`), with its timeline. */
export function changesShown(): ShownPlan {
  return withTimeline(changesPlan());
}

/** The same plan alone. */
function changesPlan(): Plan {
  return plan(files, server, { keyPrefix: 'team.', prune: true });
}

/**
 * `plan --base REF` over the same changes: at REF the files held the deleted note as the
 * server has it (pr), not the two new annotations (pr), the outage as it is now but for a
 * reading the server no longer has (both), and the question as it is now (drift).
 */
export function causesShown(): ShownPlan {
  const atBase = [
    desired('team.old-note', { kind: 'setup', headline: 'Old setup note' }),
    desired('team.outage', {
      ...files.find((f) => f.document.externalKey === 'team.outage')!.document,
      headline: 'Login outage',
      description: longBefore,
      dateTo: '2026-09-20',
      effect: 'broken',
      scope: { applicationID: 'app-12', browser: 'Edge' },
      evidence: ['trace', 'data'],
      reading: 'Exclude these days, all of them.',
    }),
    files.find((f) => f.document.externalKey === 'team.question')!,
    files.find((f) => f.document.externalKey === 'team.kept')!,
  ];
  const marked = markCauses(
    changesPlan(),
    {
      base: atBase.map((d) => d.document),
      now: files.map((d) => d.document),
      current: server,
    },
    { ref: 'origin/main', commit: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b' },
  );
  return withTimeline(marked);
}

/** Nothing to change; one orphan reported as information. */
export function orphansPlan(): Plan {
  const inSync = files.filter((f) =>
    ['team.release-4-1', 'team.kept'].includes(f.document.externalKey),
  );
  return plan(
    inSync,
    server.filter((a) => a.externalKey !== 'team.outage' && a.externalKey !== 'team.question'),
    {
      keyPrefix: 'team.',
      prune: false,
    },
  );
}

/** State-dependent errors: no hash, nothing can be applied. */
export function errorsPlan(): Plan {
  return plan(
    [
      desired(
        'team.question',
        { kind: 'follow-up', headline: 'Why did SMS OTP drop?', status: 'done' },
        { file: B, line: 1 },
      ),
      desired(
        'team.kept',
        {
          kind: 'setup',
          headline: 'Kept',
          refs: [{ type: 'annotation', externalKey: 'team.ghost' }],
        },
        { file: B, line: 8 },
      ),
    ],
    server,
    { prune: false },
  );
}

/** File texts for code frames under diagnostics. */
export const SOURCES: Record<string, string> = {
  [B]: [
    'externalKey: team.question',
    'kind: follow-up',
    'headline: Why did SMS OTP drop?',
    'status: done',
    '---',
    '# kept',
    '',
    'externalKey: team.kept',
    'kind: setup',
    'headline: Kept',
    'refs:',
    '  - { type: annotation, externalKey: team.ghost }',
    '',
  ].join('\n'),
};
