// import: server annotations → documents → YAML that reads back to the same documents.
import { describe, expect, it } from 'vitest';
import { importDocuments } from '../../src/apply/import-document.js';
import { parseDocuments } from '../../src/load/parse-documents.js';
import { renderAnnotationsYaml } from '../../src/load/write-yaml.js';
import type { Annotation } from '../../src/model/annotation.js';

const base = {
  platform: false,
  approximate: false,
  display: true,
  source: 'agent' as const,
  createdMs: 1,
  updatedMs: 2,
};
const SERVER: Annotation[] = [
  {
    ...base,
    id: 'ann-2',
    externalKey: 'rel-b',
    kind: 'event',
    headline: 'Rollout',
    description: 'Line one.\nLine two.\n',
    dateFrom: '2026-09-17T09',
    effect: 'context',
    series: ['a', 'b'],
    evidence: ['data', 'code'],
    refs: [
      { type: 'annotation', value: 'ann-1' },
      { type: 'annotation', value: 'ann-9' },
      { type: 'release', value: 'v4.2.0' },
    ],
  },
  { ...base, id: 'ann-1', externalKey: 'rel-a', kind: 'setup', headline: 'yes', source: 'manual' },
  { ...base, id: 'ann-9', kind: 'setup', headline: 'Unkeyed' },
  { ...base, id: 'ann-7', externalKey: 'platform-x', platform: true, kind: 'setup', headline: 'P' },
  {
    ...base,
    id: 'ann-3',
    externalKey: 'other',
    kind: 'follow-up',
    headline: 'Q',
    status: 'open',
    source: 'system',
    display: false,
  },
];

describe('importDocuments', () => {
  it('keeps keyed, non-platform annotations under the prefix, leaving defaults out', () => {
    const docs = importDocuments(SERVER, 'rel-');
    expect(docs.map((d) => d.externalKey)).toEqual(['rel-a', 'rel-b']);
    expect(docs[0]!.document).toEqual({
      externalKey: 'rel-a',
      kind: 'setup',
      headline: 'yes',
      source: 'manual',
    });
    expect(docs[1]!.document).toEqual({
      externalKey: 'rel-b',
      kind: 'event',
      headline: 'Rollout',
      description: 'Line one.\nLine two.\n',
      dateFrom: '2026-09-17T09',
      series: ['a', 'b'],
      evidence: ['data', 'code'],
      refs: [
        { type: 'annotation', externalKey: 'rel-a' },
        { type: 'annotation', value: 'ann-9' },
        { type: 'release', value: 'v4.2.0' },
      ],
    });
  });

  it('keeps a value that differs from what the default would give', () => {
    const [doc] = importDocuments(SERVER, 'other');
    // source system → display defaults to false, status defaults to open: both left out.
    expect(doc!.document).toEqual({
      externalKey: 'other',
      kind: 'follow-up',
      headline: 'Q',
      source: 'system',
    });
  });

  it('writes YAML that reads back to the same documents, modeline first', () => {
    const docs = importDocuments(SERVER);
    const text = renderAnnotationsYaml(
      docs.map((d) => d.document),
      { schemaPath: '../schema/annotation.schema.json', comments: docs.map((d) => [`id ${d.id}`]) },
    );
    expect(text.split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../schema/annotation.schema.json',
    );
    expect(text).toContain('description: |\n  Line one.\n  Line two.\n');
    expect(text).toContain('series: [a, b]');
    expect(text).toContain('# id ann-1\nexternalKey: rel-a\n');
    expect(text).toContain('  - type: annotation\n    externalKey: rel-a\n');
    const parsed = parseDocuments(text, 'x.yaml');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.documents.map((d) => d.value)).toEqual(docs.map((d) => d.document));
  });

  it('refers by key only to a keyed annotation of ours, and sorts by key from any order', () => {
    const refs = [
      { type: 'annotation' as const, value: 'ann-7' },
      { type: 'release' as const, value: 'ann-1' },
      { type: 'annotation' as const, value: 'ann-1' },
    ];
    const server: Annotation[] = [
      { ...base, id: 'ann-4', externalKey: 'z-last', kind: 'setup', headline: 'Z', refs },
      { ...base, id: 'ann-1', externalKey: 'a-first', kind: 'setup', headline: 'A' },
      {
        ...base,
        id: 'ann-7',
        externalKey: 'platform-x',
        platform: true,
        kind: 'setup',
        headline: 'P',
      },
      { ...base, id: 'ann-5', externalKey: 'm-middle', kind: 'setup', headline: 'M' },
    ];
    const docs = importDocuments(server);
    expect(docs.map((d) => d.externalKey)).toEqual(['a-first', 'm-middle', 'z-last']);
    expect(docs[2]!.document.refs).toEqual([
      { type: 'annotation', value: 'ann-7' },
      { type: 'release', value: 'ann-1' },
      { type: 'annotation', externalKey: 'a-first' },
    ]);
  });
});
