// The timeline in the comment: under the counts, the first thing left out when the comment is
// too long (a note says so), and no part of what a merge compares.
import { describe, expect, it } from 'vitest';
import { buildComment, withoutTimeline } from '../../../src/render/github/plan-comment.js';
import type { ShownPlan } from '../../../src/render/views.js';
import { changesShown } from '../plan-fixtures.js';

const input = (shown: ShownPlan = changesShown()) => ({
  marker: '<!-- observe-annotations:target=x -->',
  outcome: { kind: 'plan' as const, ...shown },
  targetLabel: 't',
});

describe('the timeline in the comment', () => {
  it('is under the counts, above the deletions and the files', () => {
    const { body, level } = buildComment(input());
    expect(level).toBe('full');
    const at = body.indexOf('```mermaid');
    expect(at).toBeGreaterThan(body.indexOf('| create | update |'));
    expect(at).toBeLessThan(body.indexOf('**Delete** (1)'));
    expect(at).toBeLessThan(body.indexOf('<details>'));
  });

  it('is left out first: the full plan stays, a note says the timeline is in the job summary', () => {
    const full = buildComment(input()).body;
    const without = buildComment(input({ plan: changesShown().plan })).body;
    // Room for the plan and the note, not for the diagram.
    const budget = without.length + 400;
    expect(full.length).toBeGreaterThan(budget);
    const { body, level } = buildComment(input(), budget);
    expect(level).toBe('full');
    expect(body).not.toContain('```mermaid');
    expect(body).toContain(
      "The timeline of the dated annotations this plan changes is left out first to fit GitHub's limit for a comment",
    );
    expect(body).toContain('```diff');
  });

  it('is no part of what a merge compares: other context on the server shows the same plan', () => {
    const shown = changesShown();
    const other = {
      ...shown,
      timeline: { ...shown.timeline!, rows: shown.timeline!.rows.slice(0, 2) },
    };
    const a = buildComment(input(shown)).body;
    const b = buildComment(input(other)).body;
    expect(a).not.toBe(b);
    expect(withoutTimeline(a)).toBe(withoutTimeline(b));
    expect(withoutTimeline(a)).not.toContain('mermaid');
    const shortened = buildComment(
      input(shown),
      buildComment(input({ plan: shown.plan })).body.length + 400,
    ).body;
    expect(withoutTimeline(shortened)).toBe(withoutTimeline(a));
  });

  it('only a section as the Action writes it is taken out: an edit inside it stays', () => {
    const a = buildComment(input()).body;
    for (const edit of [
      a.replace('#### Timeline', '#### Timeline\n\n**Approved by the security team**'),
      a.replace('```mermaid\ngantt', '```mermaid\ngantt\n  click x href "https://evil.example"'),
      a.replace('<sub>', '<sub><a href="https://evil.example">'),
    ]) {
      expect(edit).not.toBe(a);
      expect(withoutTimeline(edit)).not.toBe(withoutTimeline(a));
    }
  });
});
