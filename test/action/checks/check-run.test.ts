// The check run: every finding on its line, through GitHub's REST description as the stand-in
// holds it, and the step's own annotations when the token may not write checks.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { howToGetTheCheck } from '../../../src/render/github/step-messages.js';
import {
  checkLineNotes,
  inBatches,
  MAX_CHECK_LINE_NOTES,
} from '../../../src/action/checks/check-findings.js';
import { run } from '../../../src/action/run.js';
import { createProblems, updateProblems } from '../support/check-run-rules.js';
import { FakeCore } from '../support/fake-core.js';
import {
  checkRequests,
  connectedInputs,
  putOnServer,
  startServices,
  type Services,
} from '../support/services.js';
import {
  eventFile,
  invalidDocuments,
  invalidWorkspace,
  PR_HEAD,
  ROOT,
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

const onPullRequest = (cwd: string, extra: Record<string, string> = {}) =>
  runnerEnv('pull_request', eventFile('pull_request.opened'), cwd, {
    GITHUB_API_URL: s.github.url,
    ...extra,
  });

describe('the check run', () => {
  it('250 invalid annotations: all 250 reach the check, 50 per request, on the head commit', async () => {
    s.github.grantChecks = true;
    const core = new FakeCore(connectedInputs(s));
    await run(core, onPullRequest(invalidWorkspace(250)));
    expect(s.github.violations).toEqual([]);
    expect(s.github.checkRuns).toHaveLength(1);
    const check = s.github.checkRuns[0]!;
    expect(check).toMatchObject({
      name: 'observe-annotations plan',
      head_sha: PR_HEAD,
      status: 'completed',
      conclusion: 'failure',
      title: 'The files have 250 errors',
      details_url: 'https://github.com/Codertocat/Hello-World/actions/runs/42',
    });
    expect(check.annotations).toHaveLength(250);
    expect(check.annotations.every((a) => a.annotation_level === 'failure')).toBe(true);
    expect(new Set(check.annotations.map((a) => `${a.path}:${a.start_line}`)).size).toBe(250);
    expect(check.annotations[0]).toMatchObject({
      path: 'annotations/bad-0.yaml',
      start_line: 3,
      end_line: 3,
      title: 'headline.maxLength',
    });
    expect(checkRequests(s.github.requests).map((r) => r.method)).toEqual([
      'POST',
      'PATCH',
      'PATCH',
      'PATCH',
      'PATCH',
    ]);
    // The check shows them: no error annotation of the step's own but its failure.
    expect(core.of('error')).toEqual([]);
    expect(core.of('failed')[0]!.text).toContain('250 errors');
    expect(check.summary).toContain('the files are invalid (250 errors)');
    expect(check.summary).not.toContain('<!-- observe-annotations');
  });

  it('a plan: a notice on the first line of each created or updated annotation, the counts as the title, deletions in the summary', async () => {
    s.github.grantChecks = true;
    await putOnServer(s, 'team-setup', 'The old headline');
    const cwd = workspace({
      'a.yaml': `${VALID_ANNOTATION}---\nexternalKey: team-setup\nkind: setup\nheadline: The new headline\n`,
    });
    const core = new FakeCore(connectedInputs(s));
    await run(core, onPullRequest(cwd));
    expect(core.of('failed')).toEqual([]);
    expect(s.github.violations).toEqual([]);
    const check = s.github.checkRuns[0]!;
    expect(check).toMatchObject({
      conclusion: 'success',
      title: '1 to create, 1 to update, 0 to delete',
    });
    expect(check.annotations).toEqual([
      expect.objectContaining({
        path: 'annotations/a.yaml',
        start_line: 1,
        annotation_level: 'notice',
        title: 'create team-release-1',
        message: expect.stringMatching(/^create on the server: kind, headline, dateFrom/),
      }),
      expect.objectContaining({
        path: 'annotations/a.yaml',
        start_line: 6,
        annotation_level: 'notice',
        title: 'update team-setup',
        message: 'update on the server: headline',
      }),
    ]);
    expect(check.summary).toContain('1 to create, 1 to update, 0 to delete');
  });

  it('working-directory: paths from the repository root, in the check and in the fallback', async () => {
    const cwd = workspace({});
    mkdirSync(join(cwd, 'sub', 'annotations'), { recursive: true });
    writeFileSync(join(cwd, 'sub', 'annotations', 'bad.yaml'), invalidDocuments('bad', 1));
    s.github.grantChecks = true;
    const inputs = connectedInputs(s, { 'working-directory': 'sub' });
    await run(new FakeCore(inputs), onPullRequest(cwd));
    expect(s.github.checkRuns[0]!.annotations[0]).toMatchObject({
      path: 'sub/annotations/bad.yaml',
      start_line: 3,
    });

    s.github.grantChecks = false;
    const core = new FakeCore(inputs);
    await run(core, onPullRequest(cwd));
    expect(core.of('error')[0]!.properties).toMatchObject({
      file: 'sub/annotations/bad.yaml',
      startLine: 3,
    });
  });

  it("without checks: write: the step's own annotations, and one notice saying how to get the check", async () => {
    const core = new FakeCore(connectedInputs(s));
    await run(core, onPullRequest(invalidWorkspace(40)));
    expect(s.github.checkRuns).toEqual([]);
    expect(checkRequests(s.github.requests)).toHaveLength(1);
    const errors = core.of('error');
    expect(errors).toHaveLength(9);
    expect(errors[8]!.text).toContain('— and 31 more errors: all 40 are in the job summary');
    expect(
      core.of('notice').filter((n) => n.text === howToGetTheCheck('observe-annotations plan')),
    ).toHaveLength(1);
    expect(core.of('failed')).toHaveLength(1);
  });

  it('a drift check on a schedule fails its check on the commit of the run', async () => {
    s.github.grantChecks = true;
    const sha = 'a'.repeat(40);
    const core = new FakeCore(connectedInputs(s));
    await run(
      core,
      runnerEnv(
        'schedule',
        eventFile('workflow_dispatch'),
        workspace({ 'a.yaml': VALID_ANNOTATION }),
        {
          GITHUB_API_URL: s.github.url,
          GITHUB_SHA: sha,
        },
      ),
    );
    expect(core.failed).toBe(true);
    expect(s.github.checkRuns[0]).toMatchObject({
      head_sha: sha,
      conclusion: 'failure',
      title: 'Drift: 1 to create, 0 to update, 0 to delete',
    });
  });

  it('the label names the check', async () => {
    s.github.grantChecks = true;
    await run(
      new FakeCore(connectedInputs(s, { label: 'production' })),
      onPullRequest(workspace({ 'a.yaml': VALID_ANNOTATION })),
    );
    expect(s.github.checkRuns[0]!.name).toBe('observe-annotations plan (production)');
  });
});

describe('the example workflows', () => {
  it.each([
    ['annotations-plan.yml', 'pull_request', 'pull_request.opened'],
    ['annotations-drift.yml', 'schedule', 'workflow_dispatch'],
    ['annotations-drift.yml', 'workflow_dispatch', 'workflow_dispatch'],
  ])(
    '%s on %s: the check run, with the permissions the workflow declares',
    async (file, event, payload) => {
      const workflow = parse(readFileSync(join(ROOT, 'examples', 'workflows', file), 'utf8')) as {
        permissions: Record<string, string>;
      };
      // The stand-in's workflow token has what the workflow grants, and no more.
      s.github.grantChecks = workflow.permissions.checks === 'write';
      const core = new FakeCore(connectedInputs(s));
      await run(
        core,
        runnerEnv(event, eventFile(payload), workspace({ 'a.yaml': VALID_ANNOTATION }), {
          GITHUB_API_URL: s.github.url,
          GITHUB_SHA: 'b'.repeat(40),
        }),
      );
      expect(s.github.checkRuns).toHaveLength(1);
      expect(s.github.checkRuns[0]!.annotations).toHaveLength(1);
      expect(core.of('notice').map((n) => n.text)).not.toContain(
        howToGetTheCheck('observe-annotations plan'),
      );
    },
  );
});

describe("the step's own annotations within GitHub's 10 per kind", () => {
  it('30 warnings and a warning of the step: 10 warning lines, the "N more" inside them', async () => {
    const empty = Array.from({ length: 30 }, () => '# nothing\n').join('---\n');
    const cwd = workspace({ 'w.yaml': `${VALID_ANNOTATION}---\n${empty}` });
    const core = new FakeCore(connectedInputs(s));
    // The base commit is not in the checkout: the step warns before it annotates.
    await run(core, onPullRequest(cwd));
    const warnings = core.of('warning');
    expect(warnings.length).toBeLessThanOrEqual(10);
    expect(warnings.at(-1)!.text).toMatch(/and \d+ more warnings: all 30 are in the job summary/);
  });
});

describe('the bounds of a check', () => {
  it('sends diagnostics first, then notices, at most MAX_CHECK_LINE_NOTES, 50 a request', () => {
    const diagnostics = Array.from({ length: 1000 }, (_, i) => ({
      severity: (i % 2 ? 'warning' : 'error') as 'warning' | 'error',
      code: 'x',
      message: 'm',
      file: 'a.yaml',
      line: i + 1,
    }));
    const changes = Array.from({ length: 1500 }, (_, i) => ({
      action: 'create' as const,
      externalKey: `k${i}`,
      file: 'b.yaml',
      line: i + 1,
      documentHash: 'h',
      after: { kind: 'setup' as const, headline: 'h' },
      fields: [{ path: 'headline' as const, after: 'h' }],
      dependsOn: [],
    }));
    const { notes: annotations, leftOut } = checkLineNotes(diagnostics, changes, (f) => `sub/${f}`);
    expect(annotations).toHaveLength(MAX_CHECK_LINE_NOTES);
    expect(leftOut).toBe(500);
    expect(annotations.slice(0, 500).every((a) => a.annotation_level === 'failure')).toBe(true);
    expect(annotations[999]!.annotation_level).toBe('warning');
    expect(annotations[1000]).toMatchObject({ annotation_level: 'notice', path: 'sub/b.yaml' });
    const batches = inBatches(annotations);
    expect(batches).toHaveLength(40);
    expect(batches.every((b) => b.length === 50)).toBe(true);
  });
});

describe('the count of errors', () => {
  it('2,500 invalid annotations in one file: the comment, the notice, the failure and the check say the same', async () => {
    s.github.grantChecks = true;
    const core = new FakeCore(connectedInputs(s));
    await run(core, onPullRequest(workspace({ 'many.yaml': invalidDocuments('many', 2500) })));
    const comment = s.github.comments.get('Codertocat/Hello-World#2')![0]!.body;
    const counted = (text: string, pattern: RegExp): number =>
      Number(pattern.exec(text)?.[1]?.replace(/,/g, ''));
    const inComment = counted(comment, /the files are invalid \(([\d,]+) errors\)/);
    expect(inComment).toBeGreaterThan(100);
    expect(
      counted(
        core
          .of('notice')
          .map((n) => n.text)
          .join('\n'),
        /has ([\d,]+) errors/,
      ),
    ).toBe(inComment);
    expect(counted(core.of('failed')[0]!.text, /([\d,]+) errors/)).toBe(inComment);
    expect(counted(s.github.checkRuns[0]!.title!, /([\d,]+) errors/)).toBe(inComment);
  });
});

describe("GitHub's REST description, as the stand-in holds requests to it", () => {
  const annotation = {
    path: 'a.yaml',
    start_line: 1,
    end_line: 1,
    annotation_level: 'notice',
    message: 'm',
  };
  const valid = {
    name: 'n',
    head_sha: PR_HEAD,
    status: 'completed',
    conclusion: 'success',
    output: { title: 't', summary: 's', annotations: [annotation] },
  };

  it('takes a valid request', () => {
    expect(createProblems(valid)).toEqual([]);
    expect(
      updateProblems({ output: { title: 't', summary: 's', annotations: [annotation] } }),
    ).toEqual([]);
  });

  it.each([
    [
      '51 annotations',
      { ...valid, output: { ...valid.output, annotations: Array(51).fill(annotation) } },
    ],
    [
      'a level GitHub does not know',
      {
        ...valid,
        output: { ...valid.output, annotations: [{ ...annotation, annotation_level: 'error' }] },
      },
    ],
    [
      'a summary over 65,535 characters',
      { ...valid, output: { ...valid.output, summary: 'x'.repeat(65_536) } },
    ],
    ['completed without a conclusion', { ...valid, conclusion: undefined }],
    ['no head_sha', { ...valid, head_sha: undefined }],
    ['no output title', { ...valid, output: { summary: 's' } }],
    [
      'columns across lines',
      {
        ...valid,
        output: { ...valid.output, annotations: [{ ...annotation, end_line: 2, start_column: 1 }] },
      },
    ],
    [
      'an annotation without a message',
      {
        ...valid,
        output: { ...valid.output, annotations: [{ ...annotation, message: undefined }] },
      },
    ],
  ])('refuses %s', (_, body) => {
    expect(createProblems(body)).not.toEqual([]);
  });
});
