// What `doctor` found (issue 18), as data: the text and JSON views render it, and the JSON is
// the same data (formatVersion 1).

/** How the list's paging arrived: the X-Corbado-* headers, the body's `paging`, both, or none. */
export type PagingSource = 'headers' | 'body' | 'both' | 'none';
/** Where the list's items were: a member of the body, or the body a bare array. */
export type ItemsKey = 'annotations' | 'data' | 'items' | 'array';

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
  dialect?: {
    paging: PagingSource;
    items: ItemsKey;
    idField?: 'id' | 'annotationID';
  };
  counts?: { total: number; platform: number; withoutKey: number; managed?: number };
}
