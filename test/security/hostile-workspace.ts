// A checkout as an attacker would shape it in a pull request: links out of the repository (to
// a file holding a secret, to /proc/self/environ, to the token actions/checkout leaves in
// .git/config), link loops and a link to /. Every secret is distinctive, so a leak is found by
// a plain search of every byte the tool writes.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** In a file outside the repository, reachable only through a link. */
const OUTSIDE_SECRET = 'sk-outside-FILE-3f9a-DO-NOT-LEAK';
/** What actions/checkout writes into .git/config (base64 of `x-access-token:<token>`). */
const CHECKOUT_TOKEN = 'ghs_checkoutTOKEN8c1dDONOTLEAK';
const CHECKOUT_HEADER = Buffer.from(`x-access-token:${CHECKOUT_TOKEN}`).toString('base64');

const VALID = (key: string, headline = key) =>
  `externalKey: ${key}\nkind: setup\nheadline: ${headline}\n`;

/** The links of the workspace, each with the error it must be reported as. */
export const LINKS: Record<string, string> = {
  'annotations/stolen.yaml': 'path.outsideRepository',
  'annotations/broken-outside.yaml': 'path.outsideRepository',
  'annotations/env.yaml': 'path.outsideRepository',
  'annotations/git.yaml': 'path.outsideRepository',
  'annotations/elsewhere': 'path.outsideRepository',
  'annotations/root': 'path.outsideRepository',
  'annotations/self': 'path.linkLoop',
  'annotations/up': 'path.linkLoop',
  'annotations/loop.yaml': 'path.linkLoop',
  'annotations/gone.yaml': 'path.danglingLink',
};

export interface Workspace {
  /** The repository root (the checkout, GITHUB_WORKSPACE). */
  root: string;
  /** A folder beside it, outside the repository. */
  outside: string;
}

/** Writes the workspace: one valid annotation of its own, and every hostile link. */
export function hostileWorkspace(): Workspace {
  const outside = mkdtempSync(join(tmpdir(), 'oa-hostile-'));
  writeFileSync(join(outside, 'stolen.yaml'), VALID('stolen-annotation', OUTSIDE_SECRET));
  // Not valid YAML: a parser error would quote it, were it ever read.
  writeFileSync(join(outside, 'broken.yaml'), `${OUTSIDE_SECRET}: [\n  "${OUTSIDE_SECRET}\n`);
  const root = join(outside, 'checkout');
  const dir = join(root, 'annotations');
  mkdirSync(dir, { recursive: true });
  mkdirSync(join(root, '.git'));
  writeFileSync(
    join(root, '.git', 'config'),
    [
      '[core]',
      '\trepositoryformatversion = 0',
      '[http "https://github.com/"]',
      `\textraheader = AUTHORIZATION: basic ${CHECKOUT_HEADER}`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'own.yaml'), VALID('team-own-annotation', 'Our own annotation'));
  symlinkSync(join(outside, 'stolen.yaml'), join(dir, 'stolen.yaml'));
  symlinkSync(join(outside, 'broken.yaml'), join(dir, 'broken-outside.yaml'));
  symlinkSync('/proc/self/environ', join(dir, 'env.yaml'));
  symlinkSync('../.git/config', join(dir, 'git.yaml'));
  symlinkSync(outside, join(dir, 'elsewhere'));
  symlinkSync('/', join(dir, 'root'));
  symlinkSync('.', join(dir, 'self'));
  symlinkSync('..', join(dir, 'up'));
  symlinkSync('loop.yaml', join(dir, 'loop.yaml'));
  symlinkSync('nothing-here.yaml', join(dir, 'gone.yaml'));
  return { root, outside };
}

/** Every secret of the workspace (the caller adds its own key and tokens). */
export const WORKSPACE_SECRETS = [OUTSIDE_SECRET, CHECKOUT_TOKEN, CHECKOUT_HEADER];

/** What a hostile text tries: a new line that GitHub's runner would read as a command. */
export const INJECTED = '\n::error::PWNED';

/**
 * Valid files whose values, names and descriptions carry control characters and lines that
 * look like workflow commands (legal YAML: the characters are written as escapes).
 */
export function hostileTextWorkspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'oa-hostile-text-'));
  const dir = join(root, 'annotations');
  mkdirSync(dir);
  writeFileSync(join(root, 'observe-annotations.yaml'), 'keyPrefix: team-\n');
  writeFileSync(join(dir, `named${INJECTED}-name.yaml`), VALID('team-name', 'Named oddly'));
  writeFileSync(
    join(dir, 'values.yaml'),
    [
      'externalKey: team-values',
      'kind: setup',
      'headline: "\\e[31mred\\a ##[error]PWNED-legacy \\e]0;title\\a"',
      'description: |',
      '  First line stays.',
      '  ::error::PWNED-context',
      '    ::warning::PWNED-indented',
      '  ##[error]PWNED-legacy-body',
      '  A line the server does not have.',
      'series: ["\\u009b31mcsi", "\\u202eevil", "\\u061cmark"]',
      '',
    ].join('\n'),
  );
  return root;
}

/** Invalid files: a key and a file name with a new line in them, raw control characters. */
export function hostileInvalidWorkspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'oa-hostile-invalid-'));
  const dir = join(root, 'annotations');
  mkdirSync(dir);
  writeFileSync(join(dir, `bad${INJECTED}-badname.yaml`), 'externalKey: team-bad\nkind: setup\n');
  writeFileSync(
    join(dir, 'key.yaml'),
    `${VALID('team-key')}"unknown${INJECTED.replace('\n', '\\n')}-key": 1\n`,
  );
  writeFileSync(join(dir, 'raw.yaml'), VALID('team-raw', 'red \u001b[31m text\u0007'));
  writeFileSync(join(dir, 'nul.yaml'), VALID('team-nul', 'a\u0000b'));
  writeFileSync(join(dir, 'cr.yaml'), VALID('team-cr').replace(/\n/g, '\r'));
  return root;
}

/**
 * Holds `text` to "data, never commands": no raw control character (tab and line feed aside),
 * no `##[` (a legacy command anywhere in a line), and no line that starts a command whose
 * data begins with the payload. Our own commands (`::error file=…::message`) may carry the
 * payload escaped inside their data, never at its start.
 */
export function expectOnlyData(where: string, text: string): void {
  const raw =
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.exec(
      text,
    );
  if (raw)
    throw new Error(`${where}: a raw U+${raw[0].charCodeAt(0).toString(16)} at ${raw.index}`);
  if (text.includes('##[')) throw new Error(`${where}: a legacy workflow command (##[)`);
  for (const line of text.split('\n')) {
    if (/^\s*::[^:]*::PWNED/.test(line) || /^\s*::PWNED/.test(line))
      throw new Error(`${where}: an injected workflow command: ${line}`);
  }
}

/**
 * Holds Markdown to "mentions nobody, links nowhere": read as GitHub shows it (character
 * references and backslash escapes undone), no `@name`, no `scheme://`, no `www.`, no `#12`. Fenced code
 * blocks (where GitHub makes no mention and no link) and our own links to GitHub are skipped.
 */
export function expectInert(where: string, markdown: string): void {
  const rendered = withoutCode(markdown)
    .replace(/\]\((?:https:\/\/github\.com\/|#)[^)\s]*\)/g, '](our link)')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\\(.)/g, '$1');
  const found =
    /@[\p{L}\p{N}_-]/u.exec(rendered) ??
    /[a-z]:\/\//i.exec(rendered) ??
    /(?:^|[^\p{L}\p{N}])www\./iu.exec(rendered) ??
    /#\d/.exec(rendered) ??
    /gh-\d/i.exec(rendered);
  if (found) throw new Error(`${where}: ${JSON.stringify(found[0])} at ${found.index}`);
}

/** Markdown without its fenced code blocks (a fence closes with at least as many backticks). */
function withoutCode(markdown: string): string {
  const kept: string[] = [];
  let fence = '';
  for (const line of markdown.split('\n')) {
    const opening = /^(`{3,})/.exec(line)?.[1];
    if (!fence && opening) fence = opening;
    else if (fence && line.startsWith(fence) && line.trim() === line.trim().replace(/[^`]/g, ''))
      fence = '';
    else if (!fence) kept.push(line);
  }
  return kept.join('\n');
}
