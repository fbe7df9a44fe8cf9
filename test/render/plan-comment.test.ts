// The pull request comment: a view of the plan at the most detail that fits GitHub's limit.
import { describe, expect, it } from 'vitest';
import { buildComment, buildCommentAt, COMMENT_BUDGET } from '../../src/render/plan-comment.js';
import { commentMarker, targetHash } from '../../src/action/comment-marker.js';
import { create, fencesBalanced, plan, remove, update } from './plan-builders.js';

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
    expect(body).toContain('~ headline: "Old headline" → "New headline"');
    // Unchanged context at the full level.
    expect(body).toContain('  (2 unchanged fields hidden)');
    expect(fencesBalanced(body)).toBe(true);
  });

  it('degrades in steps: no context, field names, pointer to the summary', () => {
    const p = plan([update('upd-1'), create('new-1')]);
    const input = { ...base, outcome: { kind: 'plan' as const, plan: p } };
    const full = buildCommentAt(input, 'full', COMMENT_BUDGET);
    const noContext = buildCommentAt(input, 'no-context', COMMENT_BUDGET);
    const names = buildCommentAt(input, 'field-names', COMMENT_BUDGET);
    expect(full).toContain('(2 unchanged fields hidden)');
    expect(noContext).not.toContain('unchanged fields hidden');
    expect(noContext).toContain('~ headline: "Old headline" → "New headline"');
    expect(names).toContain('<code>upd-1</code> (line 1): headline');
    expect(names).not.toContain('```');
    expect(buildComment(input, noContext.length).level).toBe('no-context');
    expect(buildComment(input, names.length).level).toBe('field-names');
    const last = buildComment(input, names.length - 1);
    expect(last.level).toBe('summary-pointer');
    expect(last.body).toContain('too long for a comment');
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
