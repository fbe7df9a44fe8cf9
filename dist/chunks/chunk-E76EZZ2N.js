import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  nearestChoice
} from "./chunk-YBT3JPPF.js";

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
      const value = text().parse(raw);
      if (CONTROL.test(value)) throw new OptionProblem(`holds ${CONTROL_IN_PATH}`);
      return value;
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
      const value = typeof raw === "number" ? raw : typeof raw === "string" && readable(raw) ? Number(raw) : NaN;
      if (fits(value) && value >= min && value <= max) return value;
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
      const value = typeof raw === "number" ? raw : match ? Number(match[1]) * UNITS[match[2] ?? "s"] : NaN;
      if (Number.isFinite(value) && value >= minSeconds && value <= maxSeconds) return value;
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
      const value = paths.parse(raw);
      const bad = value.find((p) => CONTROL.test(p));
      if (bad !== void 0)
        throw new OptionProblem(`names ${shown(bad)}, which holds ${CONTROL_IN_PATH}`);
      return value;
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
      for (const [name, value] of Object.entries(raw)) {
        const parser = members[name];
        if (!parser) throw new OptionProblem(`must be ${what} (unknown member '${name}')`);
        try {
          out[name] = parser.parse(value);
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

export {
  DEFAULT_PATHS,
  formatChoices,
  OptionProblem,
  parseOr,
  yesNo,
  oneOf,
  targetName,
  OPTIONS,
  optionRows,
  rowOf,
  optionsFor,
  choicesOf
};
