// Random annotation documents rendered to YAML in many styles, faithfully or not: the
// agreement test only asks that the reader agrees with `yaml`'s own Document API, so a
// rendering that changes the value or breaks the syntax is as useful as a faithful one.
import fc from 'fast-check';

type Value = string | boolean | Value[] | { [key: string]: Value };

/** Characters that matter to YAML, a few that do not, and some beyond ASCII. */
const CHARS = [
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'ABCXYZ0123456789',
  ...'        ',
  ...`:#'"-,[]{}>|%@!&*?.~+_/\\=()\`;<`,
  'é',
  'ß',
  '—',
  '😀',
  '\u00a0',
  '\n',
];

const text = fc
  .array(fc.constantFrom(...CHARS), { minLength: 0, maxLength: 40 })
  .map((cs) => cs.join(''));

/** Mostly words that are valid values, sometimes anything. */
const word = (choices: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...choices), weight: 9 }, { arbitrary: text, weight: 1 });

/** Free text that is mostly valid: words with YAML's punctuation in them, sometimes anything. */
const prose = fc.oneof(
  {
    arbitrary: fc
      .array(
        fc.constantFrom(
          'Login',
          'rate',
          'dropped:',
          '#3',
          "it's",
          '"quoted"',
          '[EU]',
          '{x}',
          '-',
          'a,b',
          '50%',
          'R&D',
          'why?',
          'ok!',
          'naïve',
          '😀',
          '2026-09-17',
          'true',
          '12',
          '-.5',
          '|',
          '>',
          '~',
        ),
        { minLength: 1, maxLength: 8 },
      )
      .map((ws) => ws.join(' ')),
    weight: 8,
  },
  { arbitrary: text.filter((t) => t.trim().length > 0), weight: 2 },
);

const date = fc
  .tuple(
    fc.integer({ min: 2020, max: 2030 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

const key = fc
  .array(fc.constantFrom(...'abcdefghij0123456789-'), { minLength: 1, maxLength: 12 })
  .map((cs) => `k${cs.join('')}`);

const ref = fc.oneof(
  fc.record({ type: fc.constant('release'), value: word(['v1.2.0', 'v4.0']) }),
  fc.record({ type: fc.constant('commit'), value: word(['c0ffee1', 'abcdef0123']) }),
  fc.record({ type: fc.constant('url'), value: word(['https://example.com/a?b=c#d']) }),
  fc.record({ type: fc.constant('annotation'), externalKey: key }),
);

const common = fc.record(
  {
    externalKey: key,
    headline: prose,
    description: fc.oneof(
      prose,
      fc.constant('Line one.\nLine two.\n'),
      fc.constant('  indented\n'),
    ),
    scope: fc.record(
      {
        applicationID: word(['app-12', 'app-7']),
        browser: word(['Chrome', 'Firefox']),
        os: word(['Linux', 'iOS']),
      },
      { requiredKeys: [] },
    ),
    series: fc.array(word(['loginSuccessRate', 'passkeyLogins']), { maxLength: 4 }),
    evidence: fc.uniqueArray(fc.constantFrom('code', 'data', 'report', 'observation'), {
      maxLength: 3,
    }),
    refs: fc.array(ref, { maxLength: 3 }),
    display: fc.boolean(),
  },
  { requiredKeys: ['externalKey', 'headline'] },
);

/** Annotations of every kind, mostly valid (the fields each kind takes); some not. */
export const annotation: fc.Arbitrary<Record<string, Value>> = fc
  .tuple(
    common,
    fc.constantFrom('event', 'period', 'setup', 'interpretation', 'constraint', 'follow-up'),
    date,
    fc.constantFrom('boundary', 'context', 'none', 'sideways'),
    prose,
    fc.constantFrom('open', 'done', 'shut'),
  )
  .map(([base, kind, from, effect, reading, status]) => {
    const doc: Record<string, Value> = { ...(base as Record<string, Value>), kind };
    if (kind === 'event' || kind === 'period')
      Object.assign(doc, { dateFrom: from, effect, reading });
    if (kind === 'period') doc.dateTo = from;
    if (kind === 'follow-up') doc.status = status;
    if (status === 'done' && kind === 'follow-up') doc.note = reading;
    return doc;
  });

export interface Style {
  indent: number;
  /** Per scalar: 0 plain, 1 single-quoted, 2 double-quoted, 3 block literal, 4 folded. */
  scalars: number[];
  /** Per collection: flow instead of block. */
  flows: boolean[];
  /** Per line: a comment after it, a comment line before it, a blank line before it. */
  comments: number[];
  crlf: boolean;
}

export const style: fc.Arbitrary<Style> = fc.record({
  indent: fc.constantFrom(1, 2, 4),
  scalars: fc.array(fc.constantFrom(0, 0, 0, 1, 2, 3, 4), { minLength: 1, maxLength: 30 }),
  flows: fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }),
  comments: fc.array(fc.constantFrom(0, 0, 0, 0, 1, 2, 3), { minLength: 1, maxLength: 30 }),
  crlf: fc.boolean(),
});

/** Renders one document; `style` lists are used round-robin. */
export function render(doc: Record<string, Value>, s: Style): string {
  let si = 0;
  let fi = 0;
  let ci = 0;
  const nextScalar = () => s.scalars[si++ % s.scalars.length]!;
  const nextFlow = () => s.flows[fi++ % s.flows.length]!;
  const pad = (depth: number) => ' '.repeat(depth * s.indent);

  const inline = (v: Value): string => {
    if (typeof v === 'boolean') return String(v);
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (typeof v === 'object')
      return `{ ${Object.entries(v)
        .map(([k, x]) => `${k}: ${inline(x)}`)
        .join(', ')} }`;
    const kind = nextScalar();
    if (kind === 1) return `'${v.replace(/'/g, "''").replace(/\n/g, '\n\n')}'`;
    if (kind === 2) return JSON.stringify(v);
    return v.replace(/\n/g, ' ');
  };

  const lines: string[] = [];
  const block = (v: Value, depth: number, lead: string): void => {
    if (typeof v === 'string' && nextScalar() >= 3 && !nextFlow()) {
      const header = nextScalar() === 3 ? '|' : '>';
      const chomp = ['', '-', '+'][v.length % 3]!;
      lines.push(`${lead}${header}${chomp}`);
      for (const l of v.split('\n')) lines.push(l === '' ? '' : `${pad(depth + 1)}${l}`);
      return;
    }
    if (Array.isArray(v) && v.length > 0 && !nextFlow()) {
      lines.push(lead.trimEnd());
      for (const item of v) {
        if (item && typeof item === 'object' && !Array.isArray(item) && !nextFlow()) {
          const entries = Object.entries(item);
          entries.forEach(([k, x], i) =>
            block(x, depth + 2, `${pad(depth + 1)}${i === 0 ? '- ' : '  '}${k}: `),
          );
        } else lines.push(`${pad(depth + 1)}- ${inline(item)}`);
      }
      return;
    }
    if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0) {
      if (!nextFlow()) {
        lines.push(lead.trimEnd());
        for (const [k, x] of Object.entries(v)) block(x, depth + 1, `${pad(depth + 1)}${k}: `);
        return;
      }
    }
    lines.push(`${lead}${inline(v)}`);
  };
  for (const [k, v] of Object.entries(doc)) block(v, 0, `${k}: `);

  const out: string[] = [];
  for (const line of lines) {
    const c = s.comments[ci++ % s.comments.length]!;
    if (c === 2) out.push('# a comment: with [brackets] and - dashes');
    if (c === 3) out.push('');
    out.push(c === 1 && line !== '' ? `${line} # trailing` : line);
  }
  return out.join(s.crlf ? '\r\n' : '\n') + (s.crlf ? '\r\n' : '\n');
}

/** Several documents: separators with or without comments, a prelude, blank lines. */
export function renderFile(docs: string[], prelude: number, crlf: boolean): string {
  const nl = crlf ? '\r\n' : '\n';
  const head = ['', `# yaml-language-server: $schema=x.json${nl}`, `---${nl}`, `# c${nl}---${nl}`][
    prelude % 4
  ]!;
  const seps = [`---${nl}`, `--- # next${nl}`, `${nl}---${nl}${nl}`];
  return head + docs.map((d, i) => (i === 0 ? d : seps[i % seps.length] + d)).join('');
}

/** One small edit at a random spot: YAML punctuation in, a character out, a line moved. */
export const mutation = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('insert', 'delete', 'replace', 'indent', 'dedent'),
  char: fc.constantFrom(...' :#-\'"[]{},|>\n?&*!%@.'),
});

export function mutate(textIn: string, m: { at: number; op: string; char: string }): string {
  if (textIn.length === 0) return m.char;
  const at = m.at % textIn.length;
  switch (m.op) {
    case 'insert':
      return textIn.slice(0, at) + m.char + textIn.slice(at);
    case 'delete':
      return textIn.slice(0, at) + textIn.slice(at + 1);
    case 'replace':
      return textIn.slice(0, at) + m.char + textIn.slice(at + 1);
    default: {
      const lineStart = textIn.lastIndexOf('\n', at) + 1;
      if (m.op === 'indent') return textIn.slice(0, lineStart) + ' ' + textIn.slice(lineStart);
      return textIn[lineStart] === ' '
        ? textIn.slice(0, lineStart) + textIn.slice(lineStart + 1)
        : textIn;
    }
  }
}
