import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  VERSION
} from "./chunks/chunk-3XEZUA46.js";
import {
  EXIT,
  exitCodeFor
} from "./chunks/chunk-JKR6KFR3.js";
import {
  UserError,
  choicesOf,
  optionsFor
} from "./chunks/chunk-25GGN4UR.js";
import "./chunks/chunk-FA6EQWUK.js";

// src/cli/main.ts
import { parseArgs } from "node:util";

// src/cli/commands.ts
var COMMANDS = {
  validate: {
    summary: "Check annotation files against the schema and the rules; no network.",
    usage: "validate [PATH\u2026] [--format text|json|github]",
    exits: "0 every document is valid (warnings allowed), 1 invalid files or any other error",
    load: async () => (await import("./chunks/validate-command-WFNN6G2V.js")).runValidate
  },
  plan: {
    summary: "Compare the files with the server and show what apply would change.",
    usage: "plan [PATH\u2026] [--format text|json|markdown] [--out FILE] [--detailed-exitcode]",
    exits: "0 success (with --detailed-exitcode: no changes), 2 changes (only with --detailed-exitcode), 1 invalid files or any other error",
    load: async () => (await import("./chunks/plan-command-OQCXB2HH.js")).runPlan
  },
  apply: {
    summary: "Make the server match the files (or a saved plan).",
    usage: "apply [PATH\u2026] | --plan FILE [--concurrency N] [--dry-run] [--prune] [--max-deletes N] [--format text|json|markdown]",
    exits: "0 every change applied, 1 a failed or stale change or any other error, 130 interrupted (Ctrl-C)",
    load: async () => (await import("./chunks/apply-command-QRL7O2JQ.js")).runApply
  },
  import: {
    summary: "Write YAML files for the server's annotations that have an external key.",
    usage: "import [--prefix P] [--out DIR]",
    exits: "0 success, 1 any error",
    load: async () => (await import("./chunks/import-command-QOCBWRAP.js")).runImport
  },
  emulator: {
    summary: "Run the local Observe annotation emulator.",
    exits: "0 closed by SIGINT/SIGTERM, 1 it could not start (bad flag, port in use)",
    usage: "emulator [--host H] [--port N] [--api-key KEY[@PROJECT][=perm,\u2026]]\u2026 [--timezone TZ] [--finding ID]\u2026 [--data FILE] [--latency MS] [--fault-rate R] [--faults LIST] [--seed N] [--create-delay MS]",
    load: async () => (await import("./chunks/emulator-command-T3SA7BOY.js")).runEmulator
  }
};

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
    const choices = choicesOf(o, command);
    const extra = [
      choices ? `one of ${choices.join(", ")}` : "",
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
    ...entry.usage.includes("PATH") ? [
      "PATH: files, folders or globs of .yaml/.yml files (default: the config file's include, else annotations/).",
      ""
    ] : [],
    "Options:",
    ...options,
    `  ${"--help".padEnd(30)} Show this help`,
    "",
    `Exit codes: ${entry.exits}.`,
    ""
  ].join("\n");
}

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
    const choices = choicesOf(spec, command);
    if (choices && typeof value === "string" && !choices.includes(value)) {
      throw new UserError(`--${spec.name} must be one of ${choices.join(", ")}, not '${value}'`);
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
