// What the planted-repository tests build: a folder a pull request commits that git would take
// for a repository of its own (HEAD, objects/, refs/ and a config), whose config runs commands
// (a promisor remote's upload-pack on a lazy fetch, core.sshCommand on a fetch); a `git` on
// PATH that records every call's arguments and environment before it runs the real git; and
// a repository like a GitHub checkout of a pull request (a bare origin served over https, a
// shallow clone of the head, the base commit missing).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gitIn } from '../support/git.js';
import { trustTestServer } from '../support/https-git.js';

/**
 * Writes `dir` as a git directory whose config runs `touch MARKER` (and writes its environment
 * there) whenever git would run a program for it; returns the marker's path (never written,
 * unless a command of the pull request ran).
 */
export function plantRepository(dir: string): string {
  const marker = join(mkdtempSync(join(tmpdir(), 'oa-marker-')), 'PWNED');
  const run = `env > ${marker}; false`;
  mkdirSync(join(dir, 'objects', 'info'), { recursive: true });
  mkdirSync(join(dir, 'refs', 'heads'), { recursive: true });
  mkdirSync(join(dir, 'refs', 'remotes', 'origin'), { recursive: true });
  // Committed with the pull request, so the folders are not empty.
  writeFileSync(join(dir, 'objects', 'info', '.keep'), '');
  writeFileSync(join(dir, 'HEAD'), 'ref: refs/heads/main\n');
  // Names a commit the planted repository lacks: reading it starts the promisor's lazy fetch.
  writeFileSync(join(dir, 'refs', 'remotes', 'origin', 'main'), `${'1'.repeat(40)}\n`);
  writeFileSync(join(dir, 'refs', 'heads', 'main'), `${'1'.repeat(40)}\n`);
  writeFileSync(
    join(dir, 'config'),
    [
      '[core]',
      '\trepositoryformatversion = 1',
      '\tbare = false',
      '\tworktree = .',
      `\tsshCommand = ${run}`,
      `\tfsmonitor = ${run}`,
      '[extensions]',
      '\tpartialClone = planted',
      '[remote "planted"]',
      `\turl = ${join(dir, 'objects')}`,
      '\tpromisor = true',
      `\tuploadpack = ${run}`,
      '[remote "origin"]',
      '\turl = ssh://git@127.0.0.1:1/x.git',
      `\tuploadpack = ${run}`,
      '',
    ].join('\n'),
  );
  return marker;
}

export interface GitSpy {
  /** Put first on PATH. */
  dir: string;
  calls(): { args: string[]; env: Record<string, string> }[];
}

/** A `git` that appends its arguments and environment to a log, then runs the real git. */
export function gitSpy(): GitSpy {
  const dir = mkdtempSync(join(tmpdir(), 'oa-gitspy-'));
  const log = join(dir, 'calls.log');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(
    join(dir, 'git'),
    [
      '#!/bin/sh',
      `{ printf 'CALL'; for a in "$@"; do printf '\\037%s' "$a"; done; printf '\\n'; env -0 | tr '\\0\\n' '\\036 '; printf '\\nEND\\n'; } >> '${log}'`,
      `exec '${real}' "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(join(dir, 'git'), 0o755);
  return {
    dir,
    calls() {
      if (!existsSync(log)) return [];
      const text = readFileSync(log, 'utf8');
      return text
        .split('\nEND\n')
        .filter((c) => c.startsWith('CALL'))
        .map((call) => {
          const [head, envLine = ''] = call.split('\n');
          const env = Object.fromEntries(
            envLine
              .split('\x1e')
              .filter((e) => e.includes('='))
              .map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]),
          );
          return { args: head!.split('\x1f').slice(1), env };
        });
    },
  };
}

export interface PullRequestCheckout {
  /** The shallow clone of the pull request's head (GITHUB_WORKSPACE). */
  workspace: string;
  /** The base commit, not in the clone. */
  base: string;
}

/**
 * origin (a bare repository under `served`, the folder an https git server serves as `url`)
 * holds `main` and a pull request's branch on top of it, whose commit adds `files`; the
 * workspace is a shallow clone of that branch that trusts the test server.
 */
export function pullRequestCheckout(
  served: string,
  url: string,
  files: Record<string, string>,
  change?: (work: string) => void,
): PullRequestCheckout {
  const root = mkdtempSync(join(served, 'oa-planted-'));
  const origin = join(root, 'origin.git');
  const work = join(root, 'work');
  gitIn(root, 'init', '-q', '--bare', origin);
  gitIn(root, 'init', '-q', '-b', 'main', work);
  write(work, {
    'observe-annotations.yaml': 'keyPrefix: team-\n',
    'annotations/a.yaml': 'externalKey: team-a\nkind: setup\nheadline: A\n',
  });
  gitIn(work, 'add', '-A');
  gitIn(work, 'commit', '-q', '-m', 'base');
  const base = gitIn(work, 'rev-parse', 'HEAD');
  gitIn(work, 'push', '-q', `file://${origin}`, 'main');
  gitIn(work, 'checkout', '-q', '-b', 'feature');
  write(work, files);
  change?.(work);
  gitIn(work, 'add', '-A');
  gitIn(work, 'commit', '-q', '-m', 'the pull request');
  gitIn(work, 'push', '-q', `file://${origin}`, 'feature');
  const workspace = join(root, 'workspace');
  gitIn(root, 'clone', '-q', '--depth=1', '--branch', 'feature', `file://${origin}`, workspace);
  gitIn(workspace, 'remote', 'set-url', 'origin', `${url}/${basename(root)}/origin.git`);
  trustTestServer(workspace);
  return { workspace, base };
}

export function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}
