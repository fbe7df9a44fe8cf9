// A 403 stops an apply and is said once: the progress lines and the items it stopped name no
// reason of their own, and the summary says it, in text and in Markdown.
import { describe, expect, it } from 'vitest';
import { cli, project, READ_ONLY, sharedEmulator } from './apply-helpers.js';

const shared = sharedEmulator();

const REFUSAL =
  'The API key lacks the permission `observe:annotations:write` (403 Forbidden). Personal API keys are read-only: writing needs a project key with this permission. Server said: This API key lacks the permission observe:annotations:write.';

function times(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('apply stopped by a 403', () => {
  it('says the refusal once, in the summary; the items name no reason of their own', async () => {
    const dir = project(3);
    const r = await cli(
      dir,
      shared.current.baseUrl,
      ['apply', '--auto-approve', '--concurrency', '1', 'annotations/generated.yaml'],
      READ_ONLY,
    );
    expect(r.code).toBe(1);
    expect(times(r.out + r.err, '(403 Forbidden)')).toBe(1);
    expect(r.err).toContain(
      '[1/3] + gen-0000 failed to create: it stopped the run (why is said once, with the counts)\n',
    );
    expect(r.err).toContain('[2/3] + gen-0001 skipped, not created: not sent: the run stopped\n');
    expect(r.out).toContain(
      `\nApply stopped: the server refused the API key.\n${REFUSAL}\n0 created, 0 updated, 0 deleted, 0 unchanged, 3 failed (2 of them not sent), 0 stale\n`,
    );
  });

  it('in Markdown too', async () => {
    const dir = project(2);
    const r = await cli(
      dir,
      shared.current.baseUrl,
      [
        'apply',
        '--auto-approve',
        '--concurrency',
        '1',
        '--format',
        'markdown',
        'annotations/generated.yaml',
      ],
      READ_ONLY,
    );
    expect(r.code).toBe(1);
    expect(times(r.out, '(403 Forbidden)')).toBe(1);
  });
});
