// The hidden marker that makes a pull request comment ours, and the target it names.
import { describe, expect, it } from 'vitest';
import {
  commentMarker,
  isOurComment,
  MARKER_CHANGES_BUDGET,
  readMarker,
  targetHash,
} from '../../src/action/comment-marker.js';
import { buildComment } from '../../src/render/plan-comment.js';
import { plan } from '../render/plan-builders.js';

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
