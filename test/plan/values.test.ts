// How the planner sees values: canonical JSON and the hashes over it, field equality, the
// order of content fields and of keys, and the write order's heap on many keys.
import { describe, expect, it } from 'vitest';
import type { CreateChange } from '../../src/model/plan.js';
import { canonicalJson, hashOf } from '../../src/text/canonical-json.js';
import { diffContent, fieldEqual, plainEqual } from '../../src/plan/compare-fields.js';
import { inFieldOrder, inOrder } from '../../src/plan/content-fields.js';
import { compareKeys, orderWrites } from '../../src/plan/order-changes.js';
import { changeHashOf, planHashOf } from '../../src/plan/plan-hash.js';
import { plan } from '../../src/plan/plan.js';
import { desired } from './builders.js';

describe('canonical JSON', () => {
  it('sorts members, drops undefined ones, keeps list order, writes no space', () => {
    expect(canonicalJson({ b: [3, 1, { d: 1, c: undefined }], a: 'x', e: null })).toBe(
      '{"a":"x","b":[3,1,{"d":1}],"e":null}',
    );
    expect(canonicalJson([undefined, 'x', 2, true])).toBe('[null,"x",2,true]');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson('a"b')).toBe('"a\\"b"');
    expect(canonicalJson({})).toBe('{}');
  });

  it('hashes it as sha256', () => {
    expect(hashOf({ b: 1, a: 2 })).toBe(hashOf({ a: 2, b: 1 }));
    expect(hashOf({})).toBe(
      'sha256:44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a',
    );
  });
});

describe('field equality', () => {
  it('absent differs from anything else, null included', () => {
    expect(fieldEqual('description', undefined, undefined)).toBe(true);
    expect(fieldEqual('description', undefined, null)).toBe(false);
    expect(fieldEqual('description', null, undefined)).toBe(false);
    expect(fieldEqual('description', undefined, '')).toBe(false);
  });

  it('a list is never equal to an object, whatever its members', () => {
    expect(plainEqual({ length: 0 }, [])).toBe(false);
    expect(plainEqual([], { length: 0 })).toBe(false);
    expect(plainEqual({ 0: 'a', length: 1 }, ['a'])).toBe(false);
  });

  it('a removed or added field shows only the side it has', () => {
    const fields = diffContent(
      { kind: 'setup', headline: 'h' },
      { kind: 'setup', headline: 'h', description: 'd' },
    );
    expect(fields).toEqual([{ path: 'description', after: 'd' }]);
    expect(Object.keys(fields[0]!)).toEqual(['path', 'after']);
    const gone = diffContent({ kind: 'setup', headline: 'h' }, {});
    expect(gone.map((f) => Object.keys(f))).toEqual([
      ['path', 'before'],
      ['path', 'before'],
    ]);
  });
});

describe('content fields', () => {
  it('in the format order, absent and null members dropped, scope members sorted', () => {
    const content = inFieldOrder({
      scope: { os: 'iOS', browser: 'Edge', applicationID: 'app-1' },
      headline: 'h',
      description: undefined,
      status: null,
      kind: 'setup',
    } as never) as Record<string, unknown>;
    expect(Object.keys(content)).toEqual(['kind', 'headline', 'scope']);
    expect(Object.keys(content.scope as object)).toEqual(['applicationID', 'browser', 'os']);
  });

  it('inOrder says whether sorting would change a list', () => {
    expect(inOrder([])).toBe(true);
    expect(inOrder(['a'])).toBe(true);
    expect(inOrder(['a', 'a', 'b'])).toBe(true);
    expect(inOrder(['b', 'a'])).toBe(false);
    expect(inOrder(['a', 'c', 'b'])).toBe(false);
    expect(inOrder(['a', 'b', 'c', 'a'])).toBe(false);
  });
});

describe('keys and the write order', () => {
  it('compares keys by code unit, equal keys as equal', () => {
    expect(compareKeys('a', 'a')).toBe(0);
    expect(compareKeys('a', 'b')).toBe(-1);
    expect(compareKeys('b', 'a')).toBe(1);
    expect(compareKeys('B', 'a')).toBe(-1);
  });

  it('orders independent writes by key, from any order, for every count up to 40', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 1; n <= 40; n++) {
      const keys = Array.from({ length: n }, (_, i) => `k${String(i).padStart(2, '0')}`);
      for (let round = 0; round < 3; round++) {
        const shuffled = [...keys].sort(() => random() - 0.5);
        const writes = shuffled.map(
          (key) => ({ externalKey: key, dependsOn: [] }) as unknown as CreateChange,
        );
        expect(orderWrites(writes).writes.map((w) => w.externalKey)).toEqual(keys);
      }
    }
  });

  it('gathers the refs by key of a document once, sorted', () => {
    const result = plan(
      [
        desired('a', {
          refs: [
            { type: 'annotation', externalKey: 'c' },
            { type: 'annotation', externalKey: 'b' },
            { type: 'annotation', externalKey: 'c' },
          ],
        }),
        desired('b'),
        desired('c'),
      ],
      [],
      { prune: false },
    );
    expect(result.changes.map((c) => [c.externalKey, 'dependsOn' in c ? c.dependsOn : []])).toEqual(
      [
        ['b', []],
        ['c', []],
        ['a', ['b', 'c']],
      ],
    );
  });
});

describe("one change's hash", () => {
  it('is the same for the same change and differs with what it writes', () => {
    const made = plan([desired('a'), desired('b')], [], { prune: false });
    const [a, b] = made.changes as [CreateChange, CreateChange];
    expect(changeHashOf(a)).toBe(changeHashOf(structuredClone(a)));
    expect(changeHashOf(a)).not.toBe(changeHashOf(b));
    expect(changeHashOf(a)).not.toBe(changeHashOf({ ...a, after: { ...a.after, headline: 'x' } }));
    expect(changeHashOf(a)).not.toBe(changeHashOf({ ...a, note: 'why' }));
    expect(changeHashOf(a)).toBe(changeHashOf({ ...a, file: 'elsewhere.yaml', line: 99 }));
    expect(planHashOf([a])).not.toBe(changeHashOf(a));
  });
});
