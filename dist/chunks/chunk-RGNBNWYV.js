import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  displayPath
} from "./chunk-J2TU7Q4N.js";
import {
  UserError
} from "./chunk-3GO7JZRP.js";
import {
  isWithin,
  notRegular,
  pathExists,
  repositoryAt,
  resolveInRepository
} from "./chunk-EUEBU67B.js";

// src/load/write-file.ts
import { closeSync, constants, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname } from "node:path";
function prepareFolder(dir, root, shown) {
  const repo = repositoryAt(root);
  if (!isWithin(dir, repo.root)) {
    mkdirSync(dir, { recursive: true });
    return;
  }
  let existing = dir;
  while (!pathExists(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const resolved = resolveInRepository(existing, repo);
  if ("refusal" in resolved) {
    const part = existing === dir ? "" : `: ${displayPath(existing, repo.root)}`;
    throw new UserError(`${shown}${part} ${resolved.refusal.why}`);
  }
  if ("real" in resolved && !resolved.stats.isDirectory())
    throw new UserError(`${shown}: ${existing} is not a folder`);
  mkdirSync(dir, { recursive: true });
  const made = resolveInRepository(dir, repo);
  if ("refusal" in made) throw new UserError(`${shown} ${made.refusal.why}`);
}
function writeNewFile(path, text) {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  let fd;
  try {
    fd = openSync(path, flags, 420);
  } catch (error) {
    if (error.code === "EEXIST") return false;
    throw error;
  }
  writeAll(fd, text);
  return true;
}
function writeFileNoFollow(path, text, root, shown) {
  const repo = repositoryAt(root);
  if (isWithin(path, repo.root)) {
    const parent = resolveInRepository(dirname(path), repo);
    if ("refusal" in parent) throw new UserError(`${shown}: its folder ${parent.refusal.why}`);
  }
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
  let fd;
  try {
    fd = openSync(path, flags, 420);
  } catch (error) {
    if (error.code === "ELOOP")
      throw new UserError(`${shown} is a symbolic link: nothing is written through it`);
    throw error;
  }
  writeAll(fd, text);
}
function checkNotLeadingOut(path, root, shown) {
  const repo = repositoryAt(root);
  const resolved = resolveInRepository(path, repo);
  if ("refusal" in resolved) throw new UserError(`${shown} ${resolved.refusal.why}`);
  if ("real" in resolved && !resolved.stats.isFile())
    throw new UserError(`${shown} ${notRegular(resolved.stats, resolved.link).why}`);
}
function writeAll(fd, text) {
  try {
    const bytes = Buffer.from(text, "utf8");
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done);
  } finally {
    closeSync(fd);
  }
}

export {
  prepareFolder,
  writeNewFile,
  writeFileNoFollow,
  checkNotLeadingOut
};
