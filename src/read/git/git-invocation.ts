// What every git command of this tool is given, and nothing more: the repository named
// explicitly (never discovered), settings that keep a repository's config from running
// anything (no hooks, no fsmonitor, no implicit bare repository, no lazy fetch of a promisor
// remote, no protocol but https for the one fetch), and a minimal environment: PATH, HOME and
// LANG of the run's, never its keys, tokens, INPUT_* or ACTIONS_* (a command git runs would
// see them all).
import type { Env } from '../../model/env.js';
import type { GitRepository } from './repository.js';

/** An extra HTTP header for one server, given to the fetch only (through git's environment). */
export interface FetchHeader {
  /** `https://github.com`: the header goes to this server only. */
  server: string;
  /** `AUTHORIZATION: basic …` */
  header: string;
}

/** Reads only; or the one fetch, with its header when one is needed. */
export type GitAccess = { read: true } | { fetch: true; header?: FetchHeader };

/** Settings on every command: nothing of the repository's config runs a program. */
const ALWAYS = ['safe.bareRepository=explicit', 'core.fsmonitor=false', 'core.hooksPath=/dev/null'];

/** Reads need no transport at all: a promisor remote's lazy fetch fails at once (any git). */
const READ = ['protocol.allow=never'];

/** The fetch speaks https only: no ssh (core.sshCommand), no ext::, no local path. */
const FETCH = ['protocol.allow=never', 'protocol.https.allow=always', 'protocol.file.allow=never'];

/** The variables of the run's environment git is given; every other one is left out. */
const KEPT = ['PATH', 'HOME', 'LANG'];

/** On Windows git cannot reach the network without SystemRoot, nor find its config without USERPROFILE. */
const KEPT_ON_WINDOWS = ['SystemRoot', 'USERPROFILE'];

/** A runner behind a proxy fetches through it (the fetch only; they name no secret of ours). */
const PROXIES = ['https_proxy', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY', 'no_proxy', 'NO_PROXY'];

/** git's arguments: the repository and the safe settings first, then `args`. */
export function gitArguments(
  repository: GitRepository,
  args: readonly string[],
  access: GitAccess,
): string[] {
  const settings = [...ALWAYS, ...('fetch' in access ? FETCH : READ)];
  return [
    ...settings.flatMap((s) => ['-c', s]),
    `--git-dir=${repository.gitDir}`,
    `--work-tree=${repository.top}`,
    ...args,
  ];
}

/** git's whole environment, built from the run's `env` (never passed on as it is). */
export function gitEnvironment(env: Env, access: GitAccess): Record<string, string> {
  const kept: Record<string, string> = {};
  const names = [...KEPT, ...KEPT_ON_WINDOWS, ...('fetch' in access ? PROXIES : [])];
  for (const name of names) {
    const value = env[name];
    if (value !== undefined) kept[name] = value;
  }
  kept.GIT_TERMINAL_PROMPT = '0';
  if (!('fetch' in access)) {
    kept.GIT_NO_LAZY_FETCH = '1';
    return kept;
  }
  if (access.header) {
    kept.GIT_CONFIG_COUNT = '1';
    kept.GIT_CONFIG_KEY_0 = `http.${access.header.server.replace(/\/+$/, '')}/.extraheader`;
    kept.GIT_CONFIG_VALUE_0 = access.header.header;
  }
  return kept;
}
