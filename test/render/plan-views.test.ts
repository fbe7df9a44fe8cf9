import { describe, expect, it } from 'vitest';
import { excerptOf } from '../../src/read/excerpts.js';
import type { ShownPlan } from '../../src/render/views.js';
import { renderPlanJson } from '../../src/render/plan-json.js';
import { renderPlanMarkdown } from '../../src/render/plan-markdown.js';
import { renderPlanText } from '../../src/render/plan-text.js';
import { expectGolden } from './golden.js';
import { causesShown, changesShown, errorsPlan, orphansPlan, SOURCES } from './plan-fixtures.js';

const fixtures: [string, () => ShownPlan][] = [
  ['changes', changesShown],
  ['causes', causesShown],
  ['orphans', () => ({ plan: orphansPlan() })],
  ['errors', () => ({ plan: errorsPlan() })],
];

describe.each(fixtures)('plan views: %s', (name, make) => {
  const { plan, timeline } = make();
  const excerpt = (file: string) =>
    SOURCES[file] === undefined
      ? undefined
      : excerptOf(
          SOURCES[file],
          plan.diagnostics.filter((d) => d.file === file),
        );
  it('text', () =>
    expectGolden(
      `plan-${name}.txt`,
      renderPlanText(plan, { colour: false, inAutomation: false, excerpt, timeline }),
    ));
  it('text in automation, coloured', () =>
    expectGolden(
      `plan-${name}.ci-colour.txt`,
      renderPlanText(plan, { colour: true, inAutomation: true, excerpt, timeline }),
    ));
  it('markdown', () => expectGolden(`plan-${name}.md`, renderPlanMarkdown(plan, { timeline })));
  it('json', () => expectGolden(`plan-${name}.json`, renderPlanJson(plan, timeline)));

  it('uses colour only when asked', () => {
    expect(renderPlanText(plan, { colour: false, inAutomation: false, excerpt })).not.toContain(
      '\u001b[',
    );
  });

  it('keeps every Markdown code fence balanced', () => {
    const markdown = renderPlanMarkdown(plan, { timeline });
    let open: string | undefined;
    for (const line of markdown.split('\n')) {
      const fence = /^(`{3,})/.exec(line)?.[1];
      if (!fence) continue;
      if (open === undefined) open = fence;
      else if (line === open) open = undefined;
    }
    expect(open).toBeUndefined();
  });
});

describe('plan views: content', () => {
  const { plan, timeline } = changesShown();
  const text = renderPlanText(plan, { colour: false, inAutomation: true, timeline });

  it('lists deletions first and states the summary', () => {
    expect(text.indexOf('team.old-note')).toBeLessThan(text.indexOf('team.checklist'));
    expect(text).toContain('Plan: 2 to create, 2 to update, 1 to delete. 2 unchanged.');
    expect(text).not.toContain('Run observe-annotations apply');
  });

  it('shows dateFrom and dateTo as the fields they are, before → after, with their precision', () => {
    expect(text).toContain('~ dateTo: "2026-09-20" → "2026-09-21" [date]');
    expect(text).toContain('+ dateFrom: "2026-09-17T09" [hour]');
    expect(text).not.toContain('dates:');
  });

  it('shows sets as added and removed items, and hides unchanged fields behind a count', () => {
    expect(text).toContain('evidence: +code −trace');
    expect(text).toMatch(/\(\d+ unchanged fields hidden\)/);
    expect(text).toContain('effect: "broken" → "context" (default)');
  });

  it('never shows server-managed fields', () => {
    for (const field of ['updatedMs', 'createdMs', 'dateFromMs', 'datePrecision', 'platform']) {
      expect(text).not.toContain(field);
      expect(renderPlanMarkdown(plan)).not.toContain(field);
    }
  });

  it('says so when nothing changes', () => {
    expect(renderPlanText(orphansPlan(), { colour: false, inAutomation: false })).toContain(
      'No changes. The server matches the files. 1 orphaned.',
    );
  });

  it('prints the JSON contract', () => {
    const json = JSON.parse(renderPlanJson(plan)) as Record<string, unknown>;
    expect(Object.keys(json).slice(0, 5)).toEqual([
      'formatVersion',
      'planHash',
      'summary',
      'changes',
      'orphans',
    ]);
    expect(json.summary).toEqual({ create: 2, update: 2, delete: 1, unchanged: 2, orphaned: 0 });
    const update = (json.changes as Record<string, unknown>[]).find(
      (c) => c.externalKey === 'team.outage',
    )!;
    expect(Object.keys(update).slice(0, 6)).toEqual([
      'action',
      'externalKey',
      'id',
      'file',
      'line',
      'fields',
    ]);
    expect(update).toMatchObject({
      action: 'update',
      id: 'ann-7',
      file: 'annotations/release.yaml',
      line: 30,
    });
    expect(JSON.parse(renderPlanJson(errorsPlan())).planHash).toBeNull();
  });
});
