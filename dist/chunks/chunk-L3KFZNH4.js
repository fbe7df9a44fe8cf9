import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GitError,
  git,
  repositoryOf
} from "./chunk-ZHFLWHRQ.js";

// src/app/checkout.ts
async function ensureCommit(folder, top, sha, env, auth) {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    return { ok: false, why: `'${sha}' is no commit SHA` };
  const repository = repositoryOf(folder, top);
  if (repository === void 0)
    return {
      ok: false,
      why: "the workspace is not a git repository (no .git in or above the run's folder)"
    };
  if (await has(repository, env, sha)) return { ok: true };
  const fetch = ["fetch", "--quiet", "--no-tags", "--depth=1", "origin", sha];
  let why;
  try {
    await git(fetch, { repository, env, access: { fetch: true } });
    if (await has(repository, env, sha)) return { ok: true };
    why = "the fetch did not bring it";
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    why = error.message;
  }
  if (auth) {
    try {
      await git(fetch, { repository, env, access: { fetch: true, header: auth } });
      if (await has(repository, env, sha)) return { ok: true };
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      why = error.message;
    }
  }
  return { ok: false, why: `git fetch --depth=1 origin ${sha} failed: ${why}` };
}
async function has(repository, env, sha) {
  try {
    await git(["cat-file", "-e", `${sha}^{commit}`], { repository, env });
    return true;
  } catch (error) {
    if (error instanceof GitError && error.code !== void 0) return false;
    throw error;
  }
}

export {
  ensureCommit
};
