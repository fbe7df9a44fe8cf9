import { describe, expect, it } from 'vitest';
import { fitSummary } from '../../../src/render/github/summary-fit.js';
import { fencesBalanced } from '../fences.js';

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

describe('fitSummary of one file whose diff alone is over the limit', () => {
  const diff = Array.from(
    { length: 30_000 },
    (_, i) => `+   headline: "Annotation ${i} ${'x'.repeat(40)}"`,
  );
  const markdown = [
    '### observe-annotations plan',
    '',
    '**Plan: 30000 to create, 0 to update, 0 to delete. 0 unchanged.**',
    '',
    '<details><summary><code>annotations/big.yaml</code>: 30000 to create</summary>',
    '',
    '```diff',
    ...diff,
    '```',
    '',
    '</details>',
    '',
  ].join('\n');

  it('cuts inside the diff, keeps most of it, closes the fence and says what it cut', () => {
    const out = fitSummary(markdown);
    expect(new TextEncoder().encode(out).length).toBeLessThanOrEqual(1024 * 1024);
    expect(out.length).toBeGreaterThan(1_000_000);
    expect(fencesBalanced(out)).toBe(true);
    expect(out.split('<details>').length).toBe(out.split('</details>').length);
    expect(out).toMatch(
      /The job summary is limited to 1 MiB: the rest was cut \([\d,]+ more lines\)\. It was cut inside <code>annotations\/big\.yaml<\/code>: 30000 to create, within its diff\./,
    );
  });
});
