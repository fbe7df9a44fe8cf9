// Golden output of the apply views over one fixed result.
import { describe, expect, it } from 'vitest';
import type { ApplyResult } from '../../src/model/apply.js';
import { renderApplyJson } from '../../src/render/apply-json.js';
import { renderApplyMarkdown } from '../../src/render/apply-markdown.js';
import { progressLine } from '../../src/render/apply-progress.js';
import { renderApplyText } from '../../src/render/apply-text.js';

const RESULT: ApplyResult = {
  formatVersion: 1,
  summary: { created: 1, updated: 1, deleted: 0, unchanged: 4, failed: 2, stale: 1 },
  results: [
    { externalKey: 'a', action: 'create', status: 'ok', id: 'ann-1', attempts: 1 },
    { externalKey: 'b', action: 'update', status: 'ok', id: 'ann-2', attempts: 3, converged: true },
    {
      externalKey: 'c',
      action: 'create',
      status: 'failed',
      attempts: 1,
      error:
        'Writing the annotation failed with HTTP 400: invalid [refs[0].value at annotations/c.yaml:7:14]',
      file: 'annotations/c.yaml',
      line: 7,
      column: 14,
      permanent: true,
    },
    {
      externalKey: 'd',
      action: 'create',
      status: 'skipped',
      attempts: 0,
      error: 'not sent: it references "c", which failed',
    },
    {
      externalKey: 'e',
      action: 'update',
      status: 'stale',
      id: 'ann-5',
      attempts: 0,
      error: 'stale: it changed on the server since the plan was made',
    },
  ],
};

describe('apply views', () => {
  it('json is exactly the contract', () => {
    const parsed = JSON.parse(renderApplyJson({ ...RESULT, interrupted: true }));
    expect(Object.keys(parsed)).toEqual(['formatVersion', 'summary', 'results']);
    expect(Object.keys(parsed.summary)).toEqual([
      'created',
      'updated',
      'deleted',
      'unchanged',
      'failed',
      'stale',
    ]);
    for (const r of parsed.results) {
      expect(Object.keys(r)).toEqual([
        'externalKey',
        'action',
        'status',
        'id',
        'attempts',
        'error',
      ]);
    }
    expect(parsed.results[3]).toEqual({
      externalKey: 'd',
      action: 'create',
      status: 'skipped',
      id: null,
      attempts: 0,
      error: 'not sent: it references "c", which failed',
    });
  });

  it('text lists the problems with their place, then the counts', () => {
    expect(renderApplyText(RESULT, { colour: false })).toBe(
      [
        '+ c: failed to create',
        '    Writing the annotation failed with HTTP 400: invalid [refs[0].value at annotations/c.yaml:7:14]',
        '+ d: skipped, not created',
        '    not sent: it references "c", which failed',
        '~ e (ann-5): stale, not updated',
        '    stale: it changed on the server since the plan was made',
        '',
        'Apply finished with problems.',
        '1 created, 1 updated, 0 deleted, 4 unchanged, 2 failed (1 of them not sent), 1 stale',
        'Stale items changed on the server after the plan was made: make a new plan and review it.',
        '1 change was refused for what was sent: a re-run sends the same and fails the same. Fix what each names (at its file and line), then apply again.',
        '',
      ].join('\n'),
    );
  });

  it('text after Ctrl-C names the changes never sent on one line, not a block each', () => {
    const unsent = Array.from({ length: 12 }, (_, i) => ({
      externalKey: `k${i}`,
      action: 'create' as const,
      status: 'skipped' as const,
      attempts: 0,
      error: 'not sent: interrupted',
    }));
    const text = renderApplyText(
      {
        formatVersion: 1,
        interrupted: true,
        summary: { created: 1, updated: 0, deleted: 0, unchanged: 0, failed: 12, stale: 0 },
        results: [RESULT.results[0]!, ...unsent],
      },
      { colour: false },
    );
    expect(text).toBe(
      [
        'Not sent (12): k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, and 2 more',
        '',
        'Apply interrupted: no new requests were sent after Ctrl-C.',
        '1 created, 0 updated, 0 deleted, 0 unchanged, 12 failed (12 of them not sent), 0 stale',
        '',
      ].join('\n'),
    );
  });

  it('markdown has the counts and a table of the problems', () => {
    const md = renderApplyMarkdown(RESULT);
    expect(md).toContain('| 1 | 1 | 0 | 4 | 2 | 1 |');
    expect(md).toContain(
      '| <code>+</code> | <code>c</code> | failed to create | Writing the annotation failed with HTTP 400: invalid \\[refs\\[0\\].value at annotations/c.yaml:7:14\\] | <code>annotations/c.yaml:7:14</code> |',
    );
    expect(md).not.toContain('| <code>a</code> |');
  });

  it('progress lines', () => {
    expect(progressLine({ type: 'item', result: RESULT.results[0]!, done: 3, total: 12 })).toBe(
      '[ 3/12] + a (ann-1) created',
    );
    expect(
      progressLine({
        type: 'retry',
        externalKey: 'a',
        attempt: 1,
        delayMs: 1500,
        reason: 'HTTP 503',
      }),
    ).toBe('  retrying a (HTTP 503) in 1.5 s, attempt 2');
  });
});

describe('what to do after failures', () => {
  const failed = (permanent: boolean): ApplyResult => ({
    formatVersion: 1,
    summary: { created: 0, updated: 0, deleted: 0, unchanged: 0, failed: 1, stale: 0 },
    results: [
      {
        externalKey: 'x',
        action: 'create',
        status: 'failed',
        attempts: permanent ? 1 : 5,
        error: permanent ? 'HTTP 422: no' : 'HTTP 503 (gave up after 5 attempts)',
        ...(permanent ? { permanent: true } : {}),
      },
    ],
  });
  it('a failure of the service: apply again', () => {
    const text = renderApplyText(failed(false), { colour: false });
    expect(text).toContain('apply again to send what did not arrive (every write is idempotent)');
    expect(text).not.toContain('refused for what was sent');
  });
  it('a request the server refused: fix it first', () => {
    const text = renderApplyText(failed(true), { colour: false });
    expect(text).toContain('1 change was refused for what was sent');
    expect(text).not.toContain('apply again to send what did not arrive');
  });
});

describe('the headline of a stopped apply', () => {
  it('says what kind of stop it was; the reason follows', async () => {
    const { headline } = await import('../../src/render/apply-words.js');
    const stopped = (stopReason: string) => headline({ ...RESULT, stopReason });
    expect(
      stopped('The API key lacks the permission `observe:annotations:write` (403 Forbidden).'),
    ).toBe('Apply stopped: the server refused the API key.');
    expect(stopped('The server rejected the API key (401 Unauthorized). …')).toBe(
      'Apply stopped: the server refused the API key.',
    );
    expect(stopped('putAnnotation stopped: the run deadline (900 s) passed')).toBe(
      'Apply stopped: the run deadline passed.',
    );
    expect(
      stopped('putAnnotation: the server answered 302 and points to another server, https://x; …'),
    ).toBe('Apply stopped: no other write could succeed.');
  });
});
