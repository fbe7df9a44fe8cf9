// Every message the rules give, word for word, with its code, path and target: what a person
// reads in `validate`, in the editor and in the emulator's 400s. One document per way a rule
// is broken; each month's length is named by its name.
import { describe, expect, it } from 'vitest';
import type { RuleIssue } from '../../src/model/diagnostic.js';
import { checkRequestBody } from '../../src/validate/check-request-body.js';
import { compareAnnotationDates, parseAnnotationDate } from '../../src/validate/dates.js';
import { checkDocument } from '../../src/validate/check-document.js';

const event = { externalKey: 'e', kind: 'event', headline: 'h', dateFrom: '2026-09-17' };
const setup = { externalKey: 's', kind: 'setup', headline: 'h' };
const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
const DOCS: [string, unknown][] = [
  ['a list', []],
  ['text', 'text'],
  ['null', null],
  ['headline a number', { ...setup, headline: 5 }],
  ['headline null', { ...setup, headline: null }],
  ['approximate text', { ...event, approximate: 'yes' }],
  ['evidence text', { ...setup, evidence: 'code' }],
  ['scope text', { ...setup, scope: 'x' }],
  ['no headline', { externalKey: 's', kind: 'setup' }],
  ['event without dateFrom', { externalKey: 'e', kind: 'event', headline: 'h' }],
  ['approximate without date', { ...setup, kind: 'follow-up', approximate: true }],
  ['ref without type', { ...setup, refs: [{ value: 'v' }] }],
  ['unknown field near', { ...setup, headLine: 'x' }],
  ['unknown field far', { ...setup, zzzzzz: 1 }],
  ['unknown scope field near', { ...setup, scope: { brwser: 'x' } }],
  ['unknown ref field', { ...setup, refs: [{ type: 'release', value: 'v', extra: 1 }] }],
  ['release ref by key', { ...setup, refs: [{ type: 'release', externalKey: 'k' }] }],
  ['dateFrom on setup', { ...setup, dateFrom: '2026-09' }],
  ['dateTo on event', { ...event, dateTo: '2026-09-18' }],
  ['status on setup', { ...setup, status: 'open' }],
  ['effect on setup', { ...setup, effect: 'drop' }],
  ['annotation ref with neither', { ...setup, refs: [{ type: 'annotation' }] }],
  [
    'annotation ref with both',
    { ...setup, refs: [{ type: 'annotation', value: 'ann-1', externalKey: 'k' }] },
  ],
  ['a ref that is null', { ...setup, refs: [null] }],
  ['kind unknown', { ...setup, kind: 'nope' }],
  ['evidence unknown', { ...setup, evidence: ['nope'] }],
  ['headline empty', { ...setup, headline: '' }],
  ['headline long', { ...setup, headline: '😀'.repeat(256) }],
  ['dateTo without dateFrom, no kind', { externalKey: 'p', headline: 'h', dateTo: '2026-09' }],
  ['dateFrom long', { ...event, dateFrom: '2026-09-17T10:00:00000' }],
  ['evidence many', { ...setup, evidence: ['code', 'data', 'trace', 'log', 'metric'] }],
  [
    'dateTo without dateFrom',
    { externalKey: 'p', kind: 'period', headline: 'h', dateTo: '2026-09' },
  ],
  ['commit', { ...setup, refs: [{ type: 'commit', value: 'main' }] }],
  ['url', { ...setup, refs: [{ type: 'url', value: 'ftp://x' }] }],
  ['dateFrom minutes', { ...event, dateFrom: '2026-09-17T10:30' }],
  ['dateFrom format', { ...event, dateFrom: '17.9.2026' }],
  ['dateFrom month 13', { ...event, dateFrom: '2026-13' }],
  ['externalKey bad', { ...setup, externalKey: 'Bad Key' }],
  ['externalKey long', { ...setup, externalKey: 'k'.repeat(129) }],
  ['externalKey of 128 capitals', { ...setup, externalKey: 'K'.repeat(128) }],
  ['applicationID', { ...setup, scope: { applicationID: 'x' } }],
  ['experimentRunID', { ...setup, scope: { experimentRunID: 'x' } }],
  ['experimentVariantID', { ...setup, scope: { experimentVariantID: 'x' } }],
  ['series item empty', { ...setup, series: [''] }],
  [
    'dateTo precision',
    { externalKey: 'p', kind: 'period', headline: 'h', dateFrom: '2026-09', dateTo: '2026-09-18' },
  ],
  [
    'dateTo before',
    {
      externalKey: 'p',
      kind: 'period',
      headline: 'h',
      dateFrom: '2026-09-18',
      dateTo: '2026-09-17',
    },
  ],
  ['evidence twice', { ...setup, evidence: ['code', 'data', 'code'] }],
  ...months.map((m): [string, unknown] => [
    `day 32 of ${m}`,
    { ...event, dateFrom: `2026-${m}-32` },
  ]),
  ['hour 24', { ...event, dateFrom: '2026-09-17T24' }],
  ['minute 60', { ...event, dateFrom: '2026-09-17T10:60:00' }],
  ['second 60', { ...event, dateFrom: '2026-09-17T10:00:60' }],
  ['month 00', { ...event, dateFrom: '2026-00' }],
  [
    'dateTo calendar',
    {
      externalKey: 'p',
      kind: 'period',
      headline: 'h',
      dateFrom: '2026-02-01',
      dateTo: '2026-02-30',
    },
  ],
];

const EXPECTED: Record<string, RuleIssue[]> = {
  'a list': [
    {
      code: 'document.notAnObject',
      message: 'an annotation document must be a map of fields, not a list',
      path: [],
    },
  ],
  text: [
    {
      code: 'document.notAnObject',
      message: 'an annotation document must be a map of fields, not "text"',
      path: [],
    },
  ],
  null: [
    {
      code: 'document.notAnObject',
      message: 'an annotation document must be a map of fields, not empty',
      path: [],
    },
  ],
  'headline a number': [
    { code: 'headline.type', message: 'headline must be a string, not 5', path: ['headline'] },
  ],
  'headline null': [
    {
      code: 'headline.type',
      message: 'headline is empty; give it a string or remove it',
      path: ['headline'],
    },
  ],
  'approximate text': [
    {
      code: 'approximate.type',
      message: 'approximate must be true or false, not "yes"',
      path: ['approximate'],
    },
  ],
  'evidence text': [
    { code: 'evidence.type', message: 'evidence must be a list, not "code"', path: ['evidence'] },
  ],
  'scope text': [{ code: 'scope.type', message: 'scope must be a map, not "x"', path: ['scope'] }],
  'no headline': [
    {
      code: 'headline.required',
      message: 'headline is required',
      path: ['headline'],
      target: 'parent',
    },
  ],
  'event without dateFrom': [
    {
      code: 'dateFrom.required',
      message: 'dateFrom is required for kind event',
      path: ['dateFrom'],
      target: 'parent',
    },
  ],
  'approximate without date': [
    {
      code: 'approximate.needsDate',
      message: 'approximate: true needs a date: give dateFrom, or drop approximate',
      path: ['approximate'],
    },
  ],
  'ref without type': [
    {
      code: 'refs.type.required',
      message: 'refs[0].type is required',
      path: ['refs', 0, 'type'],
      target: 'parent',
    },
  ],
  'unknown field near': [
    {
      code: 'document.unknownField',
      message: 'unknown field headLine; did you mean headline?',
      path: ['headLine'],
      target: 'key',
    },
  ],
  'unknown field far': [
    {
      code: 'document.unknownField',
      message:
        'unknown field zzzzzz; known fields: externalKey, kind, headline, description, dateFrom, dateTo, approximate, status, effect, reading, scope, series, display, source, evidence, refs, note',
      path: ['zzzzzz'],
      target: 'key',
    },
  ],
  'unknown scope field near': [
    {
      code: 'scope.unknownField',
      message: 'unknown field brwser in scope; did you mean browser?',
      path: ['scope', 'brwser'],
      target: 'key',
    },
  ],
  'unknown ref field': [
    {
      code: 'refs.unknownField',
      message: 'unknown field extra in refs[0]; known fields: type, value, externalKey',
      path: ['refs', 0, 'extra'],
      target: 'key',
    },
  ],
  'release ref by key': [
    {
      code: 'refs.refOrKey',
      message: 'externalKey is only allowed on refs of type annotation; a release ref takes value',
      path: ['refs', 0, 'externalKey'],
      target: 'key',
    },
  ],
  'dateFrom on setup': [
    {
      code: 'dateFrom.notAllowed',
      message:
        'dateFrom is not allowed on kind setup; only events, periods and follow-ups have a date',
      path: ['dateFrom'],
      target: 'key',
    },
  ],
  'dateTo on event': [
    {
      code: 'dateTo.notAllowed',
      message: 'dateTo is only allowed on kind period (this is kind event)',
      path: ['dateTo'],
      target: 'key',
    },
  ],
  'status on setup': [
    {
      code: 'status.notAllowed',
      message: 'status is only allowed on kind follow-up (this is kind setup)',
      path: ['status'],
      target: 'key',
    },
  ],
  'effect on setup': [
    {
      code: 'effect.notAllowed',
      message: 'effect is only allowed on kinds event and period (this is kind setup)',
      path: ['effect'],
      target: 'key',
    },
    {
      code: 'effect.enum',
      message: 'effect must be one of context, boundary, degraded, broken, missing, not "drop"',
      path: ['effect'],
    },
  ],
  'annotation ref with neither': [
    {
      code: 'refs.refOrKey',
      message:
        'refs[0]: a ref of type annotation needs value (an annotation id) or externalKey (a key in these files)',
      path: ['refs', 0],
    },
  ],
  'annotation ref with both': [
    {
      code: 'refs.refOrKey',
      message: 'refs[0]: a ref of type annotation takes value or externalKey, not both',
      path: ['refs', 0, 'externalKey'],
      target: 'key',
    },
  ],
  'a ref that is null': [
    {
      code: 'refs.item.type',
      message: 'refs[0] is empty; give it a map or remove it',
      path: ['refs', 0],
    },
  ],
  'kind unknown': [
    {
      code: 'kind.enum',
      message:
        'kind must be one of event, period, setup, interpretation, constraint, follow-up, not "nope"',
      path: ['kind'],
    },
  ],
  'evidence unknown': [
    {
      code: 'evidence.item.enum',
      message: 'evidence[0] must be one of code, trace, data, customer, not "nope"',
      path: ['evidence', 0],
    },
  ],
  'headline empty': [
    { code: 'headline.minLength', message: 'headline must not be empty', path: ['headline'] },
  ],
  'headline long': [
    {
      code: 'headline.maxLength',
      message: 'headline is 256 characters long; at most 255 are allowed',
      path: ['headline'],
    },
  ],
  'dateTo without dateFrom, no kind': [
    { code: 'kind.required', message: 'kind is required', path: ['kind'], target: 'parent' },
    {
      code: 'dateTo.needsDateFrom',
      message: 'dateTo needs dateFrom: a period starts before it ends',
      path: ['dateTo'],
    },
  ],
  'dateFrom long': [
    {
      code: 'dateFrom.format',
      message:
        'dateFrom must be YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS, not "2026-09-17T10:00:00000"',
      path: ['dateFrom'],
    },
  ],
  'evidence many': [
    {
      code: 'evidence.maxItems',
      message: 'evidence has 5 items; at most 4 are allowed',
      path: ['evidence'],
    },
    {
      code: 'evidence.item.enum',
      message: 'evidence[3] must be one of code, trace, data, customer, not "log"',
      path: ['evidence', 3],
    },
    {
      code: 'evidence.item.enum',
      message: 'evidence[4] must be one of code, trace, data, customer, not "metric"',
      path: ['evidence', 4],
    },
  ],
  'dateTo without dateFrom': [
    {
      code: 'dateFrom.required',
      message: 'dateFrom is required for kind period',
      path: ['dateFrom'],
      target: 'parent',
    },
  ],
  commit: [
    {
      code: 'refs.value.commit',
      message: 'refs[0].value must be a commit SHA of 7 to 64 hex digits, not "main"',
      path: ['refs', 0, 'value'],
    },
  ],
  url: [
    {
      code: 'refs.value.url',
      message: 'refs[0].value must be an absolute http or https URL, not "ftp://x"',
      path: ['refs', 0, 'value'],
    },
  ],
  'dateFrom minutes': [
    {
      code: 'dateFrom.format',
      message:
        'dateFrom must be YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS, not "2026-09-17T10:30" (minutes need seconds: HH:MM:SS)',
      path: ['dateFrom'],
    },
  ],
  'dateFrom format': [
    {
      code: 'dateFrom.format',
      message:
        'dateFrom must be YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS, not "17.9.2026"',
      path: ['dateFrom'],
    },
  ],
  'dateFrom month 13': [
    {
      code: 'dateFrom.calendar',
      message: 'dateFrom 2026-13 is not a real date: month 13 does not exist (01\u201312)',
      path: ['dateFrom'],
    },
  ],
  'externalKey bad': [
    {
      code: 'externalKey.pattern',
      message:
        "externalKey may only hold lowercase letters, digits, '.', '_' and '-' (1 to 128), not \"Bad Key\"",
      path: ['externalKey'],
    },
  ],
  'externalKey long': [
    {
      code: 'externalKey.pattern',
      message: 'externalKey is 129 characters long; at most 128 are allowed',
      path: ['externalKey'],
    },
  ],
  'externalKey of 128 capitals': [
    {
      code: 'externalKey.pattern',
      message: `externalKey may only hold lowercase letters, digits, '.', '_' and '-' (1 to 128), not "${'K'.repeat(39)}…"`,
      path: ['externalKey'],
    },
  ],
  applicationID: [
    {
      code: 'scope.applicationID.pattern',
      message: 'scope.applicationID must look like app-<number>, not "x"',
      path: ['scope', 'applicationID'],
    },
  ],
  experimentRunID: [
    {
      code: 'scope.experimentRunID.pattern',
      message: 'scope.experimentRunID must look like exr-<number>, not "x"',
      path: ['scope', 'experimentRunID'],
    },
  ],
  experimentVariantID: [
    {
      code: 'scope.experimentVariantID.pattern',
      message: 'scope.experimentVariantID must look like exv-<number>, not "x"',
      path: ['scope', 'experimentVariantID'],
    },
  ],
  'series item empty': [
    { code: 'series.item.minLength', message: 'series[0] must not be empty', path: ['series', 0] },
  ],
  'dateTo precision': [
    {
      code: 'dateTo.precision',
      message: 'dateTo must have the same precision as dateFrom (month, like 2026-09), not date',
      path: ['dateTo'],
    },
  ],
  'dateTo before': [
    {
      code: 'dateTo.beforeDateFrom',
      message: 'dateTo 2026-09-17 is before dateFrom 2026-09-18',
      path: ['dateTo'],
    },
  ],
  'evidence twice': [
    {
      code: 'evidence.duplicate',
      message: 'evidence lists "code" twice (items 1 and 3); each value counts once',
      path: ['evidence', 2],
    },
  ],
  'day 32 of 01': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-01-32 is not a real date: January 2026 has 31 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 02': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-02-32 is not a real date: February 2026 has 28 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 03': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-03-32 is not a real date: March 2026 has 31 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 04': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-04-32 is not a real date: April 2026 has 30 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 05': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-05-32 is not a real date: May 2026 has 31 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 06': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-06-32 is not a real date: June 2026 has 30 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 07': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-07-32 is not a real date: July 2026 has 31 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 08': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-08-32 is not a real date: August 2026 has 31 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 09': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-09-32 is not a real date: September 2026 has 30 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 10': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-10-32 is not a real date: October 2026 has 31 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 11': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-11-32 is not a real date: November 2026 has 30 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'day 32 of 12': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-12-32 is not a real date: December 2026 has 31 days, so day 32 does not exist',
      path: ['dateFrom'],
    },
  ],
  'hour 24': [
    {
      code: 'dateFrom.calendar',
      message: 'dateFrom 2026-09-17T24 is not a real date: hour 24 does not exist (00\u201323)',
      path: ['dateFrom'],
    },
  ],
  'minute 60': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-09-17T10:60:00 is not a real date: minute 60 does not exist (00\u201359)',
      path: ['dateFrom'],
    },
  ],
  'second 60': [
    {
      code: 'dateFrom.calendar',
      message:
        'dateFrom 2026-09-17T10:00:60 is not a real date: second 60 does not exist (00\u201359)',
      path: ['dateFrom'],
    },
  ],
  'month 00': [
    {
      code: 'dateFrom.calendar',
      message: 'dateFrom 2026-00 is not a real date: month 00 does not exist (01\u201312)',
      path: ['dateFrom'],
    },
  ],
  'dateTo calendar': [
    {
      code: 'dateTo.calendar',
      message:
        'dateTo 2026-02-30 is not a real date: February 2026 has 28 days, so day 30 does not exist',
      path: ['dateTo'],
    },
  ],
};

describe('checkDocument says', () => {
  for (const [name, doc] of DOCS) {
    it(name, () => {
      expect(checkDocument(doc)).toEqual(EXPECTED[name]);
    });
  }
  it('every case has its expectation', () => {
    expect(DOCS.map(([name]) => name)).toEqual(Object.keys(EXPECTED));
  });
});

describe('checkRequestBody says', () => {
  const setupBody = { kind: 'setup', headline: 'h' };
  it('a body that is not a map', () => {
    expect(checkRequestBody('k', [])).toEqual([
      {
        code: 'body.notAnObject',
        message: 'the request body must be a JSON object, not a list',
        path: [],
      },
    ]);
  });
  it('a path key that is not a key, and goes on with the body', () => {
    expect(checkRequestBody('Bad Key', { ...setupBody, headline: '' })).toEqual([
      ...[
        {
          code: 'externalKey.pattern',
          message:
            "the path's externalKey must be 1 to 128 lowercase letters, digits, '.', '_' or '-', not \"Bad Key\"",
          path: ['externalKey'],
        },
      ],
      { code: 'headline.minLength', message: 'headline must not be empty', path: ['headline'] },
    ]);
  });
  it('an externalKey in the body', () => {
    expect(checkRequestBody('k', { ...setupBody, externalKey: 'k' })).toEqual([
      {
        code: 'body.unknownField',
        message: 'externalKey belongs in the request path, not the body',
        path: ['externalKey'],
        target: 'key',
      },
    ]);
  });
  it('a body that is text, and unknown fields at each level', () => {
    expect(checkRequestBody('k', 'text')).toEqual([
      {
        code: 'body.notAnObject',
        message: 'the request body must be a JSON object, not "text"',
        path: [],
      },
    ]);
    expect(
      checkRequestBody('k', {
        ...setupBody,
        zzzzzz: 1,
        scope: { externalKey: 'x' },
        refs: [{ type: 'release', value: 'v1', extra: 1 }],
      }).map((i) => i.message),
    ).toEqual([
      'unknown field zzzzzz; known fields: kind, headline, description, dateFrom, dateTo, approximate, status, effect, reading, scope, series, display, source, evidence, refs, note',
      expect.stringMatching(/^unknown field externalKey in scope; known fields: /),
      'unknown field extra in refs[0]; known fields: type, value',
    ]);
  });

  it('a ref by key in the body', () => {
    expect(
      checkRequestBody('k', { ...setupBody, refs: [{ type: 'annotation', externalKey: 'x' }] }),
    ).toEqual([
      {
        code: 'refs.unknownField',
        message:
          'refs by externalKey are resolved by the tool before sending; the API takes {type, value} only',
        path: ['refs', 0, 'externalKey'],
        target: 'key',
      },
    ]);
  });
  it('dates the calendar refuses, and dates in order', () => {
    expect(
      checkRequestBody('k', {
        kind: 'period',
        headline: 'h',
        dateFrom: '2026-09-10',
        dateTo: '2026-09-31',
      }).map((i) => i.code),
    ).toEqual(['dateTo.calendar']);
    expect(
      checkRequestBody('k', {
        kind: 'period',
        headline: 'h',
        dateFrom: '2026-09-10',
        dateTo: '2026-09-10',
      }),
    ).toEqual([]);
  });
});

describe('a date rule the schema already reports', () => {
  it('is not said again by the code rules', () => {
    const followUp = {
      kind: 'follow-up',
      headline: 'h',
      dateFrom: '2026-09-10',
      dateTo: '2026-09',
    };
    const codes = ['dateTo.notAllowed'];
    expect(checkDocument({ externalKey: 'f', ...followUp }).map((i) => i.code)).toEqual(codes);
    expect(checkRequestBody('f', followUp).map((i) => i.code)).toEqual(codes);
  });
});

describe('dates', () => {
  const date = (text: string) => parseAnnotationDate(text)!;
  it('of different precisions compare by the parts they share', () => {
    expect(compareAnnotationDates(date('2026-09'), date('2026-09-05'))).toBe(0);
    expect(compareAnnotationDates(date('2026-09-05T10'), date('2026-09-05'))).toBe(0);
    expect(compareAnnotationDates(date('2026-08'), date('2026-09-05'))).toBe(-1);
    expect(compareAnnotationDates(date('2026-09-05T10:00:01'), date('2026-09-05T10:00:00'))).toBe(
      1,
    );
  });
  it('January and a 29th of February in a leap year are real', () => {
    expect(checkDocument({ ...event, dateFrom: '2026-01' })).toEqual([]);
    expect(checkDocument({ ...event, dateFrom: '2028-02-29' })).toEqual([]);
    expect(checkDocument({ ...event, dateFrom: '2026-12-31T23:59:59' })).toEqual([]);
  });
});
