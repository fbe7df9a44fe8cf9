import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GitError,
  git
} from "./chunk-G7RP6CQF.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-FA6EQWUK.js";

// src/app/git/fetch-commit.ts
async function ensureCommit(cwd, sha, env, auth) {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    return { ok: false, why: `'${sha}' is no commit SHA` };
  try {
    await git(["rev-parse", "--show-toplevel"], { cwd });
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return { ok: false, why: "the workspace is not a git repository" };
  }
  if (await has(cwd, sha)) return { ok: true };
  const quiet = { ...env, GIT_TERMINAL_PROMPT: "0" };
  const fetch = ["fetch", "--quiet", "--no-tags", "--depth=1", "origin", sha];
  let why;
  try {
    await git(fetch, { cwd, env: quiet });
    if (await has(cwd, sha)) return { ok: true };
    why = "the fetch did not bring it";
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    why = error.message;
  }
  if (auth) {
    try {
      await git(fetch, {
        cwd,
        env: {
          ...quiet,
          GIT_CONFIG_COUNT: "1",
          GIT_CONFIG_KEY_0: `http.${auth.server.replace(/\/+$/, "")}/.extraheader`,
          GIT_CONFIG_VALUE_0: auth.header
        }
      });
      if (await has(cwd, sha)) return { ok: true };
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      why = error.message;
    }
  }
  return { ok: false, why: `git fetch --depth=1 origin ${sha} failed: ${why}` };
}
async function has(cwd, sha) {
  try {
    await git(["cat-file", "-e", `${sha}^{commit}`], { cwd });
    return true;
  } catch (error) {
    if (error instanceof GitError && error.code !== void 0) return false;
    throw error;
  }
}
export {
  ensureCommit
};
