// The timeline in the terminal: one row per annotation, its sign and headline, then its span
// drawn on a fixed-width track (a bar for a period, a diamond for an event or a follow-up),
// under an axis with the window's first and last dates. Pure.
import type { Timeline, TimelineRow } from '../model/timeline.js';
import type { Painter } from './colour.js';
import { escapeText } from '../text/escape-text.js';
import { excerpt } from '../text/excerpt.js';
import { ROLE_SIGN } from './timeline-mermaid.js';

/** Columns of the track. */
const TRACK = 40;
/** Columns of the headline. */
const LABEL = 34;

export function timelineText(timeline: Timeline, paint: Painter): string {
  const from = Date.parse(`${timeline.window.from}Z`);
  const to = Date.parse(`${timeline.window.to}Z`);
  const lo = Math.min(from, ...timeline.rows.map((r) => Date.parse(`${r.start}Z`)));
  const hi = Math.max(to, ...timeline.rows.map((r) => Date.parse(`${r.end}Z`)));
  const column = (ms: number): number =>
    hi === lo ? 0 : Math.min(TRACK - 1, Math.floor(((ms - lo) / (hi - lo)) * TRACK));
  const first = new Date(lo).toISOString().slice(0, 10);
  const last = new Date(hi).toISOString().slice(0, 10);
  const axis = `${' '.repeat(LABEL + 4)}${first}${' '.repeat(Math.max(1, TRACK - first.length - last.length + 2))}${last}`;
  const lines = [
    `Timeline of the dated annotations this plan changes, with the server's that overlap them (project time):`,
    axis,
    ...timeline.rows.map((row) => rowLine(row, column, paint)),
  ];
  if (timeline.more > 0) lines.push(`  …and ${timeline.more} more`);
  lines.push(
    `  ${paint.dim('+ create, ~ update (new dates), − delete, · on the server; ◆ event or follow-up, ━ period')}`,
  );
  return lines.join('\n');
}

function rowLine(row: TimelineRow, column: (ms: number) => number, paint: Painter): string {
  const start = column(Date.parse(`${row.start}Z`));
  const end = Math.max(start, column(Date.parse(`${row.end}Z`) - 1));
  const track = [...' '.repeat(TRACK)];
  if (row.shape === 'milestone') track[start] = '◆';
  else for (let i = start; i <= end; i++) track[i] = '━';
  const label = excerpt(escapeText(row.headline), LABEL);
  const sign = ROLE_SIGN[row.role];
  const coloured =
    row.role === 'create'
      ? paint.green(sign)
      : row.role === 'update'
        ? paint.yellow(sign)
        : row.role === 'delete'
          ? paint.red(sign)
          : paint.dim(sign);
  return `  ${coloured} ${label.padEnd(LABEL)} |${track.join('')}|`;
}
