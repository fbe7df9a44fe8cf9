// The pull request comment: a view of the plan at the most detail that fits GitHub's limit.
import { describe, expect, it } from 'vitest';
import {
  buildComment,
  buildCommentAt,
  COMMENT_BUDGET,
} from '../../../src/render/github/plan-comment.js';
import { commentMarker, targetHash } from '../../../src/action/github/comment-marker.js';
import type { CreateChange, DeleteChange, UpdateChange } from '../../../src/model/plan.js';
import { createChange, deleteChange, planOf as plan, updateChange } from '../../support/changes.js';
import { fencesBalanced } from '../fences.js';

const server = { id: 'ann-2', fingerprint: { id: 'ann-1', updatedMs: 1, contentHash: 'h' } };

/** An event created in `file` at `line`. */
function create(key: string, file = 'annotations/a.yaml', line = 1): CreateChange {
  const after = { kind: 'event' as const, headline: `Headline of ${key}`, dateFrom: '2026-09-17' };
  return createChange(key, after, { file, line, documentHash: 'f', dependsOn: [] });
}

/** A new headline for an event with a two-line description. */
function update(key: string, file = 'annotations/a.yaml', line = 1): UpdateChange {
  const before = {
    kind: 'event' as const,
    headline: 'Old headline',
    description: 'Line one\nline two',
  };
  const after = { ...before, headline: 'New headline' };
  return updateChange(key, server, before, after, { file, line, documentHash: 'f' });
}

/** A setup, deleted. */
function remove(key: string): DeleteChange {
  return deleteChange(key, { ...server, id: 'ann-9' }, { kind: 'setup', headline: `Gone ${key}` });
}

const target = targetHash({ baseUrl: 'http://x/v1', paths: ['annotations/'] });
const base = {
  marker: commentMarker(target, 'abc'),
  targetLabel: 'http://x/v1',
  runUrl: 'http://run',
};

describe('comment body', () => {
  it('says so when there are no changes', () => {
    const { body, level } = buildComment({ ...base, outcome: { kind: 'plan', plan: plan([], 4) } });
    expect(level).toBe('full');
    expect(body).toContain('no changes, the server matches the files');
    expect(body).toContain('| 0 | 0 | 0 | 4 | 0 |');
  });

  it('shows status and counts, then every deletion, then collapsible details per file', () => {
    const p = plan([remove('old-1'), create('new-1', 'annotations/b.yaml', 3), update('upd-1')]);
    const { body, level } = buildComment({ ...base, outcome: { kind: 'plan', plan: p } });
    expect(level).toBe('full');
    const status = body.indexOf('1 to create, 1 to update, 1 to delete');
    const deletion = body.indexOf('<code>old-1</code>');
    const details = body.indexOf('<details><summary><code>annotations/a.yaml</code>');
    expect(status).toBeGreaterThan(0);
    expect(deletion).toBeGreaterThan(status);
    expect(details).toBeGreaterThan(deletion);
    expect(body).toContain('- headline: "Old headline"\n+ headline: "New headline"');
    // Unchanged context at the full level.
    expect(body).toContain('  (2 unchanged fields hidden)');
    expect(fencesBalanced(body)).toBe(true);
  });

  it('degrades in steps: no context, field names, pointer to the summary', () => {
    // Enough updates that leaving out their context saves more than the note costs.
    const updates = Array.from({ length: 20 }, (_, i) => update(`upd-${i + 1}`, undefined, i + 1));
    const p = plan([...updates, create('new-1')]);
    const input = { ...base, outcome: { kind: 'plan' as const, plan: p } };
    const full = buildCommentAt(input, 'full', COMMENT_BUDGET);
    const noContext = buildCommentAt(input, 'no-context', COMMENT_BUDGET);
    const names = buildCommentAt(input, 'field-names', COMMENT_BUDGET);
    expect(full).toContain('(2 unchanged fields hidden)');
    expect(noContext).not.toContain('unchanged fields hidden');
    expect(noContext).toContain('- headline: "Old headline"\n+ headline: "New headline"');
    // Every level below full says what it left out, and where all of it is.
    expect(full).not.toContain('Shortened');
    expect(noContext).toContain('unchanged context');
    expect(names).toContain('without their values');
    for (const shortened of [noContext, names])
      expect(shortened).toContain('The full plan is in the [job summary](http://run)');
    expect(names).toContain('<code>upd-1</code> (line 1): headline');
    expect(names).not.toContain('```');
    expect(buildComment(input, noContext.length).level).toBe('no-context');
    expect(buildComment(input, names.length).level).toBe('field-names');
    const last = buildComment(input, names.length - 1);
    expect(last.level).toBe('summary-pointer');
    expect(last.body).toContain('too long for a comment');
    expect(last.body).toContain('Shortened to fit');
  });

  it('names the commit, lists the keys above the fold and warns of deletions', () => {
    const many = Array.from({ length: 25 }, (_, i) => create(`new-${i}`, 'annotations/b.yaml', i));
    const p = plan([remove('old-1'), update('upd-1'), ...many]);
    const sha = '1a2b3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d';
    const { body } = buildComment({
      ...base,
      outcome: { kind: 'plan', plan: p },
      commit: { sha, url: `https://github.com/o/r/commit/${sha}` },
      label: 'production',
    });
    expect(body).toContain('observe-annotations (production) plan: 25 to create');
    expect(body).toContain(
      `Planned for commit [<code>1a2b3c4</code>](https://github.com/o/r/commit/${sha})`,
    );
    const fold = body.indexOf('<details>');
    const creates = body.indexOf('- **Create** (25): <code>new-0</code>');
    const updates = body.indexOf('- **Update** (1): <code>upd-1</code>');
    const deletes = body.indexOf('> [!WARNING]\n> **Delete** (1)');
    expect(creates).toBeGreaterThan(0);
    expect(body.slice(creates)).toMatch(/^[^\n]*<code>new-19<\/code> and 5 more\n/);
    for (const at of [creates, updates, deletes]) expect(at).toBeLessThan(fold);
    expect(body).toContain('> - **− delete** <code>old-1</code>');
  });

  it('lists files in the order of the job summary (by path), whatever the plan order', () => {
    const p = plan([
      create('z-1', 'annotations/z.yaml', 1),
      create('a-1', 'annotations/a.yaml', 1),
      update('m-1', 'annotations/m.yaml', 1),
    ]);
    const { body } = buildComment({ ...base, outcome: { kind: 'plan', plan: p } });
    const order = [...body.matchAll(/<summary><code>([^<]+)<\/code>/g)].map((m) => m[1]);
    expect(order).toEqual(['annotations/a.yaml', 'annotations/m.yaml', 'annotations/z.yaml']);
  });

  it('keeps a plan of 5,000 changes under the limit with balanced fences and a pointer', () => {
    const changes = [
      ...Array.from({ length: 200 }, (_, i) => remove(`gone-${i}`)),
      ...Array.from({ length: 2400 }, (_, i) =>
        create(`new-${i}`, `annotations/f${i % 300}.yaml`, i),
      ),
      ...Array.from({ length: 2400 }, (_, i) =>
        update(`upd-${i}`, `annotations/f${i % 300}.yaml`, i),
      ),
    ];
    const { body, level } = buildComment({
      ...base,
      outcome: { kind: 'plan', plan: plan(changes) },
    });
    expect(level).toBe('summary-pointer');
    expect(body.length).toBeLessThan(65_536);
    expect(body.length).toBeLessThanOrEqual(COMMENT_BUDGET);
    expect(fencesBalanced(body)).toBe(true);
    expect(body).toContain('[job summary](http://run)');
    expect(body).toContain('2400 to create, 2400 to update, 200 to delete');
    expect(body).toContain('<code>gone-199</code>'); // every deletion still fits here
  });

  it('fits even when deletions alone exceed the budget', () => {
    const changes = Array.from({ length: 5000 }, (_, i) => remove(`gone-${i}`));
    const { body } = buildComment({ ...base, outcome: { kind: 'plan', plan: plan(changes) } });
    expect(body.length).toBeLessThanOrEqual(COMMENT_BUDGET);
    expect(body).toMatch(/…and \d+ more deletions/);
  });

  it('never lets a value close its fence early', () => {
    const change = update('upd-1');
    change.fields = [{ path: 'description', before: 'a\n```\nb', after: 'c\n````\nd' }];
    const { body } = buildComment({ ...base, outcome: { kind: 'plan', plan: plan([change]) } });
    expect(body).toContain('`````diff');
    expect(fencesBalanced(body)).toBe(true);
  });

  it('lists problems of invalid files and says no plan was made', () => {
    const { body } = buildComment({
      ...base,
      outcome: {
        kind: 'invalid',
        diagnostics: [
          {
            severity: 'error',
            code: 'headline.maxLength',
            message: 'too <long>',
            file: 'a.yaml',
            line: 3,
            column: 11,
          },
        ],
      },
    });
    expect(body).toContain('the files are invalid (1 error), no plan was made');
    expect(body).toContain('<code>a.yaml:3:11</code> too &lt;long&gt;');
  });

  it('explains a run that made no plan', () => {
    const { body } = buildComment({
      ...base,
      outcome: { kind: 'no-plan', reason: 'This pull request comes from a fork', diagnostics: [] },
    });
    expect(body).toContain('no plan was made');
    expect(body).toContain('comes from a fork');
  });
});
