import { describe, expect, it } from 'vitest';
import { fitSummary } from '../../src/render/summary-fit.js';
import { fencesBalanced } from './fences.js';

describe('fitSummary', () => {
  it('leaves a summary within the limit alone', () => {
    expect(fitSummary('# Plan\n', 100)).toBe('# Plan\n');
  });

  it('cuts outside code fences, closes details and says so', () => {
    const block =
      '<details><summary>f</summary>\n\n```diff\n+ a: ' + 'x'.repeat(50) + '\n```\n\n</details>\n';
    const markdown = block.repeat(40_000);
    const out = fitSummary(markdown, 200_000);
    expect(new TextEncoder().encode(out).length).toBeLessThanOrEqual(200_000);
    expect(fencesBalanced(out)).toBe(true);
    expect(out.split('<details>').length).toBe(out.split('</details>').length);
    expect(out).toContain('limited to 1 MiB');
  });

  it('counts bytes, not characters', () => {
    const out = fitSummary('é\n'.repeat(100_000), 100_000);
    expect(new TextEncoder().encode(out).length).toBeLessThanOrEqual(100_000);
  });
});
