import { describe, expect, it } from 'vitest';
import { plan } from '../../src/plan/plan.js';
import { planHashOf } from '../../src/plan/plan-hash.js';
import { desired, onServer } from './builders.js';

describe('a ref to an annotation that prune deletes', () => {
  it('is a warning at the ref, and the plan keeps its hash', () => {
    const result = plan(
      [desired('team.a', { refs: [{ type: 'annotation', externalKey: 'team.gone' }] })],
      [onServer('team.gone', {}, { id: 'ann-4' })],
      { keyPrefix: 'team.', prune: true },
    );
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'refs.prunedTarget',
        path: '/refs/0/externalKey',
      }),
    ]);
    expect(result.planHash).toBe(planHashOf(result.changes));
  });
});
