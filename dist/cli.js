import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runContext
} from "./chunks/chunk-JDZZBRWM.js";
import {
  VERSION
} from "./chunks/chunk-LOIY3DDA.js";
import {
  resolveOptions
} from "./chunks/chunk-NCXYHUBH.js";
import {
  EXIT,
  describeError
} from "./chunks/chunk-KJJFQOXD.js";
import "./chunks/chunk-3FFOSWA6.js";
import {
  choicesOf,
  optionsFor,
  rowOf
} from "./chunks/chunk-PQWMWXM7.js";
import "./chunks/chunk-WSJJMDZ3.js";
import {
  UserError
} from "./chunks/chunk-3GO7JZRP.js";
import "./chunks/chunk-OBFSWVOF.js";
import "./chunks/chunk-FA6EQWUK.js";

// src/cli/main.ts
import { parseArgs } from "node:util";

// src/cli/commands.ts
var COMMANDS = {
  init: {
    summary: "Set this folder up: config, example annotations, the three workflows, editor settings. Never overwrites a file.",
    usage: "init [--action-ref REF]",
    exits: "0 everything is in place (files already there are skipped and listed), 1 an error",
    load: async () => (await import("./chunks/init-command-DGGC32T4.js")).runInit
  },
  validate: {
    summary: "Check annotation files against the schema and the rules; no network.",
    usage: "validate [PATH\u2026] [--target NAME] [--format text|json|github]",
    exits: "0 every document is valid (warnings allowed), 1 invalid files or any other error",
    load: async () => (await import("./chunks/validate-command-ND7GUMIT.js")).runValidate
  },
  plan: {
    summary: "Compare the files with the server and show what apply would change.",
    usage: "plan [PATH\u2026] [--target NAME] [--base REF] [--format text|json|markdown] [--out FILE] [--detailed-exitcode] [--timeout DURATION] [--page-size N]",
    exits: "0 success (with --detailed-exitcode: no changes), 2 changes (only with --detailed-exitcode), 1 invalid files or any other error",
    load: async () => (await import("./chunks/plan-command-OQC6F7PM.js")).runPlan
  },
  apply: {
    summary: "Make the server match the files (or a saved plan): shows the plan, asks for 'yes' on a terminal, then writes.",
    usage: "apply [PATH\u2026] [--auto-approve] [--write-only] | --plan FILE [PATH\u2026] [--target NAME] [--concurrency N] [--dry-run] [--prune] [--max-deletes N] [--format text|json|markdown]",
    exits: "0 every change applied (or nothing to change), 1 a failed or stale change, an answer other than 'yes', no terminal without --auto-approve, or any other error, 130 interrupted (Ctrl-C)",
    load: async () => (await import("./chunks/apply-command-SK3L3ERS.js")).runApply
  },
  import: {
    summary: "Write YAML files for the server's annotations that have an external key.",
    usage: "import [--target NAME] [--prefix P] [--out DIR]",
    exits: "0 every annotation on the server (under the prefix) is in a file, 1 an annotation could not be written (listed with !) or any other error",
    load: async () => (await import("./chunks/import-command-43LADQGZ.js")).runImport
  },
  doctor: {
    summary: "Check a real account before the first plan: address, key, permission, paging, counts. Writes nothing.",
    usage: "doctor [--target NAME] [--format text|json]",
    exits: "0 everything a plan needs is there, 1 something is missing (each failing line says what to do) or any other error",
    load: async () => (await import("./chunks/doctor-command-UUQE4CMS.js")).runDoctor
  },
  emulator: {
    summary: "Run the local Observe annotation emulator.",
    exits: "0 closed by SIGINT/SIGTERM, 1 it could not start (bad flag, port in use)",
    usage: "emulator [--host H] [--port N] [--api-key KEY[@PROJECT][=perm,\u2026][;expires=DATE][;ip=CIDR,\u2026]]\u2026 [--timezone TZ] [--finding ID]\u2026 [--data FILE] [--paging headers|body|both] [--latency MS] [--fault-rate R] [--faults LIST] [--seed N] [--create-delay MS]",
    load: async () => (await import("./chunks/emulator-command-54TIFB3U.js")).runEmulator
  }
};

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
    "Exit codes: 0 success, 1 error or invalid input, 2 changes present (plan --detailed-exitcode), 130 interrupted.",
    ""
  ];
  return lines.join("\n");
}
function renderCommandHelp(command) {
  const entry = COMMANDS[command];
  const options = optionsFor(command).filter(([, o]) => o.flag !== void 0).map(([, o]) => {
    const flag = `--${o.flag}${o.arg ? ` ${o.arg}` : ""}`;
    const choices = choicesOf(o, command);
    const extra = [
      choices ? `one of ${choices.join(", ")}` : "",
      o.default !== void 0 && o.default !== false ? `default ${String(o.default)}` : "",
      o.env ? `env ${o.env}` : "",
      o.config ? `config ${o.config}` : "",
      o.parse.shape === "list" ? "repeatable" : ""
    ].filter(Boolean);
    return `  ${flag.padEnd(30)} ${o.description}${extra.length ? ` (${extra.join("; ")})` : ""}`;
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
    `Exit codes: ${entry.exits}.`,
    ""
  ].join("\n");
}

// src/cli/redacting-io.ts
function redactingIo(io) {
  let redact = (text) => text;
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

// src/cli/main.ts
async function main(argv, io) {
  const sink = redactingIo(io);
  try {
    return await dispatch(argv, sink);
  } catch (error) {
    return exitCodeFor(error, sink.io);
  }
}
async function dispatch(argv, sink) {
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
    throw new UserError(
      `unknown command '${first}'. Commands: ${Object.keys(COMMANDS).join(", ")}. See --help.`
    );
  }
  const command = first;
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout.write(renderCommandHelp(command));
    return EXIT.ok;
  }
  const secrets = new (await import("./chunks/secrets-RDEWVMOG.js")).Secrets();
  sink.use(secrets.redact);
  secrets.add(io.env.OBSERVE_API_KEY);
  const parsed = parseCommandLine(command, rest);
  const { positionals } = parsed;
  const takesConfig = optionsFor(command).some(([, o]) => o.config !== void 0);
  const place = takesConfig ? await (await import("./chunks/config-Y2IFBXAJ.js")).placeRun(command, parsed.given, io.cwd) : { root: io.cwd, given: parsed.given, config: void 0 };
  const { given, config, root } = place;
  const sources = { given, env: io.env, config };
  const options = resolveOptions(command, sources);
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
    // Loaded only for --emulator: the emulator is most of the bundle.
    startEmbedded: async (run2) => (await import("./chunks/embedded-emulator-6Z3ZAZ2K.js")).startEmbedded(run2)
  });
  const cli = {
    command,
    ctx,
    io,
    positionals,
    catchInterrupts: () => io.onInterrupt?.(() => {
      if (!stopNew.signal.aborted) stopNew.abort();
      else abortNow.abort();
    }) ?? (() => {
    })
  };
  const run = await COMMANDS[command].load();
  return run(cli);
}
function parseCommandLine(command, args) {
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
    throw new UserError(
      `${error.message.replace(/\. To specify a positional.*$/s, "")} (see '${command} --help')`
    );
  }
  const given = {};
  for (const [key, o] of flags) {
    const value = parsed.values[o.flag];
    if (value !== void 0) given[key] = value;
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
export {
  main
};
