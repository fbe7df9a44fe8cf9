// The applier's pure parts, one by one: the summary's counts, the prune brake's words, which
// writes wait for which, refs by key resolved to ids, the post-condition, the server's field
// names as paths, the relay and the limit's bounds.
import { describe, expect, it } from 'vitest';
import { AdaptiveLimit } from '../../src/apply/adaptive-limit.js';
import { AttemptRelay } from '../../src/apply/attempt-relay.js';
import { dependenciesOf, keysOnCycles } from '../../src/apply/dependency-order.js';
import { fieldPath } from '../../src/validate/field-path.js';
import { postConditionFailure } from '../../src/apply/post-condition.js';
import { checkDeletions } from '../../src/apply/prune-brake.js';
import { resolveRefs } from '../../src/apply/resolve-refs.js';
import { summarize } from '../../src/apply/summarize.js';
import type { Annotation } from '../../src/model/annotation.js';
import type { ApplyItemResult } from '../../src/model/apply.js';
import { content, create, planOf, remove } from '../support/changes.js';

describe('the summary', () => {
  const r = (
    action: ApplyItemResult['action'],
    status: ApplyItemResult['status'],
    converged?: true,
  ) =>
    ({
      externalKey: 'k',
      action,
      status,
      attempts: 1,
      ...(converged ? { converged } : {}),
    }) as ApplyItemResult;

  it('counts each result once, failed and skipped together, converged as unchanged', () => {
    expect(
      summarize(
        [
          r('create', 'ok'),
          r('update', 'ok'),
          r('update', 'ok', true),
          r('delete', 'ok'),
          r('create', 'failed'),
          r('delete', 'skipped'),
          r('update', 'stale'),
        ],
        4,
      ),
    ).toStrictEqual({ created: 1, updated: 1, deleted: 1, unchanged: 5, failed: 2, stale: 1 });
  });

  it('counts writes only when a result is one', () => {
    expect(summarize([r('write', 'ok'), r('write', 'ok'), r('write', 'failed')], 0)).toStrictEqual({
      created: 0,
      updated: 0,
      deleted: 0,
      unchanged: 0,
      failed: 1,
      stale: 0,
      written: 2,
    });
  });
});

describe('the prune brake', () => {
  const gone = (n: number) =>
    planOf(Array.from({ length: n }, (_, i) => remove({ ...anno(`p-${i}`), id: `ann-${i}` })));

  it('names up to five of the deletions it refuses, and counts the rest', () => {
    expect(() => checkDeletions(gone(6), true, 4)).toThrow(
      /^refusing to prune 6 annotations \(p-0, p-1, p-2, p-3, p-4 and 1 more\): more than --max-deletes 4\. Nothing was written\. Check keyPrefix and the files, or raise --max-deletes \(or maxDeletes in observe-annotations\.yaml\)\.$/,
    );
    expect(() => checkDeletions(gone(5), true, 4)).toThrow(/\(p-0, p-1, p-2, p-3, p-4\): more/);
    expect(() => checkDeletions(gone(5), true, 5)).not.toThrow();
    expect(() => checkDeletions(gone(1), false, 5)).toThrow(
      /^the plan deletes 1 annotation\(s\) but --prune was not given; nothing was written$/,
    );
    expect(() => checkDeletions(planOf([create('a')]), false, 0)).not.toThrow();
  });

  it("refuses a deletion outside the run's keyPrefix, before anything else", () => {
    expect(() => checkDeletions(gone(2), false, 0, 'q-')).toThrow(
      /^the plan deletes "p-0", which is not under this run's keyPrefix "q-": only keys under it are ours to delete; nothing was written$/,
    );
    expect(() => checkDeletions(gone(2), true, 5, '0')).toThrow(/deletes "p-0", which is not/);
    expect(() => checkDeletions(gone(2), true, 5, 'p-')).not.toThrow();
    expect(() => checkDeletions(gone(2), true, 5, '')).not.toThrow();
  });
});

describe('which writes wait for which', () => {
  it('every key its refs name by key and its dependsOn, never itself', () => {
    const change = create('a', {
      refs: [
        { type: 'annotation', externalKey: 'b' },
        { type: 'annotation', value: 'ann-1' },
        { type: 'annotation', externalKey: 'a' },
      ],
      dependsOn: ['c', 'a'],
    });
    expect(dependenciesOf(change).sort()).toEqual(['b', 'c']);
    expect(dependenciesOf(create('d'))).toEqual([]);
  });

  it('every key on a cycle or waiting on one, and no other', () => {
    const changes = [
      create('x', { refs: [{ type: 'annotation', externalKey: 'y' }] }),
      create('y', { refs: [{ type: 'annotation', externalKey: 'x' }] }),
      create('w', { refs: [{ type: 'annotation', externalKey: 'x' }] }),
      create('ok', { refs: [{ type: 'annotation', externalKey: 'elsewhere' }] }),
      create('free'),
      create('p', { dependsOn: ['free'] }),
      create('q', { dependsOn: ['free', 'p'] }),
    ];
    expect([...keysOnCycles(changes)].sort()).toEqual(['w', 'x', 'y']);
    expect(keysOnCycles([create('self', { dependsOn: ['self'] })])).toEqual(new Set());
  });
});

describe('refs by key resolved to ids', () => {
  it('substitutes every id, or names the first key without one', () => {
    const after = {
      ...content('h'),
      refs: [
        { type: 'release' as const, value: 'v1' },
        { type: 'annotation' as const, externalKey: 'a' },
        { type: 'annotation' as const, externalKey: 'b' },
      ],
    };
    expect(
      resolveRefs(
        after,
        new Map([
          ['a', 'ann-1'],
          ['b', 'ann-2'],
        ]),
      ),
    ).toEqual({
      content: {
        ...after,
        refs: [
          { type: 'release', value: 'v1' },
          { type: 'annotation', value: 'ann-1' },
          { type: 'annotation', value: 'ann-2' },
        ],
      },
    });
    expect(resolveRefs(after, new Map([['b', 'ann-2']]))).toEqual({ missing: 'a' });
    const plain = content('h');
    expect(resolveRefs(plain, new Map())).toEqual({ content: plain });
  });
});

describe('the post-condition', () => {
  it('passes an answer of the same key, or of none, with the content sent', () => {
    expect(postConditionFailure(anno('k'), content('h'), 'k')).toBeUndefined();
    const { externalKey: _k, ...unkeyed } = anno('k');
    expect(postConditionFailure(unkeyed as Annotation, content('h'), 'k')).toBeUndefined();
    expect(postConditionFailure(anno('other'), content('h'), 'k')).toBe(
      'the server answered with the annotation of key "other"',
    );
  });
});

describe("the server's field names", () => {
  it('become paths into the document', () => {
    expect(fieldPath('refs[12].value')).toEqual(['refs', 12, 'value']);
    expect(fieldPath('scope.os')).toEqual(['scope', 'os']);
    expect(fieldPath('headline')).toEqual(['headline']);
    expect(fieldPath('[3]')).toEqual([3]);
    expect(fieldPath('refs[x]')).toEqual(['refs', 'x']);
  });
});

describe('the relay and the limit', () => {
  it('the relay stops passing attempts on to a listener that left', () => {
    const relay = new AttemptRelay();
    const heard: number[] = [];
    const leave = relay.listen((info) => heard.push(info.attempt));
    relay.observer.onAttempt!({ operation: 'putAnnotation', attempt: 1 });
    expect(leave()).toBe(true);
    relay.observer.onAttempt!({ operation: 'putAnnotation', attempt: 2 });
    expect(heard).toEqual([1]);
  });

  it('the limit takes only a whole number from 1', () => {
    for (const bad of [0, -1, 1.5, NaN])
      expect(() => new AdaptiveLimit(bad)).toThrow(`concurrency must be ≥ 1: ${bad}`);
    expect(new AdaptiveLimit(1).max).toBe(1);
  });
});

function anno(key: string): Annotation {
  return {
    ...content('h'),
    id: 'ann-1',
    platform: false,
    externalKey: key,
    createdMs: 1,
    updatedMs: 1,
  } as Annotation;
}
