// The hidden marker that makes a pull request comment ours, and the target it names.
import { describe, expect, it } from 'vitest';
import { commentMarker, isOurComment, targetHash } from '../../src/action/comment-marker.js';
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
