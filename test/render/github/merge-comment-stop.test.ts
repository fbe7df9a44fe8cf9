// A merge's apply stopped by a 403: the comment quotes the refusal once, above the items it
// stopped, which do not repeat it.
import { expect, it } from 'vitest';
import type { ApplyResult } from '../../../src/model/apply.js';
import { appliedMarkdown } from '../../../src/render/github/merge-comment.js';

const REFUSAL = 'The API key lacks the permission `observe:annotations:write` (403 Forbidden).';

it('says the 403 once', () => {
  const result: ApplyResult = {
    formatVersion: 1,
    summary: { created: 0, updated: 0, deleted: 0, unchanged: 0, failed: 2, stale: 0 },
    stopReason: REFUSAL,
    results: [
      { externalKey: 'a', action: 'create', status: 'failed', attempts: 1, error: REFUSAL },
      {
        externalKey: 'b',
        action: 'create',
        status: 'skipped',
        attempts: 0,
        error: `not sent: the run stopped (${REFUSAL})`,
      },
    ],
  };
  const markdown = appliedMarkdown(result);
  expect(markdown.split('(403 Forbidden)').length - 1).toBe(1);
  expect(markdown).toContain(
    '- <code>+</code> <code>a</code>: failed to create: it stopped the run (why is said once, with the counts)',
  );
  expect(markdown).toContain(
    '- <code>+</code> <code>b</code>: skipped, not created: not sent: the run stopped',
  );
});
