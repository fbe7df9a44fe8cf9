import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  editorSchema,
  schemaPathFrom
} from "./chunk-QJPGIKJP.js";
import {
  prepareFolder,
  writeNewFile
} from "./chunk-VKMBZN4L.js";
import "./chunk-AP253YFS.js";
import {
  loadConfig
} from "./chunk-6CT7ZNBK.js";
import {
  CONFIG_FILE
} from "./chunk-4KYYUCJ6.js";
import {
  displayPath
} from "./chunk-UTWCNP5Y.js";
import {
  EXIT
} from "./chunk-U7DPMBID.js";
import {
  escapeText
} from "./chunk-3FFOSWA6.js";
import "./chunk-ATN5YBOT.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-N7U5ZQNW.js";
import {
  pathExists
} from "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";

// src/app/init/init-run.ts
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

// src/app/init/generated/workflows.js
var EXAMPLE_WORKFLOWS = [
  {
    "name": "annotations-apply.yml",
    "text": "# Apply on merge to the default branch: only the plan reviewed on the merged pull request (its\n# sticky comment, made for its final head commit) is applied; a different fresh plan, or a push\n# no pull request planned, writes nothing and fails. The comment is then updated with the result.\n# The concurrency group queues applies one after the other: two never overlap, and a running\n# apply is never cancelled.\nname: Annotations apply\non:\n  push:\n    branches: [main]\n    paths: ['annotations/**', 'observe-annotations.yaml']\npermissions:\n  contents: read\n  pull-requests: write # find the merged pull request, read its plan, update its comment\nconcurrency:\n  group: observe-annotations-apply\n  cancel-in-progress: false\njobs:\n  apply:\n    runs-on: ubuntu-latest\n    # The write key is a secret of this environment only (protect it with required reviewers\n    # or deployment branches): no pull request workflow can read it.\n    environment: observe-annotations\n    steps:\n      - uses: actions/checkout@v5\n        with:\n          persist-credentials: false # no token left in .git/config for the checked-out files to reach\n      - id: apply\n        uses: example-org/observe-annotations@v1\n        with:\n          base-url: ${{ vars.OBSERVE_BASE_URL }}\n          api-key: ${{ secrets.OBSERVE_WRITE_API_KEY }}\n      - run: echo \"created ${{ steps.apply.outputs.creates }}, updated ${{ steps.apply.outputs.updates }}\"\n"
  },
  {
    "name": "annotations-drift.yml",
    "text": "# Scheduled drift check (and on demand): plans against the server and fails when the server\n# no longer matches the files, for example after an edit by hand.\nname: Annotations drift check\non:\n  schedule:\n    - cron: '17 6 * * 1-5'\n  workflow_dispatch:\npermissions:\n  contents: read\njobs:\n  drift:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n        with:\n          persist-credentials: false # no token left in .git/config for the checked-out files to reach\n      - uses: example-org/observe-annotations@v1\n        with:\n          base-url: ${{ vars.OBSERVE_BASE_URL }}\n          api-key: ${{ secrets.OBSERVE_READ_API_KEY }} # a plan only reads\n"
  },
  {
    "name": "annotations-plan.yml",
    "text": "# Plan on pull requests: the job summary holds the full plan, one sticky comment shows it\n# on the pull request, and invalid files are annotated on the diff.\nname: Annotations plan\non:\n  pull_request:\n    paths: ['annotations/**', 'observe-annotations.yaml']\npermissions:\n  contents: read\n  pull-requests: write # the sticky plan comment\nconcurrency: # a newer push to the pull request replaces a plan still running\n  group: observe-annotations-plan-${{ github.event.pull_request.number }}\n  cancel-in-progress: true\njobs:\n  plan:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n        with:\n          persist-credentials: false # no token left in .git/config for the checked-out files to reach\n      - uses: example-org/observe-annotations@v1\n        with:\n          base-url: ${{ vars.OBSERVE_BASE_URL }}\n          # A read-only key (observe:annotations:read) is enough for a plan: a pull request's\n          # files never run where the write key is.\n          api-key: ${{ secrets.OBSERVE_READ_API_KEY }}\n"
  }
];

// src/app/init/init-files.ts
var CONFIG_TEXT = `# observe-annotations: the settings of this repository. Every setting is described in
# node_modules/observe-annotations/docs/cli.md ("Config file"); paths are relative to this
# file's folder, and the commands find this file from any folder below it.

# The annotation files: folders, files or globs of .yaml/.yml files.
include: [annotations/]

# Keys under this prefix belong to this repository: plan lists the server's annotations under
# it that no file holds (orphans), and apply --prune deletes them. One prefix per repository.
# keyPrefix: team-auth.

# The Observe API's address for the command line, with its version segment (or set
# OBSERVE_BASE_URL); the GitHub Action never reads it: its workflow's base-url says where the key
# goes. The API key is never written here: set OBSERVE_API_KEY (in GitHub Actions, the secrets
# OBSERVE_READ_API_KEY and OBSERVE_WRITE_API_KEY that the workflows name).
# baseUrl: https://observe.example.com/v1

# The embedded emulator's project, for plan --emulator and apply --emulator: its timezone, and
# the findings that refs of type finding may name.
# emulator:
#   timezone: UTC
#   findings: [fnd-1042]
`;
var ANNOTATIONS_FOLDER = "annotations";
var EXAMPLES_FILE = `${ANNOTATIONS_FOLDER}/examples.yaml`;
function examplesText(schemaPath) {
  return `# yaml-language-server: $schema=${schemaPath}
# Examples written by observe-annotations init: one annotation of each kind, one per YAML
# document (--- separates them). Make them yours, or delete this file, before the first apply
# against the service: apply writes every annotation of these files.
#
# event: something changed at a point in time
externalKey: example.release-1-0
kind: event
headline: Version 1.0 of the login page went live
description: |
  The new login page replaced the old one for every user at 09:00 project time.
  Login rates before and after are not comparable.
dateFrom: 2026-01-15T09 # YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS
effect: boundary # context (default), boundary, degraded, broken, missing
reading: Compare login rates only within one side of this date.
series: [loginSuccessRate]
evidence: [code]
refs:
  - { type: release, value: v1.0.0 }
---
# period: something held over a span (dateTo is inclusive; without it, the period is ongoing)
externalKey: example.sms-outage
kind: period
headline: SMS codes were not delivered to most numbers
dateFrom: 2026-02-02T14
dateTo: 2026-02-03T08
effect: broken
reading: SMS login rates in this span measure the outage, not the product.
series: [smsLoginSuccessRate]
evidence: [trace]
---
# setup: a fact about how the project works
externalKey: example.login-definition
kind: setup
headline: A login counts as successful when the session cookie is issued
---
# interpretation: how to read the data
externalKey: example.retries
kind: interpretation
headline: Each resent code counts as a new login attempt
series: [smsLoginSuccessRate]
---
# constraint: which data may be used
externalKey: example.no-old-app-data
kind: constraint
headline: Do not use login data from app versions before 2.0
scope: { os: iOS }
---
# follow-up: an open question (status: open by default; closing it needs a note)
externalKey: example.why-retries
kind: follow-up
headline: Why did code resends rise after the SMS outage?
refs:
  - { type: annotation, externalKey: example.sms-outage } # another annotation, by its key
`;
}
var WORKFLOWS = EXAMPLE_WORKFLOWS.map(({ name, text }) => ({
  file: `.github/workflows/${name}`,
  text
}));
var SETTINGS_FILE = ".vscode/settings.json";
function settingsText(yamlSchemas) {
  return `${JSON.stringify({ "yaml.schemas": yamlSchemas }, null, 2)}
`;
}

// src/app/init/include-globs.ts
function includeGlobs(include) {
  const globs = include.flatMap((entry) => {
    const path = entry.replace(/^(\.\/)+/, "");
    if (/[*?[\]{}]/.test(path) || /\.ya?ml$/i.test(path)) return [path];
    const folder = path.replace(/\/+$/, "");
    const prefix = folder === "" || folder === "." ? "" : `${folder}/`;
    return [`${prefix}**/*.yaml`, `${prefix}**/*.yml`];
  });
  return [...new Set(globs)];
}

// src/app/init/init-run.ts
async function initRun(ctx) {
  const root = ctx.cwd;
  const written = [];
  const skipped = [];
  const put = ({ file, text }, ifSkipped = "it exists; left as it is") => {
    const path = join(root, file);
    if (!pathExists(path)) {
      prepareFolder(dirname(path), root, dirname(file));
      if (writeNewFile(path, text)) {
        written.push(file);
        return true;
      }
    }
    skipped.push({ file, why: ifSkipped });
    return false;
  };
  const existing = await loadConfig(root);
  const include = existing ? includeOf(existing.values) : [`${ANNOTATIONS_FOLDER}/`];
  const schema = editorSchema(root);
  put({ file: CONFIG_FILE, text: CONFIG_TEXT });
  if (schema.wrote !== void 0) written.push(schema.wrote);
  if (!include.some((p) => p.replace(/\/+$/, "") === ANNOTATIONS_FOLDER)) {
    skipped.push({
      file: EXAMPLES_FILE,
      why: `${CONFIG_FILE} does not include ${ANNOTATIONS_FOLDER}/`
    });
  } else if (holdsYaml(join(root, ANNOTATIONS_FOLDER))) {
    skipped.push({
      file: EXAMPLES_FILE,
      why: `${ANNOTATIONS_FOLDER}/ holds annotation files already`
    });
  } else {
    const folder = join(root, ANNOTATIONS_FOLDER);
    put({ file: EXAMPLES_FILE, text: examplesText(schemaPathFrom(folder, schema.file)) });
  }
  for (const workflow of WORKFLOWS) put(workflow);
  const schemaKey = workspacePath(schemaPathFrom(root, schema.file));
  const yamlSchemas = { [schemaKey]: includeGlobs(include) };
  const settingsWritten = put({ file: SETTINGS_FILE, text: settingsText(yamlSchemas) });
  const settingsHaveIt = settingsWritten || mentions(join(root, SETTINGS_FILE), schemaKey);
  const repository = repositoryRootAbove(root);
  return {
    written,
    skipped,
    schema: schemaPathFrom(root, schema.file),
    ...settingsHaveIt ? {} : { settingsToAdd: yamlSchemas },
    ...repository === void 0 ? {} : { belowRepositoryRoot: displayPath(repository, root) }
  };
}
function includeOf(values) {
  const include = values.include;
  if (typeof include === "string") return [include];
  if (Array.isArray(include) && include.every((p) => typeof p === "string"))
    return include;
  return [`${ANNOTATIONS_FOLDER}/`];
}
function mentions(path, schemaKey) {
  try {
    const stats = lstatSync(path);
    if (!stats.isFile() || stats.size > 1024 * 1024) return false;
    return readFileSync(path, "utf8").includes(JSON.stringify(schemaKey));
  } catch {
    return false;
  }
}
function holdsYaml(folder) {
  try {
    return readdirSync(folder).some((name) => /\.ya?ml$/i.test(name));
  } catch {
    return false;
  }
}
function workspacePath(path) {
  return path.startsWith("../") ? path : `./${path}`;
}
function repositoryRootAbove(root) {
  if (pathExists(join(root, ".git"))) return void 0;
  for (let dir = dirname(root); dirname(dir) !== dir; dir = dirname(dir)) {
    if (pathExists(join(dir, ".git"))) return dir;
  }
  return void 0;
}

// src/cli/init-command.ts
async function runInit({ ctx, io }) {
  const report = await initRun(ctx);
  const out = io.stdout;
  for (const file of report.written) out.write(`  + ${escapeText(file)}
`);
  for (const { file, why } of report.skipped)
    out.write(`  = ${escapeText(file)}: skipped, ${escapeText(why)}
`);
  out.write(
    `Wrote ${report.written.length} file(s); skipped ${report.skipped.length}. Editors check the annotation files against ${escapeText(report.schema)}.
`
  );
  if (report.settingsToAdd !== void 0) {
    out.write(
      `
To have every document of every annotation file checked in the editor, add to .vscode/settings.json:
  "yaml.schemas": ${escapeText(JSON.stringify(report.settingsToAdd))}
`
    );
  }
  if (report.belowRepositoryRoot !== void 0) {
    out.write(
      `
Note: GitHub runs workflows only from the repository root's .github/workflows/ (${escapeText(report.belowRepositoryRoot)}/.github/workflows/ from here): move them there.
`
    );
  }
  out.write(
    [
      "",
      "Next:",
      "  npx observe-annotations validate            # check the files, no account needed",
      "  npx observe-annotations plan --emulator     # the plan against a local emulator",
      "  npx observe-annotations apply --emulator    # apply it there (asks; type yes)",
      "Then make the examples yours, set OBSERVE_BASE_URL and OBSERVE_API_KEY, and run plan.",
      ""
    ].join("\n")
  );
  return EXIT.ok;
}
export {
  runInit
};
