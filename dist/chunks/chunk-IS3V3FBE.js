import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/load/repository-path.ts
import { lstatSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
function repositoryAt(root) {
  const absolute = resolve(root);
  let real = absolute;
  try {
    real = realpathSync(absolute);
  } catch {
  }
  return { root: absolute, real };
}
function placeOf(real, repo) {
  if (!isWithin(real, repo.real)) return "outside";
  return relative(repo.real, real).split(sep).includes(".git") ? "git" : "inside";
}
function isWithin(path, folder) {
  const rel = relative(folder, path);
  return rel === "" || rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
function pathExists(path) {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
function resolveInRepository(absolute, repo) {
  let own;
  try {
    own = lstatSync(absolute);
  } catch (error) {
    return failedLookup(error, { missing: true });
  }
  const link = own.isSymbolicLink();
  let real;
  try {
    real = realpathSync(absolute);
  } catch (error) {
    return failedLookup(error, { refusal: DANGLING });
  }
  const refusal = placeRefusal(real, repo);
  if (refusal) return { refusal };
  return { real, stats: link ? statSync(real) : own, link };
}
function failedLookup(error, absent) {
  const code = error.code;
  if (code === "ELOOP") return { refusal: LOOP };
  if (code === "ENOENT" || code === "ENOTDIR") return absent;
  throw error;
}
function placeRefusal(real, repo) {
  const place = placeOf(real, repo);
  if (place === "outside") {
    return {
      code: "path.outsideRepository",
      why: `leads to ${real}, outside the repository (${repo.real})`
    };
  }
  if (place === "git") {
    return {
      code: "path.outsideRepository",
      why: `leads to ${real}, inside .git/ (Git's own files are never used)`
    };
  }
  return void 0;
}
var LOOP = {
  code: "path.linkLoop",
  why: "is a symbolic link that leads back to itself or to a folder that contains it: it is not followed"
};
var DANGLING = {
  code: "path.danglingLink",
  why: "is a symbolic link to something that does not exist"
};
function notRegular(stats, link = true) {
  return {
    code: "path.notRegularFile",
    why: `${link ? "leads to" : "is"} ${kindOf(stats)}, not a regular file: it is not read`
  };
}
function kindOf(stats) {
  if (stats.isFIFO()) return "a named pipe (FIFO)";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  if (stats.isSocket()) return "a socket";
  if (stats.isDirectory()) return "a folder";
  return "a special file";
}
function refusalDiagnostic(file, refusal) {
  return { severity: "error", code: refusal.code, message: `${file} ${refusal.why}`, file };
}

export {
  repositoryAt,
  isWithin,
  pathExists,
  resolveInRepository,
  LOOP,
  DANGLING,
  notRegular,
  refusalDiagnostic
};
