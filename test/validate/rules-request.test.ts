// checkRequestBody: what the emulator runs for PUT …/byExternalKey/{externalKey}.
import { describe, expect, it } from 'vitest';
import { checkRequestBody } from '../../src/validate/check-request-body.js';

const body = {
  kind: 'period',
  headline: 'OTP provider outage',
  dateFrom: '2026-03-01',
  dateTo: '2026-03-02',
  effect: 'broken',
};
const codes = (key: string, b: unknown) =>
  checkRequestBody(key, b)
    .map((i) => i.code)
    .sort();

describe('checkRequestBody', () => {
  it('accepts a valid body with a note and refs by value', () => {
    expect(
      checkRequestBody('otp-outage', {
        ...body,
        note: 'closed',
        refs: [{ type: 'annotation', value: 'ann-3' }],
      }),
    ).toEqual([]);
  });

  it.each([
    ['', ['externalKey.pattern']],
    ['UPPER', ['externalKey.pattern']],
    ['a'.repeat(128), []],
    ['a'.repeat(129), ['externalKey.pattern']],
    ['has space', ['externalKey.pattern']],
  ])('checks the path key %j', (key, expected) => {
    expect(codes(key, body)).toEqual(expected);
    if (expected.length) expect(checkRequestBody(key, body)[0]!.path).toEqual(['externalKey']);
  });

  it('refuses externalKey in the body: it belongs in the path', () => {
    expect(checkRequestBody('k', { ...body, externalKey: 'k' })).toEqual([
      {
        code: 'body.unknownField',
        message: 'externalKey belongs in the request path, not the body',
        path: ['externalKey'],
        target: 'key',
      },
    ]);
  });

  it('refuses refs by key: the API takes value only', () => {
    expect(
      checkRequestBody('k', { ...body, refs: [{ type: 'annotation', externalKey: 'other' }] }),
    ).toEqual([
      {
        code: 'refs.unknownField',
        message:
          'refs by externalKey are resolved by the tool before sending; the API takes {type, value} only',
        path: ['refs', 0, 'externalKey'],
        target: 'key',
      },
    ]);
    expect(codes('k', { ...body, refs: [{ type: 'annotation' }] })).toEqual([
      'refs.value.required',
    ]);
  });

  it('runs the same schema and code rules as files', () => {
    expect(codes('k', { ...body, dateTo: '2026-02-28' })).toEqual(['dateTo.beforeDateFrom']);
    expect(codes('k', { ...body, dateFrom: '2026-02-29' })).toEqual(['dateFrom.calendar']);
    expect(codes('k', { ...body, dateTo: '2026-03-02T10' })).toEqual(['dateTo.precision']);
    expect(codes('k', { ...body, headline: 'x'.repeat(256) })).toEqual(['headline.maxLength']);
    expect(codes('k', { ...body, kind: 'setup' })).toEqual([
      'dateFrom.notAllowed',
      'dateTo.notAllowed',
      'effect.notAllowed',
    ]);
    expect(codes('k', { ...body, refs: [{ type: 'commit', value: 'nope' }] })).toEqual([
      'refs.value.commit',
    ]);
    expect(codes('k', { ...body, evidence: ['data', 'data'] })).toEqual(['evidence.duplicate']);
    expect(codes('k', { kind: 'event' })).toEqual(['dateFrom.required', 'headline.required']);
  });

  it('does not check server state: closing a follow-up without a note passes here', () => {
    expect(checkRequestBody('fu', { kind: 'follow-up', headline: 'x', status: 'done' })).toEqual(
      [],
    );
  });

  it.each([[null], [[]], ['text'], [3]])('refuses a body that is not an object: %j', (b) => {
    expect(codes('k', b)).toEqual(['body.notAnObject']);
  });
});
