import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  displayPath
} from "./chunk-4NSE5JE2.js";
import {
  isWithin,
  notRegular,
  pathExists,
  repositoryAt,
  resolveInRepository
} from "./chunk-IS3V3FBE.js";
import {
  FileSystemError,
  UserError
} from "./chunk-DZ5A7VSD.js";

// src/load/write-file.ts
import { closeSync, constants, fstatSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
function prepareFolder(dir, root, shown) {
  const repo = repositoryAt(root);
  if (!isWithin(dir, repo.root)) {
    makeFolder(dir, shown);
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
  makeFolder(dir, shown, repo.root);
  const made = resolveInRepository(dir, repo);
  if ("refusal" in made) throw new UserError(`${shown} ${made.refusal.why}`);
}
function makeFolder(dir, shown, root) {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const failed = error.path;
    const named = failed !== void 0 && root !== void 0 ? displayPath(failed, root) : shown;
    throw new FileSystemError("make the folder", named, error);
  }
}
function writeNewFile(path, text, shown = path) {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  let fd;
  try {
    fd = openSync(path, flags, 420);
  } catch (error) {
    if (error.code === "EEXIST") return false;
    throw new FileSystemError("write", shown, error);
  }
  writeAll(fd, path, text, shown);
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
    throw new FileSystemError("write", shown, error);
  }
  writeAll(fd, path, text, shown);
}
function checkWritableFolder(dir, shown) {
  const probe = join(dir, `.write-check-${process.pid}-${Date.now()}`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  try {
    closeSync(openSync(probe, flags, 384));
  } catch (error) {
    throw new FileSystemError("write in the folder", shown, error);
  }
  rmSync(probe, { force: true });
}
function checkNotLeadingOut(path, root, shown) {
  const repo = repositoryAt(root);
  const resolved = resolveInRepository(path, repo);
  if ("refusal" in resolved) throw new UserError(`${shown} ${resolved.refusal.why}`);
  if ("real" in resolved && !resolved.stats.isFile())
    throw new UserError(`${shown} ${notRegular(resolved.stats, resolved.link).why}`);
}
function writeAll(fd, path, text, shown) {
  try {
    const bytes = Buffer.from(text, "utf8");
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done);
  } catch (error) {
    const regular = fstatSync(fd).isFile();
    closeSync(fd);
    if (regular) rmSync(path, { force: true });
    throw new FileSystemError("write", shown, error);
  }
  closeSync(fd);
}

export {
  prepareFolder,
  writeNewFile,
  writeFileNoFollow,
  checkWritableFolder,
  checkNotLeadingOut
};
