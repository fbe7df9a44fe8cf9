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
var InterruptedError = class extends Error {
  name = "InterruptedError";
  constructor(message = "Interrupted") {
    super(message);
  }
};

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
    choicesFor: {
      validate: ["text", "json", "github"],
      plan: ["text", "json", "markdown"],
      apply: ["text", "json", "markdown"]
    },
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
function choicesOf(spec, command) {
  return spec.choicesFor?.[command] ?? spec.choices;
}

export {
  UserError,
  InterruptedError,
  OPTIONS,
  optionsFor,
  choicesOf
};
