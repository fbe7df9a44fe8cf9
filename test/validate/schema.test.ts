// The schema file itself: well-formed for editors, closed everywhere, and the source the
// precompiled validators (document and derived request body) are built from.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as documentValidator from '../../src/validate/generated/document-validator.js';
import * as requestValidator from '../../src/validate/generated/request-validator.js';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../schema/annotation.schema.json'), 'utf8'),
);

type Node = Record<string, unknown>;
function objectsWithProperties(node: unknown, path = '#'): [string, Node][] {
  if (node === null || typeof node !== 'object') return [];
  const here: [string, Node][] =
    'properties' in node && (node as Node).type === 'object' ? [[path, node as Node]] : [];
  return [
    ...here,
    ...Object.entries(node).flatMap(([k, v]) => objectsWithProperties(v, `${path}/${k}`)),
  ];
}

describe('schema/annotation.schema.json', () => {
  it('is JSON Schema 2020-12 with an $id', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(/^https:\/\/.+annotation\.schema\.json$/);
  });

  it('has the upsert request fields plus externalKey, which is required', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(
      [
        'externalKey',
        'kind',
        'headline',
        'description',
        'dateFrom',
        'dateTo',
        'approximate',
        'status',
        'effect',
        'reading',
        'scope',
        'series',
        'display',
        'source',
        'evidence',
        'refs',
        'note',
      ].sort(),
    );
    expect(schema.required).toContain('externalKey');
  });

  const closed = objectsWithProperties(schema);
  it('finds the closed objects (document, scope, ref)', () => {
    expect(closed.map(([p]) => p)).toEqual(['#', '#/$defs/scope', '#/$defs/ref']);
  });

  it.each(closed)(
    '%s refuses extra properties and titles and describes every property',
    (_path, node) => {
      expect(node.additionalProperties).toBe(false);
      for (const [name, prop] of Object.entries(node.properties as Record<string, Node>)) {
        expect(prop.title, `${name}.title`).toBeTypeOf('string');
        expect(prop.description, `${name}.description`).toBeTypeOf('string');
      }
    },
  );
});

describe('precompiled validators', () => {
  const doc = { externalKey: 'k', kind: 'event', headline: 'h', dateFrom: '2026-09-17' };
  const { externalKey: _key, ...body } = doc;

  it('validate documents and refuse extra properties', () => {
    expect(documentValidator.validate(doc)).toBe(true);
    expect(documentValidator.validate({ ...doc, extra: 1 })).toBe(false);
    expect(documentValidator.validate({ ...doc, scope: { extra: '1' } })).toBe(false);
    expect(
      documentValidator.validate({ ...doc, refs: [{ type: 'annotation', externalKey: 'other' }] }),
    ).toBe(true);
  });

  it('validate request bodies derived from the same schema: no externalKey, refs by value only', () => {
    expect(requestValidator.validate(body)).toBe(true);
    expect(requestValidator.validate(doc)).toBe(false);
    expect(
      requestValidator.validate({ ...body, refs: [{ type: 'annotation', externalKey: 'other' }] }),
    ).toBe(false);
    expect(
      requestValidator.validate({
        ...body,
        refs: [{ type: 'annotation', value: 'ann-1' }],
        note: 'n',
      }),
    ).toBe(true);
    expect(requestValidator.knownFields.document).not.toContain('externalKey');
    expect(requestValidator.knownFields.refs).toEqual(['type', 'value']);
  });

  it('carry the rule codes marked in the schema', () => {
    expect(Object.values(documentValidator.ruleCodes).sort()).toEqual(
      ['approximate.needsDate', 'refs.refOrKey', 'refs.value.commit', 'refs.value.url'].sort(),
    );
    expect(Object.values(requestValidator.ruleCodes)).not.toContain('refs.refOrKey');
  });

  it('are self-contained ESM (no require calls left)', () => {
    for (const name of ['document-validator.js', 'request-validator.js']) {
      const code = readFileSync(
        join(import.meta.dirname, '../../src/validate/generated', name),
        'utf8',
      );
      expect(code).not.toMatch(/(^|[^."'\w])require\(\s*["']/m);
    }
  });
});
