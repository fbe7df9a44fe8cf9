// The unified diff `fmt --diff` prints and the Action's summary shows: whatever two texts,
// `git apply` takes it and makes the second from the first (the final newline included), and
// past the budget of edits it is still a valid patch.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printableDiff } from '../../src/render/printable-diff.js';
import { unifiedDiff } from '../../src/render/unified-diff.js';

/** Applies `diff` with git to a file holding `before`; returns what the file then holds. */
function applied(before: string, diff: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-diff-'));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  writeFileSync(join(dir, 'a.yaml'), before);
  execFileSync('git', ['apply', '--whitespace=nowarn'], { cwd: dir, input: diff });
  return readFileSync(join(dir, 'a.yaml'), 'utf8');
}

const line = fc.constantFrom('a: 1', 'b: 2', 'c: 3', '- x', '  y', '# c', '---', '');
const text = fc
  .tuple(fc.array(line, { maxLength: 30 }), fc.boolean())
  .map(([lines, newline]) => (lines.length === 0 ? '' : lines.join('\n') + (newline ? '\n' : '')));

describe('unifiedDiff', () => {
  it('is empty for the same text', () => {
    expect(unifiedDiff('a.yaml', 'a: 1\n', 'a: 1\n')).toBe('');
  });

  it('names the file a/ and b/, hunks with three lines of context', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng\nh\n';
    const after = 'a\nb\nc\nd\nE\nf\ng\nh\n';
    expect(unifiedDiff('x/a.yaml', before, after)).toBe(
      '--- a/x/a.yaml\n+++ b/x/a.yaml\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n',
    );
  });

  it('starts an empty side at line 0, as diff does', () => {
    expect(unifiedDiff('a.yaml', '', 'a\n')).toBe(
      '--- a/a.yaml\n+++ b/a.yaml\n@@ -0,0 +1 @@\n+a\n',
    );
  });

  it('says when a side has no newline at its end', () => {
    expect(unifiedDiff('a.yaml', 'a: 1', 'a: 1\n')).toBe(
      '--- a/a.yaml\n+++ b/a.yaml\n@@ -1 +1 @@\n-a: 1\n\\ No newline at end of file\n+a: 1\n',
    );
  });

  it('git apply makes the second text from the first, whatever the two', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        fc.pre(before !== after);
        expect(applied(before, unifiedDiff('a.yaml', before, after))).toBe(after);
      }),
      { numRuns: 40 },
    );
  });

  it('past its budget of edits, replaces the middle whole, still a patch git applies', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `k${i}: ${i}`).join('\n') + '\n';
    const after = Array.from({ length: 3000 }, (_, i) => `k${i}: ${i + 1}`).join('\n') + '\n';
    expect(applied(before, unifiedDiff('a.yaml', before, after))).toBe(after);
  });

  it('a hunk of 300,000 changed lines (a file a pull request may hold) is one diff, no crash', () => {
    const before = Array.from({ length: 300_000 }, (_, i) => `k${i}: ${i}`).join('\n') + '\n';
    const after = before.replaceAll(/^/gm, '  ').slice(0, -2);
    const diff = unifiedDiff('a.yaml', before, after);
    expect(diff.split('\n').filter((l) => l.startsWith('+  k'))).toHaveLength(300_000);
  });

  it('as printed, a plain diff is byte-exact (CRLF lines too), so git apply still takes it', () => {
    const crlf = line.map((l) => `${l}\r`);
    const crlfText = fc
      .array(fc.oneof(line, crlf), { maxLength: 20 })
      .map((lines) => lines.join('\n') + '\n');
    fc.assert(
      fc.property(crlfText, crlfText, (before, after) => {
        fc.pre(before !== after);
        const printed = printableDiff('a.yaml', before, after);
        expect(printed).toEqual({ text: unifiedDiff('a.yaml', before, after), escaped: false });
        expect(applied(before, printed.text)).toBe(after);
      }),
      { numRuns: 20 },
    );
  });
});

describe('printableDiff: the path', () => {
  it('keeps a line break of a file name on its header line, and says the diff no longer applies', () => {
    const { text, escaped } = printableDiff('a.yaml\n+++ b/elsewhere.yaml', 'x: 1\n', 'x: 2\n');
    expect(text.split('\n').filter((l) => l.startsWith('+++ '))).toEqual([
      '+++ b/a.yaml\\n+++ b/elsewhere.yaml',
    ]);
    expect(escaped).toBe(true);
  });
});
