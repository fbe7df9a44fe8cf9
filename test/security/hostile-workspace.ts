// A checkout as an attacker would shape it in a pull request: links out of the repository (to
// a file holding a secret, to /proc/self/environ, to the token actions/checkout leaves in
// .git/config), link loops and a link to /. Every secret is distinctive, so a leak is found by
// a plain search of every byte the tool writes.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** In a file outside the repository, reachable only through a link. */
export const OUTSIDE_SECRET = 'sk-outside-FILE-3f9a-DO-NOT-LEAK';
/** What actions/checkout writes into .git/config (base64 of `x-access-token:<token>`). */
export const CHECKOUT_TOKEN = 'ghs_checkoutTOKEN8c1dDONOTLEAK';
export const CHECKOUT_HEADER = Buffer.from(`x-access-token:${CHECKOUT_TOKEN}`).toString('base64');

export const VALID = (key: string, headline = key) =>
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
