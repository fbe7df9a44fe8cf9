import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatChoices
} from "./chunk-E76EZZ2N.js";

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

export {
  COMMANDS
};
