// The timeline's Mermaid, read back by Mermaid's own parser (its gantt database, no DOM needed):
// every diagram the golden files hold, the comment's, and diagrams of hostile headlines and
// series, whose text must never change the diagram's structure (tasks, sections, states,
// dates), add a link or a directive, or close the code fence.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import type { Timeline, TimelineRow } from '../../src/model/timeline.js';
import { buildComment } from '../../src/render/github/plan-comment.js';
import { mermaidText, ROLE_SIGN, timelineMermaid } from '../../src/render/timeline-mermaid.js';
import { changesShown } from './plan-fixtures.js';

interface GanttTask {
  task: string;
  section: string;
  startTime: Date;
  endTime: Date;
  active?: boolean;
  crit?: boolean;
  done?: boolean;
  milestone?: boolean;
  classes: string[];
}

/** Parses `text` with Mermaid and returns its gantt tasks. */
async function tasksOf(text: string): Promise<GanttTask[]> {
  await mermaid.parse(text);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  const db = diagram.db as unknown as { getTasks(): GanttTask[]; clear(): void };
  const tasks = db.getTasks();
  db.clear();
  return tasks;
}

/** The ```mermaid blocks of a Markdown text, and what closes each. */
function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

/** What Mermaid must read from a rendered row. */
async function expectRows(rows: readonly TimelineRow[], text: string): Promise<void> {
  const tasks = await tasksOf(text);
  expect(tasks).toHaveLength(rows.length);
  const bySection = [...rows].sort(
    (a, b) =>
      rows.findIndex((r) => r.section === a.section) -
      rows.findIndex((r) => r.section === b.section),
  );
  tasks.forEach((task, i) => {
    const row = bySection[i]!;
    expect(task.task.trim()).toBe(`${ROLE_SIGN[row.role]} ${mermaidText(row.headline)}`);
    expect(task.section).toBe(mermaidText(row.section));
    expect(Boolean(task.active)).toBe(row.role === 'create');
    expect(Boolean(task.crit)).toBe(row.role === 'update');
    expect(Boolean(task.done)).toBe(row.role === 'delete');
    expect(Boolean(task.milestone)).toBe(row.shape === 'milestone');
    expect(task.classes).toEqual([]);
    // Dates as stated (Mermaid reads them in local time; so does Date.parse without a zone).
    expect(task.startTime.getTime()).toBe(Date.parse(row.start));
    if (row.shape === 'bar') expect(task.endTime.getTime()).toBe(Date.parse(row.end));
  });
}

const GOLDEN = join(import.meta.dirname, 'golden');

describe('the golden files', () => {
  const files = readdirSync(GOLDEN).filter((f) => f.endsWith('.md'));
  it.each(files)('every diagram of %s parses as the gantt it means', async (file) => {
    const markdown = readFileSync(join(GOLDEN, file), 'utf8');
    for (const block of mermaidBlocks(markdown)) {
      const tasks = await tasksOf(block);
      expect(tasks.length).toBe(block.split('\n').filter((l) => l.startsWith('    ')).length);
    }
  });

  it('the changes plan holds a diagram, and it draws its rows', async () => {
    const { timeline } = changesShown();
    const [block] = mermaidBlocks(readFileSync(join(GOLDEN, 'plan-changes.md'), 'utf8'));
    await expectRows(timeline!.rows, block!);
  });

  it("the comment's diagram parses too", async () => {
    const { plan, timeline } = changesShown();
    const { body } = buildComment({
      marker: '<!-- m -->',
      outcome: { kind: 'plan', plan, timeline },
      targetLabel: 't',
    });
    const [block] = mermaidBlocks(body);
    await expectRows(timeline!.rows, block!);
  });
});

const HOSTILE = [
  'Outage: 50% of logins',
  'Release #42; rollback',
  'He said "no" and \'yes\'',
  'Two\nlines\r\nclick evil href "https://evil.example"',
  'section Injected',
  'click x call alert()',
  '%%{init: {"theme": "dark"}}%%',
  '<script>alert(1)</script> <a href="https://evil.example">x</a> &amp;',
  '```\n## Not a heading',
  'x :done, 2020-01-01T00:00:00, 2030-01-01T00:00:00',
  'style a fill:#f00',
  '\u202eright-to-left\u0007bell',
  'arabic\u061cmark \u200eltr\u200frtl \u2066isolate\u2069 \u202aembed\u202c',
  '',
];

function hostileTimeline(): Timeline {
  const roles = ['create', 'update', 'delete', 'context'] as const;
  const rows: TimelineRow[] = HOSTILE.map((headline, i) => ({
    role: roles[i % 4]!,
    kind: i % 2 === 0 ? 'period' : 'event',
    headline,
    section: i % 3 === 0 ? 'series: one; #two\nsection three' : HOSTILE[(i + 5) % HOSTILE.length]!,
    series: [],
    shape: i % 2 === 0 ? 'bar' : 'milestone',
    dateFrom: '2026-09-17',
    precision: 'date',
    start: `2026-09-${String(10 + i).padStart(2, '0')}T00:00:00`,
    end: `2026-09-${String(12 + i).padStart(2, '0')}T00:00:00`,
  }));
  return { window: { from: rows[0]!.start, to: rows.at(-1)!.end }, rows, more: 3 };
}

describe('hostile headlines and series', () => {
  const timeline = hostileTimeline();
  const lines = timelineMermaid(timeline);
  const markdown = lines.join('\n');

  it('keep the structure: one task per row, its section, state, kind and dates', async () => {
    const [block] = mermaidBlocks(markdown);
    await expectRows(timeline.rows, block!);
  });

  it('add no statement: a task line per row, a section line per section, nothing else', () => {
    const [block] = mermaidBlocks(markdown);
    const body = block!.split('\n').filter(Boolean);
    const sections = new Set(timeline.rows.map((r) => r.section)).size;
    expect(body).toHaveLength(3 + sections + timeline.rows.length);
    expect(body.filter((l) => /^\s*(click|style|classDef|%%)/.test(l))).toEqual([]);
  });

  it('close the fence only where it closes, and carry no HTML', () => {
    expect(mermaidBlocks(markdown)).toHaveLength(1);
    expect(markdown.match(/^```/gm)).toHaveLength(2);
    expect(markdown).not.toMatch(/<(script|a)\b/);
    expect(markdown).toContain('…and 3 more dated annotations');
  });

  it('show no bidirectional control, the Arabic letter mark included', () => {
    expect(markdown).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(mermaidText('a\u061cb\u2067c')).toBe('a b c');
  });
});
