import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-3GO7JZRP.js";

// src/app/git/run-git.ts
import { spawn } from "node:child_process";
var MAX_GIT_OUTPUT = 256 * 1024 * 1024;
var GitError = class extends UserError {
  constructor(message, code) {
    super(message);
    this.code = code;
  }
  code;
};
function git(args, options) {
  const maxBytes = options.maxBytes ?? MAX_GIT_OUTPUT;
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-c", "core.fsmonitor=false", ...args], {
      cwd: options.cwd,
      stdio: ["pipe", "pipe", "pipe"],
      ...options.env ? { env: options.env } : {},
      ...options.signal ? { signal: options.signal } : {}
    });
    const chunks = [];
    let size = 0;
    let stderr = "";
    let overflow = false;
    child.stdout.on("data", (chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        overflow = true;
        child.kill();
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on("data", (chunk) => {
      if (stderr.length < 4096) stderr += chunk.toString("utf8");
    });
    child.on("error", (error) => {
      reject(spawnError(error, args[0], options.signal));
    });
    child.on("close", (code) => {
      if (overflow) {
        reject(
          new GitError(`git ${args[0]} said more than ${maxBytes / 1024 / 1024} MiB: refused`)
        );
      } else if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new GitError(firstLine(stderr) || `git ${args[0]} failed`, code ?? void 0));
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(options.input ?? "");
  });
}
function firstLine(text) {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 300 ? `${line.slice(0, 300)}\u2026` : line;
}
function spawnError(error, command, signal) {
  if (error.name === "AbortError" || signal?.aborted) {
    const reason = signal?.reason;
    return new GitError(
      `git ${command ?? ""} stopped: ${reason?.message ?? "the run was stopped"}`
    );
  }
  return new GitError(
    error.code === "ENOENT" ? "git was not found on PATH (reading files at another commit needs git)" : `git could not be started: ${error.code ?? error.message}`
  );
}

export {
  GitError,
  git,
  firstLine,
  spawnError
};
