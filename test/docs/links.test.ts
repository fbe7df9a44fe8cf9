// Every relative link of README.md and docs/*.md leads somewhere: the file or folder exists,
// and a #fragment names a heading of the page it points at (GitHub's anchors).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGES = [
  join(ROOT, 'README.md'),
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name)),
];

/** The page without fenced code blocks, where neither links nor headings mean anything. */
function unfenced(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The page's prose: no fenced blocks, no inline code. */
function prose(markdown: string): string {
  return unfenced(markdown).replace(/`[^`\n]*`/g, '');
}

/** Targets of inline links and images, `[text](target "title")`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  return [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page has: its headings' slugs (repeats numbered, as GitHub does). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const m of unfenced(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  }
  return found;
}

describe('the link checker itself', () => {
  it('finds links outside code only, and makes GitHub anchors', () => {
    const md = '# A `b` c!\n\n[x](a.md#b) `[y](no.md)`\n\n```\n[z](no.md)\n```\n## A b c\n';
    expect(linkTargets(md)).toEqual(['a.md#b']);
    expect([...anchors(md)]).toEqual(['a-b-c', 'a-b-c-1']);
    expect(slug('Apply on merge to the default branch')).toBe('apply-on-merge-to-the-default-branch');
  });
});

it('README.md links to every page of docs/', () => {
  const targets = linkTargets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  for (const page of PAGES.slice(1)) expect(targets).toContain(relative(ROOT, page));
});

/** Why `target`, linked from `page`, leads nowhere; undefined when it resolves. */
function brokenBecause(page: string, target: string): string | undefined {
  const [path, fragment] = target.split('#') as [string, string | undefined];
  const file = path === '' ? page : join(dirname(page), decodeURIComponent(path));
  if (!existsSync(file)) return 'no such file';
  if (fragment === undefined) return undefined;
  if (!statSync(file).isFile() || !file.endsWith('.md')) return 'a #fragment on a file that is not a page';
  if (!anchors(readFileSync(file, 'utf8')).has(decodeURIComponent(fragment))) return 'no such heading';
  return undefined;
}

it.each(PAGES.map((page) => [relative(ROOT, page), page]))(
  'every relative link of %s resolves',
  (_name, page) => {
    const local = linkTargets(readFileSync(page, 'utf8')).filter(
      (t) => !/^[a-z][a-z0-9+.-]*:/i.test(t),
    );
    const broken = local.flatMap((t) => {
      const why = brokenBecause(page, t);
      return why ? [`${t}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  },
);
