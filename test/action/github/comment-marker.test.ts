// The hidden marker that makes a pull request comment ours, and the target it names.
import { describe, expect, it } from 'vitest';
import {
  commentMarker,
  isOurComment,
  MARKER_CHANGES_BUDGET,
  markerTarget,
  readMarker,
  targetHash,
} from '../../../src/action/github/comment-marker.js';
import { buildComment } from '../../../src/render/github/plan-comment.js';
import { planOf as plan } from '../../support/changes.js';

describe('comment marker and target', () => {
  it('starts every body, and only a body starting with it is ours', () => {
    const target = targetHash({ baseUrl: 'http://x/v1', paths: ['annotations/'] });
    const marker = commentMarker(target, 'abc');
    const outcome = { kind: 'plan' as const, plan: plan([]) };
    const { body } = buildComment({ marker, outcome, targetLabel: 'x' });
    expect(body.startsWith(`<!-- observe-annotations:target=${target} plan=abc -->`)).toBe(true);
    expect(isOurComment(body, target)).toBe(true);
    expect(isOurComment(`quoted:\n${body}`, target)).toBe(false);
    expect(isOurComment(body, targetHash({ paths: ['other/'] }))).toBe(false);
  });

  it('hashes base URL, key prefix and paths', () => {
    const a = targetHash({ baseUrl: 'http://x/v1', keyPrefix: 'p-', paths: ['a'] });
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(targetHash({ baseUrl: 'http://x/v1', keyPrefix: 'q-', paths: ['a'] })).not.toBe(a);
    expect(targetHash({ baseUrl: 'http://y/v1', keyPrefix: 'p-', paths: ['a'] })).not.toBe(a);
    expect(targetHash({ baseUrl: 'http://x/v1', keyPrefix: 'p-', paths: ['b'] })).not.toBe(a);
  });
});

describe('what the marker records', () => {
  const target = targetHash({ paths: ['annotations/'] });
  const plan = `sha256:${'ab'.repeat(32)}`;
  const head = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';

  it('reads back the plan, the head commit and the changes, whatever the keys hold', () => {
    const changes = [
      { action: 'create' as const, externalKey: 'a-->b, c:d <!--', hash: '0123456789ab' },
      { action: 'delete' as const, externalKey: 'plain', hash: 'ba9876543210' },
    ];
    const marker = commentMarker(target, plan, { head, changes });
    expect(marker.split('\n')).toHaveLength(1);
    expect(marker.indexOf('-->')).toBe(marker.length - 3);
    expect(readMarker(`${marker}\nbody`, target)).toEqual({ plan, head, changes });
    expect(readMarker(`${marker}\nbody`, targetHash({ paths: ['other/'] }))).toBeUndefined();
  });

  it('leaves out what is not well formed, and the changes when there are too many', () => {
    expect(readMarker(commentMarker(target), target)).toEqual({});
    const forged = `<!-- observe-annotations:target=${target} plan=x head=zz changes=q:1 -->`;
    expect(readMarker(forged, target)).toEqual({});
    const many = Array.from({ length: MARKER_CHANGES_BUDGET / 10 }, (_, i) => ({
      action: 'update' as const,
      externalKey: `key-${i}`,
      hash: '0123456789ab',
    }));
    const fields = readMarker(commentMarker(target, plan, { head, changes: many }), target);
    expect(fields).toEqual({ plan, head });
  });
});

describe('what showing the plan took', () => {
  const target = targetHash({ paths: ['annotations/'] });
  const plan = `sha256:${'ab'.repeat(32)}`;
  const base = 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e';

  it('rides on the marker line, after the marker, and reads back', () => {
    const shown = { version: '1.2.0-rc.1+build', run: '42', base, maxDeletes: 10 };
    const line = commentMarker(target, plan, { shown });
    expect(line).toBe(
      `<!-- observe-annotations:target=${target} plan=${plan} --><!-- observe-annotations:shown version=1.2.0-rc.1%2Bbuild run=42 base=${base} max-deletes=10 -->`,
    );
    expect(readMarker(`${line}\nbody`, target)).toEqual({ plan, shown });
    expect(readMarker(commentMarker(target, plan, { shown: {} }), target)).toEqual({
      plan,
      shown: {},
    });
  });

  it('is read from the marker line only, and leaves out what is not well formed', () => {
    const marker = commentMarker(target, plan);
    expect(readMarker(`${marker}\n<!-- observe-annotations:shown run=1 -->`, target)).toEqual({
      plan,
    });
    expect(readMarker(`${marker}<!-- observe-annotations:shown run=1`, target)).toEqual({ plan });
    const odd = `${marker}<!-- observe-annotations:shown run=x base=zz max-deletes=-1 version=%E0 -->`;
    expect(readMarker(odd, target)).toEqual({ plan, shown: {} });
    // A marker whose end is not on its own line is no marker.
    expect(readMarker(`<!-- observe-annotations:target=${target} plan=${plan}\n -->`, target)).toBe(
      undefined,
    );
  });
});

describe('the marker, field by field', () => {
  const target = 'label:t';
  const plan = `sha256:${'ab'.repeat(32)}`;
  const sha = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
  const line = (fields: string, shown = '') =>
    `<!-- observe-annotations:target=${target} ${fields} -->${shown}\nbody`;

  it.each<[string, string, object | undefined]>([
    ['a plan and a head', line(`plan=${plan} head=${sha}`), { plan, head: sha }],
    [
      'a head of 64 hex digits (SHA-256 repositories)',
      line(`head=${sha}${'a'.repeat(24)}`),
      { head: `${sha}${'a'.repeat(24)}` },
    ],
    ['applied and refused', line(`applied=${sha} refused=${sha}`), { applied: sha, refused: sha }],
    ['a plan with something before it', line(`plan=x${plan}`), {}],
    ['a plan with something after it', line(`plan=${plan}x`), {}],
    ['a head with something before it', line(`head=x${sha}`), {}],
    ['a head with something after it', line(`head=${sha}x`), {}],
    ['a head of 41 hex digits', line(`head=${sha}a`), {}],
    ['a head of 40 hex digits and 24 others', line(`head=${sha}${'z'.repeat(24)}`), {}],
    ['a sha-256 value under another name', line(`head=${plan}`), {}],
    ['a commit under a name the marker does not have', line(`base=${sha} other=${sha}`), {}],
    ['changes under a name the marker does not have', line('other=c:k:0123456789ab'), {}],
    ['an empty list of changes', line('changes='), { changes: [] }],
    ['a change with something before it', line('changes=xc:k:0123456789ab'), {}],
    ['a change with something after it', line('changes=c:k:0123456789abx'), {}],
    ['a change not well formed', line('changes=c:k:0123456789ab,q'), {}],
    ['a key that is no URI component', line('changes=c:%E0:0123456789ab'), {}],
    [
      'the body after the marker line is not read',
      `<!-- observe-annotations:target=${target} head=${sha} -->\nplan=${plan} applied=${sha}`,
      { head: sha },
    ],
    ['no end to the marker', `<!-- observe-annotations:target=${target} plan=${plan}`, undefined],
    [
      'what showing took, each field',
      line('', `<!-- observe-annotations:shown version=1.0.0 run=42 base=${sha} max-deletes=0 -->`),
      { shown: { version: '1.0.0', run: '42', base: sha, maxDeletes: 0 } },
    ],
    [
      'what showing took, each field with something around it',
      line('', `<!-- observe-annotations:shown version=!1 run=x1 base=x${sha} max-deletes=x1 -->`),
      { shown: {} },
    ],
    [
      'what showing took, each field with something after it',
      line('', `<!-- observe-annotations:shown version=1! run=1x base=${sha}x max-deletes=1x -->`),
      { shown: {} },
    ],
    [
      'what showing took, fields it does not have',
      line('', `<!-- observe-annotations:shown other=12 more=${sha} run=${sha} -->`),
      { shown: {} },
    ],
  ])('%s', (_, body, fields) => {
    const read = readMarker(body, target);
    if (fields === undefined) expect(read).toBeUndefined();
    else expect(read).toStrictEqual(fields);
  });

  it('no comment is ours without a body', () => {
    expect(isOurComment(null, target)).toBe(false);
    expect(isOurComment(undefined, target)).toBe(false);
    expect(readMarker(null, target)).toBeUndefined();
  });

  it('writes plan=none without a plan, and what showing took with only the fields it has', () => {
    expect(commentMarker(target)).toBe(`<!-- observe-annotations:target=${target} plan=none -->`);
    expect(commentMarker(target, undefined, { plan, head: sha })).toBe(
      `<!-- observe-annotations:target=${target} plan=${plan} head=${sha} -->`,
    );
    expect(commentMarker(target, plan, { shown: { run: '1' } })).toBe(
      `<!-- observe-annotations:target=${target} plan=${plan} --><!-- observe-annotations:shown run=1 -->`,
    );
    expect(commentMarker(target, plan, { shown: { maxDeletes: 0 } })).toContain(' max-deletes=0 ');
  });

  it('keeps the changes up to exactly its budget', () => {
    const one = (length: number) => [
      { action: 'update' as const, externalKey: 'k'.repeat(length), hash: '0123456789ab' },
    ];
    // `u:KEY:HASH` is 15 characters besides the key.
    const at = commentMarker(target, plan, { changes: one(MARKER_CHANGES_BUDGET - 15) });
    expect(readMarker(at, target)?.changes).toHaveLength(1);
    const past = commentMarker(target, plan, { changes: one(MARKER_CHANGES_BUDGET - 14) });
    expect(readMarker(past, target)?.changes).toBeUndefined();
  });

  it('names the target by its label, else by a hash that an unnamed target keeps', () => {
    expect(markerTarget({ paths: ['a'], label: 'prod east' })).toBe('label:prod%20east');
    expect(markerTarget({ paths: ['annotations/'] })).toBe('d0aa6e14f41ac145');
    // The same hash as before names existed: an absent base URL or key prefix is ''.
    expect(targetHash({ baseUrl: '', keyPrefix: '', paths: ['annotations/'] })).toBe(
      'd0aa6e14f41ac145',
    );
    expect(
      targetHash({ baseUrl: 'http://x/v1', keyPrefix: 'p-', paths: ['a'], name: 'prod' }),
    ).toBe('35ccc8b0a93810c6');
    expect(targetHash({ baseUrl: 'http://x/v1', keyPrefix: 'p-', paths: ['a'] })).not.toBe(
      '35ccc8b0a93810c6',
    );
  });
});
