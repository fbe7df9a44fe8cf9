// The YAML slips people make most get a hint on their line, through the one file pipeline:
// a plain value with ": " (quote it), two annotations in one document (separate them with
// ---), a time with a zone or a space (project time, no zone, with T), and slips of layout (a
// field indented too far, a colon missing, a list item out of line, a tab) on the line slipped.
import { describe, expect, it } from 'vitest';
import { findContinuedItems } from '../../src/load/continued-items.js';
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

/** The head of an annotation, then `rest`'s lines. */
function annotation(...rest: string[]): string {
  return ['externalKey: a', 'kind: event', 'headline: x', ...rest, ''].join('\n');
}

describe('slips of layout, on the line slipped, saying what to write', () => {
  it('a field indented more than the field above it', () => {
    expect(seen(annotation(' dateFrom: 2026-03-01'))).toEqual([
      [
        'yaml.syntax',
        4,
        2,
        'dateFrom is indented more than headline above it: start it at column 1, as headline (YAML: Nested mappings are not allowed in compact mappings)',
      ],
    ]);
    // A quoted value above: the reader words it on the slipped line itself.
    expect(seen('externalKey: a\nkind: event\nheadline: "x"\n  dateFrom: 2026-03-01\n')).toEqual([
      [
        'yaml.syntax',
        4,
        3,
        'dateFrom is indented more than headline above it: start it at column 1, as headline (YAML: All mapping items must start at the same column)',
      ],
    ]);
    expect(
      seen(annotation('scope:', '  os: iOS', '', '    # build', '    appVersion: "1"')),
    ).toEqual([
      [
        'yaml.syntax',
        8,
        5,
        'appVersion is indented more than os above it: start it at column 3, as os (YAML: All mapping items must start at the same column)',
      ],
    ]);
  });

  it('a field out of line with the one above it in a list item', () => {
    const refs = (line: string) =>
      seen(annotation('refs:', '  - kind: x', '    value: y', '  - kind: z', line));
    expect(refs('     value: w')).toEqual([
      [
        'yaml.syntax',
        8,
        6,
        'value is indented more than kind above it: start it at column 5, as kind (YAML: Nested mappings are not allowed in compact mappings)',
      ],
    ]);
    expect(refs('   value: w')).toEqual([
      [
        'yaml.syntax',
        8,
        4,
        'value is indented less than kind above it, in the same list item: start it at column 5, as kind (YAML: Sequence item without - indicator)',
      ],
    ]);
  });

  it('a field without its colon', () => {
    expect(seen('externalKey: a\nkind event\nheadline: x\n')).toEqual([
      [
        'yaml.syntax',
        2,
        1,
        'kind has no colon after it: write kind: event (YAML: Implicit keys need to be on a single line)',
      ],
    ]);
    expect(seen(annotation('refs:', '  - kind: x', '    value y  # the id'))).toEqual([
      [
        'yaml.syntax',
        6,
        5,
        'value has no colon after it: write value: y (YAML: Implicit map keys need to be followed by map values)',
      ],
    ]);
  });

  it('a map of one field without its colon, which YAML reads as a string', () => {
    expect(seen(annotation('dateFrom: 2026-03-01', 'scope:', '  os iOS'))).toEqual([
      [
        'scope.type',
        6,
        3,
        'scope must be a map, not "os iOS"; a field without its colon? write os: iOS',
      ],
    ]);
    // A string where a map belongs that is no such slip keeps the plain words.
    expect(seen(annotation('dateFrom: 2026-03-01', 'scope: iOS'))[0]![3]).toBe(
      'scope must be a map, not "iOS"',
    );
  });

  it('a list item out of line with the items above it, deeper or shallower', () => {
    const message = (reader: string) =>
      `this list item is out of line with the item above it: start its - at column 3, as that one's (YAML: ${reader})`;
    expect(seen(annotation('series:', '  - a', '  - b', ' - c'))).toEqual([
      ['yaml.syntax', 7, 2, message('A block sequence may not be used as an implicit map key')],
    ]);
    expect(seen(annotation('refs:', '  - kind: x', '    value: y', '   - kind: z'))).toEqual([
      ['yaml.syntax', 7, 4, message('All sequence items must start at the same column')],
    ]);
    expect(seen(annotation('refs:', '  - kind: x', '    value: y', '    - kind: z'))).toEqual([
      ['yaml.syntax', 7, 5, message('A block sequence may not be used as an implicit map key')],
    ]);
  });

  it('a tab among the indentation, with the spaces to write', () => {
    const words = 'this line is indented with a tab, and YAML indents with spaces only';
    const reader = '(YAML: Tabs are not allowed as indentation)';
    expect(seen(annotation('scope:', '\tos: iOS'))).toEqual([
      ['yaml.tab', 5, 1, `${words}: indent it with 2 spaces instead ${reader}`],
    ]);
    expect(seen(annotation('\tdateFrom: 2026-03-01'))).toEqual([
      ['yaml.tab', 4, 1, `${words}: remove the tab, to start it at column 1 ${reader}`],
    ]);
    // Lines under a tab-indented line: placed as that line would be with spaces.
    const nested = seen(
      annotation(
        'scope:',
        '\tos: iOS',
        '\tappVersion: "1"',
        'refs:',
        '\t- type: url',
        '\t\tvalue: x',
      ),
    );
    expect(nested.map(([code, line, , message]) => [code, line, message])).toEqual([
      ['yaml.tab', 5, `${words}: indent it with 2 spaces instead ${reader}`],
      ['yaml.tab', 6, `${words}: indent it with 2 spaces instead ${reader}`],
      ['yaml.tab', 8, `${words}: indent it with 2 spaces instead ${reader}`],
      ['yaml.tab', 9, `${words}: indent it with 4 spaces instead ${reader}`],
    ]);
  });

  it('leaves a nested map, a continued value and a block scalar alone', () => {
    const fine = annotation(
      'dateFrom: 2026-03-01',
      'description: |',
      '  kind event',
      '    - indented',
      'scope:',
      '  os: iOS',
      'series:',
      '  - a',
      '  - b',
    );
    expect(seen(fine)).toEqual([]);
    // Syntax errors that are none of these keep the reader's words.
    const [bracket] = seen(annotation('series: [a', 'dateFrom: 2026-03-01'));
    expect(bracket![3]).not.toMatch(/column|colon|tab/);
  });
});

describe('a list item indented more than the plain item above it', () => {
  const message = (column: number) =>
    `this list item is indented more than the item above it, so YAML reads it as more words of that item, not as an item: start its - at column ${column}, as that one's`;

  it('is a warning on its line, once per item it continues, where YAML says nothing', () => {
    const text = annotation(
      'dateFrom: 2026-03-01',
      'series:',
      '  - otpLoginSuccessRate',
      '   - passkeyLoginRate',
      '   - more',
      '  - c',
      'refs:',
      '  - type: finding',
      '    value: fnd-1',
    );
    expect(seen(text)).toEqual([['yaml.itemOutOfLine', 7, 4, message(3)]]);
    const value = validateText(text, 'a.yaml').documents[0]!.value;
    expect(value.series).toEqual(['otpLoginSuccessRate - passkeyLoginRate - more', 'c']);
  });

  it('leaves block scalars, nested lists, quoted or commented items and continued words alone', () => {
    const fine = annotation(
      'dateFrom: 2026-03-01',
      'description: |',
      '  - a',
      '   - b',
      'series:',
      '  - a long',
      '    name',
      '  - b',
    );
    expect(seen(fine)).toEqual([]);
    const found: unknown[] = [];
    findContinuedItems(
      'x:\n  - >-\n    - a\n     - b\n  - k: |\n      - c\n       - d\n',
      'a.yaml',
      (d) => found.push(d),
    );
    expect(found).toEqual([]);
    // A quoted item or one with a comment cannot go on below: YAML reports that itself.
    const [quoted] = seen(annotation('dateFrom: 2026-03-01', 'series:', '  - "a"', '   - b'));
    expect(quoted![0]).toBe('yaml.syntax');
  });
});

describe('hints on hostile lines', () => {
  it('quote at most an excerpt of a long name or value, and read a long line once', () => {
    const spaces = ' '.repeat(1_000_000);
    const long = `headline: a: b${spaces}x # c`;
    const [quoted] = seen(`externalKey: a\nkind: setup\n${long}\n`);
    expect(quoted![3]).toMatch(/quote the value: headline: "a: b {75}…"$/);
    const name = `k${'e'.repeat(500)}`;
    const [colon] = seen(`externalKey: a\n${name} event${spaces}\nheadline: x\n`);
    expect(colon![3].length).toBeLessThan(400);
    expect(colon![3]).toMatch(/^ke{78}… has no colon after it: write ke{78}…: event/);
  });
});
