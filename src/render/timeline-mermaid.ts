// The timeline as a Mermaid gantt (GitHub draws it in comments and job summaries): one section
// per series (or kind), events and dated follow-ups as milestones, periods as bars; creates,
// updates (at their new dates), deletions and the server's context told apart by Mermaid's task
// states, with a legend line under the diagram. Every text from a file or a server passes
// mermaidText, so no headline or series can end a task, start a statement (a section, a
// `click` link, a directive), close the code fence or carry HTML. Pure.
import type { Timeline, TimelineRole, TimelineRow } from '../model/timeline.js';
import { escapeMarkdown } from '../text/markdown.js';
import { excerpt } from '../text/excerpt.js';
import { BIDI_CONTROLS } from '../text/escape-text.js';

/** Characters of a headline shown in the diagram. */
const HEADLINE_CHARACTERS = 60;

/** The sign each row's name starts with (so no name can begin with a Mermaid keyword). */
export const ROLE_SIGN: Record<TimelineRole, string> = {
  create: '+',
  update: '~',
  delete: '−',
  context: '·',
};

/** Mermaid's task state of each role (context: none). */
const ROLE_STATE: Record<TimelineRole, string | undefined> = {
  create: 'active',
  update: 'crit',
  delete: 'done',
  context: undefined,
};

/**
 * What Mermaid's gantt syntax or the Markdown around it would read as structure, each as a
 * character that looks alike and means nothing there: the task's `:`, a comment's `#` and `%`,
 * a statement's `;`, quotes, HTML's `<`, `>` and `&`, the fence's backtick, braces.
 */
const LOOK_ALIKE: Record<string, string> = {
  ':': '꞉',
  '#': '＃',
  ';': '；',
  '%': '％',
  '"': '＂',
  "'": '’',
  '<': '‹',
  '>': '›',
  '&': '＆',
  '`': 'ˋ',
  '\\': '＼',
  '{': '(',
  '}': ')',
  '[': '(',
  ']': ')',
  '|': '¦',
};

/** Line breaks and controls (a line break ends a statement), and invisible reordering marks. */
const CONTROLS = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u200b-\\u200d${BIDI_CONTROLS}]+`,
  'g',
);

/** A text from a file or a server, safe inside a task's name or a section's title. */
export function mermaidText(text: string, max = HEADLINE_CHARACTERS): string {
  const flat = text
    .replace(CONTROLS, ' ')
    .replace(/[:#;%"'<>&`\\{}[\]|]/g, (c) => LOOK_ALIKE[c]!)
    .replace(/\s+/g, ' ')
    .trim();
  return flat ? excerpt(flat, max) : '(no text)';
}

/** The ```mermaid block, the "and N more" line and the legend, as Markdown lines. */
export function timelineMermaid(timeline: Timeline): string[] {
  const lines = [
    'gantt',
    '  dateFormat YYYY-MM-DDTHH:mm:ss',
    `  axisFormat ${axisFormat(timeline)}`,
  ];
  for (const [section, rows] of bySection(timeline.rows)) {
    lines.push(`  section ${mermaidText(section)}`);
    for (const row of rows) lines.push(`    ${taskLine(row)}`);
  }
  const more =
    timeline.more > 0
      ? [
          `_…and ${timeline.more} more dated ${timeline.more === 1 ? 'annotation' : 'annotations'} (see \`plan --format json\`)._`,
        ]
      : [];
  return ['```mermaid', ...lines, '```', '', ...more, legend(timeline)];
}

/** `+ Passkey login rolled out :active, milestone, 2026-09-17T09:00:00, 0d`. */
function taskLine(row: TimelineRow): string {
  const state = ROLE_STATE[row.role];
  const tags = [state, row.shape === 'milestone' ? 'milestone' : undefined].filter(Boolean);
  const end = row.shape === 'milestone' ? '0d' : row.end;
  const name = `${ROLE_SIGN[row.role]} ${mermaidText(row.headline)}`;
  return `${name} :${[...tags, row.start, end].join(', ')}`;
}

/** Sections in the order their first row comes; rows keep their order. */
function bySection(rows: readonly TimelineRow[]): [string, TimelineRow[]][] {
  const sections = new Map<string, TimelineRow[]>();
  for (const row of rows) sections.set(row.section, [...(sections.get(row.section) ?? []), row]);
  return [...sections];
}

/** Months over a long window, days over a few weeks, hours within a day or two. */
function axisFormat(timeline: Timeline): string {
  const days =
    (Date.parse(`${timeline.window.to}Z`) - Date.parse(`${timeline.window.from}Z`)) / 86_400_000;
  if (days > 120) return '%Y-%m';
  if (days > 3) return '%Y-%m-%d';
  return '%m-%d %H:%M';
}

function legend(timeline: Timeline): string {
  const { from, to } = timeline.window;
  return `<sub>${escapeMarkdown(`+ created (active), ~ updated at its new dates (critical), − deleted (done), · on the server, unchanged (plain). Events and follow-ups are milestones, periods bars. ${from.slice(0, 10)} → ${to.slice(0, 10)}, project time.`)}</sub>`;
}
