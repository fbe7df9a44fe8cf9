import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-DZ5A7VSD.js";

// src/read/git/run-git.ts
import { spawn } from "node:child_process";

// src/read/git/git-invocation.ts
var ALWAYS = ["safe.bareRepository=explicit", "core.fsmonitor=false", "core.hooksPath=/dev/null"];
var READ = ["protocol.allow=never"];
var FETCH = ["protocol.allow=never", "protocol.https.allow=always", "protocol.file.allow=never"];
var KEPT = ["PATH", "HOME", "LANG"];
var KEPT_ON_WINDOWS = ["SystemRoot", "USERPROFILE"];
var PROXIES = ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"];
function gitArguments(repository, args, access) {
  const settings = [...ALWAYS, ..."fetch" in access ? FETCH : READ];
  return [
    ...settings.flatMap((s) => ["-c", s]),
    `--git-dir=${repository.gitDir}`,
    `--work-tree=${repository.top}`,
    ...args
  ];
}
function gitEnvironment(env, access) {
  const kept = {};
  const names = [...KEPT, ...KEPT_ON_WINDOWS, ..."fetch" in access ? PROXIES : []];
  for (const name of names) {
    const value = env[name];
    if (value !== void 0) kept[name] = value;
  }
  kept.GIT_TERMINAL_PROMPT = "0";
  if (!("fetch" in access)) {
    kept.GIT_NO_LAZY_FETCH = "1";
    return kept;
  }
  if (access.header) {
    kept.GIT_CONFIG_COUNT = "1";
    kept.GIT_CONFIG_KEY_0 = `http.${access.header.server.replace(/\/+$/, "")}/.extraheader`;
    kept.GIT_CONFIG_VALUE_0 = access.header.header;
  }
  return kept;
}

// src/read/git/run-git.ts
var MAX_GIT_OUTPUT = 256 * 1024 * 1024;
var GitError = class extends UserError {
  constructor(message, code) {
    super(message);
    this.code = code;
  }
  code;
};
function spawnGit(args, options) {
  const access = options.access ?? { read: true };
  return spawn("git", gitArguments(options.repository, args, access), {
    cwd: options.repository.top,
    stdio: ["pipe", "pipe", "pipe"],
    env: gitEnvironment(options.env, access),
    ...options.signal ? { signal: options.signal } : {}
  });
}
function git(args, options) {
  const maxBytes = options.maxBytes ?? MAX_GIT_OUTPUT;
  return new Promise((resolve, reject) => {
    const child = spawnGit(args, options);
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
  spawnGit,
  git,
  firstLine,
  spawnError
};
