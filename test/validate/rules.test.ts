// Table tests for every rule of the file format over checkDocument, boundaries included.
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../src/validate/check-document.js';
import { RULE_CODES } from '../../src/validate/rule-codes.js';

const event = {
  externalKey: 'release-4-2',
  kind: 'event',
  headline: 'Passkeys rolled out',
  dateFrom: '2026-09-17',
};
const period = { ...event, kind: 'period', dateTo: '2026-09-30' };
const setup = { externalKey: 'setup-1', kind: 'setup', headline: 'Login uses passkeys first' };
const followUp = { externalKey: 'fu-1', kind: 'follow-up', headline: 'Why did OTP drop?' };

type Doc = Record<string, unknown>;
const without = (doc: Doc, field: string): Doc =>
  Object.fromEntries(Object.entries(doc).filter(([k]) => k !== field));

const s = (n: number, ch = 'a') => ch.repeat(n);
const emoji = (n: number) => '😀'.repeat(n); // one code point, two UTF-16 units

function codesOf(doc: unknown): string[] {
  return checkDocument(doc).map((i) => i.code);
}

// [name, document, expected codes (in any order); [] means valid]
const TABLE: [string, unknown, string[]][] = [
  // document
  ['a valid event', event, []],
  ['a list is not a document', [event], ['document.notAnObject']],
  ['a string is not a document', 'event', ['document.notAnObject']],
  ['unknown field', { ...event, owner: 'x' }, ['document.unknownField']],
  // externalKey
  ['externalKey missing', without(event, 'externalKey'), ['externalKey.required']],
  ['externalKey 128 chars', { ...event, externalKey: s(128) }, []],
  ['externalKey 129 chars', { ...event, externalKey: s(129) }, ['externalKey.pattern']],
  ['externalKey empty', { ...event, externalKey: '' }, ['externalKey.pattern']],
  ['externalKey uppercase', { ...event, externalKey: 'Release' }, ['externalKey.pattern']],
  ['externalKey punctuation', { ...event, externalKey: 'a.b_c-9' }, []],
  ['externalKey slash', { ...event, externalKey: 'a/b' }, ['externalKey.pattern']],
  ['externalKey number', { ...event, externalKey: 42 }, ['externalKey.type']],
  // kind
  ['kind missing', without(setup, 'kind'), ['kind.required']],
  ['kind unknown', { ...setup, kind: 'note' }, ['kind.enum']],
  // headline
  ['headline missing', without(event, 'headline'), ['headline.required']],
  ['headline empty', { ...event, headline: '' }, ['headline.minLength']],
  ['headline 1 char', { ...event, headline: 'x' }, []],
  ['headline 255 chars', { ...event, headline: s(255) }, []],
  ['headline 256 chars', { ...event, headline: s(256) }, ['headline.maxLength']],
  ['headline 255 emoji (code points)', { ...event, headline: emoji(255) }, []],
  ['headline 256 emoji', { ...event, headline: emoji(256) }, ['headline.maxLength']],
  ['headline number', { ...event, headline: 2026 }, ['headline.type']],
  ['headline null', { ...event, headline: null }, ['headline.type']],
  // description
  ['description 10000', { ...event, description: s(10000) }, []],
  ['description 10001', { ...event, description: s(10001) }, ['description.maxLength']],
  ['description empty', { ...event, description: '' }, ['description.minLength']],
  // dateFrom formats and calendar
  ['dateFrom month', { ...event, dateFrom: '2026-09' }, []],
  ['dateFrom date', { ...event, dateFrom: '2026-09-17' }, []],
  ['dateFrom hour', { ...event, dateFrom: '2026-09-17T09' }, []],
  ['dateFrom datetime', { ...event, dateFrom: '2026-09-17T09:45:00' }, []],
  ['dateFrom minutes only', { ...event, dateFrom: '2026-09-17T09:45' }, ['dateFrom.format']],
  ['dateFrom with zone', { ...event, dateFrom: '2026-09-17T09:45:00Z' }, ['dateFrom.format']],
  ['dateFrom year only', { ...event, dateFrom: '2026' }, ['dateFrom.format']],
  ['dateFrom space', { ...event, dateFrom: '2026-09-17 09' }, ['dateFrom.format']],
  ['dateFrom not a string', { ...event, dateFrom: 20260917 }, ['dateFrom.type']],
  ['dateFrom 2026-02-29 (not leap)', { ...event, dateFrom: '2026-02-29' }, ['dateFrom.calendar']],
  ['dateFrom 2028-02-29 (leap)', { ...event, dateFrom: '2028-02-29' }, []],
  ['dateFrom 2100-02-29 (century)', { ...event, dateFrom: '2100-02-29' }, ['dateFrom.calendar']],
  ['dateFrom 2000-02-29 (400 years)', { ...event, dateFrom: '2000-02-29' }, []],
  ['dateFrom April 31', { ...event, dateFrom: '2026-04-31' }, ['dateFrom.calendar']],
  ['dateFrom day 00', { ...event, dateFrom: '2026-04-00' }, ['dateFrom.calendar']],
  ['dateFrom month 13', { ...event, dateFrom: '2026-13' }, ['dateFrom.calendar']],
  ['dateFrom month 00', { ...event, dateFrom: '2026-00-10' }, ['dateFrom.calendar']],
  ['dateFrom hour 23', { ...event, dateFrom: '2026-09-17T23' }, []],
  ['dateFrom hour 24', { ...event, dateFrom: '2026-09-17T24' }, ['dateFrom.calendar']],
  ['dateFrom 23:59:59', { ...event, dateFrom: '2026-12-31T23:59:59' }, []],
  ['dateFrom 23:59:60', { ...event, dateFrom: '2026-12-31T23:59:60' }, ['dateFrom.calendar']],
  ['dateFrom minute 60', { ...event, dateFrom: '2026-12-31T23:60:00' }, ['dateFrom.calendar']],
  // dateFrom per kind
  ['event needs dateFrom', without(event, 'dateFrom'), ['dateFrom.required']],
  ['period needs dateFrom', without(without(period, 'dateFrom'), 'dateTo'), ['dateFrom.required']],
  ['follow-up without dateFrom', followUp, []],
  ['follow-up with dateFrom', { ...followUp, dateFrom: '2026-10' }, []],
  ['setup with dateFrom', { ...setup, dateFrom: '2026-10' }, ['dateFrom.notAllowed']],
  [
    'interpretation with dateFrom',
    { ...setup, kind: 'interpretation', dateFrom: '2026-10' },
    ['dateFrom.notAllowed'],
  ],
  [
    'constraint with dateFrom',
    { ...setup, kind: 'constraint', dateFrom: '2026-10' },
    ['dateFrom.notAllowed'],
  ],
  // dateTo
  ['closed period', period, []],
  ['ongoing period', without(period, 'dateTo'), []],
  ['period one day', { ...period, dateTo: period.dateFrom }, []],
  ['dateTo on event', { ...event, dateTo: '2026-09-30' }, ['dateTo.notAllowed']],
  [
    'dateTo on follow-up',
    { ...followUp, dateFrom: '2026-09', dateTo: '2026-10' },
    ['dateTo.notAllowed'],
  ],
  ['dateTo on setup', { ...setup, dateTo: '2026-10' }, ['dateTo.notAllowed']],
  ['dateTo without dateFrom on period', without(period, 'dateFrom'), ['dateFrom.required']],
  [
    'dateTo without dateFrom, no kind',
    without(without(period, 'dateFrom'), 'kind'),
    ['kind.required', 'dateTo.needsDateFrom'],
  ],
  ['dateTo other precision', { ...period, dateTo: '2026-09-30T10' }, ['dateTo.precision']],
  [
    'dateTo month vs date',
    { ...period, dateFrom: '2026-09', dateTo: '2026-10-01' },
    ['dateTo.precision'],
  ],
  ['dateTo before dateFrom', { ...period, dateTo: '2026-09-16' }, ['dateTo.beforeDateFrom']],
  [
    'dateTo before by a second',
    { ...period, dateFrom: '2026-09-17T10:00:00', dateTo: '2026-09-17T09:59:59' },
    ['dateTo.beforeDateFrom'],
  ],
  ['dateTo same hour', { ...period, dateFrom: '2026-09-17T10', dateTo: '2026-09-17T10' }, []],
  ['dateTo not a real date', { ...period, dateTo: '2026-09-31' }, ['dateTo.calendar']],
  ['dateTo bad format', { ...period, dateTo: 'soon' }, ['dateTo.format']],
  // approximate
  ['approximate with date', { ...event, approximate: true }, []],
  ['approximate false without date', { ...setup, approximate: false }, []],
  [
    'approximate true without date (setup)',
    { ...setup, approximate: true },
    ['approximate.needsDate'],
  ],
  [
    'approximate true on dateless follow-up',
    { ...followUp, approximate: true },
    ['approximate.needsDate'],
  ],
  [
    'approximate true, event missing its date',
    { ...without(event, 'dateFrom'), approximate: true },
    ['dateFrom.required'],
  ],
  ['approximate as string', { ...event, approximate: 'yes' }, ['approximate.type']],
  // status
  ['status on follow-up', { ...followUp, status: 'done', note: 'Fixed in 4.3' }, []],
  ['status unknown', { ...followUp, status: 'closed' }, ['status.enum']],
  ['status on event', { ...event, status: 'open' }, ['status.notAllowed']],
  ['status on setup', { ...setup, status: 'open' }, ['status.notAllowed']],
  // effect and reading
  ['effect on event', { ...event, effect: 'boundary' }, []],
  ['effect on period', { ...period, effect: 'missing' }, []],
  ['effect unknown', { ...event, effect: 'bad' }, ['effect.enum']],
  ['effect on setup', { ...setup, effect: 'context' }, ['effect.notAllowed']],
  ['effect on follow-up', { ...followUp, effect: 'context' }, ['effect.notAllowed']],
  ['reading on period', { ...period, reading: 'Compare within one side.' }, []],
  [
    'reading on interpretation',
    { ...setup, kind: 'interpretation', reading: 'x' },
    ['reading.notAllowed'],
  ],
  ['reading 2000', { ...event, reading: s(2000) }, []],
  ['reading 2001', { ...event, reading: s(2001) }, ['reading.maxLength']],
  ['reading empty', { ...event, reading: '' }, ['reading.minLength']],
  // scope
  [
    'scope full',
    {
      ...event,
      scope: {
        applicationID: 'app-12',
        os: 'iOS',
        osVersion: '17.4',
        browser: 'Safari',
        customTag1: 'a',
        customTag10: 'b',
        experimentRunID: 'exr-3',
        experimentVariantID: 'exv-4',
      },
    },
    [],
  ],
  ['scope empty map', { ...event, scope: {} }, []],
  ['scope unknown member', { ...event, scope: { region: 'eu' } }, ['scope.unknownField']],
  ['scope customTag11', { ...event, scope: { customTag11: 'x' } }, ['scope.unknownField']],
  [
    'scope applicationID format',
    { ...event, scope: { applicationID: '12' } },
    ['scope.applicationID.pattern'],
  ],
  [
    'scope applicationID no digits',
    { ...event, scope: { applicationID: 'app-' } },
    ['scope.applicationID.pattern'],
  ],
  [
    'scope experimentRunID format',
    { ...event, scope: { experimentRunID: 'run-1' } },
    ['scope.experimentRunID.pattern'],
  ],
  [
    'scope experimentVariantID format',
    { ...event, scope: { experimentVariantID: 'exr-1' } },
    ['scope.experimentVariantID.pattern'],
  ],
  ['scope free text 255', { ...event, scope: { os: s(255) } }, []],
  ['scope free text 256', { ...event, scope: { os: s(256) } }, ['scope.os.maxLength']],
  ['scope free text empty', { ...event, scope: { browser: '' } }, ['scope.browser.minLength']],
  ['scope not a map', { ...event, scope: 'app-1' }, ['scope.type']],
  // series
  ['series 50', { ...event, series: Array.from({ length: 50 }, (_, i) => `s${i}`) }, []],
  [
    'series 51',
    { ...event, series: Array.from({ length: 51 }, (_, i) => `s${i}`) },
    ['series.maxItems'],
  ],
  ['series empty list', { ...event, series: [] }, []],
  ['series item 255', { ...event, series: [s(255)] }, []],
  ['series item 256', { ...event, series: [s(256)] }, ['series.item.maxLength']],
  ['series item empty', { ...event, series: [''] }, ['series.item.minLength']],
  ['series item number', { ...event, series: [1] }, ['series.item.type']],
  // display and source
  ['display and source', { ...event, display: false, source: 'system' }, []],
  ['display string', { ...event, display: 'no' }, ['display.type']],
  ['source unknown', { ...event, source: 'bot' }, ['source.enum']],
  // evidence
  ['evidence all four', { ...event, evidence: ['code', 'trace', 'data', 'customer'] }, []],
  ['evidence unknown', { ...event, evidence: ['hunch'] }, ['evidence.item.enum']],
  ['evidence duplicate', { ...event, evidence: ['code', 'data', 'code'] }, ['evidence.duplicate']],
  [
    'evidence five',
    { ...event, evidence: ['code', 'trace', 'data', 'customer', 'code'] },
    ['evidence.maxItems', 'evidence.duplicate'],
  ],
  // refs
  [
    'refs of every type',
    {
      ...event,
      refs: [
        { type: 'finding', value: 'fnd-1' },
        { type: 'annotation', value: 'ann-7' },
        { type: 'annotation', externalKey: 'release-4-1' },
        { type: 'project', value: 'pro-1' },
        { type: 'commit', value: 'a1b2c3d' },
        { type: 'release', value: 'v4.2.0' },
        { type: 'url', value: 'https://example.com/changelog#4.2' },
      ],
    },
    [],
  ],
  [
    'refs 50',
    { ...event, refs: Array.from({ length: 50 }, () => ({ type: 'release', value: 'v1' })) },
    [],
  ],
  [
    'refs 51',
    { ...event, refs: Array.from({ length: 51 }, () => ({ type: 'release', value: 'v1' })) },
    ['refs.maxItems'],
  ],
  ['ref value 2000', { ...event, refs: [{ type: 'release', value: s(2000) }] }, []],
  [
    'ref value 2001',
    { ...event, refs: [{ type: 'release', value: s(2001) }] },
    ['refs.value.maxLength'],
  ],
  [
    'ref value empty',
    { ...event, refs: [{ type: 'release', value: '' }] },
    ['refs.value.minLength'],
  ],
  ['ref type unknown', { ...event, refs: [{ type: 'ticket', value: 'x' }] }, ['refs.type.enum']],
  ['ref type missing', { ...event, refs: [{ value: 'x' }] }, ['refs.type.required']],
  ['ref value missing', { ...event, refs: [{ type: 'release' }] }, ['refs.value.required']],
  [
    'ref unknown field',
    { ...event, refs: [{ type: 'release', value: 'v1', name: 'x' }] },
    ['refs.unknownField'],
  ],
  ['ref not a map', { ...event, refs: ['v1'] }, ['refs.item.type']],
  ['commit 7 hex', { ...event, refs: [{ type: 'commit', value: 'abcdef0' }] }, []],
  ['commit 64 hex', { ...event, refs: [{ type: 'commit', value: s(64, 'f') }] }, []],
  [
    'commit 6 hex',
    { ...event, refs: [{ type: 'commit', value: 'abcdef' }] },
    ['refs.value.commit'],
  ],
  [
    'commit 65 hex',
    { ...event, refs: [{ type: 'commit', value: s(65, 'f') }] },
    ['refs.value.commit'],
  ],
  [
    'commit not hex',
    { ...event, refs: [{ type: 'commit', value: 'main-branch' }] },
    ['refs.value.commit'],
  ],
  ['url http', { ...event, refs: [{ type: 'url', value: 'http://example.com' }] }, []],
  ['url relative', { ...event, refs: [{ type: 'url', value: '/docs/x' }] }, ['refs.value.url']],
  [
    'url ftp',
    { ...event, refs: [{ type: 'url', value: 'ftp://example.com/x' }] },
    ['refs.value.url'],
  ],
  ['url no host', { ...event, refs: [{ type: 'url', value: 'https:///x' }] }, ['refs.value.url']],
  [
    'url with space',
    { ...event, refs: [{ type: 'url', value: 'https://example.com/a b' }] },
    ['refs.value.url'],
  ],
  [
    'annotation ref with both',
    { ...event, refs: [{ type: 'annotation', value: 'ann-1', externalKey: 'k' }] },
    ['refs.refOrKey'],
  ],
  ['annotation ref with neither', { ...event, refs: [{ type: 'annotation' }] }, ['refs.refOrKey']],
  [
    'release ref by key',
    { ...event, refs: [{ type: 'release', externalKey: 'k' }] },
    ['refs.refOrKey'],
  ],
  [
    'ref key pattern',
    { ...event, refs: [{ type: 'annotation', externalKey: 'Bad Key' }] },
    ['refs.externalKey.pattern'],
  ],
  // note
  ['note 2000', { ...event, note: s(2000) }, []],
  ['note 2001', { ...event, note: s(2001) }, ['note.maxLength']],
  ['note empty', { ...event, note: '' }, ['note.minLength']],
];

describe('checkDocument rules', () => {
  it.each(TABLE)('%s', (_name, doc, expected) => {
    expect(codesOf(doc).sort()).toEqual([...expected].sort());
  });

  it('emits only listed codes, each with a description', () => {
    const emitted = new Set(TABLE.flatMap(([, doc]) => codesOf(doc)));
    expect([...emitted].sort()).toEqual([...new Set(TABLE.flatMap(([, , e]) => e))].sort());
    expect(emitted.size).toBeGreaterThanOrEqual(63); // the table reaches this many rules
    for (const code of emitted) expect(RULE_CODES[code], code).toBeTypeOf('string');
  });
});

describe('checkDocument issues', () => {
  it('points an unknown field at its key and suggests the nearest field', () => {
    expect(checkDocument({ ...event, headLine: 'x' })).toEqual([
      {
        code: 'document.unknownField',
        message: 'unknown field headLine; did you mean headline?',
        path: ['headLine'],
        target: 'key',
      },
    ]);
    expect(checkDocument({ ...event, scope: { aplicationID: 'app-1' } })[0]).toMatchObject({
      path: ['scope', 'aplicationID'],
      message: expect.stringContaining('did you mean applicationID?'),
    });
  });

  it('lists the known fields when nothing is close', () => {
    expect(checkDocument({ ...event, zzzzzzzz: 1 })[0]!.message).toContain(
      'known fields: externalKey, kind',
    );
  });

  it('points a missing field at the parent, with the field in the path', () => {
    expect(checkDocument(without(event, 'dateFrom'))).toEqual([
      {
        code: 'dateFrom.required',
        message: 'dateFrom is required for kind event',
        path: ['dateFrom'],
        target: 'parent',
      },
    ]);
    expect(checkDocument({ ...event, refs: [{ value: 'x' }] })[0]).toMatchObject({
      path: ['refs', 0, 'type'],
      target: 'parent',
    });
  });

  it('says why a field is not allowed, once, without if/then noise', () => {
    expect(checkDocument({ ...event, dateTo: '2026-10-01' })).toEqual([
      {
        code: 'dateTo.notAllowed',
        message: 'dateTo is only allowed on kind period (this is kind event)',
        path: ['dateTo'],
        target: 'key',
      },
    ]);
  });

  it('counts characters as code points in messages', () => {
    expect(checkDocument({ ...event, headline: emoji(256) })[0]!.message).toBe(
      'headline is 256 characters long; at most 255 are allowed',
    );
  });

  it('names the duplicate evidence and points at the later copy', () => {
    expect(checkDocument({ ...event, evidence: ['code', 'data', 'code'] })).toEqual([
      {
        code: 'evidence.duplicate',
        message: 'evidence lists "code" twice (items 1 and 3); each value counts once',
        path: ['evidence', 2],
      },
    ]);
  });

  it('explains calendar problems', () => {
    expect(checkDocument({ ...event, dateFrom: '2026-02-29' })[0]!.message).toBe(
      'dateFrom 2026-02-29 is not a real date: February 2026 has 28 days, so day 29 does not exist',
    );
    expect(checkDocument({ ...event, dateFrom: '2026-02-28T24' })[0]!.message).toContain(
      'hour 24 does not exist',
    );
  });

  it('puts refs issues at the offending value', () => {
    expect(
      checkDocument({
        ...event,
        refs: [
          { type: 'release', value: 'v1' },
          { type: 'commit', value: 'xyz' },
        ],
      }),
    ).toEqual([
      {
        code: 'refs.value.commit',
        message: 'refs[1].value must be a commit SHA of 7 to 64 hex digits, not "xyz"',
        path: ['refs', 1, 'value'],
      },
    ]);
  });

  it('reports every problem of a document at once', () => {
    const codes = codesOf({
      externalKey: 'X',
      kind: 'setup',
      headline: '',
      effect: 'context',
      series: [''],
    });
    expect(codes.sort()).toEqual([
      'effect.notAllowed',
      'externalKey.pattern',
      'headline.minLength',
      'series.item.minLength',
    ]);
  });
});
