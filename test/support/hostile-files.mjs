// Hostile annotation files, built in code: each family stands for a kind of file that once
// ran for minutes, took gigabytes or crashed, and can be made as large as the 5 MiB limit. Shared by the test
// suite (small and full-size cases, verdict and code asserted) and `npm run bench`
// (time and peak memory per family at the limit).

/** The file size limit (load/read-source.ts: MAX_FILE_BYTES). */
export const LIMIT = 5 * 1024 * 1024;

/** `unit` repeated to at most `bytes` (whole units only), after `head`. */
function fill(head, unit, bytes) {
  return head + unit.repeat(Math.max(1, Math.floor((bytes - head.length) / unit.length)));
}

const VALID_HEAD = 'externalKey: hostile\nkind: setup\nheadline: Hostile file\n';

/**
 * The size the test suite reads a family at, when not the limit: a family that stands for no
 * past failure (a control: valid annotations, comments; or a limit a row's family already
 * takes to the limit: aliases per document) proves the same verdict, code and bounded output
 * at this size (well over the 100 diagnostics a file shows), and costs the suite only time at
 * the limit. `npm run bench` reads every family at the limit.
 */
const CONTROL_BYTES = 64 * 1024;

/**
 * Each family: what it is, the code the file must be answered with, and the text at a size.
 * `bytes` is an upper bound; a family that stands for a fixed input ignores it. `testBytes`:
 * the size the test suite reads it at, when less than the limit (see CONTROL_BYTES).
 */
export const FAMILIES = [
  {
    name: 'empty-documents',
    what: "'---\\n' repeated: a million empty documents",
    code: 'yaml.emptyDocument',
    valid: true,
    text: (bytes) => fill('', '---\n', bytes),
  },
  {
    name: 'unknown-fields',
    what: 'one document with ever more unknown fields',
    code: 'yaml.tooLarge',
    text: (bytes) => {
      const lines = [VALID_HEAD];
      let size = VALID_HEAD.length;
      for (let i = 0; size < bytes - 16; i++) {
        const line = `field${i}: x\n`;
        lines.push(line);
        size += line.length;
      }
      return lines.join('');
    },
  },
  {
    name: 'unknown-fields-10k',
    what: '9,990 unknown fields in one document (89 KB): each is a diagnostic',
    code: 'document.unknownField',
    text: () => VALID_HEAD + Array.from({ length: 9990 }, (_, i) => `field${i}: x\n`).join(''),
  },
  {
    name: 'duplicate-keys',
    what: "'a: 1\\n' repeated: one key, ever more times",
    code: 'yaml.tooLarge',
    text: (bytes) => fill('', 'a: 1\n', bytes),
  },
  {
    name: 'duplicate-keys-10k',
    what: "'a: 1\\n' 10,000 times (50 KB): 9,999 duplicate keys",
    code: 'yaml.duplicateKey',
    text: () => 'a: 1\n'.repeat(10_000),
  },
  {
    name: 'rule-error-documents',
    what: 'documents that each break a rule',
    code: 'kind.enum',
    text: (bytes) => fill('', 'externalKey: k\nkind: nope\nheadline: h\n---\n', bytes),
  },
  {
    name: 'yaml-error-documents',
    what: 'documents that each hold a YAML error',
    code: 'yaml.syntax',
    text: (bytes) => fill('', 'a: [\n---\n', bytes),
  },
  {
    name: 'nested-flow-1000',
    what: 'flow lists nested 1,000 deep (2 KB)',
    code: 'yaml.tooDeep',
    text: () => `series: ${'['.repeat(1000)}${']'.repeat(1000)}\n`,
  },
  {
    name: 'open-brackets',
    what: "'series: ' and 5 million '['",
    code: 'yaml.tooDeep',
    text: (bytes) => fill('series: ', '[', bytes),
  },
  {
    name: 'nested-block',
    what: 'block maps nested ever deeper, one more space each line',
    code: 'yaml.tooDeep',
    text: (bytes) => {
      const lines = [];
      let size = 0;
      for (let i = 0; size < bytes - i - 8; i++) {
        const line = `${' '.repeat(i)}k:\n`;
        lines.push(line);
        size += line.length;
      }
      return lines.join('');
    },
  },
  {
    name: 'aliases',
    what: "one anchor and ever more '*x' aliases in a list",
    code: 'yaml.tooLarge',
    text: (bytes) => fill('a: &x value\nb:\n', '  - *x\n', bytes),
  },
  {
    name: 'alias-documents',
    what: 'documents that each expand an alias 101 times',
    code: 'yaml.aliasLimit',
    testBytes: CONTROL_BYTES,
    text: (bytes) =>
      fill('', `a: &x v\nb: [${Array.from({ length: 101 }, () => '*x').join(', ')}]\n---\n`, bytes),
  },
  {
    name: 'long-value',
    what: 'one headline as long as the file',
    code: 'headline.maxLength',
    text: (bytes) => fill('externalKey: long\nkind: setup\nheadline: ', 'x', bytes - 1) + '\n',
  },
  {
    name: 'comments',
    what: 'nothing but comment lines',
    code: 'yaml.emptyDocument',
    valid: true,
    testBytes: CONTROL_BYTES,
    text: (bytes) => fill('', '# a comment\n', bytes),
  },
  {
    name: 'valid-annotations',
    what: 'valid annotations, each its own key',
    code: undefined,
    valid: true,
    testBytes: CONTROL_BYTES,
    text: (bytes) => {
      const parts = [];
      let size = 0;
      for (let i = 0; size < bytes - 200; i++) {
        const doc = `externalKey: k-${i}\nkind: setup\nheadline: Setup note ${i}\nseries: [a, b]\n---\n`;
        parts.push(doc);
        size += doc.length;
      }
      return parts.join('');
    },
  },
];
