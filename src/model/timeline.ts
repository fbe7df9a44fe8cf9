// Types only: the timeline a plan changes, as data every view draws (a Mermaid gantt in the
// comment and the job summary, a character timeline in the terminal, rows in JSON).
import type { DatePrecision, Effect, Kind } from './annotation.js';

/** What the plan does to a row's annotation; `context` is on the server and left as it is. */
export type TimelineRole = 'create' | 'update' | 'delete' | 'context';

export interface TimelineRow {
  role: TimelineRole;
  /** Absent for an annotation of the server that has none. */
  externalKey?: string;
  /** The server's id (absent on a create). */
  id?: string;
  kind: Kind;
  headline: string;
  /** The row's section: its first series, else its kind. */
  section: string;
  series: string[];
  effect?: Effect;
  /** Events and follow-ups are milestones (at `start`), periods are bars. */
  shape: 'milestone' | 'bar';
  /** The dates as the annotation states them (an update's new dates), in project time. */
  dateFrom: string;
  dateTo?: string;
  precision: DatePrecision;
  /** The span in project time, `YYYY-MM-DDTHH:MM:SS`; `end` is exclusive. */
  start: string;
  end: string;
  /** A period without `dateTo`: drawn up to the plan's date. */
  ongoing?: true;
  /** An update that moves the dates: what they were. */
  before?: { dateFrom?: string; dateTo?: string };
  /** Where the file states it (creates and updates). */
  file?: string;
  line?: number;
}

export interface Timeline {
  /** From the earliest start to the latest end of the rows the plan changes. */
  window: { from: string; to: string };
  /** Changed rows first, then the server's rows that overlap the window; at most MAX rows. */
  rows: TimelineRow[];
  /** Rows over the bound, left out. */
  more: number;
}
