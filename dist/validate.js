import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LOOP,
  LineCounter,
  MAX_DEPTH,
  MAX_PER_FILE,
  MAX_PER_RUN,
  __export,
  addOmitted,
  byPosition,
  count,
  covers,
  excerpt,
  excerptOf,
  externalKeyOf,
  isMap,
  isMap2,
  isScalar,
  nearestChoice,
  nearestName,
  notRegular,
  parseDocument,
  pathExists,
  placeAt,
  readSourceSync,
  repositoryAt,
  resolveInRepository,
  shortMessage,
  textOfFound,
  toPointer,
  validateFile
} from "./chunks/chunk-5YATGEN6.js";

// src/app/options/config.ts
var config_exports = {};
__export(config_exports, {
  loadConfig: () => loadConfig,
  locateConfig: () => locateConfig,
  placeRun: () => placeRun,
  rebaseGiven: () => rebaseGiven
});
import { basename, dirname as dirname2, isAbsolute, join as join2, relative, resolve, sep } from "node:path";

// src/load/config-file.ts
import { dirname, join } from "node:path";

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
  const { code: code2, syscall, path: path2 } = error;
  if (code2 === void 0 || !PERSON_FIXABLE.has(code2) || path2 === void 0) return void 0;
  return new FileSystemError(DOING[syscall ?? ""] ?? "use", path2, error);
}
function systemReason(error) {
  const code2 = error?.code;
  if (typeof code2 === "string" && Object.hasOwn(REASONS, code2)) return `${REASONS[code2]} (${code2})`;
  if (typeof code2 === "string") return code2;
  return error instanceof Error ? error.message : String(error);
}
var FileSystemError = class extends UserError {
  code;
  constructor(what, shown2, cause) {
    const code2 = cause?.code;
    const hint = typeof code2 === "string" ? HINTS[code2] : void 0;
    super(`cannot ${what} ${shown2}: ${systemReason(cause)}${hint ? `; ${hint}` : ""}`);
    this.code = code2;
  }
};

// src/load/config-file.ts
var CONFIG_FILE = "observe-annotations.yaml";
async function readConfigFile(dir, {
  name = CONFIG_FILE,
  shown: shown2 = name,
  places = false
} = {}) {
  const text2 = readConfigText(join(dir, name), shown2);
  if (text2 === void 0) return void 0;
  return parseConfigText(text2, shown2, { places });
}
function parseConfigText(text2, shown2, { places = false } = {}) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text2, { prettyErrors: false, schema: "core", lineCounter });
  const firstError = doc.errors[0];
  if (firstError) {
    const { line, col } = lineCounter.linePos(firstError.pos[0]);
    throw new UserError(
      `${shown2}:${line}:${col}: ${shortMessage(nestingSaid(firstError.message))}`
    );
  }
  let value2;
  try {
    value2 = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new UserError(`${shown2}: ${nestingSaid(error.message)}`);
  }
  if (!isMap2(value2)) {
    throw new UserError(`${shown2}: expected a map of settings (such as keyPrefix: team.)`);
  }
  return {
    file: shown2,
    values: value2,
    ...places ? { places: placesIn(doc.contents, shown2, lineCounter) } : {}
  };
}
function nestingSaid(message) {
  const first = message.split("\n")[0];
  return /maximum call stack size exceeded/i.test(first) ? `the settings are nested too deeply (keep them within ${MAX_DEPTH} levels)` : first;
}
function placesIn(contents, file, lines) {
  const keys = {};
  const values = {};
  const at = (node) => {
    if (!node?.range) return void 0;
    const { line, col } = lines.linePos(node.range[0]);
    return { line, column: col };
  };
  const walk = (map, path2, depth) => {
    if (!isMap(map)) return;
    for (const pair of map.items) {
      if (!isScalar(pair.key) || typeof pair.key.value !== "string") continue;
      const here = [...path2, pair.key.value];
      const id = JSON.stringify(here);
      const key = at(pair.key);
      if (key && !Object.hasOwn(keys, id)) keys[id] = key;
      const value2 = at(pair.value);
      if (value2 && !Object.hasOwn(values, id)) values[id] = value2;
      if (depth < 2) walk(pair.value, here, depth + 1);
    }
  };
  walk(contents, [], 0);
  return { file, keys, values };
}
function readConfigText(path2, shown2) {
  let resolved;
  try {
    resolved = resolveInRepository(path2, repositoryAt(dirname(path2)));
  } catch (error) {
    throw new UserError(`${shown2}: ${error.code ?? "unreadable"}`);
  }
  if ("missing" in resolved) return void 0;
  if ("refusal" in resolved) throw refused(shown2, resolved.refusal);
  if (!resolved.stats.isFile()) throw refused(shown2, notRegular(resolved.stats, resolved.link));
  const source = readSourceSync(resolved.real, shown2);
  if ("diagnostic" in source) {
    const d = source.diagnostic;
    throw new UserError(`${shown2}${d.line ? `:${d.line}` : ""}: ${d.message}`);
  }
  return source.text;
}
function refused(shown2, refusal) {
  return new UserError(`${shown2} ${refusal.why} (${refusal.code})`);
}

// src/load/default-paths.ts
var DEFAULT_PATHS = ["annotations/"];

// src/model/formats.ts
var VIEW_FORMATS = {
  validate: ["text", "json", "github"],
  plan: ["text", "json", "markdown"],
  apply: ["text", "json", "markdown"],
  doctor: ["text", "json"],
  import: ["text"],
  fmt: ["text", "json"]
};
var FORMATS = [...new Set(Object.values(VIEW_FORMATS).flat())];
function formatChoices(command) {
  return VIEW_FORMATS[command].join("|");
}

// src/app/options/option-parsers.ts
var OptionProblem = class extends Error {
  name = "OptionProblem";
};
function parseOr(parser, raw, failed) {
  try {
    return parser.parse(raw);
  } catch (error) {
    if (error instanceof OptionProblem) throw failed(error.message);
    throw error;
  }
}
function shown(raw) {
  const text2 = typeof raw === "string" ? raw : JSON.stringify(raw) ?? String(raw);
  const line = text2.replace(/\s+/g, " ");
  return `'${line.length > 80 ? `${line.slice(0, 80)}\u2026` : line}'`;
}
function text() {
  return {
    shape: "string",
    parse(raw) {
      if (typeof raw === "string" && raw.trim() !== "") return raw;
      throw new OptionProblem("must be a non-empty string");
    }
  };
}
var CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
var CONTROL_IN_PATH = "a control character (a NUL, a line break, a tab, an escape): no path this tool reads or writes has one";
function path() {
  return {
    shape: "string",
    parse(raw) {
      const value2 = text().parse(raw);
      if (CONTROL.test(value2)) throw new OptionProblem(`holds ${CONTROL_IN_PATH}`);
      return value2;
    }
  };
}
function yesNo() {
  return {
    shape: "boolean",
    parse(raw) {
      if (typeof raw === "boolean") return raw;
      if (typeof raw === "string") {
        if (["true", "True", "TRUE"].includes(raw.trim())) return true;
        if (["false", "False", "FALSE"].includes(raw.trim())) return false;
      }
      throw new OptionProblem(`must be true or false, not ${shown(raw)}`);
    }
  };
}
function wholeNumber(min, max) {
  return bounded(min, max, "a whole number", (text2) => /^\s*\d+\s*$/.test(text2), Number.isInteger);
}
function decimal(min, max) {
  return bounded(min, max, "a number", (text2) => text2.trim() !== "", Number.isFinite);
}
function bounded(min, max, noun, readable, fits) {
  return {
    shape: "string",
    min,
    max,
    range: `${min}\u2013${max}`,
    parse(raw) {
      const value2 = typeof raw === "number" ? raw : typeof raw === "string" && readable(raw) ? Number(raw) : NaN;
      if (fits(value2) && value2 >= min && value2 <= max) return value2;
      throw new OptionProblem(`must be ${noun} from ${min} to ${max}, not ${shown(raw)}`);
    }
  };
}
function duration(minSeconds, maxSeconds) {
  const UNITS = { ms: 1e-3, s: 1, m: 60, h: 3600 };
  return {
    shape: "string",
    min: minSeconds,
    max: maxSeconds,
    range: `${minSeconds} s\u2013${maxSeconds / 3600} h`,
    parse(raw) {
      const match = typeof raw === "string" ? /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(raw) : null;
      const value2 = typeof raw === "number" ? raw : match ? Number(match[1]) * UNITS[match[2] ?? "s"] : NaN;
      if (Number.isFinite(value2) && value2 >= minSeconds && value2 <= maxSeconds) return value2;
      throw new OptionProblem(
        `must be a duration from ${minSeconds} seconds to ${maxSeconds / 3600} hours (seconds, or with a unit: 90s, 15m, 1h), not ${shown(raw)}`
      );
    }
  };
}
function oneOf(choices) {
  return {
    shape: "string",
    choices,
    parse(raw) {
      if (typeof raw === "string" && choices.includes(raw)) return raw;
      const near = typeof raw === "string" ? nearestChoice(raw, choices) : void 0;
      const hint = near === void 0 ? "" : `; did you mean ${near}?`;
      throw new OptionProblem(`must be one of ${choices.join(", ")}, not ${shown(raw)}${hint}`);
    }
  };
}
function list(what) {
  return {
    shape: "list",
    parse(raw) {
      if (typeof raw === "string" && raw !== "") return [raw];
      if (Array.isArray(raw) && raw.length > 0 && raw.every((s) => typeof s === "string" && s !== ""))
        return [...raw];
      throw new OptionProblem(`must be ${what}`);
    }
  };
}
function pathList(what) {
  const paths = list(what);
  return {
    shape: "list",
    parse(raw) {
      const value2 = paths.parse(raw);
      const bad = value2.find((p) => CONTROL.test(p));
      if (bad !== void 0)
        throw new OptionProblem(`names ${shown(bad)}, which holds ${CONTROL_IN_PATH}`);
      return value2;
    }
  };
}
function baseUrl() {
  return {
    shape: "string",
    parse(raw) {
      if (typeof raw !== "string" || raw.trim() === "") throw new OptionProblem("must be a URL");
      let url;
      try {
        url = new URL(raw);
      } catch {
        throw new OptionProblem(
          `${shown(raw)} is not a URL (expected e.g. https://observe.example.com/v1)`
        );
      }
      if (url.protocol !== "http:" && url.protocol !== "https:") {
        throw new OptionProblem(`must be http(s), not ${url.protocol}`);
      }
      if (url.username || url.password) throw new OptionProblem("must not contain credentials");
      return url.toString().replace(/\/+$/, "");
    }
  };
}
function secretKey() {
  return {
    shape: "string",
    parse(raw) {
      const key = typeof raw === "string" ? raw.trim() : "";
      if (key === "") throw new OptionProblem("is empty");
      if (/^[\x21-\x7e]+$/.test(key)) return key;
      throw new OptionProblem(
        "holds a space, a line break or a character outside printable ASCII: an API key is one line of visible characters"
      );
    }
  };
}
function record(what, members) {
  return {
    shape: "string",
    parse(raw) {
      if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        throw new OptionProblem(`must be ${what}`);
      const out = {};
      for (const [name, value2] of Object.entries(raw)) {
        const parser = members[name];
        if (!parser) throw new OptionProblem(`must be ${what} (unknown member '${name}')`);
        try {
          out[name] = parser.parse(value2);
        } catch (error) {
          if (error instanceof OptionProblem)
            throw new OptionProblem(`member '${name}' ${error.message}`);
          throw error;
        }
      }
      return out;
    }
  };
}
function envName() {
  return {
    shape: "string",
    parse(raw) {
      if (typeof raw === "string" && /^OBSERVE_[A-Za-z0-9_]{1,120}$/.test(raw)) return raw;
      throw new OptionProblem(
        `must be the name of an environment variable that begins with OBSERVE_ (letters, digits and _, such as OBSERVE_API_KEY_STAGING), not ${shown(raw)}: the key is read only from the tool's own variables`
      );
    }
  };
}
function targetName() {
  return {
    shape: "string",
    parse(raw) {
      if (typeof raw === "string" && /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(raw)) return raw;
      throw new OptionProblem(
        `must be a name of letters, digits, '.', '_' and '-' (at most 64, such as staging), not ${shown(raw)}`
      );
    }
  };
}
function gitRef() {
  return {
    shape: "string",
    parse(raw) {
      if (typeof raw === "string" && /^[^\s-][\x21-\x7e]{0,255}$/.test(raw)) return raw;
      throw new OptionProblem(
        `must be a git revision such as origin/main or a commit SHA, not ${shown(raw)}`
      );
    }
  };
}
function actionReference() {
  const remote = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_./-]+)?@[A-Za-z0-9_./-]+$/;
  const local = /^\.\/[A-Za-z0-9_./-]*$/;
  return {
    shape: "string",
    parse(raw) {
      if (typeof raw === "string" && raw.length <= 256 && (remote.test(raw) || local.test(raw)))
        return raw;
      throw new OptionProblem(
        `must name an action as a workflow's uses: does, OWNER/NAME@REF (or ./PATH), not ${shown(raw)}`
      );
    }
  };
}

// src/app/options/option-table.ts
function row(spec) {
  return spec;
}
var FILES = ["validate", "fmt", "plan", "apply", "import"];
var CONNECTED = ["plan", "apply", "import", "doctor"];
var EMULATOR = ["emulator"];
var concurrency = wholeNumber(1, 64);
var pageSize = wholeNumber(1, 1e3);
var timeout = duration(1, 24 * 3600);
var maxDeletes = wholeNumber(0, 1e5);
var OPTIONS = {
  format: row({
    flag: "format",
    arg: "FORMAT",
    description: "Output format.",
    parse: oneOf(FORMATS),
    default: "text",
    commands: ["validate", "fmt", "plan", "apply", "doctor"],
    choicesFor: VIEW_FORMATS
  }),
  configFile: row({
    flag: "config",
    arg: "FILE",
    input: "config",
    inputDescription: "Path of the config file, relative to working-directory. Default: observe-annotations.yaml in working-directory, when there is one. Paths in it are relative to its folder, and the files the run reads must lie inside that folder.",
    description: "The config file. Default: the nearest observe-annotations.yaml from the working directory up to the repository root (the folder holding .git). Paths in it are relative to its folder, and the files a run reads must lie inside that folder.",
    parse: path(),
    commands: [...FILES, "doctor"]
  }),
  paths: row({
    positional: ["validate", "fmt", "plan", "apply"],
    path: true,
    config: "include",
    input: "paths",
    description: "Files, folders or globs of .yaml/.yml annotation files.",
    inputDescription: "Files, folders or globs of annotation files, one per line or comma-separated.",
    parse: pathList("a list of files, folders or globs"),
    // The loader's own constant: it words "the default PATH" when nothing was named.
    default: DEFAULT_PATHS,
    commands: FILES
  }),
  keyPrefix: row({
    config: "keyPrefix",
    description: "Keys under this prefix are ours: orphans are reported and may be pruned.",
    parse: text(),
    commands: [...FILES, "doctor"]
  }),
  target: row({
    flag: "target",
    arg: "NAME",
    input: "target",
    description: "The target (a name under targets: in observe-annotations.yaml) whose settings and key this run uses.",
    inputDescription: "The target (a name under targets: in observe-annotations.yaml) whose settings this run uses; the comment is labelled with it. Its baseUrl and apiKeyEnv are not used: pass base-url and api-key.",
    parse: targetName(),
    commands: [...FILES, "doctor"]
  }),
  baseUrl: row({
    flag: "base-url",
    arg: "URL",
    env: "OBSERVE_BASE_URL",
    config: "baseUrl",
    input: "base-url",
    description: "Observe API base URL, with its version segment (e.g. https://\u2026/v1).",
    inputDescription: "Observe API base URL, with its version segment (e.g. https://\u2026/v1): the only address the key is sent to (else OBSERVE_BASE_URL in the step's environment). The Action never reads baseUrl from the checkout's observe-annotations.yaml.",
    parse: baseUrl(),
    commands: CONNECTED
  }),
  apiKey: row({
    env: "OBSERVE_API_KEY",
    input: "api-key",
    secret: true,
    description: "The Observe API key; never taken on the command line.",
    inputDescription: "Observe API key (a secret). Without it, pull requests from forks are only validated.",
    parse: secretKey(),
    commands: CONNECTED
  }),
  apiKeyEnv: row({
    config: "apiKeyEnv",
    description: "The name of the environment variable that holds the key, beginning with OBSERVE_ (per target: OBSERVE_API_KEY_STAGING); never the key itself.",
    parse: envName(),
    commands: CONNECTED
  }),
  apiKeyFile: row({
    path: true,
    flag: "api-key-file",
    arg: "FILE",
    description: "Read the API key from FILE (otherwise OBSERVE_API_KEY). Never pass a key itself on the command line.",
    parse: path(),
    commands: CONNECTED
  }),
  emulator: row({
    flag: "emulator",
    description: "Run against an embedded emulator whose state persists in .observe-emulator/.",
    parse: yesNo(),
    default: false,
    commands: CONNECTED
  }),
  emulatorProject: row({
    config: "emulator",
    description: "The embedded emulator's project (for --emulator): timezone and findings.",
    parse: record(
      "a map with timezone and findings",
      {
        timezone: text(),
        findings: list("a list of finding ids")
      }
    ),
    commands: CONNECTED
  }),
  out: row({
    path: true,
    flag: "out",
    arg: "PATH",
    description: "plan: write the saved plan (JSON) to FILE. import: write YAML files into DIR.",
    argFor: { plan: "FILE", import: "DIR" },
    descriptionFor: {
      plan: "Also write the plan to FILE (JSON): a saved plan, to apply exactly it later.",
      import: "Write the YAML files into DIR (default annotations/)."
    },
    parse: path(),
    commands: ["plan", "import"]
  }),
  base: row({
    flag: "base",
    arg: "REF",
    description: "Also read the files as they are at the git commit REF (origin/main, a SHA) and mark each change with its cause: pr (the files changed it since REF), drift (the server was edited outside the repository) or both.",
    parse: gitRef(),
    commands: ["plan"]
  }),
  stdio: row({
    flag: "stdio",
    description: "Speak the Language Server Protocol over stdin and stdout (the one transport).",
    parse: yesNo(),
    default: false,
    commands: ["lsp"]
  }),
  actionRef: row({
    flag: "action-ref",
    arg: "REF",
    description: "The Action the workflows init writes use, as uses: names it (OWNER/NAME@REF, or ./PATH). Default: the package's own repository at its major version's tag.",
    parse: actionReference(),
    commands: ["init"]
  }),
  detailedExitcode: row({
    flag: "detailed-exitcode",
    description: "Exit 0 when there are no changes, 2 when there are changes, 1 on error.",
    parse: yesNo(),
    default: false,
    commands: ["plan"]
  }),
  planFile: row({
    path: true,
    flag: "plan",
    arg: "FILE",
    description: "Apply a plan saved by `plan --out`; items changed on the server since are skipped as stale.",
    parse: path(),
    commands: ["apply"]
  }),
  concurrency: row({
    flag: "concurrency",
    arg: "N",
    config: "concurrency",
    input: "concurrency",
    description: `Requests in flight at once (${concurrency.range}).`,
    parse: concurrency,
    default: 8,
    commands: ["plan", "apply", "import"]
  }),
  pageSize: row({
    flag: "page-size",
    arg: "N",
    config: "pageSize",
    input: "page-size",
    description: `Annotations asked for per page of the server's list (${pageSize.range}).`,
    parse: pageSize,
    default: 100,
    commands: CONNECTED
  }),
  timeout: row({
    flag: "timeout",
    arg: "DURATION",
    config: "timeout",
    input: "timeout",
    description: "The run stops after this long, whatever the server does (seconds, or 90s, 15m, 1h); each request also has its own 30 s.",
    parse: timeout,
    default: 900,
    commands: CONNECTED
  }),
  check: row({
    flag: "check",
    description: "Write nothing: list each file that is not in canonical form, and exit 1 if there is one.",
    parse: yesNo(),
    default: false,
    commands: ["fmt"]
  }),
  diff: row({
    flag: "diff",
    description: "Write nothing: print what formatting would change as a unified diff (git apply or patch -p1 applies it from the repository root).",
    parse: yesNo(),
    default: false,
    commands: ["fmt"]
  }),
  stdinFilepath: row({
    flag: "stdin-filepath",
    arg: "PATH",
    description: "With '-' (read the text on stdin): the file's path, named in messages.",
    parse: text(),
    commands: ["fmt"]
  }),
  autoApprove: row({
    flag: "auto-approve",
    input: "auto-approve",
    inputDescription: "Apply the fresh plan even when it is not the plan reviewed on the pull request (the Action's own comment, made for the pull request's final head commit and showing the same plan), or when no pull request reviewed it (a direct push). Without it such an apply writes nothing and the step fails.",
    description: "Apply without asking. Without it, apply asks on a terminal and writes nothing elsewhere (a saved plan, --plan FILE, was reviewed already and is applied without asking).",
    parse: yesNo(),
    default: false,
    commands: ["apply"]
  }),
  writeOnly: row({
    flag: "write-only",
    description: "Write every annotation of the files without reading the server first, for a key with only observe:annotations:write: no diff is shown and nothing is pruned; a re-run converges.",
    parse: yesNo(),
    default: false,
    commands: ["apply"]
  }),
  dryRun: row({
    flag: "dry-run",
    description: "Plan and show what would be written, write nothing.",
    parse: yesNo(),
    default: false,
    commands: ["apply"]
  }),
  prune: row({
    flag: "prune",
    input: "prune",
    description: "Delete orphans (server keys under keyPrefix that no file holds) after the writes.",
    descriptionFor: {
      plan: "Show the orphans (server keys under keyPrefix that no file holds) as deletions in the plan."
    },
    parse: yesNo(),
    default: false,
    commands: ["plan", "apply"]
  }),
  maxDeletes: row({
    flag: "max-deletes",
    arg: "N",
    config: "maxDeletes",
    input: "max-deletes",
    inputWithoutDefault: true,
    description: "Refuse a prune of more than N annotations, before any write.",
    inputDescription: "Refuse an apply that deletes more than this many annotations, before any write (default 10). Like base-url and api-key it comes from the workflow only: the Action does not read maxDeletes from observe-annotations.yaml, which a pull request could raise. A pull request whose plan deletes more says so in its comment.",
    parse: maxDeletes,
    default: 10,
    commands: ["apply"]
  }),
  prefix: row({
    flag: "prefix",
    arg: "P",
    description: "Import only external keys starting with P.",
    parse: text(),
    commands: ["import"]
  }),
  // The emulator command's own options.
  host: row({
    flag: "host",
    arg: "HOST",
    description: "Address to listen on.",
    parse: text(),
    default: "127.0.0.1",
    commands: EMULATOR
  }),
  port: row({
    flag: "port",
    arg: "N",
    description: "Port to listen on (0 = any free port).",
    parse: wholeNumber(0, 65535),
    default: 8787,
    commands: EMULATOR
  }),
  acceptKeys: row({
    flag: "api-key",
    arg: "KEY[@PROJECT][=perm,\u2026][;expires=DATE][;ip=CIDR,\u2026]",
    description: "Accept this key (every permission unless listed; expired from DATE, or limited to address ranges, it answers 401). Without any, one development key is made and printed.",
    parse: list("one or more keys"),
    commands: EMULATOR
  }),
  timezone: row({
    flag: "timezone",
    arg: "TZ",
    description: "The projects' IANA timezone.",
    parse: text(),
    default: "UTC",
    commands: EMULATOR
  }),
  paging: row({
    flag: "paging",
    arg: "WHERE",
    description: "Where list answers carry their paging: headers (X-Corbado-*, as the vendor documents), body, or both.",
    parse: oneOf(["headers", "body", "both"]),
    default: "headers",
    commands: EMULATOR
  }),
  findings: row({
    flag: "finding",
    arg: "ID",
    description: "A finding id that refs may name.",
    parse: list("one or more finding ids"),
    commands: EMULATOR
  }),
  dataFile: row({
    flag: "data",
    arg: "FILE",
    description: "Keep state in FILE across restarts (written atomically).",
    parse: path(),
    commands: EMULATOR
  }),
  latencyMs: row({
    flag: "latency",
    arg: "MS",
    description: "Delay every answer by about MS milliseconds.",
    parse: decimal(0, 6e5),
    default: 0,
    commands: EMULATOR
  }),
  faultRate: row({
    flag: "fault-rate",
    arg: "R",
    description: "Share of requests (0\u20131) that meet a fault.",
    parse: decimal(0, 1),
    default: 0,
    commands: EMULATOR
  }),
  faults: row({
    flag: "faults",
    arg: "LIST",
    description: "Which faults: 500,503,429,reset,lost.",
    parse: text(),
    default: "500,503,429,reset,lost",
    commands: EMULATOR
  }),
  seed: row({
    flag: "seed",
    arg: "N",
    description: "Seed for a repeatable fault sequence.",
    parse: wholeNumber(0, 2 ** 32 - 1),
    commands: EMULATOR
  }),
  createDelayMs: row({
    flag: "create-delay",
    arg: "MS",
    description: "Hold a create in flight this long (provokes 409s).",
    parse: decimal(0, 6e5),
    default: 0,
    commands: EMULATOR
  })
};
function optionRows() {
  return Object.entries(OPTIONS);
}
function rowOf(key) {
  return OPTIONS[key];
}
function optionsFor(command) {
  return optionRows().filter(([, r]) => r.commands.includes(command));
}
function choicesOf(option, command) {
  return option.choicesFor?.[command] ?? option.parse.choices;
}

// src/app/options/option-error.ts
var OptionError = class extends UserError {
  constructor(key, problem, origin = "given", configFile) {
    super(problem);
    this.key = key;
    this.problem = problem;
    this.origin = origin;
    this.configFile = configFile;
    this.message = describeOptionError(this, NEUTRAL);
  }
  key;
  problem;
  origin;
  configFile;
};
var MissingOptionError = class extends OptionError {
  constructor(key) {
    super(key, "is missing");
  }
};
var NEUTRAL = { given: (key) => key, missing: (key) => `${key} is missing` };
function describeOptionError(error, naming) {
  if (error instanceof MissingOptionError) return naming.missing(error.key);
  const gap = error.problem.startsWith(":") ? "" : " ";
  return `${nameOf(error, naming)}${gap}${error.problem}`;
}
function nameOf(error, naming) {
  const option = rowOf(error.key);
  if (error.origin === "env" && option.env) return option.env;
  if (error.origin === "config" && option.config)
    return `${error.configFile ?? "the config file"}: '${option.config}'`;
  return naming.given(error.key) ?? option.env ?? error.key;
}

// src/app/options/config.ts
async function placeRun(command, given, cwd) {
  const explicit = given.configFile === void 0 ? void 0 : parseOr(
    OPTIONS.configFile.parse,
    given.configFile,
    (why) => new OptionError("configFile", why)
  );
  const located = await locateConfig(cwd, explicit);
  const rebased = rebaseGiven(command, given, cwd, located.root);
  const { configFile: _typed, ...rest } = rebased;
  return {
    ...located,
    given: located.config ? { ...rest, configFile: located.config.file } : rest
  };
}
async function locateConfig(cwd, explicit) {
  const path2 = explicit === void 0 ? findUpward(cwd) : resolve(cwd, explicit);
  if (path2 === void 0) return { root: cwd };
  const shown2 = explicit ?? shownFrom(cwd, path2);
  const config = await readConfigFile(dirname2(path2), {
    name: basename(path2),
    shown: shown2,
    places: true
  });
  if (config === void 0) {
    throw new OptionError("configFile", `${explicit}: no such file`);
  }
  return { root: dirname2(path2), config };
}
async function loadConfig(cwd) {
  return readConfigFile(cwd, { places: true });
}
function findUpward(cwd) {
  for (let dir = resolve(cwd); ; dir = dirname2(dir)) {
    const candidate = join2(dir, CONFIG_FILE);
    if (pathExists(candidate)) return candidate;
    if (pathExists(join2(dir, ".git")) || dirname2(dir) === dir) return void 0;
  }
}
function shownFrom(cwd, path2) {
  const rel = relative(resolve(cwd), path2);
  return (rel === "" || isAbsolute(rel) ? path2 : rel).split(sep).join("/");
}
function rebaseGiven(command, given, cwd, root) {
  if (resolve(cwd) === resolve(root)) return given;
  const rebased = { ...given };
  for (const [key, row2] of optionsFor(command)) {
    const value2 = rebased[key];
    if (!row2.path || value2 === void 0) continue;
    const one = (p) => typeof p === "string" ? rebase(p, cwd, root) : p;
    rebased[key] = Array.isArray(value2) ? value2.map(one) : one(value2);
  }
  return rebased;
}
function rebase(path2, cwd, root) {
  if (path2.trim() === "" || isAbsolute(path2)) return path2;
  const absolute = resolve(cwd, path2);
  const rel = relative(resolve(root), absolute);
  if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return absolute;
  const shown2 = rel === "" ? "." : rel.split(sep).join("/");
  return path2.endsWith("/") && !shown2.endsWith("/") ? `${shown2}/` : shown2;
}

// src/app/options/resolve-options.ts
var resolve_options_exports = {};
__export(resolve_options_exports, {
  rawOption: () => rawOption,
  resolveOptions: () => resolveOptions
});

// src/app/options/config-keys.ts
var CREDENTIAL_NAME = /(^key$|^auth$|api[-_]?key$|token$|secret$|password$|passwd$|bearer$|credentials?$|authorization$)/i;
var KEY_FORMATS = [
  /^Bearer\s/i,
  /^(sk|pk|rk)_(live|test)_/,
  /^gh[pousr]_[A-Za-z0-9]{20,}/,
  /^github_pat_/,
  /^xox[abprs]-/,
  /^AKIA[0-9A-Z]{16}$/,
  /^corbado\d_/,
  /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/
  // a JWT
];
var RUN = /[A-Za-z0-9_+/=-]{20,}/g;
var UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
function looksLikeKey(value2) {
  const text2 = value2.trim();
  if (KEY_FORMATS.some((format) => format.test(text2))) return true;
  for (const [run] of text2.replace(UUID, " ").matchAll(RUN)) if (randomLooking(run)) return true;
  return false;
}
function randomLooking(run) {
  let lower = 0;
  let upper = 0;
  let digits = 0;
  let changes = 0;
  let previous;
  for (const ch of run) {
    const kind = ch >= "0" && ch <= "9" ? "d" : ch >= "a" && ch <= "z" ? "l" : ch >= "A" && ch <= "Z" ? "u" : "";
    if (kind === "d") digits++;
    else if (kind === "l") lower++;
    else if (kind === "u") upper++;
    else continue;
    if (previous !== void 0 && kind !== previous) changes++;
    previous = kind;
  }
  const letters = lower + upper;
  const n = letters + digits;
  if (n < 20 || letters === 0) return false;
  if (digits > 0) return changes >= Math.max(6, 0.25 * n);
  return upper >= 0.3 * letters && lower >= 0.3 * letters && changes >= 0.4 * n;
}
function refuseKeysIn(file, values, where = () => file) {
  const stack = Object.entries(values).map(([name, value2]) => ({
    path: name,
    at: { name, parent: void 0 },
    name,
    value: value2
  }));
  while (stack.length > 0) {
    const { path: path2, at, name, value: value2 } = stack.pop();
    const place = () => where(namesOf(at));
    if (name !== void 0 && looksLikeKey(name)) {
      const parent = path2.slice(0, path2.length - name.length - 1);
      throw new UserError(
        `${place()}: a setting${parent ? ` under '${parent}'` : ""} is named like an API key or another secret, and keys are never written in a file that is committed. ${WHERE_KEYS_GO}`
      );
    }
    if (name !== void 0 && CREDENTIAL_NAME.test(name)) {
      throw new UserError(
        `${place()}: '${path2}' would hold a key, and keys are never read from a file that is committed. ${WHERE_KEYS_GO}`
      );
    }
    if (typeof value2 === "string") {
      if (looksLikeKey(value2)) {
        throw new UserError(
          `${place()}: '${path2}' looks like an API key or another secret, and keys are never written in a file that is committed. ${WHERE_KEYS_GO} If it is a real key, revoke it: it is in the repository's history.`
        );
      }
    } else if (Array.isArray(value2)) {
      value2.forEach((item, i) => stack.push({ path: `${path2}[${i}]`, at, value: item }));
    } else if (typeof value2 === "object" && value2 !== null) {
      for (const [member, inner] of Object.entries(value2))
        stack.push({
          path: `${path2}.${member}`,
          at: { name: member, parent: at },
          name: member,
          value: inner
        });
    }
  }
}
function namesOf(at) {
  const names = [];
  for (let n = at; n; n = n.parent) names.push(n.name);
  return names.reverse().slice(0, 3);
}
var WHERE_KEYS_GO = "Put the key in an environment variable and name that variable with apiKeyEnv (for example apiKeyEnv: OBSERVE_API_KEY_STAGING).";

// src/load/config-places.ts
function placeOf(places, path2, part = "key") {
  const at = places?.[part === "key" ? "keys" : "values"][JSON.stringify(path2)];
  return at === void 0 ? void 0 : `${places.file}:${at.line}:${at.column}`;
}

// src/app/options/config-source.ts
function settingPlace(config, names, part = "key") {
  const path2 = typeof names === "string" ? [names] : names;
  for (let n = path2.length; n > 0; n--) {
    const placed = placeOf(config.places, [...config.under ?? [], ...path2.slice(0, n)], part);
    if (placed === void 0) continue;
    const file = config.places.file;
    return `${placed}${config.file.startsWith(file) ? config.file.slice(file.length) : ""}`;
  }
  return config.file;
}

// src/app/options/targets.ts
var TARGETS_KEY = "targets";
var WITHOUT_TARGET = ["validate", "fmt"];
function targetsOf(config) {
  if (!config || !Object.hasOwn(config.values, TARGETS_KEY)) return [];
  const targets = config.values[TARGETS_KEY];
  if (!isMap2(targets) || Object.keys(targets).length === 0) {
    throw new UserError(
      `${settingPlace(config, TARGETS_KEY, "value")}: '${TARGETS_KEY}' must be a map from a target's name to its settings (such as staging: {baseUrl: \u2026, apiKeyEnv: \u2026})`
    );
  }
  return Object.entries(targets).map(([name, settings]) => {
    parseOr(
      targetName(),
      name,
      (why) => new UserError(`${settingPlace(config, [TARGETS_KEY, name])}: the target name ${why}`)
    );
    const file = `${config.file}, target ${name}`;
    const at = (names, part) => settingPlace({ ...config, file }, [TARGETS_KEY, name, ...names], part);
    if (!isMap2(settings)) {
      throw new UserError(
        `${at([], "value")}: expected a map of settings (such as baseUrl and apiKeyEnv)`
      );
    }
    if (Object.hasOwn(settings, TARGETS_KEY)) {
      throw new UserError(`${at([TARGETS_KEY])}: a target cannot hold '${TARGETS_KEY}' of its own`);
    }
    return { name, settings, file };
  });
}
function configForTarget(command, config, picked) {
  const targets = targetsOf(config);
  if (targets.length === 0) {
    if (picked !== void 0) {
      throw new OptionError(
        "target",
        config ? `'${picked}' names a target, but ${config.file} defines none (add targets: to it, or leave the target out)` : `'${picked}' names a target, but there is no observe-annotations.yaml to define it`
      );
    }
    return { config };
  }
  const file = config;
  const { [TARGETS_KEY]: _targets, ...defaults } = file.values;
  const names = targets.map((t) => t.name);
  if (picked === void 0) {
    if (!WITHOUT_TARGET.includes(command)) {
      throw new OptionError(
        "target",
        `is needed: ${file.file} defines the targets ${names.join(", ")}; pick one of them`
      );
    }
    return { config: { file: file.file, values: everyTargetsFiles(defaults, targets) } };
  }
  const chosen = targets.find((t) => t.name === picked);
  if (!chosen) {
    const near = nearestChoice(picked, names);
    throw new OptionError(
      "target",
      `'${picked}' is not a target of ${file.file} (its targets: ${names.join(", ")})${near === void 0 ? "" : `; did you mean ${near}?`}`
    );
  }
  return {
    config: {
      file: chosen.file,
      values: { ...defaults, ...chosen.settings },
      ...file.places ? { places: file.places } : {},
      under: [TARGETS_KEY, chosen.name]
    },
    target: chosen.name
  };
}
function everyTargetsFiles(defaults, targets) {
  const includes = targets.map(
    (t) => Object.hasOwn(t.settings, "include") ? t.settings.include : defaults.include
  );
  if (includes.some((i) => i === void 0)) {
    if (includes.every((i) => i === void 0)) return defaults;
    includes.push(void 0);
  }
  const union = /* @__PURE__ */ new Set();
  for (const include of includes) {
    const entries = include === void 0 ? DEFAULT_PATHS : Array.isArray(include) ? include : [include];
    for (const entry of entries) union.add(entry);
  }
  return { ...defaults, include: [...union] };
}

// src/app/options/resolve-options.ts
function resolveOptions(command, sources) {
  if (sources.config) {
    const config = sources.config;
    refuseKeysIn(config.file, config.values, (names) => settingPlace(config, names));
    checkConfig({ ...sources.config, values: withoutTargets(sources.config.values) });
  }
  checkTargets(sources.config);
  const picked = sources.given?.target;
  const targeted = configForTarget(
    command,
    sources.config,
    picked === void 0 ? void 0 : parseAs("target", rowOf("target"), picked, "given", void 0)
  );
  sources = { ...sources, ...targeted.config ? { config: targeted.config } : {} };
  const fromConfig = checkConfig(sources.config);
  const options = {};
  for (const [key, option] of optionRows()) {
    if (!option.commands.includes(command)) {
      options[key] = option.default;
      continue;
    }
    const raw = rawValue(key, option, sources);
    const choices = option.choicesFor?.[command];
    if (raw && choices && !choices.includes(String(raw.value))) {
      const near = nearestChoice(String(raw.value), choices);
      throw new OptionError(
        key,
        `must be one of ${choices.join(", ")}, not '${String(raw.value)}'${near === void 0 ? "" : `; did you mean ${near}?`}`,
        raw.origin,
        sources.config?.file
      );
    }
    if (raw === void 0) options[key] = option.default;
    else if (raw.origin === "config") options[key] = fromConfig.get(key);
    else options[key] = parseAs(key, option, raw.value, raw.origin, sources.config?.file);
  }
  return options;
}
function rawOption(key, sources) {
  let config = sources.config;
  try {
    const picked = sources.given?.target;
    config = configForTarget(
      "validate",
      config,
      typeof picked === "string" ? picked : void 0
    ).config;
  } catch {
    if (config) config = { ...config, values: withoutTargets(config.values) };
  }
  return rawValue(key, rowOf(key), { ...sources, config })?.value;
}
function checkTargets(config) {
  for (const target of targetsOf(config))
    checkConfig(
      {
        file: target.file,
        values: target.settings,
        ...config?.places ? { places: config.places } : {},
        under: [TARGETS_KEY, target.name]
      },
      false
    );
}
function withoutTargets(values) {
  const { [TARGETS_KEY]: _targets, ...rest } = values;
  return rest;
}
function rawValue(key, option, sources) {
  const given = sources.given?.[key];
  if (given !== void 0) return { value: given, origin: "given" };
  const fromEnv = option.env ? sources.env?.[option.env] : void 0;
  if (fromEnv) return { value: fromEnv, origin: "env" };
  const values = sources.config?.values;
  if (option.config && values && Object.hasOwn(values, option.config)) {
    return { value: values[option.config], origin: "config" };
  }
  return void 0;
}
function checkConfig(config, topLevel = true) {
  const parsed = /* @__PURE__ */ new Map();
  if (!config) return parsed;
  const byConfigKey = new Map(
    optionRows().filter(([, o]) => o.config !== void 0).map(([key, o]) => [o.config, [key, o]])
  );
  for (const [name, value2] of Object.entries(config.values)) {
    if (name === TARGETS_KEY) continue;
    const found2 = byConfigKey.get(name);
    if (!found2) {
      const known = [...byConfigKey.keys(), ...topLevel ? [TARGETS_KEY] : []];
      const near = nearestName(name, known);
      throw new UserError(
        `${settingPlace(config, name)}: unknown setting '${excerpt(name)}' (known: ${known.join(", ")})${near === void 0 ? "" : `; did you mean '${near}'?`}`
      );
    }
    const [key, option] = found2;
    parsed.set(key, parseAs(key, option, value2, "config", settingPlace(config, name, "value")));
  }
  return parsed;
}
function parseAs(key, option, raw, origin, configFile) {
  return parseOr(option.parse, raw, (why) => new OptionError(key, why, origin, configFile));
}

// src/app/run/secrets.ts
var secrets_exports = {};
__export(secrets_exports, {
  Secrets: () => Secrets
});

// src/text/echoed-forms.ts
var MIN_PART = 8;
function echoedForms(secret) {
  const forms = /* @__PURE__ */ new Set([secret, encodeURIComponent(secret)]);
  for (const text2 of [secret, `Bearer ${secret}`]) {
    const bytes = Buffer.from(text2, "utf8");
    const hex = bytes.toString("hex");
    const padded = bytes.toString("base64");
    for (const form of [padded, padded.replace(/=+$/, ""), bytes.toString("base64url")])
      forms.add(form);
    forms.add(hex);
    forms.add(hex.toUpperCase());
  }
  return [...forms].sort((a, b) => b.length - a.length);
}
function spelledPattern(secret) {
  const forms = [`Bearer ${secret}`, ...echoedForms(secret)];
  const pattern = new RegExp(
    forms.sort((a, b) => b.length - a.length).map((form) => [...form].map(waysOf).join("")).join("|"),
    "g"
  );
  const plus = secret.includes(" ") ? "+" : "Bearer+";
  const slash = forms.some((form) => form.includes("/"));
  return {
    pattern,
    needed: (text2) => text2.includes("%") || text2.includes(plus) || slash && text2.includes("\\/")
  };
}
function waysOf(c) {
  const hex = [...Buffer.from(c, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`);
  const ways = [
    c.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&"),
    hex.join("").replace(/[a-f]/g, (d) => `[${d}${d.toUpperCase()}]`)
  ];
  if (c === " ") ways.push("\\+");
  if (c === "/") ways.push("\\\\/");
  return `(?:${ways.join("|")})`;
}
function encodedPattern(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const parts = /* @__PURE__ */ new Set();
  for (const shift of [0, 1, 2]) {
    const part = alignedPart(bytes, shift);
    if (part.length < MIN_PART) continue;
    parts.add(part);
    parts.add(part.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  if (parts.size === 0) return void 0;
  const wrapped = (part) => [...part].map((c) => c.replace(/[+/]/, "\\$&")).join(LINE_BREAK);
  return new RegExp([...parts].map(wrapped).join("|"), "g");
}
var BREAKS = ["\r\n", "\n", "\\r\\n", "\\n"];
var LINE_BREAK = String.raw`(?:\r?\n|\\(?:r\\)?n)?`;
var BASE64_CHARACTER = /[A-Za-z0-9+/_-]/;
function breakAt(text2, at, back = false) {
  for (const b of BREAKS) if (text2.startsWith(b, back ? at - b.length : at)) return b.length;
  return 0;
}
function hideEncoded(text2, pattern, by) {
  pattern.lastIndex = 0;
  let out = "";
  let from = 0;
  for (let match = pattern.exec(text2); match; match = pattern.exec(text2)) {
    let start = match.index;
    for (let n = 0; n < 4 && start > from; ) {
      const skip = breakAt(text2, start, true);
      if (skip) start -= skip;
      else if (BASE64_CHARACTER.test(text2[start - 1])) {
        start--;
        n++;
      } else break;
    }
    let end = match.index + match[0].length;
    for (let n = 0; n < 4 && end < text2.length; ) {
      const skip = breakAt(text2, end);
      if (skip) end += skip;
      else if (BASE64_CHARACTER.test(text2[end])) {
        end++;
        n++;
      } else break;
    }
    for (let pad = 0; pad < 2 && text2[end] === "="; pad++) end++;
    out += text2.slice(from, start) + by;
    from = end;
    pattern.lastIndex = end;
  }
  return from === 0 ? text2 : out + text2.slice(from);
}
function alignedPart(bytes, shift) {
  const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString("base64");
  const whole = Math.floor((shift + bytes.length) / 3) * 4;
  return encoded.slice(shift === 0 ? 0 : 4, whole);
}

// src/text/secret-redactor.ts
var REDACTED = "***";
var MIN_LENGTH = 4;
var SecretRedactor = class {
  /** `written`: every way a secret may be written in the texts redacted (its echoed forms). */
  constructor(written = echoedForms) {
    this.written = written;
  }
  written;
  /** Every written form of every secret, longest first. */
  forms = [];
  /** The secrets' base64 within longer encoded texts (`encodedPattern`), found last. */
  patterns = [];
  /** The secrets' forms URL-encoded any way, or with `\/` (`spelledPattern`). */
  spellings = [];
  known = /* @__PURE__ */ new Set();
  /** Adds a secret (undefined, empty or very short ones are ignored); from now on it is redacted. */
  add(secret) {
    if (!secret || secret.length < MIN_LENGTH || this.known.has(secret)) return;
    this.known.add(secret);
    const forms = new Set(this.forms);
    for (const form of this.written(secret)) if (form.length >= MIN_LENGTH) forms.add(form);
    this.forms = [...forms].sort((a, b) => b.length - a.length);
    this.spellings.push(spelledPattern(secret));
    const pattern = encodedPattern(secret);
    if (pattern) this.patterns.push(pattern);
  }
  /** `text` with every form of every secret replaced by `***`; `text` itself when none is in it. */
  redact = (text2) => {
    let out = text2;
    for (const { pattern, needed } of this.spellings)
      if (needed(out)) out = out.replace(pattern, REDACTED);
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    for (const pattern of this.patterns) out = hideEncoded(out, pattern, REDACTED);
    return out;
  };
};

// src/text/workflow-command.ts
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/text/escape-text.ts
var BIDI_CONTROLS = "\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";
var CONTROL2 = new RegExp(
  `[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]`,
  "g"
);
var CONTROL_OR_NEWLINE = new RegExp(
  `[\\u0000-\\u0008\\u000a-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]`,
  "g"
);
var COMMAND_START = /^(\s*):(?=:)/gm;
var LEGACY_COMMAND = /##\[/g;
var MAY_NEED_ESCAPE = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]|::|##\\[`
);
var NAMED = { "\n": "\\n", "\r": "\\r", "\x1B": "\\x1b" };
function escapeText(text2, options = {}) {
  if (!MAY_NEED_ESCAPE.test(text2)) return text2;
  const controls = options.multiline ? CONTROL2 : CONTROL_OR_NEWLINE;
  return neutraliseCommands(text2.replace(controls, escapeChar));
}
function neutraliseCommands(text2) {
  return text2.replace(COMMAND_START, "$1\\x3a").replace(LEGACY_COMMAND, "##\\x5b");
}
function escapeJson(json) {
  return json.replace(CONTROL2, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).replace(LEGACY_COMMAND, "##\\u005b");
}
function escapedColumn(line, column) {
  return escapeText(line.slice(0, Math.max(0, column - 1))).length + 1;
}
function escapeChar(c) {
  const named = NAMED[c];
  if (named) return named;
  const code2 = c.charCodeAt(0);
  return code2 < 256 ? `\\x${code2.toString(16).padStart(2, "0")}` : `\\u${code2.toString(16).padStart(4, "0")}`;
}

// src/text/markdown.ts
var oneLine = (text2) => text2.replace(/\s*\r?\n\s*/g, " ");
var NAMED2 = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
var entity = (c) => NAMED2[c] ?? `&#${c.charCodeAt(0)};`;
function inert(text2) {
  return text2.replace(/@(?=[\p{L}\p{N}_-])/gu, "[@]").replace(/#(?=\d)/g, "[#]").replace(/(?<=gh)-(?=\d)/gi, "[-]").replace(/(?<=[a-z0-9+.-]):\/\//gi, "[:]//").replace(/(?<![\p{L}\p{N}])www\./giu, (www) => `${www.slice(0, 3)}[.]`);
}
function escapeMarkdown(text2) {
  return inert(oneLine(escapeText(text2))).replace(/[\\`*_[\]|#~!]/g, "\\$&").replace(/[&<>]/g, entity);
}
function code(text2) {
  return `<code>${inert(oneLine(escapeText(text2))).replace(/[&<>\\`*_[\]|#~]/g, entity)}</code>`;
}
function fenced(body, info = "") {
  const text2 = typeof body === "string" ? body : body.join("\n");
  const longest = Math.max(0, ...[...text2.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}
${text2}${text2 === "" || text2.endsWith("\n") ? "" : "\n"}${fence}`;
}

// src/app/run/secrets.ts
var FORMS = [
  (s) => s,
  (s) => JSON.stringify(s).slice(1, -1),
  (s) => escapeJson(JSON.stringify(s).slice(1, -1)),
  escapeMarkdown,
  (s) => code(s).slice("<code>".length, -"</code>".length),
  escapeData,
  escapeProperty,
  encodeURIComponent
];
function writtenForms(secret) {
  const echoed = /* @__PURE__ */ new Set([...echoedForms(secret), escapeText(secret)]);
  return [...echoed].flatMap((shown2) => FORMS.map((form) => form(shown2)));
}
var Secrets = class extends SecretRedactor {
  constructor() {
    super(writtenForms);
  }
  /** Adds a secret, trimmed (undefined, empty or very short ones are ignored). */
  add(secret) {
    super.add(secret?.trim());
  }
};

// src/render/apply-words.ts
var apply_words_exports = {};
__export(apply_words_exports, {
  SYMBOL: () => SYMBOL,
  countsLine: () => countsLine,
  headline: () => headline,
  isProblem: () => isProblem,
  itemReason: () => itemReason,
  nextStep: () => nextStep,
  outcomeWord: () => outcomeWord,
  placeOf: () => placeOf2,
  stopWords: () => stopWords
});
var DONE = { create: "created", update: "updated", delete: "deleted", write: "written" };
var SYMBOL = { create: "+", update: "~", delete: "-", write: ">" };
function outcomeWord(r) {
  if (r.converged) return "already at its target";
  if (r.status === "ok") return DONE[r.action];
  if (r.status === "failed") return `failed to ${r.action === "write" ? "write" : r.action}`;
  if (r.status === "stale") return `stale, not ${DONE[r.action]}`;
  return `skipped, not ${DONE[r.action]}`;
}
function itemReason(r, stopReason) {
  if (r.error === void 0 || stopReason === void 0) return r.error;
  if (r.error === stopReason) return "it stopped the run (why is said once, with the counts)";
  return r.error.replace(` (${stopReason})`, "");
}
function placeOf2(r) {
  if (r.file === void 0) return void 0;
  return `${escapeText(r.file)}${r.line !== void 0 ? `:${r.line}${r.column !== void 0 ? `:${r.column}` : ""}` : ""}`;
}
function countsLine(result) {
  const s = result.summary;
  const notSent = result.results.filter((r) => r.status === "skipped").length;
  const tail = notSent > 0 ? ` (${notSent} of them not sent)` : "";
  if (s.written !== void 0)
    return `${s.written} written (write-only: created or replaced, not told apart), ${s.failed} failed${tail}`;
  return `${s.created} created, ${s.updated} updated, ${s.deleted} deleted, ${s.unchanged} unchanged, ${s.failed} failed${tail}, ${s.stale} stale`;
}
function stopWords(signal) {
  return signal === "SIGTERM" ? { stopped: "Terminated (SIGTERM)", again: "a second SIGTERM or Ctrl-C" } : { stopped: "Interrupted", again: "Ctrl-C again" };
}
function headline(result, stop = "SIGINT") {
  if (result.dryRun) return "Dry run: nothing was written.";
  if (result.interrupted)
    return stop === "SIGTERM" ? "Apply terminated (SIGTERM): no new requests were sent after it." : "Apply interrupted: no new requests were sent after Ctrl-C.";
  if (result.stopReason) {
    if (/run deadline/.test(result.stopReason)) return "Apply stopped: the run deadline passed.";
    if (/\b(401|403)\b/.test(result.stopReason))
      return "Apply stopped: the server refused the API key.";
    return "Apply stopped: no other write could succeed.";
  }
  const { failed, stale } = result.summary;
  if (result.results.length > 0 && result.results.every((r) => r.converged))
    return "Nothing to apply: the saved plan's changes are already on the server (it was applied before).";
  return failed + stale === 0 ? "Apply complete." : "Apply finished with problems.";
}
function isProblem(r) {
  return r.status !== "ok";
}
function nextStep(result) {
  if (result.stopReason) return void 0;
  const failed = result.results.filter((r) => r.status === "failed" || r.status === "skipped");
  if (failed.length === 0) return void 0;
  const permanent = failed.filter((r) => r.permanent).length;
  if (permanent > 0) {
    return `${permanent === 1 ? "1 change was" : `${permanent} changes were`} refused for what was sent: a re-run sends the same and fails the same. Fix what each names (at its file and line), then apply again.`;
  }
  return "The failures were the connection or the service, not what was sent: apply again to send what did not arrive (every write is idempotent).";
}

// src/cli/run-command-line.ts
import { parseArgs } from "node:util";

// src/app/run/run-deadline.ts
function startRunDeadline(timeoutMs, parent) {
  const controller = new AbortController();
  const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(new RunDeadlineError(timeoutMs)), timeoutMs) : void 0;
  timer?.unref?.();
  const onParent = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParent();
  else parent?.addEventListener("abort", onParent, { once: true });
  return {
    signal: controller.signal,
    cancel: () => {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onParent);
    }
  };
}

// src/app/run/context.ts
function runContext(fields) {
  const never = new AbortController().signal;
  return {
    log: { info: () => {
    }, warn: () => {
    } },
    signal: never,
    abortNow: never,
    redact: (text2) => text2,
    addSecret: () => {
    },
    ...fields,
    deadline: fields.deadline ?? startRunDeadline(fields.options.timeout * 1e3).signal
  };
}

// src/app/version.ts
var VERSION = true ? "1.0.0" : "0.0.0-dev";

// src/cli/commands.ts
var COMMANDS = {
  init: {
    summary: "Set this folder up: config, example annotations, the three workflows, editor settings. Never overwrites a file.",
    usage: "init [--action-ref REF]",
    exits: "0 everything is in place (files already there are skipped and listed), 1 an error"
  },
  validate: {
    summary: "Check annotation files against the schema and the rules; no network.",
    usage: `validate [PATH\u2026] [--target NAME] [--format ${formatChoices("validate")}]`,
    exits: "0 every document is valid (warnings allowed), 1 invalid files or any other error, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM)"
  },
  fmt: {
    summary: "Rewrite annotation files in their one canonical form (layout only: data and comments are kept).",
    usage: `fmt [PATH\u2026] [--check] [--diff] [--format ${formatChoices("fmt")}] | fmt - [--stdin-filepath PATH]`,
    exits: "0 every file is formatted (with --check: already canonical), 1 a file is not canonical (--check), a file does not parse (it is left as it is) or any other error, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM): nothing written then",
    examples: [
      ["fmt", "format the config's files in place; prints each path it changed"],
      ["fmt --check", "write nothing; list the files not in canonical form, exit 1 if any (CI)"],
      ["fmt --diff | git apply", "see the changes as a patch, then apply it"],
      [
        "fmt - --stdin-filepath annotations/a.yaml < annotations/a.yaml",
        "an editor: the canonical text on stdout"
      ]
    ]
  },
  plan: {
    summary: "Compare the files with the server and show what apply would change.",
    usage: `plan [PATH\u2026] [--target NAME] [--base REF] [--format ${formatChoices("plan")}] [--out FILE] [--detailed-exitcode] [--timeout DURATION] [--page-size N]`,
    exits: "0 success (with --detailed-exitcode: no changes), 2 changes (only with --detailed-exitcode), 1 invalid files or any other error, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM): no plan written then"
  },
  apply: {
    summary: "Make the server match the files (or a saved plan): shows the plan, asks for 'yes' on a terminal, then writes.",
    usage: `apply [PATH\u2026] [--auto-approve] [--write-only] | --plan FILE [PATH\u2026] [--target NAME] [--concurrency N] [--dry-run] [--prune] [--max-deletes N] [--format ${formatChoices("apply")}]`,
    exits: "0 every change applied (or nothing to change), 1 a failed or stale change, an answer other than 'yes', no terminal without --auto-approve, or any other error, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM)"
  },
  import: {
    summary: "Write YAML files for the server's annotations that have an external key.",
    usage: "import [--target NAME] [--emulator] [--prefix P] [--out DIR]",
    exits: "0 every annotation on the server (under the prefix) is in a file, 1 an annotation could not be written (listed with !) or any other error, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM): no file written then"
  },
  doctor: {
    summary: "Check a real account before the first plan: address, key, permission, paging, counts. Writes nothing.",
    usage: `doctor [--target NAME] [--format ${formatChoices("doctor")}]`,
    exits: "0 everything a plan needs is there, 1 something is missing (each failing line says what to do) or any other error, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM)"
  },
  lsp: {
    summary: "Run the language server for editors: every diagnostic of validate as you type, and hover, completion, go to definition, references, quick fixes; no network.",
    usage: "lsp --stdio",
    exits: "0 the editor shut the server down and said exit, 1 it exited without shutdown or --stdio is missing"
  },
  emulator: {
    summary: "Run the local Observe annotation emulator.",
    exits: "0 closed by SIGINT/SIGTERM, 1 it could not start (bad flag, port in use)",
    usage: "emulator [--host H] [--port N] [--api-key KEY[@PROJECT][=perm,\u2026][;expires=DATE][;ip=CIDR,\u2026]]\u2026 [--timezone TZ] [--finding ID]\u2026 [--data FILE] [--paging headers|body|both] [--latency MS] [--fault-rate R] [--faults LIST] [--seed N] [--create-delay MS]"
  }
};

// src/model/api-error.ts
var ApiError = class _ApiError extends Error {
  name = "ApiError";
  kind;
  status;
  operation;
  details;
  retryable;
  retryAfterMs;
  fatal;
  permission;
  code;
  said;
  /** Attempts made before this error was thrown (set by the retry loop). */
  attempts;
  stoppedBy;
  constructor(init) {
    super(init.message, init.cause === void 0 ? void 0 : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.operation = init.operation;
    this.details = init.details ?? [];
    this.retryable = init.retryable;
    this.retryAfterMs = init.retryAfterMs;
    this.fatal = init.fatal ?? false;
    this.permission = init.permission;
    this.code = init.code;
    this.said = init.said;
    this.attempts = init.attempts ?? 1;
    this.stoppedBy = init.stoppedBy;
  }
  /** A copy with some fields replaced (the retry loop adds attempts and why it stopped). */
  with(changes) {
    return new _ApiError({ ...this.init(), ...changes });
  }
  init() {
    return {
      kind: this.kind,
      status: this.status,
      message: this.message,
      operation: this.operation,
      details: this.details,
      retryable: this.retryable,
      retryAfterMs: this.retryAfterMs,
      fatal: this.fatal,
      permission: this.permission,
      code: this.code,
      said: this.said,
      attempts: this.attempts,
      stoppedBy: this.stoppedBy,
      cause: this.cause
    };
  }
};

// src/app/run/describe-error.ts
var EXIT = { ok: 0, error: 1, changes: 2, interrupted: 130, terminated: 143 };
function describeError(error, naming) {
  const plain = (message2, exitCode = EXIT.error) => ({
    message: message2,
    exitCode,
    internal: false,
    interrupted: false
  });
  if (error instanceof InterruptedError) {
    return {
      message: escapeText(error.message),
      exitCode: EXIT.interrupted,
      internal: false,
      interrupted: true
    };
  }
  if (error instanceof OptionError)
    return plain(escapeText(describeOptionError(error, naming)), error.exitCode);
  if (error instanceof NamedOptionsError) {
    const named = error.words((key) => naming.given(key) ?? key);
    return plain(escapeText(named), error.exitCode);
  }
  if (error instanceof UserError) return plain(escapeText(error.message), error.exitCode);
  if (error instanceof ApiError) return plain(escapeText(error.message));
  const refused2 = fileSystemProblem(error);
  if (refused2) return plain(escapeText(refused2.message));
  const message = error instanceof Error ? error.stack ?? error.message : String(error);
  return {
    message: `Internal error (a bug in observe-annotations, please report it):
${escapeText(message, { multiline: true })}`,
    exitCode: EXIT.error,
    internal: true,
    interrupted: false
  };
}

// src/cli/naming.ts
var MISSING = {
  baseUrl: "no Observe API address: pass --base-url URL or set OBSERVE_BASE_URL (with the version segment, e.g. https://\u2026/v1), or try the tool without an account: add --emulator to run against the embedded emulator",
  apiKey: "no API key: set OBSERVE_API_KEY or pass --api-key-file FILE (keys are never taken on the command line)"
};
var CLI_NAMING = {
  given(key) {
    const option = rowOf(key);
    if (option.flag) return `--${option.flag}`;
    if (option.positional) return "PATH";
    return void 0;
  },
  missing(key) {
    const option = rowOf(key);
    const ways = [
      option.flag ? `pass --${option.flag}${option.arg ? ` ${option.arg}` : ""}` : "",
      option.env ? `set ${option.env}` : ""
    ].filter(Boolean);
    return MISSING[key] ?? `no ${option.flag ?? key}: ${ways.join(" or ")}`;
  }
};

// src/cli/exit-code.ts
function exitCodeFor(error, io) {
  const described = describeError(error, CLI_NAMING);
  const prefix = described.internal || described.interrupted ? "" : "Error: ";
  io.stderr.write(`${prefix}${described.message}
`);
  return described.exitCode;
}

// src/cli/help.ts
function renderMainHelp() {
  const lines = [
    "observe-annotations: keep Observe API annotations as code.",
    "",
    "Usage: observe-annotations <command> [options]",
    "",
    "Commands:",
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`),
    "",
    "Options:",
    "  --help     Show help (also after a command: observe-annotations plan --help)",
    "  --version  Print the version",
    "",
    "Exit codes: 0 success, 1 error or invalid input, 2 changes present (plan --detailed-exitcode), 130 interrupted, 143 terminated (SIGTERM).",
    ""
  ];
  return lines.join("\n");
}
function renderCommandHelp(command) {
  const entry = COMMANDS[command];
  const options = optionsFor(command).filter(([, o]) => o.flag !== void 0).map(([, o]) => {
    const arg = o.argFor?.[command] ?? o.arg;
    const flag = `--${o.flag}${arg ? ` ${arg}` : ""}`;
    const choices = choicesOf(o, command);
    const extra = [
      choices ? `one of ${choices.join(", ")}` : "",
      o.default !== void 0 && o.default !== false ? `default ${shownDefault(o.default)}` : "",
      o.env ? `env ${o.env}` : "",
      o.config ? `config ${o.config}` : "",
      o.parse.shape === "list" ? "repeatable" : ""
    ].filter(Boolean);
    const description = o.descriptionFor?.[command] ?? o.description;
    return `  ${flag.padEnd(30)} ${description}${extra.length ? ` (${extra.join("; ")})` : ""}`;
  });
  const environment = optionsFor(command).filter(([, o]) => o.flag === void 0 && o.env !== void 0).map(([, o]) => `  ${o.env.padEnd(30)} ${o.description}`);
  return [
    `Usage: observe-annotations ${entry.usage}`,
    "",
    entry.summary,
    "",
    ...entry.usage.includes("PATH") ? [
      "PATH: files, folders or globs of .yaml/.yml files (default: the config file's include, else annotations/).",
      ""
    ] : [],
    "Options:",
    ...options,
    `  ${"--help".padEnd(30)} Show this help`,
    "",
    ...environment.length > 0 ? ["Environment:", ...environment, ""] : [],
    ...entry.examples ? [
      "Examples:",
      ...entry.examples.flatMap(([line, what]) => [
        `  observe-annotations ${line}`,
        `      ${what}`
      ]),
      ""
    ] : [],
    `Exit codes: ${entry.exits}.`,
    ""
  ].join("\n");
}
function shownDefault(value2) {
  if (Array.isArray(value2)) return value2.join(",");
  return typeof value2 === "string" || typeof value2 === "number" ? String(value2) : JSON.stringify(value2);
}

// src/cli/redacting-io.ts
function redactingIo(io) {
  let redact = (text2) => text2;
  const through = (output) => ({
    write: (chunk) => output.write(redact(chunk)),
    ...output.isTTY === void 0 ? {} : { isTTY: output.isTTY }
  });
  return {
    io: { ...io, stdout: through(io.stdout), stderr: through(io.stderr) },
    use(next) {
      redact = next;
    }
  };
}

// src/cli/run-command-line.ts
async function runCommandLine(argv, io, parts) {
  const sink = redactingIo(io);
  const stop = {};
  const terminated = (code2) => code2 === EXIT.interrupted && stop.signal === "SIGTERM" ? EXIT.terminated : code2;
  try {
    return terminated(await dispatch(argv, sink, parts, stop));
  } catch (thrown) {
    const error = stop.atOnce && stop.signal && !(thrown instanceof InterruptedError) ? new InterruptedError() : thrown;
    if (!(error instanceof InterruptedError) || stop.signal !== "SIGTERM")
      return exitCodeFor(error, sink.io);
    const { stopWords: stopWords2 } = await parts.applyWords();
    const words = error.message.replace(/^Interrupted/, stopWords2("SIGTERM").stopped);
    return terminated(exitCodeFor(new InterruptedError(words), sink.io));
  }
}
async function dispatch(argv, sink, parts, stop) {
  const io = sink.io;
  const [first, ...rest] = argv;
  if (first === void 0 || first === "--help" || first === "-h" || first === "help") {
    io.stdout.write(renderMainHelp());
    return first === void 0 ? EXIT.error : EXIT.ok;
  }
  if (first === "--version" || first === "-V") {
    io.stdout.write(`${VERSION}
`);
    return EXIT.ok;
  }
  if (!Object.hasOwn(COMMANDS, first)) {
    const { unknownCommandMessage: unknownCommandMessage2 } = await parts.unknownWords();
    throw new UserError(unknownCommandMessage2(first));
  }
  const command = first;
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout.write(renderCommandHelp(command));
    return EXIT.ok;
  }
  const secrets = new (await parts.secrets()).Secrets();
  sink.use(secrets.redact);
  secrets.add(io.env.OBSERVE_API_KEY);
  const parsed = await parseCommandLine(command, rest, parts);
  const { positionals } = parsed;
  const takesConfig = optionsFor(command).some(([, o]) => o.config !== void 0);
  const place = takesConfig ? await (await parts.config()).placeRun(command, parsed.given, io.cwd) : { root: io.cwd, given: parsed.given, config: void 0 };
  const { given, config, root } = place;
  const sources = { given, env: io.env, config };
  const { resolveOptions: resolveOptions2 } = await parts.resolveOptions();
  const options = resolveOptions2(command, sources);
  const stopNew = new AbortController();
  const abortNow = new AbortController();
  const ctx = runContext({
    options,
    sources,
    cwd: root,
    env: io.env,
    log: {
      info: (line) => io.stderr.write(`${line}
`),
      warn: (line) => io.stderr.write(`${line}
`)
    },
    signal: stopNew.signal,
    abortNow: abortNow.signal,
    redact: secrets.redact,
    addSecret: (secret) => secrets.add(secret),
    startEmbedded: parts.startEmbedded
  });
  const cli = cliContext({ command, ctx, io, positionals }, stop, { stopNew, abortNow });
  const run = await parts.command(command);
  try {
    return await run(cli);
  } finally {
    stop.release?.();
  }
}
function cliContext(base, stop, { stopNew, abortNow }) {
  const heard = (signal) => {
    stop.signal ??= signal === "SIGTERM" ? "SIGTERM" : "SIGINT";
  };
  return {
    ...base,
    catchInterrupts: () => base.io.onInterrupt?.((signal) => {
      heard(signal);
      if (!stopNew.signal.aborted) stopNew.abort();
      else abortNow.abort();
    }) ?? (() => {
    }),
    stopOnInterrupt: () => {
      stop.atOnce = true;
      stop.release = base.io.onInterrupt?.((signal) => {
        heard(signal);
        stopNew.abort();
        abortNow.abort();
        stop.release?.();
      });
    },
    stopSignal: () => stop.signal
  };
}
async function parseCommandLine(command, args, parts) {
  const rows = optionsFor(command);
  const flags = rows.filter(([, o]) => o.flag !== void 0);
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        flags.map(([, o]) => [
          o.flag,
          {
            type: o.parse.shape === "boolean" ? "boolean" : "string",
            multiple: o.parse.shape === "list"
          }
        ])
      )
    });
  } catch (error) {
    const unknown = /^Unknown option '([^']+)'/.exec(error.message)?.[1];
    if (unknown !== void 0) {
      const { unknownFlagMessage: unknownFlagMessage2 } = await parts.unknownWords();
      throw new UserError(unknownFlagMessage2(command, unknown));
    }
    throw new UserError(
      `${error.message.replace(/\. To specify a positional.*$/s, "")} (see '${command} --help')`
    );
  }
  const given = {};
  for (const [key, o] of flags) {
    const value2 = parsed.values[o.flag];
    if (value2 !== void 0) given[key] = value2;
  }
  const positional = rows.find(([, o]) => o.positional?.includes(command));
  if (parsed.positionals.length > 0) {
    if (!positional) {
      throw new UserError(
        `${command} takes no PATH arguments (got '${parsed.positionals[0]}'); see '${command} --help'`
      );
    }
    given[positional[0]] = parsed.positionals;
  }
  return { given, positionals: parsed.positionals };
}

// src/cli/unknown-words.ts
var unknown_words_exports = {};
__export(unknown_words_exports, {
  unknownCommandMessage: () => unknownCommandMessage,
  unknownFlagMessage: () => unknownFlagMessage
});
function unknownCommandMessage(name) {
  const names = Object.keys(COMMANDS);
  const near = nearestName(name, names);
  const guess = near === void 0 ? "." : `: did you mean ${near}?`;
  return `unknown command '${name}'${guess} Commands: ${names.join(", ")}. See --help.`;
}
function unknownFlagMessage(command, flag) {
  const name = flag.replace(/^-+/, "").replace(/=.*$/s, "");
  const own = optionsFor(command).map(([, o]) => o.flag).filter((f) => f !== void 0);
  const near = nearestName(name, [...own, "help"]);
  const elsewhere = Object.keys(COMMANDS).filter(
    (c) => optionRows().some(([, o]) => o.flag === name && o.commands.includes(c))
  );
  let hint = "";
  if (near !== void 0) hint = `; did you mean --${near}?`;
  else if (name === "api-key")
    hint = "; keys are never taken on the command line: set OBSERVE_API_KEY or pass --api-key-file FILE";
  else if (elsewhere.length > 0)
    hint = `; ${command} does not take it (${elsewhere.join(", ")} ${elsewhere.length === 1 ? "does" : "do"})`;
  return `Unknown option '${flag}'${hint} (see '${command} --help')`;
}

// src/cli/parts-at-hand.ts
function oneCommandMain(command, run) {
  const parts = partsAtHand(command, run);
  return (argv, io) => runCommandLine(argv, io, parts);
}
function partsAtHand(command, run) {
  return {
    secrets: async () => secrets_exports,
    config: async () => config_exports,
    resolveOptions: async () => resolve_options_exports,
    unknownWords: async () => unknown_words_exports,
    applyWords: async () => apply_words_exports,
    command: async (name) => {
      if (name !== command) throw new Error(`the ${command} bundle cannot run ${name}`);
      return run;
    }
  };
}

// src/plan/prune-rules.ts
function unusedKeyPrefix(keys, keyPrefix) {
  if (keyPrefix === void 0) return void 0;
  let any = false;
  for (const key of keys) {
    if (typeof key !== "string") continue;
    if (key.startsWith(keyPrefix)) return void 0;
    any = true;
  }
  if (!any) return void 0;
  return {
    severity: "warning",
    code: "keyPrefix.unused",
    message: `no file's externalKey begins with the keyPrefix ${JSON.stringify(keyPrefix)}: only keys under it are this repository's (orphans are looked for, and pruned, only there); check the keyPrefix, or the files' keys`
  };
}

// src/read/validate-files.ts
import { availableParallelism } from "node:os";

// src/read/find-files.ts
import { readdirSync, statSync } from "node:fs";
import { join as join3, resolve as resolve2, sep as sep4 } from "node:path";

// src/load/display-path.ts
import { isAbsolute as isAbsolute2, relative as relative2, sep as sep2 } from "node:path";
function displayPath(absolute, cwd) {
  const rel = relative2(cwd, absolute);
  const shown2 = rel === "" || isAbsolute2(rel) ? absolute : rel;
  return shown2.split(sep2).join("/");
}

// src/read/tree-walk.ts
import { sep as sep3 } from "node:path";

// src/load/glob-pattern.ts
var MAX_GLOB_WILDCARDS = 8;
var MAX_BRACE_ALTERNATIVES = 64;
var MAX_MATCHED_LENGTH = 4096;
var GlobError = class extends Error {
  name = "GlobError";
};
function scanGlob(path2) {
  if (path2.length > MAX_MATCHED_LENGTH) return { base: "", glob: path2 };
  const at = firstWildcard(path2);
  if (at < 0) return void 0;
  const cut = path2.lastIndexOf("/", at);
  return { base: cut < 0 ? "" : path2.slice(0, cut), glob: path2.slice(cut + 1) };
}
function compileGlob(pattern) {
  if (pattern.length > MAX_MATCHED_LENGTH) {
    throw new GlobError(
      `is longer than ${MAX_MATCHED_LENGTH} characters, longer than any path it could match`
    );
  }
  if (/[@!+*?]\(/.test(pattern)) {
    throw new GlobError(
      "uses an extended glob (such as @(\u2026) or !(\u2026)), which this tool does not take"
    );
  }
  const wildcards = countWildcards(pattern);
  if (wildcards > MAX_GLOB_WILDCARDS) {
    throw new GlobError(
      `holds ${wildcards} wildcards, more than the ${MAX_GLOB_WILDCARDS} a glob may hold: name folders, or fewer patterns`
    );
  }
  const alternatives = expandBraces(pattern).map(segmentsOf);
  return (path2) => {
    if (path2.length > MAX_MATCHED_LENGTH) return false;
    const names = path2.split("/");
    return alternatives.some((segments) => matchSegments(segments, names));
  };
}
function firstWildcard(path2) {
  const brace = firstBraceGroup(path2)?.start ?? path2.length;
  for (let i = 0; i < brace; i++) {
    const c = path2[i];
    if (c === "\\") i++;
    else if (c === "*" || c === "?") return i;
    else if (c === "[" && classEnd(Array.from(path2.slice(i).split("/")[0]), 0) > 0) return i;
  }
  return brace < path2.length ? brace : -1;
}
function countWildcards(pattern) {
  let count3 = 0;
  for (const segment of pattern.replace(/[{},]/g, "/").split("/")) {
    for (const token of tokenize(segment)) if (typeof token !== "string") count3++;
  }
  return count3;
}
function expandBraces(text2) {
  const group = firstBraceGroup(text2);
  if (group === void 0) return [text2];
  const before = text2.slice(0, group.start);
  const after = text2.slice(group.end + 1);
  const out = [];
  for (const option of group.options) {
    for (const expanded of expandBraces(`${before}${option}${after}`)) {
      out.push(expanded);
      if (out.length > MAX_BRACE_ALTERNATIVES) {
        throw new GlobError(
          `expands to more than ${MAX_BRACE_ALTERNATIVES} alternatives (its braces): name fewer`
        );
      }
    }
  }
  return out;
}
function firstBraceGroup(text2) {
  for (let start = 0; start < text2.length; start++) {
    if (text2[start] === "\\") {
      start++;
      continue;
    }
    if (text2[start] !== "{") continue;
    let depth = 0;
    const cuts = [];
    for (let i = start; i < text2.length; i++) {
      const c = text2[i];
      if (c === "\\") i++;
      else if (c === "{") depth++;
      else if (c === "," && depth === 1) cuts.push(i);
      else if (c === "}" && --depth === 0) {
        if (cuts.length === 0) break;
        const bounds = [start, ...cuts, i];
        const options = bounds.slice(1).map((end, k) => text2.slice(bounds[k] + 1, end));
        return { start, end: i, options };
      }
    }
  }
  return void 0;
}
function segmentsOf(pattern) {
  return pattern.split("/").map(
    (segment) => segment === "**" ? { globstar: true } : { tokens: tokenize(segment), dotted: segment.startsWith(".") }
  );
}
function tokenize(segment) {
  const tokens = [];
  const chars = Array.from(segment);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "\\" && i + 1 < chars.length) tokens.push(chars[++i]);
    else if (c === "?") tokens.push({ any: true });
    else if (c === "*") {
      while (chars[i + 1] === "*") i++;
      tokens.push({ star: true });
    } else if (c === "[") {
      const end = classEnd(chars, i);
      if (end < 0) tokens.push(c);
      else {
        const negated = chars[i + 1] === "!" || chars[i + 1] === "^";
        tokens.push({ chars: chars.slice(i + (negated ? 2 : 1), end).join(""), negated });
        i = end;
      }
    } else tokens.push(c);
  }
  return tokens;
}
function classEnd(chars, open) {
  let i = open + 1;
  if (chars[i] === "!" || chars[i] === "^") i++;
  if (chars[i] === "]") i++;
  for (; i < chars.length && chars[i] !== "/"; i++) if (chars[i] === "]") return i;
  return -1;
}
function inClass(members, c) {
  const m = Array.from(members);
  for (let i = 0; i < m.length; i++) {
    if (m[i + 1] === "-" && i + 2 < m.length) {
      if (c >= m[i] && c <= m[i + 2]) return true;
      i += 2;
    } else if (m[i] === c) return true;
  }
  return false;
}
function matchesOne(token, c) {
  if (typeof token === "string") return token === c;
  if ("any" in token) return true;
  return inClass(token.chars, c) !== token.negated;
}
function matchSegment(segment, name) {
  if (name.startsWith(".") && !segment.dotted) return false;
  const { tokens } = segment;
  const chars = Array.from(name);
  let t = 0;
  let n = 0;
  let starAt = -1;
  let starN = 0;
  while (n < chars.length) {
    const token = tokens[t];
    if (token !== void 0 && typeof token === "object" && "star" in token) {
      starAt = t++;
      starN = n;
    } else if (token !== void 0 && matchesOne(token, chars[n])) {
      t++;
      n++;
    } else if (starAt >= 0) {
      t = starAt + 1;
      n = ++starN;
    } else return false;
  }
  while (t < tokens.length && typeof tokens[t] === "object" && "star" in tokens[t]) t++;
  return t === tokens.length;
}
function matchSegments(segments, names) {
  const width = names.length + 1;
  let next = new Uint8Array(width);
  next[names.length] = 1;
  for (let p = segments.length - 1; p >= 0; p--) {
    const row2 = new Uint8Array(width);
    const segment = segments[p];
    for (let n = names.length; n >= 0; n--) {
      if ("globstar" in segment) {
        row2[n] = next[n] || n < names.length && !names[n].startsWith(".") && row2[n + 1] ? 1 : 0;
      } else {
        row2[n] = n < names.length && next[n + 1] && matchSegment(segment, names[n]) ? 1 : 0;
      }
    }
    next = row2;
  }
  return next[0] === 1;
}

// src/read/tree-walk.ts
var YAML_FILE = /\.ya?ml$/i;
var SKIPPED_FOLDERS = /* @__PURE__ */ new Set(["node_modules", ".git"]);
var BAD_GLOB = "path.badGlob";
var NO_MATCH = {
  missing: "does not exist",
  emptyFolder: "is a folder without .yaml or .yml files",
  noGlobMatch: "matches no .yaml or .yml file"
};
var FOLDER_FILTER = {
  takes: (_, name) => YAML_FILE.test(name) && !name.startsWith("."),
  enters: (name) => !name.startsWith(".") && !SKIPPED_FOLDERS.has(name)
};
async function walkTree(paths, source, options) {
  const walk = new Walk(source, options);
  for (const path2 of paths) await walk.path(path2);
  return { files: walk.files, diagnostics: walk.diagnostics, unreadable: walk.unreadable };
}
var Walk = class {
  constructor(source, options) {
    this.source = source;
    this.options = options;
  }
  source;
  options;
  files = [];
  diagnostics = [];
  unreadable = /* @__PURE__ */ new Set();
  taken = /* @__PURE__ */ new Set();
  refused = /* @__PURE__ */ new Set();
  /** One PATH: a file, a folder, a glob, or nothing (said so, unless something else was). */
  async path(path2) {
    const before = this.said();
    const found2 = await this.source.start(path2);
    let why;
    if (found2.kind === "missing") {
      const glob = scanGlob(
        path2.split(sep3).join("/").replace(/^(\.\/)+/, "")
      );
      why = glob === void 0 ? "missing" : await this.glob(path2, glob) ? void 0 : "noGlobMatch";
    } else if (found2.kind === "folder") {
      const walked = await this.folder(found2.folder, path2.split(sep3).join("/"), FOLDER_FILTER);
      why = walked ? void 0 : "emptyFolder";
    } else this.met(found2, this.source.shownPath(path2), true, false);
    if (why === void 0 || this.said() > before) return;
    const named = this.source.namedPath(path2);
    this.note("path.noMatch", `${named} ${NO_MATCH[why]}${this.options.hint ?? ""}`);
  }
  /** A glob (`path` as named): its static base, walked as deep as the pattern can reach. */
  async glob(path2, { base, glob: pattern }) {
    let matches;
    try {
      matches = compileGlob(base === "" ? pattern : `${base}/${pattern}`);
    } catch (error) {
      if (!(error instanceof GlobError)) throw error;
      this.note(BAD_GLOB, `${this.source.namedPath(path2)} ${error.message}`);
      return false;
    }
    const segments = pattern.split("/");
    const unbounded = pattern.includes("**") || pattern.includes("{") || pattern.includes("(");
    const dotted = segments.some((s) => s.startsWith("."));
    const filter = {
      takes: (walked, name) => YAML_FILE.test(name) && matches(walked),
      enters: (name, depth) => !SKIPPED_FOLDERS.has(name) && (dotted || !name.startsWith(".")) && (unbounded || depth < segments.length)
    };
    const start = await this.source.start(base === "" ? "." : base);
    if (start.kind === "folder") return this.folder(start.folder, base, filter);
    if (start.kind !== "file") this.met(start, this.source.shownPath(base), true, false);
    return false;
  }
  /**
   * Walks `folder`, named `shown` (the PATH's form), depth first in name order. `visited` holds
   * the folders this PATH's walk went into: a link back to one that holds the link is a loop,
   * to another one it adds nothing. True when it took a file.
   */
  async folder(folder, shown2, filter, visited = /* @__PURE__ */ new Set(), depth = 0) {
    visited.add(this.source.folderId(folder));
    let entries;
    try {
      entries = (await this.source.entries(folder)).sort(
        (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
      );
    } catch (error) {
      if (!(error instanceof UnreadableFolder)) throw error;
      this.unreadable.add(error.shown);
      return false;
    }
    const prefix = shown2 === "" || shown2 === "." ? "" : `${shown2.replace(/\/+$/, "")}/`;
    const wanted = (name) => ({
      takes: filter.takes(`${prefix}${name}`, name),
      enters: filter.enters(name, depth + 1)
    });
    const links = entries.filter((e) => e.kind === "link").map((e) => e.name);
    const asked = links.filter((name) => wanted(name).takes || wanted(name).enters);
    const answers = /* @__PURE__ */ new Map();
    if (asked.length > 0) {
      const found2 = await this.source.follow(folder, asked);
      asked.forEach((name, i) => answers.set(name, found2[i]));
    }
    let yielded = false;
    for (const entry of entries) {
      const path2 = `${prefix}${entry.name}`;
      const { takes, enters } = wanted(entry.name);
      const at = () => this.source.shownEntry(folder, entry.name);
      if (entry.kind === "file") {
        if (takes && this.take(entry.file, at())) yielded = true;
      } else if (entry.kind === "folder") {
        if (enters && await this.folder(entry.folder, path2, filter, visited, depth + 1))
          yielded = true;
      } else if (entry.kind === "other") {
        if (takes && entry.refusal) this.refuse(at(), entry.refusal);
      } else {
        const found2 = answers.get(entry.name);
        if (found2 === void 0) continue;
        if (found2.kind === "folder") {
          if (!enters) continue;
          if (this.source.contains(found2.folder, folder)) this.refuse(at(), LOOP);
          else if (!visited.has(this.source.folderId(found2.folder)))
            yielded = await this.folder(found2.folder, path2, filter, visited, depth + 1) || yielded;
        } else if (this.met(found2, at(), takes, enters)) yielded = true;
      }
    }
    return yielded;
  }
  /** A named PATH or a link that is no folder: taken, refused, or passed over. True when taken. */
  met(found2, shown2, takes, enters) {
    if (found2.kind === "file") return takes && this.take(found2.file, shown2);
    if (found2.kind === "unreadable") this.unreadable.add(found2.shown);
    if (found2.kind === "refused" && (takes || enters && found2.leadsToFolder))
      this.refuse(shown2, found2.refusal);
    return false;
  }
  /** Takes a file once (by who it is); true when it is taken, now or before. */
  take(file, shown2) {
    const id = this.source.fileId(file);
    if (this.taken.has(id)) return true;
    this.taken.add(id);
    this.files.push({ file, shown: shown2 });
    return true;
  }
  refuse(shown2, refusal) {
    if (this.refused.has(shown2)) return;
    this.refused.add(shown2);
    const { severity } = this.options;
    this.diagnostics.push({
      severity,
      code: refusal.code,
      message: `${shown2} ${refusal.why}`,
      file: shown2
    });
  }
  note(code2, message) {
    this.diagnostics.push({ severity: this.options.severity, code: code2, message });
  }
  /** How much the walk has said so far (diagnostics, folders it could not read). */
  said() {
    return this.diagnostics.length + this.unreadable.size;
  }
};
var UnreadableFolder = class extends Error {
  constructor(shown2) {
    super(`cannot read ${shown2}`);
    this.shown = shown2;
  }
  shown;
  name = "UnreadableFolder";
};

// src/read/find-files.ts
var DEFAULT_HINT = " (the default PATH: name files, folders or globs, or set include in observe-annotations.yaml)";
async function findFiles(paths, cwd, root = cwd) {
  const byDefault = paths.length === 0;
  const walked = await walkTree(byDefault ? DEFAULT_PATHS : paths, workingTree(cwd, root), {
    severity: "error",
    ...byDefault ? { hint: DEFAULT_HINT } : {}
  });
  const diagnostics = [...walked.diagnostics];
  for (const file of [...walked.unreadable].sort()) {
    diagnostics.push({
      severity: "error",
      code: "file.unreadable",
      message: "cannot read this folder (permission denied); the annotation files in it are not checked",
      file
    });
  }
  const files = walked.files.map(({ file, shown: shown2 }) => ({ absolute: file.real, relative: shown2 })).sort((a, b) => a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0);
  return { files, diagnostics };
}
function workingTree(cwd, root) {
  const repo = repositoryAt(root);
  return {
    start: async (path2) => {
      const named = resolve2(cwd, path2);
      return found(named, repo, displayPath(resolve2(named, ".."), cwd), false);
    },
    entries: async (folder) => {
      let dirents;
      try {
        dirents = readdirSync(folder.real, { withFileTypes: true });
      } catch (error) {
        if (!permissionDenied(error)) throw error;
        throw new UnreadableFolder(displayPath(folder.named, cwd));
      }
      return dirents.map((entry) => entryOf(folder, entry));
    },
    follow: async (folder, names) => names.map(
      (name) => found(join3(folder.named, name), repo, displayPath(folder.named, cwd), true)
    ),
    contains: (target, folder) => folder.real === target.real || folder.real.startsWith(`${target.real}${sep4}`),
    fileId: (file) => file.real,
    folderId: (folder) => folder.real,
    namedPath: (path2) => path2,
    shownPath: (path2) => displayPath(resolve2(cwd, path2), cwd),
    shownEntry: (folder, name) => displayPath(join3(folder.named, name), cwd)
  };
}
function found(named, repo, parent, link) {
  let resolved;
  try {
    resolved = resolveInRepository(named, repo);
  } catch (error) {
    if (!permissionDenied(error)) throw error;
    return { kind: "unreadable", shown: parent };
  }
  if ("missing" in resolved) return { kind: "missing" };
  if ("refusal" in resolved)
    return { kind: "refused", refusal: resolved.refusal, leadsToFolder: leadsToFolder(named) };
  const place = { real: resolved.real, named };
  if (resolved.stats.isFile()) return { kind: "file", file: place };
  if (resolved.stats.isDirectory()) return { kind: "folder", folder: place };
  const refusal = notRegular(resolved.stats, link || resolved.link);
  return { kind: "refused", refusal, leadsToFolder: false };
}
function entryOf(folder, entry) {
  const place = { real: join3(folder.real, entry.name), named: join3(folder.named, entry.name) };
  if (entry.isDirectory()) return { name: entry.name, kind: "folder", folder: place };
  if (entry.isFile()) return { name: entry.name, kind: "file", file: place };
  if (entry.isSymbolicLink()) return { name: entry.name, kind: "link" };
  return {
    name: entry.name,
    kind: "other",
    get refusal() {
      return notRegular(statSync(place.real), false);
    }
  };
}
function permissionDenied(error) {
  const code2 = error.code;
  return code2 === "EACCES" || code2 === "EPERM";
}
function leadsToFolder(link) {
  try {
    return statSync(link).isDirectory();
  } catch {
    return false;
  }
}

// src/validate/check-document-set.ts
function checkDocumentSet(items) {
  const out = [];
  const nodes = /* @__PURE__ */ new Map();
  for (const { value: value2, at } of items) {
    const key = keyOf(value2);
    if (key === void 0) continue;
    const first = nodes.get(key);
    if (first) {
      out.push({
        issue: {
          code: "externalKey.duplicate",
          message: `externalKey ${key} is already used by another annotation; keys are unique across all files`,
          path: ["externalKey"]
        },
        at,
        related: first.at
      });
      continue;
    }
    nodes.set(key, { key, at, edges: refsByKey(value2) });
  }
  for (const cycle of findCycles(nodes)) {
    const [start, next] = [nodes.get(cycle[0]), nodes.get(cycle[1 % cycle.length])];
    const edge = start.edges.find((e) => e.key === next.key);
    const names = [...cycle, cycle[0]].join(" \u2192 ");
    out.push({
      issue: {
        code: "refs.cycle",
        message: cycle.length === 1 ? `annotation ${start.key} refers to itself; such files could not be applied to an empty project` : `refs by key form a cycle: ${names}; such files could not be applied to an empty project`,
        path: ["refs", edge.index, "externalKey"]
      },
      at: start.at,
      related: next.at
    });
  }
  return out;
}
function keyOf(value2) {
  const key = isMap2(value2) ? value2.externalKey : void 0;
  return typeof key === "string" ? key : void 0;
}
function refsByKey(value2) {
  const refs = isMap2(value2) ? value2.refs : void 0;
  if (!Array.isArray(refs)) return [];
  const out = [];
  refs.forEach((ref, index) => {
    if (!isMap2(ref)) return;
    const { type, externalKey } = ref;
    if (type === "annotation" && typeof externalKey === "string")
      out.push({ key: externalKey, index });
  });
  return out;
}
function findCycles(nodes) {
  const keys = [...nodes.keys()];
  const number = new Map(keys.map((k, i) => [k, i]));
  const targets = keys.map(
    (k) => nodes.get(k).edges.flatMap((e) => number.has(e.key) ? [number.get(e.key)] : [])
  );
  const index = new Int32Array(keys.length).fill(-1);
  const low = new Int32Array(keys.length);
  const onStack = new Uint8Array(keys.length);
  const stack = [];
  const components = [];
  let counter = 0;
  const visit = (n) => {
    index[n] = low[n] = counter++;
    stack.push(n);
    onStack[n] = 1;
  };
  for (let root = 0; root < keys.length; root++) {
    if (index[root] >= 0) continue;
    const work = [{ n: root, edge: 0 }];
    visit(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const next = targets[frame.n][frame.edge++];
      if (next !== void 0) {
        if (index[next] < 0) {
          visit(next);
          work.push({ n: next, edge: 0 });
        } else if (onStack[next]) low[frame.n] = Math.min(low[frame.n], index[next]);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent.n] = Math.min(low[parent.n], low[frame.n]);
      if (low[frame.n] === index[frame.n]) {
        const component = [];
        let n;
        do {
          n = stack.pop();
          onStack[n] = 0;
          component.push(n);
        } while (n !== frame.n);
        components.push(component);
      }
    }
  }
  const cycles = [];
  for (const component of components) {
    if (component.length === 1) {
      const only = component[0];
      if (targets[only].includes(only)) cycles.push([only]);
      continue;
    }
    const start = Math.min(...component);
    cycles.push(pathBackTo(start, new Set(component), targets));
  }
  return cycles.sort((a, b) => a[0] - b[0]).map((cycle) => cycle.map((n) => keys[n]));
}
function pathBackTo(start, members, targets) {
  const cameFrom = /* @__PURE__ */ new Map();
  const queue = [start];
  while (queue.length > 0) {
    const n = queue.shift();
    for (const next of targets[n]) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path2 = [n];
        while (path2[0] !== start) path2.unshift(cameFrom.get(path2[0]));
        return path2;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, n);
        queue.push(next);
      }
    }
  }
  return [start];
}

// src/validate/plan-look-ahead.ts
function planLookAhead(items) {
  const held = /* @__PURE__ */ new Set();
  for (const { value: value2 } of items) {
    const key = fieldOf(value2, "externalKey");
    if (typeof key === "string") held.add(key);
  }
  const out = [];
  for (const { value: value2, at } of items) {
    if (fieldOf(value2, "kind") === "follow-up" && fieldOf(value2, "status") === "done" && fieldOf(value2, "note") === void 0) {
      out.push({
        issue: {
          code: "note.requiredToClose",
          message: "closing a follow-up needs a note; plan will check whether this closes it (add a note saying how it was resolved)",
          path: ["status"]
        },
        at
      });
    }
    const refs = fieldOf(value2, "refs");
    if (!Array.isArray(refs)) continue;
    refs.forEach((ref, index) => {
      if (fieldOf(ref, "type") !== "annotation") return;
      const key = fieldOf(ref, "externalKey");
      if (typeof key !== "string" || held.has(key)) return;
      out.push({
        issue: {
          code: "refs.unknownKey",
          message: `annotation ${key} is not in the files; plan will look for it on the server`,
          path: ["refs", index, "externalKey"]
        },
        at
      });
    });
  }
  return out;
}
function fieldOf(value2, name) {
  return isMap2(value2) && Object.hasOwn(value2, name) ? value2[name] : void 0;
}

// src/read/validate-files.ts
async function validateFiles(paths, options) {
  const found2 = await findFiles(paths, options.cwd, options.root);
  return combineReports(found2, await readAll(found2.files, options), options.lookAhead ?? false);
}
function combineReports(found2, reports, lookAhead) {
  const documents = reports.flatMap((r) => r.documents);
  const acrossFiles = /* @__PURE__ */ new Map();
  for (const d of checkAcrossFiles(documents, lookAhead)) {
    const list2 = acrossFiles.get(d.file);
    if (list2) list2.push(d);
    else acrossFiles.set(d.file, [d]);
  }
  const run = new RunDiagnostics();
  for (const d of found2.diagnostics) run.add(d);
  for (const r of reports) run.addFile(r, acrossFiles.get(r.file) ?? []);
  const excerpts = /* @__PURE__ */ new Map();
  for (const r of reports) if (r.excerpt) excerpts.set(r.file, r.excerpt);
  const { diagnostics, omitted } = run.result();
  return {
    valid: !diagnostics.some((d) => d.severity === "error") && !(omitted && omitted.errors > 0),
    files: found2.files.length,
    annotations: reports.reduce((n, r) => n + r.annotations, 0),
    diagnostics,
    ...omitted ? { omitted } : {},
    excerpts,
    documents,
    found: found2.files
  };
}
async function readAll(files, options, onReports) {
  const threads = options.workers === void 0 || options.workers === "auto" ? workersFor(files.length) : options.workers;
  const keep = options.keep ?? "whole";
  const { signal } = options;
  if (threads === 0) return inThread(files, keep, onReports, signal);
  const { validateInWorkers } = await import("./chunks/validate-files-pool-LFRDRDXP.js");
  return validateInWorkers(files, threads, keep, { onReports, signal }).catch((error) => {
    if (signal?.aborted) throw error;
    return inThread(files, keep, onReports, signal);
  });
}
var MIN_FILES_FOR_WORKERS = 48;
function workersFor(files) {
  if (!import.meta.url.endsWith(".js") || files < MIN_FILES_FOR_WORKERS) return 0;
  return Math.max(0, Math.min(availableParallelism(), 8, Math.floor(files / 24)));
}
async function inThread(files, keep, onReports, signal) {
  const reports = [];
  for (const f of files) {
    signal?.throwIfAborted();
    const report = await validateFile(f, keep);
    onReports?.(reports.length, [report]);
    reports.push(report);
  }
  return reports;
}
var RunDiagnostics = class {
  kept = [];
  total;
  files = [];
  add(d) {
    if (this.kept.length < MAX_PER_RUN) this.kept.push(d);
    else this.total = count(this.total, d);
  }
  addFile(report, acrossFiles) {
    let omitted = report.omitted && {
      ...report.omitted,
      codes: { ...report.omitted.codes }
    };
    let all = report.diagnostics;
    if (acrossFiles.length > 0) {
      all = [...all, ...acrossFiles].sort(byPosition);
      for (const d of all.slice(MAX_PER_FILE)) omitted = count(omitted, d);
      all = all.slice(0, MAX_PER_FILE);
    }
    const room = Math.max(0, MAX_PER_RUN - this.kept.length);
    for (const d of all.slice(room)) omitted = count(omitted, d);
    this.kept.push(...all.slice(0, room));
    if (!omitted) return;
    this.total = addOmitted(this.total, { ...omitted, stoppedAtLine: void 0 });
    const { errors, warnings, codes, stoppedAtLine } = omitted;
    this.files.push({
      file: report.file,
      errors,
      warnings,
      codes,
      ...stoppedAtLine === void 0 ? {} : { stoppedAtLine }
    });
  }
  result() {
    if (!this.total) return { diagnostics: this.kept };
    const { errors, warnings, codes } = this.total;
    return { diagnostics: this.kept, omitted: { errors, warnings, codes, files: this.files } };
  }
};
function checkAcrossFiles(documents, lookAhead) {
  const issues = checkDocumentSet(documents.map((doc) => ({ value: doc.value, at: doc })));
  const errors = issues.map((issue) => placeSetIssue(issue, "error"));
  if (!lookAhead) return errors;
  const valid = documents.filter((doc) => doc.valid).map((doc) => ({ value: doc.value, at: doc }));
  return [...errors, ...planLookAhead(valid).map((issue) => placeSetIssue(issue, "warning"))];
}
function placeSetIssue({ issue, at, related }, severity) {
  const pointer = toPointer(issue.path);
  const place = placeAt(at.places, pointer) ?? placeAt(at.places, "") ?? wholeLine(at);
  const other = related ? placeAt(related.places, "/externalKey") ?? placeAt(related.places, "") ?? wholeLine(related) : void 0;
  const where = other ? `${related.file}:${other.line}:${other.column}` : "";
  const named = issue.code === "externalKey.duplicate" && other ? ` (first at ${where})` : "";
  return {
    severity,
    code: issue.code,
    message: `${issue.message}${named}`,
    file: at.file,
    ...place,
    path: pointer,
    ...externalKeyOf(at.value),
    ...other ? {
      related: {
        file: related.file,
        line: other.line,
        column: other.column,
        message: issue.code === "externalKey.duplicate" ? "the first annotation with this key" : "the next annotation of the cycle"
      }
    } : {}
  };
}
function wholeLine(doc) {
  return { line: doc.line, column: 1, endLine: doc.line, endColumn: 2 };
}

// src/app/session/read-files.ts
async function checkAnnotationFiles(ctx) {
  const result = await validateFiles(namedPaths(ctx), {
    cwd: ctx.cwd,
    lookAhead: true,
    keep: "checks",
    // Ctrl-C or SIGTERM: no file more is read.
    signal: ctx.signal
  });
  const keys = result.documents.map((doc) => doc.value.externalKey);
  const unused = unusedKeyPrefix(keys, ctx.options.keyPrefix);
  return unused ? { ...result, diagnostics: [unused, ...result.diagnostics] } : result;
}
function namedPaths(ctx) {
  const set = ctx.sources ? rawOption("paths", ctx.sources) !== void 0 : !sameList(ctx.options.paths, DEFAULT_PATHS);
  return set ? ctx.options.paths : [];
}
function sameList(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
function excerptsOf(validation, diagnostics) {
  const reread = textOfFound(validation.found);
  const byFile = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    if (d.file === void 0) continue;
    const list2 = byFile.get(d.file);
    if (list2) list2.push(d);
    else byFile.set(d.file, [d]);
  }
  let last;
  return (file) => {
    const mine = byFile.get(file) ?? [];
    const kept = validation.excerpts.get(file);
    if (kept && mine.every((d) => covers(kept, d))) return kept;
    if (last?.file !== file) {
      const text2 = reread(file);
      last = { file, excerpt: text2 === void 0 ? void 0 : excerptOf(text2, mine) };
    }
    return last.excerpt;
  };
}

// src/render/diagnostics-report.ts
function diagnosticsReport(files, annotations, diagnostics, omitted) {
  return {
    formatVersion: 1,
    valid: !diagnostics.some((d) => d.severity === "error") && !((omitted?.errors ?? 0) > 0),
    files,
    annotations,
    diagnostics,
    ...omitted ? { omitted } : {}
  };
}
function summaryLine(report) {
  const shownErrors = report.diagnostics.filter((d) => d.severity === "error").length;
  const errors = shownErrors + (report.omitted?.errors ?? 0);
  const warnings = report.diagnostics.length - shownErrors + (report.omitted?.warnings ?? 0);
  return `${count2(report.files, "file")}, ${count2(report.annotations, "annotation")}: ${count2(errors, "error")}, ${count2(warnings, "warning")}`;
}
function count2(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

// src/render/apply-json.ts
function renderApplyJson(result) {
  const { created, updated, deleted, unchanged, failed, stale } = result.summary;
  const contract = {
    formatVersion: 1,
    summary: {
      created,
      updated,
      deleted,
      unchanged,
      failed,
      stale,
      // Only a write-only run counts its writes this way (it cannot tell creates from updates).
      ...result.summary.written === void 0 ? {} : { written: result.summary.written }
    },
    results: result.results.map((r) => ({
      externalKey: r.externalKey,
      action: r.action,
      status: r.status,
      id: r.id ?? null,
      attempts: r.attempts,
      error: r.error ?? null
    }))
  };
  return `${escapeJson(JSON.stringify(contract, null, 2))}
`;
}

// src/render/apply-markdown.ts
function renderApplyMarkdown(result, stop) {
  const s = result.summary;
  const lines = [
    `### ${headline(result, stop)}`,
    "",
    ...s.written === void 0 ? [
      "| created | updated | deleted | unchanged | failed | stale |",
      "|---:|---:|---:|---:|---:|---:|",
      `| ${s.created} | ${s.updated} | ${s.deleted} | ${s.unchanged} | ${s.failed} | ${s.stale} |`
    ] : ["| written (write-only) | failed |", "|---:|---:|", `| ${s.written} | ${s.failed} |`]
  ];
  if (result.stopReason) lines.push("", `> ${escapeMarkdown(result.stopReason)}`);
  const problems = result.results.filter(isProblem);
  if (problems.length > 0) {
    lines.push("", "| | key | outcome | reason | where |", "|---|---|---|---|---|");
    for (const r of problems) {
      const place = placeOf2(r);
      lines.push(
        `| ${code(SYMBOL[r.action])} | ${code(r.externalKey)} | ${outcomeWord(r)} | ${escapeMarkdown(itemReason(r, result.stopReason) ?? "")} | ${place ? code(place) : ""} |`
      );
    }
  }
  const next = result.interrupted ? void 0 : nextStep(result);
  if (next) lines.push("", escapeMarkdown(next));
  lines.push("", `<sub>${countsLine(result)}</sub>`);
  return neutraliseCommands(`${lines.join("\n")}
`);
}

// src/render/colour.ts
function painter(enabled) {
  const sgr = (open, close) => enabled ? (s) => s === "" ? s : `\x1B[${open}m${s}\x1B[${close}m` : (s) => s;
  return {
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
    bold: sgr(1, 22),
    dim: sgr(2, 22)
  };
}

// src/render/apply-text.ts
function renderApplyText(result, options) {
  const { red, yellow, bold } = painter(options.colour);
  const lines = [];
  const unsent = result.interrupted ? result.results.filter((r) => r.status === "skipped") : [];
  for (const r of result.results) {
    if (!options.all && !isProblem(r)) continue;
    if (unsent.includes(r)) continue;
    const colour = r.status === "failed" ? red : r.status === "ok" ? (s) => s : yellow;
    const id = r.id ? ` (${escapeText(r.id)})` : "";
    const key = escapeText(r.externalKey);
    lines.push(`${colour(`${SYMBOL[r.action]} ${key}`)}${id}: ${outcomeWord(r)}`);
    const place = placeOf2(r);
    const reason = itemReason(r, result.stopReason);
    const error = reason === void 0 ? void 0 : escapeText(reason);
    if (error) lines.push(`    ${error}`);
    if (place && r.status === "failed" && !error?.includes(place)) lines.push(`    at ${place}`);
  }
  if (unsent.length > 0) lines.push(unsentLine(unsent.map((r) => escapeText(r.externalKey))));
  if (lines.length > 0) lines.push("");
  lines.push(bold(headline(result, options.stop)));
  if (result.stopReason) lines.push(escapeText(result.stopReason));
  lines.push(countsLine(result));
  if (result.summary.stale > 0) {
    lines.push(
      "Stale items changed on the server after the plan was made: make a new plan and review it."
    );
  }
  const next = result.interrupted ? void 0 : nextStep(result);
  if (next) lines.push(next);
  return neutraliseCommands(`${lines.join("\n")}
`);
}
var NAMED3 = 10;
function unsentLine(keys) {
  const named = keys.slice(0, NAMED3).join(", ");
  const more = keys.length > NAMED3 ? `, and ${keys.length - NAMED3} more` : "";
  return `Not sent (${keys.length}): ${named}${more}`;
}

// src/render/omitted-lines.ts
var FILES_NAMED = 10;
var CODES_NAMED = 5;
function omittedLines(omitted) {
  if (!omitted) return [];
  const lines = omitted.files.slice(0, FILES_NAMED).map((f) => {
    const stopped = f.stoppedAtLine === void 0 ? "" : `; reading stopped at line ${f.stoppedAtLine}: the file has too many errors to go on`;
    return `${f.file}: ${countsText(f)} not shown${stopped}`;
  });
  const rest = omitted.files.slice(FILES_NAMED);
  if (rest.length > 0) {
    const counts = rest.reduce(
      (sum, f) => {
        sum.errors += f.errors;
        sum.warnings += f.warnings;
        for (const [code2, n] of Object.entries(f.codes))
          sum.codes[code2] = (sum.codes[code2] ?? 0) + n;
        return sum;
      },
      { errors: 0, warnings: 0, codes: {} }
    );
    lines.push(`${rest.length} more files: ${countsText(counts)} not shown`);
  }
  return lines;
}
function countsText(c) {
  const total = c.errors + c.warnings;
  const kinds = [
    c.errors > 0 ? plural(c.errors, "error") : "",
    c.warnings > 0 ? plural(c.warnings, "warning") : ""
  ].filter(Boolean);
  const codes = Object.entries(c.codes).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const named = codes.slice(0, CODES_NAMED).map(([code2, n]) => `${code2} \xD7 ${n.toLocaleString("en-US")}`);
  if (codes.length > CODES_NAMED) named.push(`${codes.length - CODES_NAMED} other codes`);
  return `${plural(total, "more diagnostic")} (${kinds.join(", ")}: ${named.join(", ")})`;
}
function plural(n, noun) {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}

// src/render/diagnostics-github.ts
function renderDiagnosticsGithub(report) {
  const lines = report.diagnostics.map(workflowCommand);
  lines.push(...omittedLines(report.omitted));
  lines.push(summaryLine(report));
  return `${lines.join("\n")}
`;
}
function workflowCommand(d) {
  const properties = [
    ["file", d.file === void 0 ? void 0 : escapeText(d.file)],
    ["line", d.line],
    ["col", d.column],
    ["endLine", d.endLine],
    ["endColumn", d.endColumn],
    ["title", d.code]
  ];
  const props = properties.filter(([, v]) => v !== void 0).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  const where = d.related && `${d.related.file}:${d.related.line}:${d.related.column}`;
  const related = where && !d.message.includes(where) ? ` (see ${where})` : "";
  return `::${d.severity} ${props}::${escapeData(escapeText(d.message + related))}`;
}

// src/render/diagnostics-json.ts
function renderDiagnosticsJson(report) {
  const body = {
    formatVersion: report.formatVersion,
    valid: report.valid,
    files: report.files,
    annotations: report.annotations,
    diagnostics: report.diagnostics.map(diagnosticJson),
    // Added in this release, only when some were not reported in full: their counts.
    ...report.omitted ? { omitted: report.omitted } : {}
  };
  return `${escapeJson(JSON.stringify(body, null, 2))}
`;
}
function diagnosticJson(d) {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    file: d.file,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    path: d.path,
    externalKey: d.externalKey
  };
}

// src/render/diagnostics-text.ts
var CONTEXT_BEFORE = 2;
var CONTEXT_AFTER = 1;
var MAX_SHOWN = 160;
function renderDiagnosticsText(report, options) {
  const paint = painter(options.colour);
  const blocks = report.diagnostics.map((d) => diagnosticBlock(d, paint, options.excerpt));
  const omitted = omittedLines(report.omitted);
  if (omitted.length > 0) blocks.push(omitted.join("\n"));
  const summary = summaryLine(report);
  const text2 = [...blocks, report.valid ? summary : paint.bold(summary)].join("\n\n") + "\n";
  return neutraliseCommands(text2);
}
function diagnosticBlock(d, paint, excerpt2) {
  const place = d.file ? `${escapeText(d.file)}${d.line ? `:${d.line}:${d.column ?? 1}` : ""}` : "";
  const severity = d.severity === "error" ? paint.red("error") : paint.yellow("warning");
  const lines = [`${place ? `${paint.bold(place)} ` : ""}${severity} ${paint.dim(d.code)}`];
  lines.push(`  ${escapeText(d.message)}`);
  const around = d.file ? excerpt2?.(d.file) : void 0;
  if (around !== void 0 && d.line) lines.push(...codeFrame(around, d, paint));
  if (d.related) {
    const r = d.related;
    lines.push(
      `  ${paint.dim("related:")} ${escapeText(r.file)}:${r.line}:${r.column} ${escapeText(r.message)}`
    );
  }
  return lines.join("\n");
}
function codeFrame(excerpt2, d, paint = painter(false)) {
  const line = d.line;
  const text2 = (n) => excerpt2.lines[n];
  if (line < 1 || line > excerpt2.lineCount || text2(line) === void 0) return [];
  let first = line;
  while (first > Math.max(1, line - CONTEXT_BEFORE) && text2(first - 1) !== void 0) first--;
  let last = line;
  while (last < Math.min(excerpt2.lineCount, line + CONTEXT_AFTER) && text2(last + 1) !== void 0)
    last++;
  const width = String(last).length;
  const out = [];
  for (let n = first; n <= last; n++) {
    if (n === last && n > line && text2(n) === "") break;
    const raw = text2(n).replace(/\t/g, " ");
    const shown2 = clip(raw);
    const gutter = `${n === line ? ">" : " "} ${String(n).padStart(width)} |`;
    out.push(`  ${paint.dim(gutter)}${shown2 ? ` ${shown2}` : ""}`);
    if (n === line) {
      const column = d.column ?? 1;
      const end = d.endLine === line && d.endColumn ? d.endColumn : raw.length + 1;
      const cut = raw.slice(0, MAX_SHOWN);
      const from = escapedColumn(cut, Math.min(column, MAX_SHOWN));
      const to = escapedColumn(cut, Math.min(Math.max(end, column + 1), MAX_SHOWN + 1));
      const caret = " ".repeat(from - 1) + "^".repeat(Math.max(1, to - from));
      const red = d.severity === "error" ? paint.red : paint.yellow;
      out.push(`  ${paint.dim(`  ${" ".repeat(width)} |`)} ${red(caret)}`);
    }
  }
  return out;
}
function clip(s) {
  return s.length > MAX_SHOWN ? `${escapeText(s.slice(0, MAX_SHOWN))}\u2026` : escapeText(s);
}

// src/render/doctor-json.ts
function renderDoctorJson(report) {
  return `${escapeJson(JSON.stringify(report, null, 2))}
`;
}

// src/render/doctor-text.ts
var LABEL = {
  ok: "ok  ",
  fail: "FAIL",
  warn: "warn",
  info: "info",
  skipped: "skip"
};
function renderDoctorText(report, options) {
  const { red, green, yellow, bold, dim } = painter(options.colour);
  const paint = {
    ok: green,
    fail: red,
    warn: yellow,
    info: (s) => s,
    skipped: dim
  };
  const lines = [`Checking ${escapeText(report.target)} (read-only: nothing is written)`];
  for (const check of report.checks) {
    lines.push(`${paint[check.status](LABEL[check.status])}  ${escapeText(check.message)}`);
    if (check.next && (check.status === "fail" || check.status === "warn"))
      lines.push(`      \u2192 ${escapeText(check.next)}`);
  }
  const failed = report.checks.find((check) => check.status === "fail");
  lines.push(
    "",
    failed ? bold(`Not ready for plan: ${escapeText(failed.next ?? failed.message)}.`) : bold("Ready: plan can read this server.")
  );
  return neutraliseCommands(`${lines.join("\n")}
`);
}

// src/render/unified-diff.ts
var CONTEXT = 3;
var MAX_EDITS = 2e3;
function unifiedDiff(path2, before, after) {
  if (before === after) return "";
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = diffLines(a.lines, b.lines);
  const out = [`--- a/${path2}`, `+++ b/${path2}`];
  for (const hunk of hunksOf(ops)) for (const line of hunk) out.push(line);
  return out.join("\n").replaceAll(NO_NEWLINE, "\n\\ No newline at end of file") + "\n";
}
var NO_NEWLINE = "\0";
function splitLines(text2) {
  const finalNewline = text2.endsWith("\n");
  const lines = text2 === "" ? [] : (finalNewline ? text2.slice(0, -1) : text2).split("\n");
  if (!finalNewline && lines.length > 0) lines[lines.length - 1] += NO_NEWLINE;
  return { lines };
}
function diffLines(a, b) {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const same = (lines) => lines.map((text2) => ({ sign: " ", text: text2 }));
  const middle = myers(midA, midB) ?? [
    ...midA.map((text2) => ({ sign: "-", text: text2 })),
    ...midB.map((text2) => ({ sign: "+", text: text2 }))
  ];
  return [...same(a.slice(0, head)), ...middle, ...same(a.slice(a.length - tail))];
}
function myers(a, b) {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || k !== d && v[offset + k - 1] < v[offset + k + 1];
      let x = down ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b, offset, d);
    }
  }
  return void 0;
}
function backtrack(trace, a, b, offset, edits) {
  const ops = [];
  let x = a.length;
  let y = b.length;
  for (let d = edits; d > 0; d--) {
    const v = trace[d];
    const k = x - y;
    const down = k === -d || k !== d && v[offset + k - 1] < v[offset + k + 1];
    const prevK = down ? k + 1 : k - 1;
    const prevX = v[offset + prevK];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ sign: " ", text: a[--x] });
      y--;
    }
    if (down) ops.push({ sign: "+", text: b[--y] });
    else ops.push({ sign: "-", text: a[--x] });
  }
  while (x > 0 && y > 0) {
    ops.push({ sign: " ", text: a[--x] });
    y--;
  }
  return ops.reverse();
}
function hunksOf(ops) {
  const hunks = [];
  let i = 0;
  let lineA = 1;
  let lineB = 1;
  const advance = (op) => {
    if (op.sign !== "+") lineA++;
    if (op.sign !== "-") lineB++;
  };
  while (i < ops.length) {
    if (ops[i].sign === " ") {
      advance(ops[i]);
      i++;
      continue;
    }
    let start = i;
    let startA = lineA;
    let startB = lineB;
    for (let c = 0; c < CONTEXT && start > 0 && ops[start - 1].sign === " "; c++) {
      start--;
      startA--;
      startB--;
    }
    let end = i;
    let quiet = 0;
    while (end < ops.length && quiet <= 2 * CONTEXT) {
      quiet = ops[end].sign === " " ? quiet + 1 : 0;
      end++;
    }
    end -= Math.max(quiet - CONTEXT, 0);
    const body = ops.slice(start, end);
    const countA = body.filter((op) => op.sign !== "+").length;
    const countB = body.filter((op) => op.sign !== "-").length;
    hunks.push([
      `@@ -${range(startA, countA)} +${range(startB, countB)} @@`,
      ...body.map((op) => `${op.sign}${op.text}`)
    ]);
    for (const op of ops.slice(i, end)) advance(op);
    i = end;
  }
  return hunks;
}
function range(start, count3) {
  const first = count3 === 0 ? start - 1 : start;
  return count3 === 1 ? `${first}` : `${first},${count3}`;
}

// src/render/printable-diff.ts
function printableDiff(path2, before, after) {
  const shownPath = escapeText(path2);
  const raw = unifiedDiff(shownPath, before, after);
  const text2 = raw.split("\n").map(printableLine).join("\n");
  return { text: text2, escaped: shownPath !== path2 || text2 !== raw };
}
function printableLine(line) {
  const cr = line.endsWith("\r") ? "\r" : "";
  return escapeText(cr ? line.slice(0, -1) : line, { multiline: true }) + cr;
}
function notApplicableNote(path2) {
  return `the diff of ${path2} had lines escaped for display (control characters, or text a runner reads as a command): it does not apply cleanly at that file`;
}

// src/render/fmt-views.ts
function renderFmtText(report, options) {
  const diffs = report.mode === "diff" ? report.files.filter(diffed).map((f) => ({ path: f.path, ...printableDiff(f.path, f.before, f.after) })) : [];
  return { output: outputOf(report, diffs), problems: problemsOf(report, diffs, options) };
}
function outputOf(report, diffs) {
  if (report.mode === "diff") return diffs.map((d) => d.text).join("");
  return report.files.filter((f) => f.changed && f.errors.length === 0).map((f) => `${escapeText(f.path)}
`).join("");
}
function diffed(f) {
  return f.changed && f.before !== void 0 && f.after !== void 0;
}
function problemsOf(report, diffs, options) {
  const paint = painter(options.colour);
  const blocks = report.files.flatMap(
    (f) => f.errors.map((d) => diagnosticBlock(d, paint, options.excerpt))
  );
  const pending = report.files.filter((f) => f.changed && f.errors.length === 0).length;
  for (const d of diffs) if (d.escaped) blocks.push(notApplicableNote(escapeText(d.path)));
  if (report.mode === "check" && pending > 0)
    blocks.push(
      `${pending} of ${report.files.length} ${report.files.length === 1 ? "file is" : "files are"} not in canonical form: run observe-annotations fmt to format ${pending === 1 ? "it" : "them"}`
    );
  return blocks.length === 0 ? "" : neutraliseCommands(`${blocks.join("\n\n")}
`);
}
function renderFmtJson(report) {
  const body = { formatVersion: 1, files: report.files.map(contractOf) };
  return `${escapeJson(JSON.stringify(body, null, 2))}
`;
}
function contractOf(file) {
  return {
    path: file.path,
    changed: file.changed,
    errors: file.errors.map(diagnosticJson)
  };
}

// src/render/import-text.ts
function renderImportText(report) {
  const scope = report.prefix === void 0 ? "" : ` under "${escapeText(report.prefix)}"`;
  const lines = [`${report.found} keyed annotation(s) on the server${scope}.`];
  for (const file of report.written) lines.push(`  + ${escapeText(file)}`);
  for (const why of report.held) lines.push(`  = ${escapeText(why)}`);
  for (const why of report.skipped) lines.push(`  ! ${escapeText(why)}`);
  if (report.schemaCopy !== void 0)
    lines.push(
      `  + ${escapeText(report.schemaCopy)} (the schema the files name for editors: no installed package to point at)`
    );
  const held = report.held.length > 0 ? `; ${report.held.length} already in files` : "";
  const skipped = report.skipped.length > 0 ? `; skipped ${report.skipped.length} (!)` : "";
  lines.push(
    report.written.length === 0 ? `Wrote no file${held}${skipped}: ${escapeText(report.outDir)}/ is as it was.` : `Wrote ${report.written.length} file(s) into ${escapeText(report.outDir)}/${held}${skipped}.`
  );
  return `${lines.join("\n")}
`;
}

// src/render/plan-json.ts
function renderPlanJson(plan, timeline) {
  const model = {
    formatVersion: plan.formatVersion,
    planHash: plan.planHash ?? null,
    summary: {
      create: plan.summary.create,
      update: plan.summary.update,
      delete: plan.summary.delete,
      unchanged: plan.summary.unchanged,
      orphaned: plan.summary.orphaned
    },
    changes: plan.changes.map(changeJson),
    orphans: plan.orphans,
    diagnostics: plan.diagnostics,
    // Added in this release, only when some were not reported in full: their counts.
    ...plan.omittedDiagnostics ? { omittedDiagnostics: plan.omittedDiagnostics } : {},
    // `plan --base REF` only: the commit compared with (each change then has its `cause`).
    ...plan.base ? { base: { ref: plan.base.ref, commit: plan.base.commit } } : {},
    // Added in this release, only when the plan changes dated annotations: the picture's rows.
    ...timeline ? { timeline } : {}
  };
  return `${escapeJson(JSON.stringify(model, null, 2))}
`;
}
function changeJson(change) {
  const { action, externalKey, fields, ...rest } = change;
  const located = change.action === "delete" ? { file: null, line: null } : { file: change.file, line: change.line };
  const id = change.action === "create" ? null : change.id;
  const extra = { ...rest };
  delete extra.id;
  delete extra.file;
  delete extra.line;
  delete extra.cause;
  const cause = change.cause === void 0 ? {} : { cause: change.cause };
  return { action, externalKey, id, ...located, fields, ...cause, ...extra };
}

// src/render/plan-dates.ts
function precisionOf(date) {
  if (/^\d{4}-\d{2}$/.test(date)) return "month";
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return "date";
  if (/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(date)) return "hour";
  return "datetime";
}
function precisionNote(before, after) {
  const was = typeof before === "string" ? precisionOf(before) : void 0;
  const now = typeof after === "string" ? precisionOf(after) : void 0;
  if (now === void 0) return was === void 0 ? "" : ` [${was}]`;
  return was === void 0 || was === now ? ` [${now}]` : ` [${now}, was ${was}]`;
}

// src/render/line-diff.ts
function lineDiff(before, after, context = 2) {
  const a = before.split("\n");
  const b = after.split("\n");
  const lengths = Array.from(
    { length: a.length + 1 },
    () => new Array(b.length + 1).fill(0)
  );
  for (let i2 = a.length - 1; i2 >= 0; i2--) {
    for (let j2 = b.length - 1; j2 >= 0; j2--) {
      lengths[i2][j2] = a[i2] === b[j2] ? lengths[i2 + 1][j2 + 1] + 1 : Math.max(lengths[i2 + 1][j2], lengths[i2][j2 + 1]);
    }
  }
  const lines = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ sign: " ", text: a[i] });
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || lengths[i + 1][j] >= lengths[i][j + 1])) {
      lines.push({ sign: "-", text: a[i++] });
    } else {
      lines.push({ sign: "+", text: b[j++] });
    }
  }
  return fold(lines, context);
}
function fold(lines, context) {
  const keep = lines.map(
    (line, index) => lines.slice(Math.max(0, index - context), index + context + 1).some((l) => l.sign !== " ")
  );
  const out = [];
  let folded = 0;
  lines.forEach((line, index) => {
    if (keep[index]) {
      if (folded > 0) out.push({ fold: folded });
      folded = 0;
      out.push(line);
    } else folded++;
  });
  if (folded > 0) out.push({ fold: folded });
  return out;
}

// src/render/plan-lines.ts
var LONG_TEXT = 60;
function actionSign(change) {
  return change.action === "create" ? "+" : change.action === "delete" ? "-" : "~";
}
function headerText(change) {
  const id = change.action === "create" ? "" : ` (${change.id})`;
  const verb = { create: "created", update: "updated", delete: "deleted" }[change.action];
  return escapeText(`${change.externalKey}${id} will be ${verb}`);
}
function changeLines(change) {
  return rawChangeLines(change).map((line) => ({
    ...line,
    text: escapeText(line.text),
    ...line.pair ? { pair: { before: escapeText(line.pair.before), after: escapeText(line.pair.after) } } : {}
  }));
}
function diffFenceLines(change, context, depth) {
  const out = [];
  let unchanged = 0;
  const flush = (pad) => {
    if (unchanged > 0 && context)
      out.push(`  ${pad}\u2026 ${unchanged} unchanged line${unchanged === 1 ? "" : "s"}`);
    unchanged = 0;
  };
  for (const line of changeLines(change)) {
    const pad = "  ".repeat(line.depth - 1 + depth);
    if (line.unchangedLines !== void 0) {
      unchanged += line.unchangedLines;
      continue;
    }
    flush("  ".repeat(1 + depth));
    if (line.quiet && !context) continue;
    if (line.sign === "~" && line.pair) {
      out.push(`- ${pad}${line.pair.before}`, `+ ${pad}${line.pair.after}`);
      continue;
    }
    out.push(`${line.sign === "~" ? "!" : line.sign} ${pad}${line.text}`.trimEnd());
  }
  flush("  ".repeat(1 + depth));
  return out;
}
function rawChangeLines(change) {
  const defaulted = new Set(change.action === "delete" ? [] : change.defaulted ?? []);
  const lines = [];
  for (const field of change.fields) {
    lines.push(
      ...fieldLines(
        field,
        defaulted.has(field.path) && field.after !== void 0,
        pendingOf(change)
      )
    );
  }
  if (change.action !== "delete" && change.note !== void 0) {
    lines.push({
      sign: " ",
      depth: 1,
      text: `note: ${quote(change.note)} (travels with the write)`,
      quiet: true
    });
  }
  if (change.action === "update") {
    const present = /* @__PURE__ */ new Set([...Object.keys(change.before), ...Object.keys(change.after)]);
    const hidden = present.size - change.fields.length;
    if (hidden > 0)
      lines.push({
        sign: " ",
        depth: 1,
        text: `(${hidden} unchanged field${hidden === 1 ? "" : "s"} hidden)`,
        quiet: true
      });
  }
  return lines;
}
function fieldLines(field, toDefault, pending) {
  const { path: path2, before, after } = field;
  const sign = before === void 0 ? "+" : after === void 0 ? "-" : "~";
  const mark = toDefault ? " (default)" : "";
  if (field.path === "description" && (isLong(field.before) || isLong(field.after))) {
    return [{ sign, depth: 1, text: `${path2}:` }, ...bodyLines(field.before, field.after)];
  }
  if (field.path === "evidence" || field.path === "series" || field.path === "refs") {
    const text3 = listChange(path2, field.before, field.after, pending);
    return [{ sign, depth: 1, text: `${path2}: ${text3}${mark}` }];
  }
  if (field.path === "scope" && field.before !== void 0 && field.after !== void 0) {
    return [
      {
        sign,
        depth: 1,
        text: `${path2}: ${scopeChange(field.before, field.after)}`,
        pair: {
          before: `${path2}: ${value(path2, before)}`,
          after: `${path2}: ${value(path2, after)}`
        }
      }
    ];
  }
  const text2 = sign === "~" ? `${value(path2, before)} \u2192 ${value(path2, after)}` : value(path2, before ?? after);
  const precision = path2 === "dateFrom" || path2 === "dateTo" ? precisionNote(before, after) : "";
  const line = { sign, depth: 1, text: `${path2}: ${text2}${precision}${mark}` };
  if (sign === "~") {
    line.pair = {
      before: `${path2}: ${value(path2, before)}${precision}`,
      after: `${path2}: ${value(path2, after)}${precision}${mark}`
    };
  }
  return [line];
}
function isLong(text2) {
  return typeof text2 === "string" && (text2.includes("\n") || text2.length > LONG_TEXT);
}
function bodyLines(before, after) {
  if (before === void 0 || after === void 0) {
    const sign = before === void 0 ? "+" : "-";
    return linesOf(before ?? after).map((text2) => ({ sign, depth: 2, text: text2 }));
  }
  return lineDiff(linesOf(before).join("\n"), linesOf(after).join("\n")).map(
    (item) => "fold" in item ? {
      sign: " ",
      depth: 2,
      text: `\u2026 ${item.fold} unchanged line${item.fold === 1 ? "" : "s"}`,
      quiet: true,
      unchangedLines: item.fold
    } : item.sign === " " ? { sign: " ", depth: 2, text: item.text, quiet: true, unchangedLines: 1 } : { sign: item.sign, depth: 2, text: item.text }
  );
}
function linesOf(text2) {
  return (text2.endsWith("\n") ? text2.slice(0, -1) : text2).split("\n");
}
function listChange(path2, before, after, pending) {
  if (before === void 0 || after === void 0) {
    const list2 = before ?? after;
    const sign = before === void 0 ? "+" : "\u2212";
    return list2.length === 0 ? "[]" : list2.map((item) => `${sign}${itemText(path2, item, pending)}`).join(" ");
  }
  const was = before.map((item) => itemText(path2, item, pending));
  const now = after.map((item) => itemText(path2, item, pending));
  const added = now.filter((item) => !was.includes(item)).map((item) => `+${item}`);
  const removed = was.filter((item) => !now.includes(item)).map((item) => `\u2212${item}`);
  if (added.length + removed.length === 0)
    return `reordered [${was.join(", ")}] \u2192 [${now.join(", ")}]`;
  return [...added, ...removed].join(" ");
}
function itemText(path2, item, pending = /* @__PURE__ */ new Set()) {
  if (path2 !== "refs") return String(item);
  const ref = item;
  if (!("externalKey" in ref)) return `${ref.type}:${ref.value}`;
  const why = pending.has(ref.externalKey) ? "created by this plan" : "unknown key";
  return `annotation:${ref.externalKey} (${why})`;
}
function pendingOf(change) {
  return new Set(change.action === "delete" ? [] : change.dependsOn);
}
function scopeChange(before, after) {
  const members = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const parts = [];
  for (const member of members) {
    const was = before[member];
    const now = after[member];
    if (was === now) continue;
    if (was === void 0) parts.push(`+${member}=${quote(now)}`);
    else if (now === void 0) parts.push(`\u2212${member}=${quote(was)}`);
    else parts.push(`${member}=${quote(was)}\u2192${quote(now)}`);
  }
  return parts.join(" ");
}
function value(path2, v) {
  if (path2 === "scope" && v !== null && typeof v === "object") {
    const entries = Object.entries(v);
    return entries.length === 0 ? "{}" : `{ ${entries.map(([k, s]) => `${k}=${quote(s)}`).join(", ")} }`;
  }
  if (Array.isArray(v)) return `[${v.map((item) => itemText(path2, item)).join(", ")}]`;
  return typeof v === "string" ? quote(v) : String(v);
}
function quote(s) {
  return JSON.stringify(s);
}

// src/render/plan-causes.ts
var IN_THIS_PULL_REQUEST = "Changes in this pull request";
var OUTSIDE_THE_REPOSITORY = "Changes outside the repository (applying will undo them)";
function causeSections(plan) {
  if (!plan.base) return void 0;
  return [
    { title: IN_THIS_PULL_REQUEST, changes: plan.changes.filter((c) => c.cause !== "drift") },
    { title: OUTSIDE_THE_REPOSITORY, changes: plan.changes.filter((c) => c.cause === "drift") }
  ];
}
function bothNote(base) {
  return `also edited outside the repository: the server differs from ${shortRef(base)}`;
}
function shortRef(base) {
  return /^[0-9a-f]{40,64}$/.test(base.ref) ? base.ref.slice(0, 12) : base.ref;
}
function comparedWith(base) {
  const commit = base.commit.slice(0, 12);
  return shortRef(base) === commit ? `the files at commit ${commit}` : `the files at ${base.ref} (commit ${commit})`;
}

// src/render/plan-summary.ts
function errorCount(plan) {
  const shown2 = plan.diagnostics.filter((d) => d.severity === "error").length;
  return shown2 + (plan.omittedDiagnostics?.errors ?? 0);
}
function summaryText(plan) {
  const errors = errorCount(plan);
  if (errors > 0)
    return `The plan has ${errors} error${errors === 1 ? "" : "s"}: nothing can be applied.`;
  const s = plan.summary;
  const orphaned = s.orphaned > 0 ? ` ${s.orphaned} orphaned.` : "";
  if (s.create + s.update + s.delete === 0)
    return `No changes. The server matches the files.${orphaned}`;
  return `Plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete. ${s.unchanged} unchanged.${orphaned}`;
}

// src/render/timeline-mermaid.ts
var HEADLINE_CHARACTERS = 60;
var ROLE_SIGN = {
  create: "+",
  update: "~",
  delete: "\u2212",
  context: "\xB7"
};
var ROLE_STATE = {
  create: "active",
  update: "crit",
  delete: "done",
  context: void 0
};
var LOOK_ALIKE = {
  ":": "\uA789",
  "#": "\uFF03",
  ";": "\uFF1B",
  "%": "\uFF05",
  '"': "\uFF02",
  "'": "\u2019",
  "<": "\u2039",
  ">": "\u203A",
  "&": "\uFF06",
  "`": "\u02CB",
  "\\": "\uFF3C",
  "{": "(",
  "}": ")",
  "[": "(",
  "]": ")",
  "|": "\xA6"
};
var CONTROLS = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u200b-\\u200d${BIDI_CONTROLS}]+`,
  "g"
);
function mermaidText(text2, max = HEADLINE_CHARACTERS) {
  const flat = text2.replace(CONTROLS, " ").replace(/[:#;%"'<>&`\\{}[\]|]/g, (c) => LOOK_ALIKE[c]).replace(/\s+/g, " ").trim();
  return flat ? excerpt(flat, max) : "(no text)";
}
function timelineMermaid(timeline) {
  const lines = [
    "gantt",
    "  dateFormat YYYY-MM-DDTHH:mm:ss",
    `  axisFormat ${axisFormat(timeline)}`
  ];
  for (const [section, rows] of bySection(timeline.rows)) {
    lines.push(`  section ${mermaidText(section)}`);
    for (const row2 of rows) lines.push(`    ${taskLine(row2)}`);
  }
  const more = timeline.more > 0 ? [
    `_\u2026and ${timeline.more} more dated ${timeline.more === 1 ? "annotation" : "annotations"} (see \`plan --format json\`)._`
  ] : [];
  return ["```mermaid", ...lines, "```", "", ...more, legend(timeline)];
}
function taskLine(row2) {
  const state = ROLE_STATE[row2.role];
  const tags = [state, row2.shape === "milestone" ? "milestone" : void 0].filter(Boolean);
  const end = row2.shape === "milestone" ? "0d" : row2.end;
  const name = `${ROLE_SIGN[row2.role]} ${mermaidText(row2.headline)}`;
  return `${name} :${[...tags, row2.start, end].join(", ")}`;
}
function bySection(rows) {
  const sections = /* @__PURE__ */ new Map();
  for (const row2 of rows) sections.set(row2.section, [...sections.get(row2.section) ?? [], row2]);
  return [...sections];
}
function axisFormat(timeline) {
  const days = (Date.parse(`${timeline.window.to}Z`) - Date.parse(`${timeline.window.from}Z`)) / 864e5;
  if (days > 120) return "%Y-%m";
  if (days > 3) return "%Y-%m-%d";
  return "%m-%d %H:%M";
}
function legend(timeline) {
  const { from, to } = timeline.window;
  return `<sub>${escapeMarkdown(`+ created (active), ~ updated at its new dates (critical), \u2212 deleted (done), \xB7 on the server, unchanged (plain). Events and follow-ups are milestones, periods bars. ${from.slice(0, 10)} \u2192 ${to.slice(0, 10)}, project time.`)}</sub>`;
}

// src/render/plan-markdown.ts
function renderPlanMarkdown(plan, options = {}) {
  const out = [
    `### observe-annotations plan`,
    "",
    `**${escapeMarkdown(summaryText(plan))}**`,
    ""
  ];
  out.push(...countsTable(plan), "");
  const { timeline } = options;
  if (timeline) out.push("#### Timeline", "", ...timelineMermaid(timeline), "");
  if (plan.diagnostics.length > 0) {
    out.push(
      `#### Diagnostics`,
      "",
      ...plan.diagnostics.map(diagnosticLine),
      ...omittedLines(plan.omittedDiagnostics).map((line) => `- ${escapeMarkdown(line)}`),
      ""
    );
  }
  const sections = causeSections(plan);
  if (!sections) out.push(...changeBlocks(plan.changes, "####"));
  if (plan.base) out.push(`Compared with ${escapeMarkdown(comparedWith(plan.base))}.`, "");
  for (const section of sections ?? []) {
    const n = section.changes.length;
    out.push(`#### ${section.title} (${n})`, "");
    if (n === 0) out.push("None.", "");
    out.push(...changeBlocks(section.changes, "#####", plan.base));
  }
  if (plan.orphans.length > 0) {
    out.push(
      `#### On the server but in no file (${plan.orphans.length})`,
      "",
      "Information only: deleted only with `--prune`.",
      ""
    );
    for (const o of plan.orphans)
      out.push(`- ${code(o.externalKey)} (${code(o.id)}): ${escapeMarkdown(o.headline)}`);
    out.push("");
  }
  if (options.hash !== false && errorCount(plan) === 0 && plan.planHash)
    out.push(`<sub>Plan hash ${code(plan.planHash)}</sub>`, "");
  return neutraliseCommands(`${out.join("\n").trimEnd()}
`);
}
function changeBlocks(changes, heading, base) {
  const out = [];
  const mark = (c) => base && c.cause === "both" ? ` (${bothNote(base)})` : "";
  const deletions = changes.filter((c) => c.action === "delete");
  if (deletions.length > 0) {
    out.push(
      `${heading} Deletions (${deletions.length})`,
      "",
      ...deletions.map((d) => `${deletionLine(d)}${mark(d) ? escapeMarkdown(mark(d)) : ""}`),
      ""
    );
    out.push(
      fenced(
        deletions.map((d) => diffBlock(`- ${headerText(d)}${escapeText(mark(d))}`, d)).join("\n\n"),
        "diff"
      ),
      ""
    );
  }
  for (const [file, list2] of changesByFile(changes)) {
    const blocks = list2.map(
      (c) => diffBlock(`${actionSign(c)} ${headerText(c)} (line ${c.line})${escapeText(mark(c))}`, c)
    );
    out.push(
      `<details><summary>${code(file)}: ${fileCounts(list2)}</summary>`,
      "",
      fenced(blocks.join("\n\n"), "diff"),
      "",
      "</details>",
      ""
    );
  }
  return out;
}
function diffBlock(header, change) {
  return [header.replace(/^~/, "!"), ...diffFenceLines(change, true, 1)].join("\n");
}
function changesByFile(changes) {
  const byFile = /* @__PURE__ */ new Map();
  for (const change of changes) {
    if (change.action === "delete") continue;
    byFile.set(change.file, [...byFile.get(change.file) ?? [], change]);
  }
  return [...byFile.keys()].sort().map((file) => [file, byFile.get(file).sort((a, b) => a.line - b.line)]);
}
function fileCounts(list2) {
  const creates = list2.filter((c) => c.action === "create").length;
  return [
    creates > 0 ? `${creates} to create` : "",
    list2.length - creates > 0 ? `${list2.length - creates} to update` : ""
  ].filter(Boolean).join(", ");
}
function countsTable(plan) {
  const s = plan.summary;
  return [
    "| create | update | delete | unchanged | orphaned |",
    "|---:|---:|---:|---:|---:|",
    `| ${s.create} | ${s.update} | ${s.delete} | ${s.unchanged} | ${s.orphaned} |`
  ];
}
function diagnosticLine(d) {
  const place = d.file ? `${code(`${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ""}`)} ` : "";
  return `- ${d.severity === "error" ? "\u274C" : "\u26A0\uFE0F"} ${place}${escapeMarkdown(d.message)} (${code(d.code)})`;
}
function deletionLine(change) {
  return `- **\u2212 delete** ${code(change.externalKey)} (${code(change.id)}): ${escapeMarkdown(change.before.headline)}`;
}

// src/render/timeline-text.ts
var TRACK = 40;
var LABEL2 = 34;
function timelineText(timeline, paint) {
  const from = Date.parse(`${timeline.window.from}Z`);
  const to = Date.parse(`${timeline.window.to}Z`);
  const lo = Math.min(from, ...timeline.rows.map((r) => Date.parse(`${r.start}Z`)));
  const hi = Math.max(to, ...timeline.rows.map((r) => Date.parse(`${r.end}Z`)));
  const column = (ms) => hi === lo ? 0 : Math.min(TRACK - 1, Math.floor((ms - lo) / (hi - lo) * TRACK));
  const first = new Date(lo).toISOString().slice(0, 10);
  const last = new Date(hi).toISOString().slice(0, 10);
  const axis = `${" ".repeat(LABEL2 + 4)}${first}${" ".repeat(Math.max(1, TRACK - first.length - last.length + 2))}${last}`;
  const lines = [
    `Timeline of the dated annotations this plan changes, with the server's that overlap them (project time):`,
    axis,
    ...timeline.rows.map((row2) => rowLine(row2, column, paint))
  ];
  if (timeline.more > 0) lines.push(`  \u2026and ${timeline.more} more`);
  lines.push(
    `  ${paint.dim("+ create, ~ update (new dates), \u2212 delete, \xB7 on the server; \u25C6 event or follow-up, \u2501 period")}`
  );
  return lines.join("\n");
}
function rowLine(row2, column, paint) {
  const start = column(Date.parse(`${row2.start}Z`));
  const end = Math.max(start, column(Date.parse(`${row2.end}Z`) - 1));
  const track = [..." ".repeat(TRACK)];
  if (row2.shape === "milestone") track[start] = "\u25C6";
  else for (let i = start; i <= end; i++) track[i] = "\u2501";
  const label = excerpt(escapeText(row2.headline), LABEL2);
  const sign = ROLE_SIGN[row2.role];
  const coloured = row2.role === "create" ? paint.green(sign) : row2.role === "update" ? paint.yellow(sign) : row2.role === "delete" ? paint.red(sign) : paint.dim(sign);
  return `  ${coloured} ${label.padEnd(LABEL2)} |${track.join("")}|`;
}

// src/render/plan-text.ts
function renderPlanText(plan, options) {
  const paint = painter(options.colour);
  const blocks = [];
  if (plan.diagnostics.length > 0)
    blocks.push(
      plan.diagnostics.map((d) => diagnosticBlock(d, paint, options.excerpt)).join("\n\n")
    );
  const omitted = omittedLines(plan.omittedDiagnostics);
  if (omitted.length > 0) blocks.push(omitted.join("\n"));
  if (plan.changes.length > 0) {
    const legend2 = [
      `${paint.green("+")} create`,
      `${paint.yellow("~")} update`,
      `${paint.red("-")} delete`
    ].join(", ");
    blocks.push(
      plan.base ? `Changes to annotations (${legend2}), compared with ${escapeText(comparedWith(plan.base))}:` : `Changes to annotations (${legend2}):`
    );
    const sections = causeSections(plan);
    if (!sections) for (const change of plan.changes) blocks.push(changeBlock(change, paint));
    for (const section of sections ?? []) {
      const n = section.changes.length;
      blocks.push(paint.bold(n === 0 ? `${section.title}: none.` : `${section.title} (${n}):`));
      for (const change of section.changes) blocks.push(changeBlock(change, paint, plan.base));
    }
  }
  if (options.timeline) blocks.push(timelineText(options.timeline, paint));
  if (plan.orphans.length > 0) {
    const lines = plan.orphans.map(
      (o) => `  ${escapeText(o.externalKey)} (${escapeText(o.id)}) ${paint.dim(escapeText(JSON.stringify(o.headline)))}`
    );
    blocks.push(
      [
        `On the server under the keyPrefix but in no file (information; deleted only with --prune):`,
        ...lines
      ].join("\n")
    );
  }
  const summary = summaryText(plan);
  blocks.push(paint.bold(summary));
  if (!options.inAutomation && errorCount(plan) === 0 && plan.changes.length > 0) {
    blocks.push(
      `Run ${options.applyCommand ?? "observe-annotations apply"} to make these changes.`
    );
  }
  return neutraliseCommands(`${blocks.join("\n\n")}
`);
}
function changeBlock(change, paint, base) {
  const sign = actionSign(change);
  const where = change.action === "delete" ? "in no file" : `${escapeText(change.file)}:${change.line}`;
  const both = base && change.cause === "both" ? ` ${paint.yellow(`(${escapeText(bothNote(base))})`)}` : "";
  const head = [
    `  ${paint.dim(`# ${headerText(change)}`)} ${paint.dim(`(${where})`)}${both}`,
    `  ${colourSign(sign, paint)} ${paint.bold(escapeText(change.externalKey))}`
  ];
  return [...head, ...changeLines(change).map((line) => textLine(line, paint))].join("\n");
}
function textLine(line, paint) {
  const indent = "    ".repeat(line.depth);
  const body = line.quiet ? paint.dim(line.text) : line.text;
  return `  ${indent}${line.sign === " " ? " " : colourSign(line.sign, paint)} ${body}`.trimEnd();
}
function colourSign(sign, paint) {
  if (sign === "+") return paint.green("+");
  if (sign === "-") return paint.red("-");
  if (sign === "~") return paint.yellow("~");
  return sign;
}

// src/render/write-only-plan.ts
var INTRO = "Write-only: the server is not read, so there is no diff and nothing is pruned. Each annotation below is written whole (created, or replaced by what the file says):";
function countText(plan) {
  const n = plan.changes.length;
  return `Write-only: ${n} annotation${n === 1 ? "" : "s"} to write.`;
}
function renderWriteOnlyText(plan, options) {
  if (errorCount(plan) > 0) return renderPlanText(plan, { ...options, inAutomation: true });
  const paint = painter(options.colour);
  const blocks = [];
  if (plan.diagnostics.length > 0)
    blocks.push(
      plan.diagnostics.map((d) => diagnosticBlock(d, paint, options.excerpt)).join("\n\n")
    );
  if (plan.changes.length > 0) {
    const lines = plan.changes.flatMap(
      (c) => c.action === "delete" ? [] : [
        `  ${paint.yellow(">")} ${paint.bold(escapeText(c.externalKey))} ${paint.dim(`(${escapeText(c.file)}:${c.line})`)}`
      ]
    );
    blocks.push([INTRO, ...lines].join("\n"));
  }
  blocks.push(paint.bold(countText(plan)));
  return neutraliseCommands(`${blocks.join("\n\n")}
`);
}
function renderWriteOnlyMarkdown(plan) {
  if (errorCount(plan) > 0) return renderPlanMarkdown(plan);
  const lines = [`### observe-annotations apply --write-only`, "", `**${countText(plan)}**`, ""];
  for (const d of plan.diagnostics) {
    const place = d.file ? `${code(`${d.file}${d.line ? `:${d.line}` : ""}`)} ` : "";
    lines.push(`- ${place}**${d.severity}** ${code(d.code)}: ${escapeMarkdown(d.message)}`);
  }
  if (plan.diagnostics.length > 0) lines.push("");
  lines.push(escapeMarkdown(INTRO), "");
  for (const c of plan.changes)
    if (c.action !== "delete")
      lines.push(`- ${code(c.externalKey)} (${code(`${c.file}:${c.line}`)})`);
  return neutraliseCommands(`${lines.join("\n")}
`);
}

// src/render/views.ts
var planText = {
  plan: ({ plan, timeline, writeOnly, applyCommand }, env) => env.header + (writeOnly ? renderWriteOnlyText(plan, { colour: env.colour, ...excerptOf2(env) }) : renderPlanText(plan, {
    colour: env.colour,
    inAutomation: env.inAutomation,
    timeline,
    ...excerptOf2(env),
    ...applyCommand === void 0 ? {} : { applyCommand }
  }))
};
var planMarkdown = {
  plan: ({ plan, timeline, writeOnly }) => writeOnly ? renderWriteOnlyMarkdown(plan) : renderPlanMarkdown(plan, { timeline })
};
var planJson = { plan: ({ plan, timeline }) => renderPlanJson(plan, timeline) };
var VIEWS = {
  validate: {
    text: {
      diagnostics: (report, env) => env.header + renderDiagnosticsText(report, {
        excerpt: env.excerpt ?? (() => void 0),
        colour: env.colour
      })
    },
    json: { diagnostics: (report) => renderDiagnosticsJson(report) },
    github: { diagnostics: (report) => renderDiagnosticsGithub(report) }
  },
  plan: { text: planText, json: planJson, markdown: planMarkdown },
  apply: {
    // Questions and writes follow the plan: the text view suggests no next command.
    text: {
      showsPlan: true,
      plan: (shown2, env) => planText.plan(shown2, { ...env, inAutomation: true }),
      result: (result, env) => `
${renderApplyText(result, { colour: env.colour, ...env.stop ? { stop: env.stop } : {} })}`
    },
    // JSON shows the result alone: the plan only when nothing follows it (a dry run, errors).
    json: {
      showsPlan: false,
      plan: (shown2, env) => !shown2.saved && (shown2.dryRun || errorCount(shown2.plan) > 0) ? planJson.plan(shown2, env) : "",
      result: (result) => renderApplyJson(result)
    },
    markdown: {
      showsPlan: true,
      plan: (shown2, env) => planMarkdown.plan(shown2, env),
      result: (result, env) => `
${renderApplyMarkdown(result, env.stop)}`
    }
  },
  doctor: {
    text: { report: (report, env) => renderDoctorText(report, { colour: env.colour }) },
    json: { report: (report) => renderDoctorJson(report) }
  },
  import: {
    text: { report: (report, env) => env.header + renderImportText(report) }
  },
  fmt: {
    text: {
      render: (report, env) => renderFmtText(report, { colour: env.colour, excerpt: env.excerpt ?? (() => void 0) })
    },
    // The errors are in the JSON: nothing else is printed.
    json: { render: (report) => ({ output: renderFmtJson(report), problems: "" }) }
  }
};
function viewOf(command, format) {
  const views = VIEWS[command];
  if (!Object.hasOwn(views, format)) throw new Error(`${command} has no ${format} view`);
  return views[format];
}
function excerptOf2(env) {
  return env.excerpt ? { excerpt: env.excerpt } : {};
}

// src/cli/terminal.ts
import { relative as relative3, resolve as resolve3 } from "node:path";
function useColour(io) {
  return Boolean(io.stdout.isTTY) && !io.env.NO_COLOR && io.env.TERM !== "dumb";
}
function inAutomation(io) {
  return Boolean(io.env.CI) || Boolean(io.env.GITHUB_ACTIONS) || !io.stdout.isTTY;
}
function configLine(ctx, io) {
  const file = ctx.options.configFile;
  if (file === void 0) return "";
  const elsewhere = relative3(resolve3(io.cwd), resolve3(ctx.cwd)) !== "";
  return `Config: ${file}${elsewhere ? " (file paths below are relative to its folder)" : ""}
`;
}
function viewEnv(ctx, io) {
  return { colour: useColour(io), inAutomation: inAutomation(io), header: configLine(ctx, io) };
}

// src/cli/validate-command.ts
async function runValidate(cli) {
  const { ctx, io } = cli;
  const view = viewOf("validate", ctx.options.format);
  cli.stopOnInterrupt();
  const result = await checkAnnotationFiles(ctx);
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve4) => setImmediate(resolve4));
  if (ctx.signal.aborted) throw new InterruptedError();
  const report = diagnosticsReport(
    result.files,
    result.annotations,
    result.diagnostics,
    result.omitted
  );
  const excerpt2 = excerptsOf(result, result.diagnostics);
  io.stdout.write(view.diagnostics(report, { ...viewEnv(ctx, io), excerpt: excerpt2 }));
  return report.valid ? EXIT.ok : EXIT.error;
}

// src/cli/validate-main.ts
var main = oneCommandMain("validate", runValidate);
export {
  main
};
