import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  COMMANDS
} from "./chunks/chunk-U5SDWDS6.js";
import {
  runContext
} from "./chunks/chunk-BSXYOB5O.js";
import {
  VERSION
} from "./chunks/chunk-LOIY3DDA.js";
import {
  EXIT,
  describeError
} from "./chunks/chunk-23WYEBLR.js";
import "./chunks/chunk-XHDBLM7U.js";
import "./chunks/chunk-LG26PJLV.js";
import {
  choicesOf,
  optionsFor,
  rowOf
} from "./chunks/chunk-E76EZZ2N.js";
import {
  InterruptedError,
  UserError
} from "./chunks/chunk-DZ5A7VSD.js";
import "./chunks/chunk-YBT3JPPF.js";
import "./chunks/chunk-QVCCW6JO.js";
import "./chunks/chunk-ONBS6DE5.js";

// src/cli/run-command-line.ts
import { parseArgs } from "node:util";

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
function shownDefault(value) {
  if (Array.isArray(value)) return value.join(",");
  return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
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

// src/cli/run-command-line.ts
async function runCommandLine(argv, io, parts) {
  const sink = redactingIo(io);
  const stop = {};
  const terminated = (code) => code === EXIT.interrupted && stop.signal === "SIGTERM" ? EXIT.terminated : code;
  try {
    return terminated(await dispatch(argv, sink, parts, stop));
  } catch (thrown) {
    const error = stop.atOnce && stop.signal && !(thrown instanceof InterruptedError) ? new InterruptedError() : thrown;
    if (!(error instanceof InterruptedError) || stop.signal !== "SIGTERM")
      return exitCodeFor(error, sink.io);
    const { stopWords } = await parts.applyWords();
    const words = error.message.replace(/^Interrupted/, stopWords("SIGTERM").stopped);
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
    const { unknownCommandMessage } = await parts.unknownWords();
    throw new UserError(unknownCommandMessage(first));
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
  const { resolveOptions } = await parts.resolveOptions();
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
      const { unknownFlagMessage } = await parts.unknownWords();
      throw new UserError(unknownFlagMessage(command, unknown));
    }
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

// src/cli/main.ts
var COMMAND_LOADERS = {
  init: async () => (await import("./chunks/init-command-UGRER6IF.js")).runInit,
  validate: async () => (await import("./chunks/validate-command-U7A7FQN3.js")).runValidate,
  fmt: async () => (await import("./chunks/fmt-command-XWFVRD7X.js")).runFmt,
  plan: async () => (await import("./chunks/plan-command-QOS7KHFL.js")).runPlan,
  apply: async () => (await import("./chunks/apply-command-TKO3PNZD.js")).runApply,
  import: async () => (await import("./chunks/import-command-RCCAICHA.js")).runImport,
  doctor: async () => (await import("./chunks/doctor-command-FVGVCU5E.js")).runDoctor,
  emulator: async () => (await import("./chunks/emulator-command-YFB23H72.js")).runEmulator,
  lsp: async () => {
    const { runLsp } = await import("./chunks/lsp-command-PJGYMTDZ.js");
    return (cli) => runLsp(cli, async () => (await import("./chunks/language-server-Q4ZK6RA2.js")).startLanguageServer);
  }
};
var LAZY = {
  secrets: () => import("./chunks/secrets-RBM22O6Q.js"),
  config: () => import("./chunks/config-XZFTUDOP.js"),
  resolveOptions: () => import("./chunks/resolve-options-2YI4WEKG.js"),
  unknownWords: () => import("./chunks/unknown-words-3GF6A62M.js"),
  command: (name) => COMMAND_LOADERS[name](),
  applyWords: () => import("./chunks/apply-words-MKRKPNGU.js"),
  // Loaded only for --emulator: the emulator is most of the bundle.
  startEmbedded: async (run) => (await import("./chunks/embedded-emulator-VPV4ZVFN.js")).startEmbedded(run)
};
function main(argv, io) {
  return runCommandLine(argv, io, LAZY);
}
export {
  main
};
