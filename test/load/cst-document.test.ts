// The CST reader's shortcut for plain scalars: one that cannot start a value of another core
// type is read as a string without testing each of the schema's tags. Held here to `yaml`'s
// own core tags, so a change of theirs shows.
import { describe, expect, it } from 'vitest';
import { Schema } from 'yaml';
import { TYPED_START } from '../../src/load/cst-document.js';

const TAGS = new Schema({ schema: 'core' }).tags.filter(
  (tag) => tag.default === true && 'test' in tag && tag.test instanceof RegExp,
) as { tag: string; test: RegExp }[];

/** Tails that complete a first character into a value of each core type. */
const TAILS = ['', 'ull', 'ULL', 'rue', 'RUE', 'alse', 'ALSE', '0', '1', '.5', 'e3', '5e-3'];
const MORE = ['inf', 'Inf', 'INF', 'nan', 'NaN', 'NAN', 'x1F', 'o17', '.0', '12', 'true'];

describe('the first characters of typed plain scalars', () => {
  it('are all a core tag can match: any other plain scalar is a string', () => {
    const firsts = [...Array(0x7f - 0x20).keys()].map((i) => String.fromCharCode(0x20 + i));
    firsts.push('é', '—', '😀', '\u00a0');
    let strings = 0;
    for (const first of firsts) {
      for (const tail of [...TAILS, ...MORE]) {
        const source = first + tail;
        const typed = TAGS.filter((t) => t.test.test(source)).map((t) => t.tag);
        if (!TYPED_START.test(source)) {
          expect(typed, JSON.stringify(source)).toEqual([]);
          strings++;
        }
      }
    }
    expect(strings).toBeGreaterThan(1000);
  });

  it('let every typed value through', () => {
    for (const source of [
      '',
      '~',
      'null',
      'Null',
      'true',
      'FALSE',
      '12',
      '-1',
      '+.5',
      '.inf',
      '.NaN',
      '0x1F',
      '0o17',
      '1e3',
    ])
      expect(TYPED_START.test(source), JSON.stringify(source)).toBe(true);
  });
});
