import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GitError,
  git
} from "./chunk-2GIMHC3E.js";
import {
  repositoryOf
} from "./chunk-GK5S7SVR.js";

// src/read/git/fetch-commit.ts
async function hasCommit(repository, env, sha) {
  try {
    await git(["cat-file", "-e", `${sha}^{commit}`], { repository, env });
    return true;
  } catch (error) {
    if (error instanceof GitError && error.code !== void 0) return false;
    throw error;
  }
}
async function fetchCommit(repository, env, sha, header) {
  const fetch = ["fetch", "--quiet", "--no-tags", "--depth=1", "origin", sha];
  const access = header ? { fetch: true, header } : { fetch: true };
  try {
    await git(fetch, { repository, env, access });
    return void 0;
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return error.message;
  }
}

// src/app/git/checkout.ts
async function ensureCommit(folder, top, sha, env, auth) {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    return { ok: false, why: `'${sha}' is no commit SHA` };
  const repository = repositoryOf(folder, top);
  if (repository === void 0)
    return {
      ok: false,
      why: "the workspace is not a git repository (no .git in or above the run's folder)"
    };
  if (await hasCommit(repository, env, sha)) return { ok: true };
  let why = await fetchCommit(repository, env, sha);
  if (why === void 0) {
    if (await hasCommit(repository, env, sha)) return { ok: true };
    why = "the fetch did not bring it";
  }
  if (auth) {
    const failed = await fetchCommit(repository, env, sha, auth);
    if (failed !== void 0) why = failed;
    else if (await hasCommit(repository, env, sha)) return { ok: true };
  }
  return { ok: false, why: `git fetch --depth=1 origin ${sha} failed: ${why}` };
}

export {
  ensureCommit
};
