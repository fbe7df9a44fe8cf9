import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  isWithin,
  pathExists
} from "./chunk-IS3V3FBE.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";

// src/read/git/repository.ts
import { dirname, join, relative, resolve, sep } from "node:path";
var GitLikeFolderError = class extends UserError {
  constructor(folder, runFolder) {
    super(
      `${runFolder === folder ? `the run's folder ${folder}` : `${folder}, a folder above the run's folder ${runFolder},`} looks like a git repository's own folder (it holds HEAD, objects and refs): git could take it for the repository and run what its config says, so this run does not go on. Keep annotation files and the config file out of such a folder.`
    );
    this.folder = folder;
    this.runFolder = runFolder;
  }
  folder;
  runFolder;
};
function repositoryOf(folder, stopAt) {
  const start = resolve(folder);
  const last = stopAt === void 0 ? void 0 : resolve(stopAt);
  if (last !== void 0 && !isWithin(start, last)) return void 0;
  for (let dir = start; ; dir = dirname(dir)) {
    if (pathExists(join(dir, ".git"))) return { top: dir, gitDir: join(dir, ".git") };
    if (looksLikeGitDir(dir)) throw new GitLikeFolderError(dir, start);
    if (dir === last || dirname(dir) === dir) return void 0;
  }
}
function refuseGitLikeFolders(folder, top) {
  const start = resolve(folder);
  const root = resolve(top);
  const rel = relative(root, start);
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep}`)) return;
  for (let dir = start; dir !== root && dirname(dir) !== dir; dir = dirname(dir)) {
    if (looksLikeGitDir(dir)) throw new GitLikeFolderError(dir, start);
  }
}
function looksLikeGitDir(dir) {
  return pathExists(join(dir, "HEAD")) && pathExists(join(dir, "objects")) && pathExists(join(dir, "refs"));
}

export {
  repositoryOf,
  refuseGitLikeFolders
};
