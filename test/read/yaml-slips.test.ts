// The YAML slips people make most get a hint on their line, through the one file pipeline:
// a plain value with ": " (quote it), two annotations in one document (separate them with
// ---), and a time with a zone or a space (project time, no zone, with T).
import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/read/validate-file.js';

type Seen = [code: string, line: number, column: number, message: string];

function seen(text: string): Seen[] {
  return validateText(text, 'a.yaml').diagnostics.map((d) => [
    d.code,
    d.line!,
    d.column!,
    d.message,
  ]);
}

const FORMATS = 'YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS';

describe('a plain value with ": " in it', () => {
  it('says to quote the value, with the value quoted, once per line', () => {
    const text = [
      'externalKey: a',
      'kind: setup',
      'headline: Note: passkeys rolled out  # the first of the month',
      '---',
      'externalKey: b',
      'kind: setup',
      'headline: B',
      'description: Why: because: "it was"',
      '',
    ].join('\n');
    expect(seen(text)).toEqual([
      [
        'yaml.syntax',
        3,
        11,
        'Nested mappings are not allowed in compact mappings: the value holds ": ", which YAML reads as another key; quote the value: headline: "Note: passkeys rolled out"',
      ],
      [
        'yaml.syntax',
        8,
        14,
        'Nested mappings are not allowed in compact mappings: the value holds ": ", which YAML reads as another key; quote the value: description: "Why: because: \\"it was\\""',
      ],
    ]);
  });

  it('leaves other syntax errors as the reader words them', () => {
    const [first] = seen('externalKey: a\nkind: setup\nheadline: [open\n');
    expect(first![0]).toBe('yaml.syntax');
    expect(first![3]).not.toContain('quote the value');
  });
});

describe('two annotations in one document', () => {
  it('is one error at the first repeated key saying to separate them with ---', () => {
    const text = [
      'externalKey: first',
      'kind: setup',
      'headline: One',
      'externalKey: second',
      'kind: setup',
      'headline: Two',
      '',
    ].join('\n');
    expect(seen(text)).toEqual([
      [
        'yaml.duplicateKey',
        4,
        1,
        'externalKey, kind and headline appear twice in this map: a second annotation in the same document? Separate annotations with a line holding only ---',
      ],
    ]);
  });

  it('three in one document are one error too', () => {
    const one = 'externalKey: k\nkind: setup\nheadline: H\n';
    expect(seen(`${one}${one.replace('k\n', 'l\n')}${one.replace('k\n', 'm\n')}`)).toEqual([
      [
        'yaml.duplicateKey',
        4,
        1,
        'externalKey, kind and headline appear more than once in this map: a second annotation in the same document? Separate annotations with a line holding only ---',
      ],
    ]);
  });

  it('counts per document, and keeps the plain message for one key repeated or a nested map', () => {
    const text = [
      'externalKey: a',
      'kind: setup',
      'headline: A',
      'headline: A again',
      '---',
      'externalKey: b',
      'kind: setup',
      'headline: B',
      'scope:',
      '  os: iOS',
      '  os: Android',
      '  appVersion: "1"',
      '  appVersion: "2"',
      '',
    ].join('\n');
    expect(seen(text)).toEqual([
      ['yaml.duplicateKey', 4, 1, 'headline appears twice in this map; keep one'],
      ['yaml.duplicateKey', 11, 3, 'os appears twice in this map; keep one'],
      ['yaml.duplicateKey', 13, 3, 'appVersion appears twice in this map; keep one'],
    ]);
  });
});

describe('a time with a zone or a space', () => {
  it('says times are in project time, without a zone, and use T', () => {
    const text = [
      'externalKey: zone',
      'kind: event',
      'headline: Zone',
      'dateFrom: 2026-09-17T09:45:00Z',
      '---',
      'externalKey: space',
      'kind: event',
      'headline: Space',
      'dateFrom: 2026-09-17 09:45',
      '---',
      'externalKey: offset',
      'kind: event',
      'headline: Offset',
      'dateFrom: "2026-09-17T09:45:00.250+02:00"',
      '---',
      'externalKey: minutes',
      'kind: event',
      'headline: Minutes',
      'dateFrom: 2026-09-17T09:45',
      '',
    ].join('\n');
    const rule = 'times are in project time, without a zone, and use T between date and time';
    expect(seen(text)).toEqual([
      [
        'dateFrom.format',
        4,
        11,
        `dateFrom must be ${FORMATS}, not "2026-09-17T09:45:00Z": ${rule} (2026-09-17T09:45:00 if the project's time is UTC)`,
      ],
      [
        'dateFrom.format',
        9,
        11,
        `dateFrom must be ${FORMATS}, not "2026-09-17 09:45": ${rule}: 2026-09-17T09:45:00`,
      ],
      [
        'dateFrom.format',
        14,
        11,
        `dateFrom must be ${FORMATS}, not "2026-09-17T09:45:00.250+02:00": ${rule} (2026-09-17T09:45:00 if the project's time is UTC+02:00)`,
      ],
      [
        'dateFrom.format',
        19,
        11,
        `dateFrom must be ${FORMATS}, not "2026-09-17T09:45" (minutes need seconds: HH:MM:SS)`,
      ],
    ]);
  });
});
