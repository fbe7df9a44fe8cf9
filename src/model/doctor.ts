// What `doctor` found, as data: the text and JSON views render it, and the JSON is the same
// data (formatVersion 1).
import type { ListDialect } from './list-dialect.js';

export type CheckStatus = 'ok' | 'fail' | 'warn' | 'info' | 'skipped';

export type CheckId =
  'baseUrl' | 'key' | 'read' | 'paging' | 'secondPage' | 'counts' | 'fields' | 'writePermission';

export interface DoctorCheck {
  id: CheckId;
  status: CheckStatus;
  /** One line: what was found. */
  message: string;
  /** What to do about it, for `fail` and `warn`. */
  next?: string;
}

export interface DoctorReport {
  formatVersion: 1;
  /** The base URL (or the embedded emulator) checked. */
  target: string;
  /** True when nothing a plan needs is missing (no check failed). */
  ready: boolean;
  checks: DoctorCheck[];
  /** How the list arrived, when it could be read. */
  dialect?: ListDialect;
  counts?: { total: number; platform: number; withoutKey: number; managed?: number };
}
