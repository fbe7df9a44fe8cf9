// What an apply takes for the review, in process, as tables of cases over an in-memory GitHub
// of the few calls it makes (the pull requests of a commit, an issue's comments, who last
// edited a comment, who the Action is): which pull request a push merged, which comment is
// the Action's, what it shows and who last edited it. The bundle tests against the GitHub
// stand-in are the end-to-end proof; here coverage and mutation testing see each decision.
import { describe, expect, it } from 'vitest';
import type { ActionIdentity } from '../../../src/action/github/action-identity.js';
import { commentMarker } from '../../../src/action/github/comment-marker.js';
import type { RunEvent } from '../../../src/action/step/event.js';
import type {
  CommitPullRequest,
  IssueComment,
  IssueRef,
} from '../../../src/action/github/github-client.js';
import { GitHubError } from '../../../src/model/github-error.js';
import type { LastEdit } from '../../../src/action/github/github-graphql.js';
import type { EditFact, ReviewRecord } from '../../../src/action/review/review-gate.js';
import {
  editFact,
  findReview,
  mergedPullRequest,
  recordOf,
  type FoundReview,
  type ReviewSource,
} from '../../../src/action/review/reviewed-plan.js';
import { afterMergeComment } from '../../../src/render/github/merge-comment.js';

const TARGET = 'label:t';
const HEAD = 'a'.repeat(40);
const MERGE = 'c'.repeat(40);
const OTHER = 'd'.repeat(40);
const PLAN = `sha256:${'1'.repeat(64)}`;
const SHOWN = '### 📝 observe-annotations plan: 1 to create, 0 to update, 0 to delete\n…\n';
const PLANNED = `${commentMarker(TARGET, PLAN, { head: HEAD })}\n${SHOWN}`;
const repository = { owner: 'o', repo: 'r' };
const pr = { ...repository, number: 7, headSha: HEAD };

const bot = { login: 'github-actions[bot]', type: 'Bot' };
const viaApp = { slug: 'github-actions' };
const mallory = { login: 'mallory', type: 'User' };
const workflow: ActionIdentity = { kind: 'workflow' };
const octo: ActionIdentity = { kind: 'user', login: 'octo' };
const deployApp: ActionIdentity = { kind: 'app', slug: 'deploy-app' };
const deployBot = {
  user: { login: 'deploy-app[bot]', type: 'Bot' },
  performed_via_github_app: { slug: 'deploy-app' },
};

/** What the in-memory GitHub holds, and what it was asked. */
interface World {
  pulls?: Record<string, CommitPullRequest[]>;
  comments?: IssueComment[];
  /** Who last edited each comment, by node id (an Error: the question fails). */
  edits?: Record<string, LastEdit | Error>;
  identity?: ActionIdentity;
}

function github(world: World): ReviewSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    api: {
      async pullsOfCommit(repo, sha) {
        asked.push(`pulls ${repo.owner}/${repo.repo}@${sha}`);
        return world.pulls?.[sha] ?? [];
      },
      async commentPages(issue: IssueRef, visit) {
        asked.push(`comments ${issue.owner}/${issue.repo}#${issue.issueNumber}`);
        visit(world.comments ?? []);
      },
      async lastEdit(nodeId) {
        asked.push(`last edit ${nodeId}`);
        const edit = world.edits?.[nodeId] ?? {};
        if (edit instanceof Error) throw edit;
        return edit;
      },
    },
    async identity() {
      asked.push('identity');
      return world.identity ?? workflow;
    },
  };
}

const pushOf = (sha: string | undefined, repo = repository): RunEvent => ({
  name: 'push',
  byBot: false,
  ...(sha === undefined ? {} : { sha }),
  ...(repo === undefined ? {} : { repository: repo }),
});
const onPullRequest = (headSha?: string): RunEvent => ({
  name: 'pull_request',
  byBot: false,
  pullRequest: { ...repository, number: 7, fromFork: false, ...(headSha ? { headSha } : {}) },
});
const merged = (fields: Partial<CommitPullRequest> = {}): CommitPullRequest => ({
  number: 7,
  merged_at: '2026-11-25T12:00:00Z',
  merge_commit_sha: MERGE,
  head: { sha: HEAD },
  ...fields,
});
const comment = (id: number, body: string, fields: Partial<IssueComment> = {}): IssueComment => ({
  id,
  node_id: `IC_${id}`,
  body,
  user: bot,
  performed_via_github_app: viaApp,
  ...fields,
});
const planned = (
  fields: Partial<Extract<ReviewRecord, { kind: 'comment' }>> = {},
): ReviewRecord => ({
  kind: 'comment',
  pr,
  commentId: 9,
  marker: { plan: PLAN, head: HEAD },
  shown: SHOWN,
  edited: { by: 'action' },
  ...fields,
});
const merges = { [MERGE]: [merged()] };

async function found(event: RunEvent, world: World): Promise<FoundReview & { asked: string[] }> {
  const source = github(world);
  return { ...(await findReview(source, event, TARGET)), asked: source.asked };
}

describe('which pull request a push merged', () => {
  it.each<[string, RunEvent, World, ReviewRecord]>([
    [
      'the merged one whose merge commit is the push',
      pushOf(MERGE),
      { pulls: merges, comments: [comment(9, PLANNED)] },
      planned(),
    ],
    [
      'its head as GitHub lists it, none when GitHub names none',
      pushOf(MERGE),
      { pulls: { [MERGE]: [merged({ head: {} })] }, comments: [comment(9, PLANNED)] },
      planned({ pr: { ...repository, number: 7 } }),
    ],
    [
      'no head at all',
      pushOf(MERGE),
      { pulls: { [MERGE]: [merged({ head: undefined })] }, comments: [comment(9, PLANNED)] },
      planned({ pr: { ...repository, number: 7 } }),
    ],
    [
      'an empty head is none',
      pushOf(MERGE),
      { pulls: { [MERGE]: [merged({ head: { sha: '' } })] }, comments: [comment(9, PLANNED)] },
      planned({ pr: { ...repository, number: 7 } }),
    ],
    [
      'not one that is open (a test merge of the commit)',
      pushOf(MERGE),
      { pulls: { [MERGE]: [merged({ merged_at: null })] } },
      {
        kind: 'none',
        why: `commit ${MERGE} is no merge of a pull request (a direct push, or a pull request merged elsewhere)`,
      },
    ],
    [
      'not one that holds the commit as its head',
      pushOf(MERGE),
      { pulls: { [MERGE]: [merged({ merge_commit_sha: OTHER })] } },
      {
        kind: 'none',
        why: `commit ${MERGE} is no merge of a pull request (a direct push, or a pull request merged elsewhere)`,
      },
    ],
    [
      'the right one among others',
      pushOf(MERGE),
      {
        pulls: { [MERGE]: [merged({ number: 2, merged_at: null }), merged({ number: 5 })] },
        comments: [comment(9, PLANNED)],
      },
      planned({ pr: { ...pr, number: 5 } }),
    ],
    [
      'a run that names no commit',
      pushOf(undefined),
      { pulls: merges },
      {
        kind: 'none',
        why: 'the run names no commit and repository to look a pull request up by (GITHUB_SHA, GITHUB_REPOSITORY)',
      },
    ],
    [
      'a run that names no repository',
      { name: 'push', byBot: false, sha: MERGE },
      { pulls: merges },
      {
        kind: 'none',
        why: 'the run names no commit and repository to look a pull request up by (GITHUB_SHA, GITHUB_REPOSITORY)',
      },
    ],
    [
      "a pull request's own event: that one, with the head its payload names",
      onPullRequest(HEAD),
      { comments: [comment(9, PLANNED)] },
      planned(),
    ],
    [
      "a pull request's own event whose payload names no head",
      onPullRequest(),
      { comments: [comment(9, PLANNED)] },
      planned({ pr: { ...repository, number: 7 } }),
    ],
  ])('%s', async (_, event, world, record) => {
    const result = await found(event, world);
    expect(result.record).toStrictEqual(record);
    expect(result.foreign).toEqual([]);
  });

  it('asks GitHub for the commit only on a push, and the identity once', async () => {
    const push = await found(pushOf(MERGE), { pulls: merges, comments: [comment(9, PLANNED)] });
    expect(push.asked).toEqual([
      `pulls o/r@${MERGE}`,
      'identity',
      'comments o/r#7',
      'last edit IC_9',
    ]);
    const own = await found(onPullRequest(HEAD), {});
    expect(own.asked).toEqual(['identity', 'comments o/r#7']);
    const none = await found(pushOf(MERGE), {});
    expect(none.asked).toEqual([`pulls o/r@${MERGE}`]);
  });

  it('the merged pull request of a commit, as a pure choice', () => {
    expect(mergedPullRequest([merged({ number: 3 })], MERGE)?.number).toBe(3);
    expect(mergedPullRequest([merged({ merged_at: '' })], MERGE)).toBeUndefined();
    expect(mergedPullRequest([], MERGE)).toBeUndefined();
  });
});

describe("which comment is the Action's", () => {
  const none = (others: string) =>
    ({
      kind: 'none',
      pr,
      why: `pull request #7 has no plan comment of this target written by the Action (it was never planned, or planned with comment: false${others})`,
    }) satisfies ReviewRecord;
  it.each<[string, World, ReviewRecord, number[]]>([
    [
      'the workflow token’s bot, through its app',
      { comments: [comment(9, PLANNED)] },
      planned(),
      [],
    ],
    [
      'the bot by its login, without the app: not the Action',
      { comments: [comment(9, PLANNED, { performed_via_github_app: null })] },
      none('; 1 comment by someone else carries its marker and is ignored'),
      [9],
    ],
    [
      'a bot of another login through the app: not the Action',
      { comments: [comment(9, PLANNED, { user: { login: 'x[bot]', type: 'Bot' } })] },
      none('; 1 comment by someone else carries its marker and is ignored'),
      [9],
    ],
    [
      'a user who took the bot’s name: not the Action',
      {
        comments: [comment(9, PLANNED, { user: { login: 'github-actions[bot]', type: 'User' } })],
      },
      none('; 1 comment by someone else carries its marker and is ignored'),
      [9],
    ],
    [
      'another bot, not through the app',
      {
        comments: [
          comment(9, PLANNED, {
            user: { login: 'other[bot]', type: 'Bot' },
            performed_via_github_app: null,
          }),
        ],
      },
      none('; 1 comment by someone else carries its marker and is ignored'),
      [9],
    ],
    [
      'with a user’s token: that user’s comment',
      {
        identity: octo,
        comments: [comment(9, PLANNED, { user: { login: 'octo', type: 'User' } })],
      },
      planned(),
      [],
    ],
    [
      'with a user’s token: the bot’s comment is someone else’s',
      { identity: octo, comments: [comment(9, PLANNED)] },
      none('; 1 comment by someone else carries its marker and is ignored'),
      [9],
    ],
    [
      'with an App’s token: its bot’s comment, through its app',
      { identity: deployApp, comments: [comment(9, PLANNED, deployBot)] },
      planned(),
      [],
    ],
    [
      'with an App’s token: its bot’s comment, the app not named',
      {
        identity: deployApp,
        comments: [comment(9, PLANNED, { ...deployBot, performed_via_github_app: null })],
      },
      planned(),
      [],
    ],
    [
      'with an App’s token: the workflow bot’s comment is someone else’s',
      { identity: deployApp, comments: [comment(9, PLANNED)] },
      none('; 1 comment by someone else carries its marker and is ignored'),
      [9],
    ],
    [
      'with an App’s token: another app’s bot, a user of its bot’s name, its bot through another app',
      {
        identity: deployApp,
        comments: [
          comment(3, PLANNED, {
            user: { login: 'other-app[bot]', type: 'Bot' },
            performed_via_github_app: { slug: 'other-app' },
          }),
          comment(4, PLANNED, { ...deployBot, user: { login: 'deploy-app[bot]', type: 'User' } }),
          comment(5, PLANNED, { ...deployBot, performed_via_github_app: { slug: 'other-app' } }),
          comment(6, PLANNED, {
            user: { login: 'x[bot]', type: 'Bot' },
            performed_via_github_app: { slug: 'deploy-app' },
          }),
        ],
      },
      none('; 4 comments by someone else carry its marker and are ignored'),
      [3, 4, 5, 6],
    ],
    [
      'two comments by others before the Action’s: the Action’s, the others apart',
      {
        comments: [
          comment(3, PLANNED, { user: mallory, performed_via_github_app: null }),
          comment(4, PLANNED, { user: mallory, performed_via_github_app: null }),
          comment(9, PLANNED),
        ],
      },
      planned(),
      [3, 4],
    ],
    [
      'two by others and none of the Action’s',
      {
        comments: [
          comment(3, PLANNED, { user: mallory, performed_via_github_app: null }),
          comment(4, PLANNED, { user: mallory, performed_via_github_app: null }),
        ],
      },
      none('; 2 comments by someone else carry its marker and are ignored'),
      [3, 4],
    ],
    ['no comment at all', { comments: [] }, none(''), []],
    [
      'a comment of another target, or none that starts with the marker',
      { comments: [comment(9, `quoted:\n${PLANNED}`), comment(10, PLANNED.replace(TARGET, 'x'))] },
      none(''),
      [],
    ],
    [
      'the Action’s comment whose marker does not end on its first line: none',
      { comments: [comment(9, PLANNED.replace(' -->', '\n -->'))] },
      none(''),
      [],
    ],
  ])('%s', async (_, world, record, foreign) => {
    const result = await found(pushOf(MERGE), { pulls: merges, ...world });
    expect(result.record).toStrictEqual(record);
    expect(result.foreign.map((c) => c.id)).toEqual(foreign);
  });
});

describe('what the comment shows', () => {
  const applied = commentMarker(TARGET, undefined, { plan: PLAN, head: HEAD, applied: MERGE });
  const refused = commentMarker(TARGET, undefined, { plan: PLAN, head: HEAD, refused: MERGE });
  it.each<[string, string, ReviewRecord]>([
    ['a plan comment: everything after the marker line', PLANNED, planned()],
    [
      'after an apply: the part below the separator',
      afterMergeComment(applied, '### ✅ applied\n', SHOWN),
      planned({ marker: { plan: PLAN, head: HEAD, applied: MERGE } }),
    ],
    [
      'after a refusal: the same (a re-run compares with the same review)',
      afterMergeComment(refused, '### ⛔ not applied\n', SHOWN),
      planned({ marker: { plan: PLAN, head: HEAD, refused: MERGE } }),
    ],
    [
      'a merge result too long to keep the reviewed plan beside it: none shown',
      afterMergeComment(applied, `${'x'.repeat(70_000)}\n`, SHOWN),
      (({ shown: _, ...rest }) => rest)(
        planned({ marker: { plan: PLAN, head: HEAD, applied: MERGE } }) as Extract<
          ReviewRecord,
          { kind: 'comment' }
        >,
      ),
    ],
    [
      'a marker alone, with no line after it: none shown',
      commentMarker(TARGET, PLAN, { head: HEAD }),
      (({ shown: _, ...rest }) => rest)(planned() as Extract<ReviewRecord, { kind: 'comment' }>),
    ],
  ])('%s', async (_, body, record) => {
    expect(
      (await found(pushOf(MERGE), { pulls: merges, comments: [comment(9, body)] })).record,
    ).toStrictEqual(record);
  });
});

describe('who last edited the comment', () => {
  const at = '2026-11-25T12:00:00Z';
  const edited = (edit: LastEdit | Error, identity: ActionIdentity) =>
    found(pushOf(MERGE), {
      pulls: merges,
      identity,
      comments: [
        comment(
          9,
          PLANNED,
          identity.kind === 'user'
            ? { user: { login: 'octo', type: 'User' } }
            : identity.kind === 'app'
              ? deployBot
              : {},
        ),
      ],
      // The rows below are of comments whose `editor` and newest edit agree.
      edits: { IC_9: agreeing(edit) },
    });
  /** An edit whose history's newest entry names the same editor as `editor`. */
  const agreeing = (edit: LastEdit | Error): LastEdit | Error =>
    edit instanceof Error || Object.keys(edit).length === 0
      ? edit
      : { ...edit, ends: [edit.editor === undefined ? {} : { editor: edit.editor }] };
  it.each<[string, LastEdit | Error, ActionIdentity, EditFact]>([
    ['never edited', {}, workflow, { by: 'action' }],
    [
      'last by the workflow token’s bot',
      { editor: { type: 'Bot', login: 'github-actions' }, at },
      workflow,
      { by: 'action' },
    ],
    [
      'by a user named like the bot',
      { editor: { type: 'User', login: 'github-actions' }, at },
      workflow,
      { by: 'other', who: '@github-actions', at },
    ],
    [
      'by another bot',
      { editor: { type: 'Bot', login: 'dependabot' }, at },
      workflow,
      { by: 'other', who: '@dependabot (a bot)', at },
    ],
    [
      'by a person',
      { editor: { type: 'User', login: 'mallory' }, at },
      workflow,
      { by: 'other', who: '@mallory', at },
    ],
    [
      'by an account GitHub no longer names',
      { at },
      workflow,
      { by: 'other', who: 'an account GitHub no longer names', at },
    ],
    [
      'by a login that is no GitHub login',
      { editor: { type: 'User', login: 'x y<b>' } },
      workflow,
      { by: 'other', who: 'an unknown account' },
    ],
    [
      'with a user’s token: last by that user',
      { editor: { type: 'User', login: 'octo' }, at },
      octo,
      { by: 'action' },
    ],
    [
      'with a user’s token: the workflow’s bot is someone else',
      { editor: { type: 'Bot', login: 'github-actions' }, at },
      octo,
      { by: 'other', who: '@github-actions (a bot)', at },
    ],
    [
      'with a user’s token: another user',
      { editor: { type: 'User', login: 'mallory' }, at },
      octo,
      { by: 'other', who: '@mallory', at },
    ],
    [
      'with an App’s token: last by its bot',
      { editor: { type: 'Bot', login: 'deploy-app' }, at },
      deployApp,
      { by: 'action' },
    ],
    [
      'with an App’s token: the workflow’s bot is someone else',
      { editor: { type: 'Bot', login: 'github-actions' }, at },
      deployApp,
      { by: 'other', who: '@github-actions (a bot)', at },
    ],
    [
      'with an App’s token: a user named like the app',
      { editor: { type: 'User', login: 'deploy-app' }, at },
      deployApp,
      { by: 'other', who: '@deploy-app', at },
    ],
    [
      'with an App’s token: another app’s bot',
      { editor: { type: 'Bot', login: 'other-app' }, at },
      deployApp,
      { by: 'other', who: '@other-app (a bot)', at },
    ],
    ['with an App’s token: never edited', {}, deployApp, { by: 'action' }],
    [
      'by a login with text before it',
      { editor: { type: 'User', login: 'x<y' } },
      workflow,
      { by: 'other', who: 'an unknown account' },
    ],
    [
      'with a user’s token: an organization of that login is not the user',
      { editor: { type: 'Organization', login: 'octo' }, at },
      octo,
      { by: 'other', who: '@octo', at },
    ],
    [
      'GitHub refused the question',
      new GitHubError('Resource not accessible by integration', { status: 403 }),
      workflow,
      {
        by: 'unknown',
        why: "could not ask GitHub who last edited the comment (HTTP 403): Resource not accessible by integration. Give the workflow 'permissions: pull-requests: write' (a pull request from a fork gets a read-only token)",
      },
    ],
  ])('%s', async (_, edit, identity, fact) => {
    expect((await edited(edit, identity)).record).toMatchObject({ kind: 'comment', edited: fact });
    if (!(edit instanceof Error))
      expect(editFact(agreeing(edit) as LastEdit, identity)).toStrictEqual(fact);
  });

  const bot = { type: 'Bot', login: 'github-actions' };
  const mallory = { type: 'User', login: 'mallory' };
  it.each<[string, LastEdit, EditFact]>([
    ['both name the Action', { editor: bot, at, ends: [{ editor: bot }] }, { by: 'action' }],
    [
      '`editor` names the Action, the newest edit a person',
      { editor: bot, at, ends: [{ editor: mallory }] },
      { by: 'other', who: '@mallory', at },
    ],
    [
      'the newest edit names the Action, `editor` a person',
      { editor: mallory, at, ends: [{ editor: bot }] },
      { by: 'other', who: '@mallory', at },
    ],
    [
      '`editor` names the Action, the newest edit no account GitHub still names',
      { editor: bot, at, ends: [{}] },
      { by: 'other', who: 'an account GitHub no longer names', at },
    ],
    [
      '`editor` names the Action, and there is no edit history',
      { editor: bot, at },
      { by: 'other', who: 'an edit GitHub keeps no history of', at },
    ],
    [
      'the newest edit names the Action, and no `editor`',
      { ends: [{ editor: bot }] },
      { by: 'other', who: 'an account GitHub no longer names' },
    ],
    [
      '`editor` names the Action, without a time or an edit history',
      { editor: bot },
      { by: 'other', who: 'an edit GitHub keeps no history of' },
    ],
    [
      'a time alone: an edit by no account GitHub still names',
      { at },
      { by: 'other', who: 'an account GitHub no longer names', at },
    ],
    [
      '`editor` a person, and no edit history',
      { editor: mallory, at },
      { by: 'other', who: '@mallory', at },
    ],
    [
      'an edit history alone, though no `editor` nor time (never taken for never edited)',
      { ends: [{ editor: mallory }] },
      { by: 'other', who: '@mallory' },
    ],
  ])('where the two may differ: %s', (_, edit, fact) => {
    expect(editFact(edit, workflow)).toStrictEqual(fact);
  });

  it('a comment GitHub gave no node id is never asked about, and is not taken for the Action’s', async () => {
    const result = await found(pushOf(MERGE), {
      pulls: merges,
      comments: [comment(9, PLANNED, { node_id: undefined })],
    });
    expect(result.record).toMatchObject({
      edited: { by: 'unknown', why: 'GitHub gave the comment no node id to ask by' },
    });
    expect(result.asked).not.toContain('last edit undefined');
  });
});

describe('the record, given who last edited the comment', () => {
  it('not asked is never taken for the Action', () => {
    const ours = comment(9, PLANNED);
    expect(recordOf(pr, { ours, foreign: [] }, TARGET, undefined)).toStrictEqual(
      planned({ edited: { by: 'unknown', why: 'GitHub was not asked' } }),
    );
  });
});
