// Every rule code the validate layer emits, with one line each: the stable contract of
// `validate --format json` and of the emulator's 400 details (docs/file-format.md lists them).
// The numbers they name come from the schema (FIELD_LIMITS), never written here a second time.
import { FIELD_LIMITS } from '../model/generated/vocabulary.js';

const SCOPE_FREE_TEXT = [
  'os',
  'osVersion',
  'browser',
  ...Array.from({ length: 10 }, (_, i) => `customTag${i + 1}`),
];
const SCOPE_IDS: Record<string, string> = {
  applicationID: 'app-<number>',
  experimentRunID: 'exr-<number>',
  experimentVariantID: 'exv-<number>',
};

/** The schema's limit `limit` of the field at `path`: a field without it is a broken build. */
function limit(path: string, name: 'minLength' | 'maxLength' | 'maxItems'): number {
  const value = FIELD_LIMITS[path]?.[name];
  if (value === undefined) throw new Error(`the schema gives ${path} no ${name}`);
  return value;
}

const text = (field: string, optional = true): [string, string][] => [
  ...(optional ? [] : ([[`${field}.required`, `${field} is missing`]] as [string, string][])),
  [`${field}.type`, `${field} is not a string`],
  [`${field}.minLength`, emptyOr(field, `${field} is`)],
  [
    `${field}.maxLength`,
    `${field} is longer than ${limit(field, 'maxLength')} characters (Unicode code points)`,
  ],
];

/** "is empty" for a minimum of one character, else the minimum itself. */
function emptyOr(path: string, subject: string): string {
  const min = limit(path, 'minLength');
  return min === 1 ? `${subject} empty` : `${subject} shorter than ${min} characters`;
}

const tooMany = (path: string, what: string): [string, string] => [
  `${path}.maxItems`,
  `${what} has more than ${limit(path, 'maxItems')} items`,
];

const ENTRIES: [string, string][] = [
  ['document.notAnObject', 'a document is not a map of fields'],
  [
    'document.unknownField',
    'a document has a field the format does not know (the message suggests the nearest)',
  ],
  ['body.notAnObject', 'a request body is not a JSON object (emulator)'],
  [
    'body.unknownField',
    'a request body has a field the API does not know, externalKey included (emulator)',
  ],
  ['externalKey.required', 'a document has no externalKey'],
  ['externalKey.type', 'externalKey is not a string'],
  ['externalKey.pattern', 'externalKey is not 1–128 of a-z, 0-9, ".", "_", "-"'],
  [
    'externalKey.duplicate',
    'another document (named in the diagnostic) already uses this externalKey',
  ],
  ['kind.required', 'kind is missing'],
  ['kind.enum', 'kind is not one of event, period, setup, interpretation, constraint, follow-up'],
  ...text('headline', false),
  ...text('description'),
  ['dateFrom.type', 'dateFrom is not a string'],
  ['dateFrom.format', 'dateFrom is not YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS'],
  [
    'dateFrom.calendar',
    'dateFrom is not a real calendar date and time (2026-02-29, hour 24, second 60)',
  ],
  ['dateFrom.required', 'an event or a period has no dateFrom'],
  ['dateFrom.notAllowed', 'a setup, interpretation or constraint has a dateFrom'],
  ['dateTo.type', 'dateTo is not a string'],
  ['dateTo.format', 'dateTo is not one of the four date formats'],
  ['dateTo.calendar', 'dateTo is not a real calendar date and time'],
  ['dateTo.notAllowed', 'dateTo on a kind other than period'],
  ['dateTo.needsDateFrom', 'dateTo without dateFrom'],
  ['dateTo.precision', 'dateTo has another precision (format) than dateFrom'],
  ['dateTo.beforeDateFrom', 'dateTo is before dateFrom'],
  ['approximate.type', 'approximate is not true or false'],
  ['approximate.needsDate', 'approximate: true without dateFrom'],
  ['status.enum', 'status is not open or done'],
  ['status.notAllowed', 'status on a kind other than follow-up'],
  ['effect.enum', 'effect is not context, boundary, degraded, broken or missing'],
  ['effect.notAllowed', 'effect on a kind other than event or period'],
  ...text('reading'),
  ['reading.notAllowed', 'reading on a kind other than event or period'],
  ['scope.type', 'scope is not a map'],
  [
    'scope.unknownField',
    'scope has a member the API does not know (the message suggests the nearest)',
  ],
  ...Object.entries(SCOPE_IDS).flatMap(([m, format]): [string, string][] => [
    [`scope.${m}.type`, `scope.${m} is not a string`],
    [`scope.${m}.pattern`, `scope.${m} is not ${format}`],
  ]),
  ...SCOPE_FREE_TEXT.flatMap((m) => text(`scope.${m}`)),
  ['series.type', 'series is not a list'],
  tooMany('series', 'series'),
  ['series.item.type', 'a series name is not a string'],
  ['series.item.minLength', emptyOr('series.item', 'a series name is')],
  [
    'series.item.maxLength',
    `a series name is longer than ${limit('series.item', 'maxLength')} characters`,
  ],
  ['display.type', 'display is not true or false'],
  ['source.enum', 'source is not manual, agent or system'],
  ['evidence.type', 'evidence is not a list'],
  tooMany('evidence', 'evidence'),
  ['evidence.item.enum', 'an evidence item is not code, trace, data or customer'],
  ['evidence.duplicate', 'evidence lists a value twice (the message names it)'],
  ['refs.type', 'refs is not a list'],
  tooMany('refs', 'refs'),
  ['refs.item.type', 'a ref is not a map'],
  ['refs.unknownField', 'a ref has a field other than type, value (and externalKey in files)'],
  ['refs.type.required', 'a ref has no type'],
  ['refs.type.enum', 'a ref type is not finding, annotation, project, commit, release or url'],
  ...text('refs.value'),
  ['refs.value.required', 'a ref has no value'],
  ['refs.value.commit', 'a commit ref is not 7–64 hex digits'],
  ['refs.value.url', 'a url ref is not an absolute http(s) URL'],
  [
    'refs.refOrKey',
    'an annotation ref has both or neither of value and externalKey, or another type has externalKey',
  ],
  ['refs.externalKey.type', 'a ref externalKey is not a string'],
  ['refs.externalKey.pattern', 'a ref externalKey is not a valid externalKey'],
  [
    'refs.cycle',
    'refs by externalKey form a cycle (a self-reference included); the message names the keys in order',
  ],
  ...text('note'),
];

/** Code → one-line description, in the order of the file format. */
export const RULE_CODES: Readonly<Record<string, string>> = Object.fromEntries(ENTRIES);
