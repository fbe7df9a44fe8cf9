import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/model/errors.ts
var UserError = class extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
  exitCode;
  name = "UserError";
};
var NamedOptionsError = class extends UserError {
  constructor(words) {
    super(words((key) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`));
    this.words = words;
  }
  words;
};
var InterruptedError = class extends Error {
  name = "InterruptedError";
  constructor(message = "Interrupted") {
    super(message);
  }
};
var RunDeadlineError = class extends Error {
  constructor(timeoutMs) {
    super(`the run deadline (${timeoutMs / 1e3} s) passed`);
    this.timeoutMs = timeoutMs;
  }
  timeoutMs;
  name = "RunDeadlineError";
};
var INTERRUPTED_READING = "Interrupted while reading the server: nothing was written.";
var REASONS = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "it is a folder",
  ENAMETOOLONG: "the name is too long",
  EEXIST: "something is already there",
  ENOENT: "no such file or folder",
  EMFILE: "too many files are open",
  ENFILE: "too many files are open",
  EBUSY: "it is busy",
  ETXTBSY: "it is busy",
  EIO: "an input/output error"
};
var HINTS = {
  EACCES: "check its permissions, or run where you may write",
  EPERM: "check its permissions (and attributes such as immutable), or run where you may write",
  EROFS: "run where the file system is writable",
  ENOSPC: "free some space and run again",
  EDQUOT: "free some space and run again"
};
var PERSON_FIXABLE = /* @__PURE__ */ new Set([
  "EACCES",
  "EPERM",
  "EROFS",
  "ENOSPC",
  "EDQUOT",
  "ENOTDIR",
  "EISDIR",
  "ENAMETOOLONG",
  "EMFILE",
  "ENFILE",
  "EIO"
]);
var DOING = {
  mkdir: "make the folder",
  open: "open",
  write: "write",
  rename: "rename",
  unlink: "remove",
  rmdir: "remove",
  rm: "remove",
  scandir: "read the folder",
  read: "read",
  copyfile: "copy"
};
function fileSystemProblem(error) {
  if (!(error instanceof Error)) return void 0;
  const { code, syscall, path } = error;
  if (code === void 0 || !PERSON_FIXABLE.has(code) || path === void 0) return void 0;
  return new FileSystemError(DOING[syscall ?? ""] ?? "use", path, error);
}
function systemReason(error) {
  const code = error?.code;
  if (typeof code === "string" && Object.hasOwn(REASONS, code)) return `${REASONS[code]} (${code})`;
  if (typeof code === "string") return code;
  return error instanceof Error ? error.message : String(error);
}
var FileSystemError = class extends UserError {
  code;
  constructor(what, shown, cause) {
    const code = cause?.code;
    const hint = typeof code === "string" ? HINTS[code] : void 0;
    super(`cannot ${what} ${shown}: ${systemReason(cause)}${hint ? `; ${hint}` : ""}`);
    this.code = code;
  }
};

export {
  UserError,
  NamedOptionsError,
  InterruptedError,
  RunDeadlineError,
  INTERRUPTED_READING,
  fileSystemProblem,
  systemReason,
  FileSystemError
};
