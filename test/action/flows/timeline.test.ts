// A pull request that moves a period: the comment, the job summary and the check show it on the
// timeline beside the server's period it now overlaps, and plan warns of the conflict.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { run } from '../../../src/action/run.js';
import { FakeCore } from '../support/fake-core.js';
import { connectedInputs, KEY, startServices, type Services } from '../support/services.js';
import { eventFile, runnerEnv, workspace } from '../support/workspace.js';

let s: Services;
beforeEach(async () => {
  s = await startServices();
});
afterEach(async () => {
  await s.close();
});

async function put(key: string, body: object): Promise<void> {
  const response = await fetch(`${s.emulator.baseUrl}/observe/annotations/byExternalKey/${key}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const OUTAGE = {
  kind: 'period',
  headline: 'Login outage',
  dateFrom: '2026-09-01',
  dateTo: '2026-09-03',
  effect: 'broken',
  series: ['loginSuccessRate'],
};

it('a moved period is drawn beside the period it now overlaps, and the overlap is a warning', async () => {
  await put('team-outage', OUTAGE);
  await put('other-maintenance', {
    kind: 'period',
    headline: 'Database maintenance: "read-only" <b>',
    dateFrom: '2026-09-10',
    dateTo: '2026-09-12',
    effect: 'degraded',
    series: ['loginSuccessRate'],
  });
  const moved = `externalKey: team-outage\nkind: period\nheadline: Login outage\ndateFrom: 2026-09-09\ndateTo: 2026-09-11\neffect: broken\nseries: [loginSuccessRate]\n`;
  s.github.grantChecks = true;
  const core = new FakeCore(connectedInputs(s));
  await run(
    core,
    runnerEnv('pull_request', eventFile('pull_request.opened'), workspace({ 'o.yaml': moved }), {
      GITHUB_API_URL: s.github.url,
    }),
  );
  expect(core.of('failed')).toEqual([]);
  const comment = s.github.comments.get('Codertocat/Hello-World#2')![0]!.body;
  for (const text of [comment, core.summaryText, s.github.checkRuns[0]!.summary!]) {
    expect(text).toContain('```mermaid');
    expect(text).toContain('~ Login outage :crit, 2026-09-09T00:00:00, 2026-09-12T00:00:00');
    expect(text).toContain(
      '· Database maintenance꞉ ＂read-only＂ ‹b› :2026-09-10T00:00:00, 2026-09-13T00:00:00',
    );
  }
  // The comment: under the counts, before the changes by file.
  expect(comment.indexOf('```mermaid')).toBeLessThan(comment.indexOf('<details>'));
  // plan warns of the conflict, at the moved period's line, in the check.
  expect(s.github.checkRuns[0]!.annotations).toContainEqual(
    expect.objectContaining({
      annotation_level: 'warning',
      title: 'period.overlap',
      path: 'annotations/o.yaml',
      start_line: 1,
    }),
  );
});
