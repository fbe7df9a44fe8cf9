// withDefaults: the content a server stores for a write made with an API key.
import { describe, expect, it } from 'vitest';
import { withDefaults } from '../../src/validate/defaults.js';

describe('withDefaults', () => {
  it.each([
    [
      'event',
      { kind: 'event', headline: 'h', dateFrom: '2026-01' },
      { approximate: false, effect: 'context', display: true, source: 'agent' },
    ],
    [
      'period',
      { kind: 'period', headline: 'h', dateFrom: '2026-01' },
      { approximate: false, effect: 'context', display: true, source: 'agent' },
    ],
    [
      'follow-up',
      { kind: 'follow-up', headline: 'h' },
      { approximate: false, status: 'open', display: true, source: 'agent' },
    ],
    [
      'setup',
      { kind: 'setup', headline: 'h' },
      { approximate: false, display: true, source: 'agent' },
    ],
    [
      'interpretation',
      { kind: 'interpretation', headline: 'h' },
      { approximate: false, display: true, source: 'agent' },
    ],
    [
      'constraint',
      { kind: 'constraint', headline: 'h' },
      { approximate: false, display: true, source: 'agent' },
    ],
  ] as const)('fills the defaults of a %s', (_kind, content, added) => {
    expect(withDefaults(content)).toEqual({ ...content, ...added });
  });

  it('keeps what is given', () => {
    const given = {
      kind: 'follow-up',
      headline: 'h',
      approximate: true,
      dateFrom: '2026-01',
      status: 'done',
      display: false,
      source: 'manual',
    } as const;
    expect(withDefaults(given)).toEqual(given);
    expect(withDefaults({ kind: 'event', headline: 'h', effect: 'broken' }).effect).toBe('broken');
  });

  it.each([
    ['system, no effect', { kind: 'setup', source: 'system' }, false],
    ['system, effect context', { kind: 'event', source: 'system', effect: 'context' }, false],
    ['system, effect boundary', { kind: 'event', source: 'system', effect: 'boundary' }, true],
    ['system, display given', { kind: 'setup', source: 'system', display: true }, true],
    ['agent (default source)', { kind: 'setup' }, true],
    ['manual', { kind: 'event', source: 'manual', effect: 'context' }, true],
    ['agent, display false', { kind: 'event', display: false }, false],
  ] as const)('display for %s', (_name, content, display) => {
    expect(withDefaults({ headline: 'h', ...content }).display).toBe(display);
  });

  it('leaves absent what has no default', () => {
    const out = withDefaults({ kind: 'event', headline: 'h', dateFrom: '2026-01' });
    for (const field of [
      'series',
      'evidence',
      'scope',
      'refs',
      'description',
      'reading',
      'dateTo',
      'status',
    ])
      expect(out, field).not.toHaveProperty(field);
  });

  it('keeps empty lists and scope as sent', () => {
    const out = withDefaults({
      kind: 'setup',
      headline: 'h',
      series: [],
      evidence: [],
      scope: {},
      refs: [],
    });
    expect(out).toMatchObject({ series: [], evidence: [], scope: {}, refs: [] });
  });

  it('orders fields as the spec does and does not mutate its input', () => {
    const input = { source: 'manual', headline: 'h', kind: 'event', dateFrom: '2026-01' } as const;
    const copy = { ...input };
    expect(Object.keys(withDefaults(input))).toEqual([
      'kind',
      'headline',
      'dateFrom',
      'approximate',
      'effect',
      'display',
      'source',
    ]);
    expect(input).toEqual(copy);
  });

  it('keeps other keys after the content fields, in their order, and drops undefined ones', () => {
    const input = {
      externalKey: 'k',
      note: 'n',
      kind: 'setup',
      extra: undefined,
      headline: 'h',
    } as const;
    expect(Object.keys(withDefaults(input))).toEqual([
      'kind',
      'headline',
      'approximate',
      'display',
      'source',
      'externalKey',
      'note',
    ]);
  });
});
