import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  InterruptedError,
  UserError
} from "./chunks/chunk-BGDKDDCY.js";

// src/cli/main.ts
import { parseArgs } from "node:util";

// src/cli/commands.ts
var COMMANDS = {
  validate: {
    summary: "Check annotation files against the schema and the rules; no network.",
    usage: "validate [PATH\u2026] [--format text|json|github]",
    load: async () => (await import("./chunks/validate-command-7EIAQQGX.js")).runValidate
  },
  plan: {
    summary: "Compare the files with the server and show what apply would change.",
    usage: "plan [PATH\u2026] [--format text|json|markdown] [--out FILE] [--detailed-exitcode]",
    load: async () => (await import("./chunks/plan-command-A2S34HHZ.js")).runPlan
  },
  apply: {
    summary: "Make the server match the files (or a saved plan).",
    usage: "apply [PATH\u2026] | --plan FILE [--concurrency N] [--dry-run] [--prune] [--max-deletes N]",
    load: async () => (await import("./chunks/apply-command-MWVJO2JA.js")).runApply
  },
  import: {
    summary: "Write YAML files for the server's annotations that have an external key.",
    usage: "import [--prefix P] [--out DIR]",
    load: async () => (await import("./chunks/import-command-YJM6ACMU.js")).runImport
  },
  emulator: {
    summary: "Run the local Observe annotation emulator.",
    usage: "emulator [--host H] [--port N] [--api-key KEY[@PROJECT][=perm,\u2026]]\u2026 [--timezone TZ] [--finding ID]\u2026 [--data FILE] [--latency MS] [--fault-rate R] [--faults LIST] [--seed N] [--create-delay MS]",
    load: async () => (await import("./chunks/emulator-command-WTDQO5SG.js")).runEmulator
  }
};

// src/cli/exit-code.ts
var EXIT = { ok: 0, error: 1, changes: 2, interrupted: 130 };
function exitCodeFor(error, io) {
  if (error instanceof InterruptedError) {
    io.stderr.write(`${error.message}
`);
    return EXIT.interrupted;
  }
  if (error instanceof UserError) {
    io.stderr.write(`Error: ${error.message}
`);
    return error.exitCode;
  }
  const withExit = error;
  if (error instanceof Error && typeof withExit.exitCode === "number") {
    io.stderr.write(`Error: ${error.message}
`);
    return withExit.exitCode;
  }
  const message = error instanceof Error ? error.stack ?? error.message : String(error);
  io.stderr.write(`Internal error (a bug in observe-annotations, please report it):
${message}
`);
  return EXIT.error;
}

// src/cli/option-table.ts
var CONNECTED = ["plan", "apply", "import"];
var OPTIONS = [
  {
    name: "format",
    type: "string",
    arg: "FORMAT",
    description: "Output format.",
    commands: ["validate", "plan", "apply"],
    choices: ["text", "json", "markdown", "github"],
    default: "text"
  },
  {
    name: "base-url",
    type: "string",
    arg: "URL",
    description: "Observe API base URL, with its version segment (e.g. https://\u2026/v1).",
    commands: CONNECTED,
    env: "OBSERVE_BASE_URL",
    config: "baseUrl",
    input: "base-url"
  },
  {
    name: "api-key-file",
    type: "string",
    arg: "FILE",
    description: "Read the API key from FILE (otherwise OBSERVE_API_KEY). Never pass a key itself on the command line.",
    commands: CONNECTED
  },
  {
    name: "emulator",
    type: "boolean",
    description: "Run against an embedded emulator whose state persists in .observe-emulator/.",
    commands: CONNECTED,
    default: false
  },
  {
    name: "out",
    type: "string",
    arg: "PATH",
    description: "plan: write the saved plan (JSON) to FILE. import: write YAML files into DIR.",
    commands: ["plan", "import"]
  },
  {
    name: "detailed-exitcode",
    type: "boolean",
    description: "Exit 0 when there are no changes, 2 when there are changes, 1 on error.",
    commands: ["plan"],
    default: false
  },
  {
    name: "plan",
    type: "string",
    arg: "FILE",
    description: "Apply a plan saved by `plan --out`; items changed on the server since are skipped as stale.",
    commands: ["apply"]
  },
  {
    name: "concurrency",
    type: "string",
    arg: "N",
    description: "Requests in flight at once (1\u201364).",
    commands: ["plan", "apply"],
    config: "concurrency",
    input: "concurrency",
    default: "8"
  },
  {
    name: "dry-run",
    type: "boolean",
    description: "Plan and show what would be written, write nothing.",
    commands: ["apply"],
    default: false
  },
  {
    name: "prune",
    type: "boolean",
    description: "Delete orphans (server keys under keyPrefix that no file holds) after the writes.",
    commands: ["plan", "apply"],
    input: "prune",
    default: false
  },
  {
    name: "max-deletes",
    type: "string",
    arg: "N",
    description: "Refuse a prune of more than N annotations, before any write.",
    commands: ["apply"],
    default: "10"
  },
  {
    name: "prefix",
    type: "string",
    arg: "P",
    description: "Import only external keys starting with P.",
    commands: ["import"]
  },
  // The emulator's own flags.
  {
    name: "host",
    type: "string",
    arg: "HOST",
    description: "Address to listen on.",
    commands: ["emulator"],
    default: "127.0.0.1"
  },
  {
    name: "port",
    type: "string",
    arg: "N",
    description: "Port to listen on (0 = any free port).",
    commands: ["emulator"],
    default: "8787"
  },
  {
    name: "api-key",
    type: "string",
    multiple: true,
    arg: "KEY[@PROJECT][=perm,\u2026]",
    description: "Accept this key (every permission unless listed). Without any, one development key is made and printed.",
    commands: ["emulator"]
  },
  {
    name: "timezone",
    type: "string",
    arg: "TZ",
    description: "The projects' IANA timezone.",
    commands: ["emulator"],
    default: "UTC"
  },
  {
    name: "finding",
    type: "string",
    multiple: true,
    arg: "ID",
    description: "A finding id that refs may name.",
    commands: ["emulator"]
  },
  {
    name: "data",
    type: "string",
    arg: "FILE",
    description: "Keep state in FILE across restarts (written atomically).",
    commands: ["emulator"]
  },
  {
    name: "latency",
    type: "string",
    arg: "MS",
    description: "Delay every answer by about MS milliseconds.",
    commands: ["emulator"],
    default: "0"
  },
  {
    name: "fault-rate",
    type: "string",
    arg: "R",
    description: "Share of requests (0\u20131) that meet a fault.",
    commands: ["emulator"],
    default: "0"
  },
  {
    name: "faults",
    type: "string",
    arg: "LIST",
    description: "Which faults: 500,503,429,reset,lost.",
    commands: ["emulator"],
    default: "500,503,429,reset,lost"
  },
  {
    name: "seed",
    type: "string",
    arg: "N",
    description: "Seed for a repeatable fault sequence.",
    commands: ["emulator"]
  },
  {
    name: "create-delay",
    type: "string",
    arg: "MS",
    description: "Hold a create in flight this long (provokes 409s).",
    commands: ["emulator"],
    default: "0"
  }
];
function optionsFor(command) {
  return OPTIONS.filter((o) => o.commands.includes(command));
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
  const options = optionsFor(command).map((o) => {
    const flag = `--${o.name}${o.arg ? ` ${o.arg}` : ""}`;
    const extra = [
      o.choices ? `one of ${o.choices.join(", ")}` : "",
      o.default !== void 0 && o.default !== false ? `default ${String(o.default)}` : "",
      o.env ? `env ${o.env}` : "",
      o.config ? `config ${o.config}` : "",
      o.multiple ? "repeatable" : ""
    ].filter(Boolean);
    return `  ${flag.padEnd(30)} ${o.description}${extra.length ? ` (${extra.join("; ")})` : ""}`;
  });
  return [
    `Usage: observe-annotations ${entry.usage}`,
    "",
    entry.summary,
    "",
    "Options:",
    ...options,
    `  ${"--help".padEnd(30)} Show this help`,
    ""
  ].join("\n");
}

// src/cli/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

// src/cli/main.ts
async function main(argv, io) {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    return exitCodeFor(error, io);
  }
}
async function dispatch(argv, io) {
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
  const specs = optionsFor(command);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        specs.map((s) => [s.name, { type: s.type, multiple: s.multiple ?? false }])
      )
    });
  } catch (error) {
    throw new UserError(
      `${error.message.replace(/\. To specify a positional.*$/s, "")} (see '${command} --help')`
    );
  }
  for (const spec of specs) {
    const value = parsed.values[spec.name];
    if (spec.choices && typeof value === "string" && !spec.choices.includes(value)) {
      throw new UserError(
        `--${spec.name} must be one of ${spec.choices.join(", ")}, not '${value}'`
      );
    }
  }
  const run = await COMMANDS[command].load();
  return run({
    io,
    flags: parsed.values,
    positionals: parsed.positionals
  });
}
export {
  main
};
