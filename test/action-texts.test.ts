// The Action builds no sentence: every text a person reads (a step's message, a failure, a
// summary, a comment, a check run, a line note, a log group's title) is worded by a view of
// render/github/views.ts, and src/action/ says only which text and with what values. Held
// here by reading every string and template literal of src/action/: none may hold two words (a
// letter, a space, a letter in its fixed text), except the input table's descriptions (the
// declaration action.yml is held to, as the option table in app/ is for the flags) and the
// machine syntax listed below, each with its reason. A listed text that is gone fails too, so
// the list only shrinks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ACTION = join(import.meta.dirname, '..', 'src', 'action');

/** Literals that are syntax for a machine, not text for a person: file → exact fixed texts. */
const MACHINE_SYNTAX: Record<string, string[]> = {
  // GitHub's GraphQL queries.
  'github/github-graphql.ts': [
    'query LastEdit($id: ID!) { node(id: $id) { __typename ... on IssueComment { lastEditedAt editor { __typename login } first: userContentEdits(first: 1) { nodes { editor { __typename login } } } last: userContentEdits(last: 1) { nodes { editor { __typename login } } } } } }',
    'query Viewer { viewer { __typename login } }',
    // GitHub's own words, matched to tell its passing failures from an answer.
    'Something went wrong while executing your query',
  ],
  // The HTTP header git sends with the fetch of a base commit.
  'flows/base-commit.ts': ['AUTHORIZATION: basic \u0000'],
};

/** Two words: a letter, white space (maybe among other non-letters), a letter. */
const TWO_WORDS = /[a-z][^a-z]*\s[^a-z]*[a-z]/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** Every literal of a file with its fixed text (a template's substitutions as U+0000). */
function literalsOf(file: string): { text: string; line: number; description: boolean }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { text: string; line: number; description: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((s) => `\u0000${s.literal.text}`).join('');
    if (
      text !== undefined &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    ) {
      const { parent } = node;
      const description =
        ts.isPropertyAssignment(parent) &&
        ts.isIdentifier(parent.name) &&
        parent.name.text === 'description';
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ text, line, description });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The texts of src/action/ that read as words, by file (relative to src/action/). */
function wordsIn(): Map<string, { text: string; line: number; description: boolean }[]> {
  const byFile = new Map<string, { text: string; line: number; description: boolean }[]>();
  for (const file of filesUnder(ACTION)) {
    const words = literalsOf(file).filter((l) => TWO_WORDS.test(l.text));
    if (words.length > 0) byFile.set(relative(ACTION, file).replaceAll('\\', '/'), words);
  }
  return byFile;
}

describe('the texts of the Action', () => {
  const byFile = wordsIn();

  it('are all worded by the views: src/action/ builds no sentence', () => {
    const stray: string[] = [];
    for (const [file, words] of byFile) {
      for (const { text, line, description } of words) {
        if (description && file === 'step/inputs.ts') continue;
        if (MACHINE_SYNTAX[file]?.includes(text)) continue;
        stray.push(`${file}:${line}: ${JSON.stringify(text.replaceAll('\u0000', '${…}'))}`);
      }
    }
    expect(stray, 'a text of the Action belongs to a view of render/github/views.ts').toEqual([]);
  });

  it('lists only machine syntax that is still there', () => {
    for (const [file, texts] of Object.entries(MACHINE_SYNTAX)) {
      const present = (byFile.get(file) ?? []).map((l) => l.text);
      for (const text of texts) expect(present, `${file} no longer holds ${text}`).toContain(text);
    }
  });

  it('reads a sentence as one, and syntax as none', () => {
    expect(TWO_WORDS.test('could not \u0000: \u0000')).toBe(true);
    expect(TWO_WORDS.test('\u0000 of \u0000 was \u0000')).toBe(true);
    expect(TWO_WORDS.test('The plan')).toBe(true);
    expect(TWO_WORDS.test('\u0000 \u0000: \u0000')).toBe(false);
    expect(TWO_WORDS.test(' head=\u0000')).toBe(false);
    expect(TWO_WORDS.test('<!-- observe-annotations:shown ')).toBe(false);
  });
});
