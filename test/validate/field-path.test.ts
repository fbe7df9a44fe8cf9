// How issue paths read: in messages, in rule codes, from ajv's JSON pointers, and the values
// messages show.
import { describe, expect, it } from 'vitest';
import {
  codePrefix,
  describeValue,
  fieldLabel,
  pointerToPath,
  valueAt,
} from '../../src/validate/field-path.js';

describe('issue paths', () => {
  it('read as a label and as a code prefix', () => {
    expect(fieldLabel(['refs', 2, 'value'])).toBe('refs[2].value');
    expect(fieldLabel([])).toBe('');
    expect(codePrefix(['refs', 2, 'value'], 'document')).toBe('refs.value');
    expect(codePrefix(['series', 3], 'document')).toBe('series.item');
    expect(codePrefix([], 'document')).toBe('document');
    expect(codePrefix([], 'body')).toBe('body');
  });

  it('come from JSON pointers, escapes undone, only whole numbers as indexes', () => {
    expect(pointerToPath('')).toEqual([]);
    expect(pointerToPath('/refs/12/value')).toEqual(['refs', 12, 'value']);
    expect(pointerToPath('/a~1b/c~0d/~01')).toEqual(['a/b', 'c~d', '~1']);
    expect(pointerToPath('/scope/2x/x2')).toEqual(['scope', '2x', 'x2']);
  });

  it('lead to a value, or to nothing through what is not a map or a list', () => {
    const doc = { refs: [{ value: 'v' }], empty: null, text: 'abc' };
    expect(valueAt(doc, ['refs', 0, 'value'])).toBe('v');
    expect(valueAt(doc, ['empty', 'x'])).toBeUndefined();
    expect(valueAt(doc, ['text', 'length'])).toBeUndefined();
    expect(valueAt(doc, [])).toBe(doc);
  });
});

describe('values in messages', () => {
  it('are named by their kind, text quoted and cut', () => {
    expect(describeValue(null)).toBe('empty');
    expect(describeValue([1])).toBe('a list');
    expect(describeValue(new Uint8Array([1]))).toBe('binary data');
    expect(describeValue({ a: 1 })).toBe('a map');
    expect(describeValue('text')).toBe('"text"');
    expect(describeValue('x'.repeat(100))).toBe(`"${'x'.repeat(39)}…"`);
    expect(describeValue(5)).toBe('5');
    expect(describeValue(false)).toBe('false');
    expect(describeValue(undefined)).toBe('undefined');
  });
});
