// The check run's pure parts as tables: what it concludes and titles for each outcome of a plan
// or a validation, and the annotations it carries (where, at which level, with which words,
// within GitHub's limits). check-run.test.ts and apply-check.test.ts run them against the
// stand-in; here mutation testing sees each decision.
import { describe, expect, it } from 'vitest';
import { checkLineNotes, inBatches } from '../../../src/action/checks/check-findings.js';
import { checkReportOf } from '../../../src/render/github/check-report.js';
import { moreLineNotes } from '../../../src/render/github/line-note-texts.js';
import type { ApplyItemResult } from '../../../src/model/apply.js';
import type { Diagnostic } from '../../../src/model/diagnostic.js';
import type { Plan } from '../../../src/model/plan.js';
import type { CommentOutcome } from '../../../src/render/github/plan-comment.js';
import { content, create, createChange, planOf, remove } from '../../support/changes.js';

const error = (fields: Partial<Diagnostic> = {}): Diagnostic => ({
  severity: 'error',
  code: 'headline.maxLength',
  message: 'too long',
  file: 'a.yaml',
  line: 3,
  ...fields,
});
const warning = (fields: Partial<Diagnostic> = {}): Diagnostic =>
  error({ severity: 'warning', code: 'yaml.emptyDocument', ...fields });
const withDiagnostics = (plan: Plan, diagnostics: Diagnostic[]): Plan => ({ ...plan, diagnostics });
const server = {
  id: 'a1',
  externalKey: 'gone',
  kind: 'setup',
  headline: 'Gone',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
} as unknown as Parameters<typeof remove>[0];

describe('what the check concludes', () => {
  const two = planOf([create('a'), create('b')]);
  const one = planOf([create('a')]);
  const empty = planOf([]);
  it.each<[string, CommentOutcome, boolean, string, string]>([
    [
      'a plan',
      { kind: 'plan', plan: two },
      false,
      'success',
      '2 to create, 0 to update, 0 to delete',
    ],
    [
      'a plan of one of each',
      { kind: 'plan', plan: planOf([create('a'), remove(server)]) },
      false,
      'success',
      '1 to create, 0 to update, 1 to delete',
    ],
    ['no changes', { kind: 'plan', plan: empty }, false, 'success', 'No changes'],
    ['no changes, where drift fails', { kind: 'plan', plan: empty }, true, 'success', 'No changes'],
    [
      'drift',
      { kind: 'plan', plan: one },
      true,
      'failure',
      'Drift: 1 to create, 0 to update, 0 to delete',
    ],
    [
      'a plan with an error',
      { kind: 'plan', plan: withDiagnostics(one, [error()]) },
      false,
      'failure',
      'The plan has 1 error',
    ],
    [
      'a plan with errors',
      { kind: 'plan', plan: withDiagnostics(one, [error(), error()]) },
      false,
      'failure',
      'The plan has 2 errors',
    ],
    [
      'a plan with warnings only',
      { kind: 'plan', plan: withDiagnostics(one, [warning()]) },
      false,
      'success',
      '1 to create, 0 to update, 0 to delete',
    ],
    [
      'no changes and errors',
      { kind: 'plan', plan: withDiagnostics(empty, [error()]) },
      false,
      'failure',
      'The files have 1 error',
    ],
    [
      'invalid files',
      { kind: 'invalid', diagnostics: [error(), warning()] },
      false,
      'failure',
      'The files have 1 error',
    ],
    [
      'a plan with errors, some not shown',
      {
        kind: 'plan',
        plan: {
          ...withDiagnostics(one, [error()]),
          omittedDiagnostics: { errors: 4, warnings: 0, codes: {}, files: [] },
        },
      },
      false,
      'failure',
      'The plan has 5 errors',
    ],
    [
      'invalid files, some errors not shown',
      {
        kind: 'invalid',
        diagnostics: [error()],
        omitted: { errors: 4, warnings: 0 },
      } as CommentOutcome,
      false,
      'failure',
      'The files have 5 errors',
    ],
    [
      'invalid files without an error of their own',
      { kind: 'invalid', diagnostics: [warning()] },
      false,
      'failure',
      'The files are invalid',
    ],
    [
      'no plan for a fork',
      { kind: 'no-plan', reason: 'fork', diagnostics: [warning()] },
      false,
      'neutral',
      'No plan was made (the files are valid)',
    ],
    [
      'no plan, invalid files',
      { kind: 'no-plan', reason: 'fork', diagnostics: [error()] },
      false,
      'failure',
      'The files have 1 error',
    ],
    [
      'a plan that failed',
      { kind: 'failed', message: 'down' },
      false,
      'failure',
      'The plan failed',
    ],
  ])('%s', (_, outcome, failOnDrift, conclusion, title) => {
    const report = checkReportOf(outcome, 'the text', failOnDrift);
    expect(report).toStrictEqual({
      conclusion,
      title,
      summary: 'the text',
      diagnostics:
        outcome.kind === 'failed'
          ? []
          : outcome.kind === 'plan'
            ? outcome.plan.diagnostics
            : outcome.diagnostics,
      changes: outcome.kind === 'plan' ? outcome.plan.changes : [],
    });
  });
});

describe('the annotations it carries', () => {
  const fromRoot = (file: string) => `sub/${file}`;
  const failed = (fields: Partial<ApplyItemResult> = {}): ApplyItemResult => ({
    externalKey: 'k',
    action: 'create',
    status: 'failed',
    attempts: 1,
    error: 'refused',
    file: 'a.yaml',
    line: 4,
    ...fields,
  });

  it('errors, then failures, then warnings, then notices; only what has a file and a line', () => {
    const { notes: annotations, leftOut } = checkLineNotes(
      [warning({ line: 9 }), error(), error({ file: undefined }), error({ line: undefined })],
      [createChange('new', content('New'), { file: 'b.yaml', line: 2 }), remove(server)],
      fromRoot,
      [
        failed(),
        failed({ status: 'ok' }),
        failed({ file: undefined }),
        failed({ line: undefined }),
      ],
    );
    expect(leftOut).toBe(0);
    expect(annotations).toStrictEqual([
      {
        path: 'sub/a.yaml',
        start_line: 3,
        end_line: 3,
        annotation_level: 'failure',
        message: 'too long',
        title: 'headline.maxLength',
      },
      {
        path: 'sub/a.yaml',
        start_line: 4,
        end_line: 4,
        annotation_level: 'failure',
        message: 'refused',
        title: 'create k: failed',
      },
      {
        path: 'sub/a.yaml',
        start_line: 9,
        end_line: 9,
        annotation_level: 'warning',
        message: 'too long',
        title: 'yaml.emptyDocument',
      },
      {
        path: 'sub/b.yaml',
        start_line: 2,
        end_line: 2,
        annotation_level: 'notice',
        message: 'create on the server: kind, headline, approximate, display, source',
        title: 'create new',
      },
    ]);
  });

  it.each<[string, Partial<ApplyItemResult>, object]>([
    [
      'a failure without its reason',
      { error: undefined, status: 'stale' },
      { message: 'create of k was stale', title: 'create k: stale' },
    ],
    ['a failure at a column', { column: 7 }, { start_column: 7, end_column: 7 }],
    [
      'a key with a control character',
      { externalKey: 'k\u001b[31m' },
      { title: 'create k\\x1b[31m: failed' },
    ],
  ])('%s', (_, fields, expected) => {
    const [annotation] = checkLineNotes([], [], (f) => f, [failed(fields)]).notes;
    expect(annotation).toMatchObject(expected);
    if (fields.column === undefined) expect(annotation).not.toHaveProperty('start_column');
  });

  it.each<[string, Partial<Diagnostic>, object]>([
    [
      'columns on one line',
      { column: 2, endColumn: 9 },
      { start_line: 3, end_line: 3, start_column: 2, end_column: 9 },
    ],
    [
      'an end column before the start: the start',
      { column: 5, endColumn: 2 },
      { start_column: 5, end_column: 5 },
    ],
    ['an end column at the start', { column: 5, endColumn: 5 }, { start_column: 5, end_column: 5 }],
    ['no end column', { column: 5 }, { start_column: 5, end_column: 5 }],
    [
      'several lines: no columns',
      { endLine: 6, column: 2, endColumn: 9 },
      { start_line: 3, end_line: 6 },
    ],
    [
      'an end line before the start: one line',
      { endLine: 1, column: 2 },
      { start_line: 3, end_line: 3, start_column: 2 },
    ],
    ['no column', {}, { start_line: 3, end_line: 3 }],
  ])('%s', (_, fields, expected) => {
    const [annotation] = checkLineNotes([error(fields)], [], (f) => f).notes;
    expect(annotation).toMatchObject(expected);
    if (!('start_column' in expected)) expect(annotation).not.toHaveProperty('start_column');
  });

  it('a change of no field says so; a deletion has no line to go on', () => {
    const change = { ...createChange('k', content('H'), { file: 'a.yaml', line: 1 }), fields: [] };
    expect(checkLineNotes([], [change, remove(server)], (f) => f).notes).toStrictEqual([
      {
        path: 'a.yaml',
        start_line: 1,
        end_line: 1,
        annotation_level: 'notice',
        message: 'create on the server: no field',
        title: 'create k',
      },
    ]);
  });

  it("cuts a message and a title to GitHub's limits, marking the cut", () => {
    const [exact, over] = checkLineNotes(
      [
        error({ message: 'm'.repeat(4000), code: 't'.repeat(255) }),
        error({ message: 'm'.repeat(4001), code: 't'.repeat(256) }),
      ],
      [],
      (f) => f,
    ).notes;
    expect(exact).toMatchObject({ message: 'm'.repeat(4000), title: 't'.repeat(255) });
    expect(over).toMatchObject({ message: `${'m'.repeat(3999)}…`, title: `${'t'.repeat(254)}…` });
  });

  it('goes in requests of 50, at least one (an empty one for no finding)', () => {
    expect(inBatches([])).toStrictEqual([[]]);
    const annotations = checkLineNotes(
      Array.from({ length: 101 }, (_, i) => error({ line: i + 1 })),
      [],
      (f) => f,
    ).notes;
    expect(inBatches(annotations).map((b) => b.length)).toEqual([50, 50, 1]);
  });
});

describe('moreLineNotes', () => {
  it('counts what was left out, one in the singular', () => {
    expect(moreLineNotes(1, 51, 'error')).toBe(
      ' — and 1 more error: all 51 are in the job summary',
    );
    expect(moreLineNotes(50, 100, 'error')).toBe(
      ' — and 50 more errors: all 100 are in the job summary',
    );
  });
});
