// Values from files and from the server that would mention people or link out (`@octocat`,
// `@org/admins`, bare URLs) and reorder text (U+061C and the other bidirectional controls)
// reach the pull request comment, the job summary and the check run's text inert: run() with a
// recording core, against the emulator and the GitHub stand-in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/action/run.js';
import { FakeCore } from '../action/support/fake-core.js';
import {
  connectedInputs,
  putOnServer,
  startServices,
  type Services,
} from '../action/support/services.js';
import { eventFile, runnerEnv, workspace } from '../action/support/workspace.js';
import { expectInert, expectOnlyData } from './hostile-workspace.js';

const PING =
  '@octocat @org/admins https://evil.example/x www.evil.example me@evil.example org/repo#12';
const BIDI = '\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';

let s: Services;
beforeEach(async () => {
  s = await startServices();
  s.github.grantChecks = true;
});
afterEach(async () => {
  await s.close();
});

/** One pull request step; what it wrote where people read it. */
async function pullRequestStep(cwd: string, inputs: Record<string, string> = {}) {
  const core = new FakeCore(connectedInputs(s, inputs));
  const env = runnerEnv('pull_request', eventFile('pull_request.opened'), cwd, {
    GITHUB_API_URL: s.github.url,
  });
  await run(core, env);
  const comments = s.github.comments.get('Codertocat/Hello-World#2') ?? [];
  expect(comments).toHaveLength(1);
  expect(s.github.checkRuns.length).toBeGreaterThan(0);
  const shown: [string, string][] = [
    ['the comment', comments[0]!.body],
    ['the job summary', core.summaryText],
    ...s.github.checkRuns.map((c): [string, string] => ['the check run', c.summary ?? '']),
  ];
  for (const [where, text] of shown) {
    expectInert(where, text);
    expectOnlyData(where, text);
  }
  return shown;
}

describe('text that reaches people', () => {
  it('an invalid value quoted by a diagnostic mentions nobody and links nowhere', async () => {
    const cwd = workspace({
      'ping.yaml': `externalKey: team-ping\nkind: "${PING} ${BIDI}"\nheadline: x\n`,
    });
    const shown = await pullRequestStep(cwd);
    expect(shown[0]![1]).toContain('\\[@\\]octocat \\[@\\]org/admins https\\[:\\]//evil.exam');
  });

  it("a server's headlines of deletions, and a file's headline, in every text", async () => {
    await putOnServer(s, 'team-gone', `Gone ${PING} ${BIDI}`);
    await putOnServer(s, 'team-orphan', `Orphan ${PING}`);
    const cwd = workspace({
      'keep.yaml': `externalKey: team-keep\nkind: setup\nheadline: "Keep ${PING} ${BIDI}"\n`,
      '../observe-annotations.yaml': 'keyPrefix: team-\n',
    });
    const shown = await pullRequestStep(cwd, { prune: 'true', 'max-deletes': '5' });
    for (const [, text] of shown) expect(text).toContain('Gone \\[@\\]octocat');
    expect(shown[1]![1]).toContain('\\u061c\\u200e\\u200f\\u202a');
  });
});
