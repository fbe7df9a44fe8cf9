import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../src/validate/check-document.js';
import { checkRequestBody } from '../../src/validate/check-request-body.js';
import { withDefaults } from '../../src/validate/defaults.js';

const base = {
  externalKey: 'release-4-2',
  kind: 'event',
  headline: 'Passkeys rolled out',
  dateFrom: '2026-09-17T09',
};

describe('validate entry points', () => {
  it('accepts a valid document and a valid request body', () => {
    expect(checkDocument(base)).toEqual([]);
    const { externalKey, ...body } = base;
    expect(checkRequestBody(externalKey, body)).toEqual([]);
  });
  it('reports an unknown field at its key with a suggestion', () => {
    expect(checkDocument({ ...base, headLine: 'x' })).toEqual([
      {
        code: 'document.unknownField',
        message: 'unknown field headLine; did you mean headline?',
        path: ['headLine'],
        target: 'key',
      },
    ]);
  });
  it('applies the defaults of an API-key write', () => {
    expect(withDefaults({ kind: 'event', headline: 'h' })).toEqual({
      kind: 'event',
      headline: 'h',
      approximate: false,
      effect: 'context',
      display: true,
      source: 'agent',
    });
  });
});
