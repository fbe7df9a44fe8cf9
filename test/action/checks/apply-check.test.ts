// The check run of an apply, on the pushed commit: its conclusion (failure when refused, when
// the apply did not start, stopped or failed; success when applied or nothing to do), the counts
// of what was done as its title, the job summary as its summary, and the plan's diagnostics and
// the apply's failures at their lines. Without `checks: write`, the step's own annotations.
// In process with run() against the emulator and the GitHub stand-in (bundle-check.test.ts runs
// it through the bundle), and the report itself as a table.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyCheckReport, type ApplyOutcome } from '../../../src/render/github/apply-check.js';
import { SUMMARY_CUT_NOTE, withLeftOut } from '../../../src/render/github/check-report.js';
import { howToGetTheCheck } from '../../../src/render/github/step-messages.js';
import { run } from '../../../src/action/run.js';
import type { ApplyItemResult, ApplyResult } from '../../../src/model/apply.js';
import type { Plan } from '../../../src/model/plan.js';
import { planOf } from '../../support/changes.js';
import { failingProxy } from '../support/failing-proxy.js';
import { FakeCore } from '../support/fake-core.js';
import { connectedInputs, startServices, type Services } from '../support/services.js';
import {
  branchPush,
  eventFile,
  INVALID_ANNOTATION,
  MERGE_SHA,
  runnerEnv,
  VALID_ANNOTATION,
  workspace,
} from '../support/workspace.js';

let s: Services;
beforeEach(async () => {
  s = await startServices();
});
afterEach(async () => {
  await s.close();
});

const onPush = (cwd: string) =>
  runnerEnv('push', eventFile('push', branchPush()), cwd, { GITHUB_API_URL: s.github.url });
const approved = (extra: Record<string, string> = {}) =>
  connectedInputs(s, { 'auto-approve': 'true', ...extra });
/** One annotation, and an empty document after it (a warning at its separator, line 5). */
const WITH_WARNING = `${VALID_ANNOTATION}---\n# nothing\n`;

describe('the check run of an apply', () => {
  it('applied: success on the pushed commit, the counts as the title, the job summary, the warnings at their lines', async () => {
    s.github.grantChecks = true;
    const core = new FakeCore(approved({ label: 'production' }));
    await run(core, onPush(workspace({ 'a.yaml': WITH_WARNING })));
    expect(core.of('failed')).toEqual([]);
    expect(s.github.violations).toEqual([]);
    expect(s.github.checkRuns).toHaveLength(1);
    const check = s.github.checkRuns[0]!;
    expect(check).toMatchObject({
      name: 'observe-annotations plan (production)',
      head_sha: MERGE_SHA,
      status: 'completed',
      conclusion: 'success',
      title: 'Applied: 1 created, 0 updated, 0 deleted, 0 unchanged, 0 failed, 0 stale',
      details_url: 'https://github.com/Codertocat/Hello-World/actions/runs/42',
    });
    expect(check.summary).toBe(core.summaryText);
    expect(check.summary).toMatch(/created/i);
    expect(check.annotations).toEqual([
      expect.objectContaining({
        path: 'annotations/a.yaml',
        annotation_level: 'warning',
        start_line: 5,
      }),
    ]);
    // The check shows it: no warning annotation of the step's own for it.
    expect(core.of('warning').filter((w) => w.properties?.file)).toEqual([]);
  });

  it('invalid files whose error is past the 100 diagnostics a file keeps: failure, nothing written', async () => {
    s.github.grantChecks = true;
    const warnings = '---\n# nothing\n'.repeat(100);
    const text = `${VALID_ANNOTATION}${warnings}---\n${INVALID_ANNOTATION}`;
    const core = new FakeCore(approved());
    await run(core, onPush(workspace({ 'a.yaml': text })));
    expect(core.failed).toBe(true);
    expect(s.emulatorRequests.filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect(s.github.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
    expect(s.github.checkRuns[0]!.title).toMatch(/1 error/);
  });

  it('refused: failure, nothing written, saying so in the title', async () => {
    s.github.grantChecks = true;
    const core = new FakeCore(connectedInputs(s));
    await run(core, onPush(workspace({ 'a.yaml': VALID_ANNOTATION })));
    expect(core.failed).toBe(true);
    expect(s.github.checkRuns[0]).toMatchObject({
      head_sha: MERGE_SHA,
      conclusion: 'failure',
      title:
        'Not applied, not the reviewed plan: nothing was written (the plan: 1 to create, 0 to update, 0 to delete)',
      summary: core.summaryText,
    });
  });

  it('a change the server refused: failure, and the change at its file and line; without checks, the step’s own error there', async () => {
    const proxy = await failingProxy(s.emulator.baseUrl);
    try {
      proxy.failing.key = 'team-broken-write';
      const cwd = workspace({
        'a.yaml': `${VALID_ANNOTATION}---\nexternalKey: team-broken-write\nkind: setup\nheadline: Refused\n`,
      });
      s.github.grantChecks = true;
      const core = new FakeCore(approved({ 'base-url': proxy.url }));
      await run(core, onPush(cwd));
      expect(core.failed).toBe(true);
      const check = s.github.checkRuns[0]!;
      expect(check).toMatchObject({
        conclusion: 'failure',
        title:
          'Applied with failures: 1 created, 0 updated, 0 deleted, 0 unchanged, 1 failed, 0 stale',
      });
      expect(check.annotations).toEqual([
        expect.objectContaining({
          path: 'annotations/a.yaml',
          start_line: 6,
          end_line: 6,
          annotation_level: 'failure',
          title: 'create team-broken-write: failed',
          message: expect.stringContaining('Refused for the test'),
        }),
      ]);
      expect(core.of('error')).toEqual([]);

      s.github.grantChecks = false;
      const fallback = new FakeCore(approved({ 'base-url': proxy.url }));
      await run(fallback, onPush(cwd));
      expect(fallback.of('error')).toEqual([
        expect.objectContaining({
          properties: expect.objectContaining({ file: 'annotations/a.yaml', startLine: 6 }),
        }),
      ]);
      expect(fallback.of('notice').map((n) => n.text)).toContain(
        howToGetTheCheck('observe-annotations plan'),
      );
    } finally {
      await proxy.close();
    }
  });

  it('nothing to do: success', async () => {
    s.github.grantChecks = true;
    const cwd = workspace({ 'a.yaml': VALID_ANNOTATION });
    await run(new FakeCore(approved()), onPush(cwd));
    const again = new FakeCore(approved());
    await run(again, onPush(cwd));
    expect(again.failed).toBe(false);
    expect(s.github.checkRuns[1]).toMatchObject({
      conclusion: 'success',
      title: 'Nothing to apply: the server matches the files',
      summary: again.summaryText,
    });
  });

  it('an apply that could not start: failure, saying why', async () => {
    s.github.grantChecks = true;
    s.github.faults.push({
      match: (method, path) => method === 'GET' && path.includes('/pulls'),
      times: 1,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const core = new FakeCore(connectedInputs(s));
    await run(core, onPush(workspace({ 'a.yaml': VALID_ANNOTATION })));
    expect(core.failed).toBe(true);
    expect(s.github.checkRuns[0]).toMatchObject({
      head_sha: MERGE_SHA,
      conclusion: 'failure',
      title: 'The apply did not start: nothing was written',
      summary: expect.stringContaining(
        'could not look up the pull request and its reviewed plan (HTTP 403)',
      ),
    });
  });
});

describe('the report, as a table', () => {
  const item = (fields: Partial<ApplyItemResult>): ApplyItemResult => ({
    externalKey: 'k',
    action: 'create',
    status: 'ok',
    attempts: 1,
    ...fields,
  });
  const result = (fields: Partial<ApplyResult> = {}, items = [item({})]): ApplyResult => ({
    formatVersion: 1,
    summary: { created: 1, updated: 0, deleted: 0, unchanged: 0, failed: 0, stale: 0 },
    results: items,
    ...fields,
  });
  const plan: Plan = {
    ...planOf([]),
    summary: { create: 2, update: 1, delete: 3, unchanged: 0 },
    diagnostics: [{ severity: 'warning', code: 'w', message: 'm', file: 'a.yaml', line: 2 }],
  } as Plan;
  const counts = '1 created, 0 updated, 0 deleted, 0 unchanged, 0 failed, 0 stale';

  it.each<[string, ApplyOutcome, string, string]>([
    ['applied', { kind: 'applied', result: result() }, 'success', `Applied: ${counts}`],
    [
      'a change failed',
      { kind: 'applied', result: result({}, [item({}), item({ status: 'failed' })]) },
      'failure',
      `Applied with failures: ${counts}`,
    ],
    [
      'a stale change',
      { kind: 'applied', result: result({}, [item({ status: 'stale' })]) },
      'failure',
      `Applied with failures: ${counts}`,
    ],
    [
      'stopped by the server',
      { kind: 'applied', result: result({ stopReason: 'HTTP 403' }) },
      'failure',
      `Apply stopped: ${counts}`,
    ],
    [
      'interrupted',
      { kind: 'applied', result: result({ interrupted: true }) },
      'failure',
      `Apply stopped: ${counts}`,
    ],
    [
      'refused',
      { kind: 'refused' },
      'failure',
      'Not applied, not the reviewed plan: nothing was written (the plan: 2 to create, 1 to update, 3 to delete)',
    ],
    [
      'nothing to do',
      { kind: 'nothing-to-do', already: false },
      'success',
      'Nothing to apply: the server matches the files',
    ],
    [
      'applied before',
      { kind: 'nothing-to-do', already: true },
      'success',
      'Already applied by an earlier run: nothing to write',
    ],
    [
      'could not start',
      { kind: 'failed' },
      'failure',
      'The apply did not start: nothing was written',
    ],
  ])('%s', (_, outcome, conclusion, title) => {
    const report = applyCheckReport(outcome, plan, 'the summary');
    expect(report).toMatchObject({ conclusion, title, summary: 'the summary', changes: [] });
    expect(report.diagnostics).toBe(plan.diagnostics);
    if (outcome.kind === 'applied') expect(report.failures).toBe(outcome.result.results);
    else expect(report).not.toHaveProperty('failures');
  });

  it('no plan: no diagnostics', () => {
    expect(applyCheckReport({ kind: 'failed' }, undefined, 's').diagnostics).toEqual([]);
  });

  it("a summary past the check's 65,535 characters is cut at a line's end, saying so", () => {
    const long = Array.from({ length: 2000 }, (_, i) => `line ${i} ${'x'.repeat(40)}`).join('\n');
    const cut = withLeftOut(long, 0);
    expect(cut.length).toBeLessThanOrEqual(65_535);
    expect(cut.endsWith(SUMMARY_CUT_NOTE)).toBe(true);
    expect(long.startsWith(cut.slice(0, -SUMMARY_CUT_NOTE.length))).toBe(true);
    expect(cut.slice(0, -SUMMARY_CUT_NOTE.length)).toMatch(/x$/);
    expect(withLeftOut('short', 0)).toBe('short');
    expect(withLeftOut('short', 3)).toContain('3 more annotations');
    const noLines = withLeftOut('y'.repeat(70_000), 0);
    expect(noLines.length).toBeLessThanOrEqual(65_535);
    expect(noLines.endsWith(SUMMARY_CUT_NOTE)).toBe(true);
  });

  // Lines of 100 characters (99 and the line feed): the cut keeps every whole line before it.
  const line = (i: number): string => `${i}`.padEnd(99, 'x');
  const lines = Array.from({ length: 1000 }, (_, i) => line(i)).join('\n');
  const kept = (room: number): string => {
    const before = room - SUMMARY_CUT_NOTE.length;
    return Array.from({ length: Math.floor(before / 100) }, (_, i) => line(i)).join('\n');
  };
  const leftOutNote = withLeftOut('', 3);

  it('cuts at the last whole line within the room, exactly', () => {
    expect(withLeftOut(lines, 0)).toBe(kept(65_535) + SUMMARY_CUT_NOTE);
  });

  it('keeps room for the note of annotations not sent', () => {
    expect(leftOutNote).toMatch(/^\n\n_3 more annotations .*\n$/);
    const cut = withLeftOut(lines, 3);
    expect(cut).toBe(kept(65_535 - leftOutNote.length) + SUMMARY_CUT_NOTE + leftOutNote);
    expect(cut.length).toBeLessThanOrEqual(65_535);
  });

  it('a summary that fits with the note to the character is whole; one more is cut', () => {
    const fits = 'z'.repeat(65_535 - leftOutNote.length);
    expect(withLeftOut(fits, 3)).toBe(fits + leftOutNote);
    const over = withLeftOut(`${fits}z`, 3);
    expect(over.length).toBeLessThanOrEqual(65_535);
    expect(over.endsWith(SUMMARY_CUT_NOTE + leftOutNote)).toBe(true);
  });

  it('without a line to cut at, cuts at the room: a line feed first is no line', () => {
    const room = 65_535 - SUMMARY_CUT_NOTE.length;
    expect(withLeftOut('y'.repeat(70_000), 0)).toBe('y'.repeat(room) + SUMMARY_CUT_NOTE);
    const first = `\n${'y'.repeat(70_000)}`;
    expect(withLeftOut(first, 0)).toBe(first.slice(0, room) + SUMMARY_CUT_NOTE);
  });
});
