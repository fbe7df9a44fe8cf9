import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  commandName
} from "./chunk-B75B47DO.js";
import {
  editorSchema,
  schemaPathFrom
} from "./chunk-V7WW2XCL.js";
import "./chunk-XAOQKCPD.js";
import {
  prepareFolder,
  writeNewFile
} from "./chunk-5BZUDV4N.js";
import {
  GitError,
  git
} from "./chunk-2GIMHC3E.js";
import {
  repositoryOf
} from "./chunk-GK5S7SVR.js";
import {
  VERSION
} from "./chunk-LOIY3DDA.js";
import {
  loadConfig
} from "./chunk-V36SZP3K.js";
import {
  CONFIG_FILE
} from "./chunk-SJGPSIIW.js";
import {
  displayPath
} from "./chunk-4NSE5JE2.js";
import {
  EXIT
} from "./chunk-23WYEBLR.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-3PRYANI3.js";
import {
  pathExists
} from "./chunk-IS3V3FBE.js";
import {
  configForTarget
} from "./chunk-IVNIV3BT.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import {
  escapeText
} from "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/app/init/init-run.ts
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join as join2, relative, sep } from "node:path";

// src/app/init/generated/workflows.js
var EXAMPLE_WORKFLOWS = [
  {
    "name": "annotations-apply.yml",
    "text": "# Apply on merge to the default branch: only the plan reviewed on the merged pull request (its\n# sticky comment, made for its final head commit) is applied; a different fresh plan, or a push\n# no pull request planned, writes nothing and fails. The comment is then updated with the result.\n# The concurrency group queues applies one after the other: two never overlap, and a running\n# apply is never cancelled.\nname: Annotations apply\non:\n  push:\n    branches: [main]\n    paths: ['annotations/**', 'observe-annotations.yaml']\npermissions:\n  contents: read\n  pull-requests: write # find the merged pull request, read its plan, update its comment\n  checks: write # the apply's check run on the pushed commit: every finding on its line\nconcurrency:\n  group: observe-annotations-apply\n  cancel-in-progress: false\njobs:\n  apply:\n    runs-on: ubuntu-latest\n    # The write key is a secret of this environment only (protect it with required reviewers\n    # or deployment branches): no pull request workflow can read it.\n    environment: observe-annotations\n    steps:\n      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1\n        with:\n          persist-credentials: false # no token left in .git/config for the checked-out files to reach\n      - id: apply\n        uses: observe-annotations/observe-annotations@v1 # moves with each release: pin a release's commit SHA, as its notes show\n        with:\n          base-url: ${{ vars.OBSERVE_BASE_URL }}\n          api-key: ${{ secrets.OBSERVE_WRITE_API_KEY }}\n      # Outputs reach the shell through the environment, never spliced into the script.\n      - run: echo \"created $CREATES, updated $UPDATES\"\n        env:\n          CREATES: ${{ steps.apply.outputs.creates }}\n          UPDATES: ${{ steps.apply.outputs.updates }}\n"
  },
  {
    "name": "annotations-drift.yml",
    "text": "# Scheduled drift check (and on demand): plans against the server and fails when the server\n# no longer matches the files, for example after an edit by hand.\nname: Annotations drift check\non:\n  schedule:\n    - cron: '17 6 * * 1-5'\n  workflow_dispatch:\npermissions:\n  contents: read\n  checks: write # the check run of the drift check on the commit\njobs:\n  drift:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1\n        with:\n          persist-credentials: false # no token left in .git/config for the checked-out files to reach\n      - uses: observe-annotations/observe-annotations@v1 # moves with each release: pin a release's commit SHA, as its notes show\n        with:\n          base-url: ${{ vars.OBSERVE_BASE_URL }}\n          api-key: ${{ secrets.OBSERVE_READ_API_KEY }} # a plan only reads\n"
  },
  {
    "name": "annotations-plan.yml",
    "text": "# Plan on pull requests: the job summary holds the full plan, one sticky comment shows it\n# on the pull request, and invalid files are annotated on the diff.\nname: Annotations plan\non:\n  pull_request:\n    paths: ['annotations/**', 'observe-annotations.yaml']\npermissions:\n  contents: read\n  pull-requests: write # the sticky plan comment\n  checks: write # the check run: every finding on its line of the diff\nconcurrency: # a newer push to the pull request replaces a plan still running\n  group: observe-annotations-plan-${{ github.event.pull_request.number }}\n  cancel-in-progress: true\njobs:\n  plan:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1\n        with:\n          persist-credentials: false # no token left in .git/config for the checked-out files to reach\n      - uses: observe-annotations/observe-annotations@v1 # moves with each release: pin a release's commit SHA, as its notes show\n        with:\n          base-url: ${{ vars.OBSERVE_BASE_URL }}\n          # A read-only key (observe:annotations:read) is enough for a plan: a pull request's\n          # files never run where the write key is.\n          api-key: ${{ secrets.OBSERVE_READ_API_KEY }}\n"
  }
];

// src/app/init/generated/action-reference.js
var ACTION_REPOSITORY = "observe-annotations/observe-annotations";
var ACTION_REFERENCE = "observe-annotations/observe-annotations@v1";

// src/app/init/action-uses.ts
var PIN_COMMENT = "moves with each release: pin a release's commit SHA, as its notes show";
function packagedActionUses(commit = typeof __RELEASE_COMMIT__ === "string" ? __RELEASE_COMMIT__ : void 0, version = VERSION) {
  if (commit === void 0) return { ref: ACTION_REFERENCE, comment: PIN_COMMENT };
  return { ref: `${ACTION_REPOSITORY}@${commit}`, comment: `v${version}` };
}

// src/app/init/workflow-text.ts
var USES = /^(\s*(?:-\s+)?uses:\s+)(\S+)(?: +#.*)?$/;
var WITH = /^(\s*)with:$/;
var BRANCHES = /^(\s*)branches: \[main\]$/;
var PATHS = /^(\s*)paths: \[.*\]$/;
var CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
function workflowText(name, template, settings) {
  for (const value of [settings.branch, ...settings.paths, settings.workingDirectory ?? ""])
    refuseUnwritable(value);
  const lines = template.split("\n");
  const out = [];
  let actions = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const uses = USES.exec(line);
    if (uses && uses[2] === ACTION_REFERENCE) {
      actions++;
      const comment = settings.actionComment === void 0 ? "" : ` # ${settings.actionComment}`;
      out.push(`${uses[1]}${settings.actionRef}${comment}`);
      if (settings.workingDirectory === void 0) continue;
      const inputs = WITH.exec(lines[i + 1] ?? "");
      if (!inputs) throw new Error(`${name}: the Action's step has no with: to add to`);
      out.push(
        lines[++i],
        `${inputs[1]}  working-directory: ${scalar(settings.workingDirectory)}`
      );
    } else if (BRANCHES.test(line)) {
      out.push(line.replace("[main]", `[${scalar(literalPattern(settings.branch))}]`));
    } else if (PATHS.test(line)) {
      out.push(`${PATHS.exec(line)[1]}paths: [${settings.paths.map(quoted).join(", ")}]`);
    } else {
      out.push(line);
    }
  }
  if (actions !== 1) throw new Error(`${name}: ${actions} steps use ${ACTION_REFERENCE}, not one`);
  return out.join("\n");
}
function literalPattern(name) {
  return name.replace(/[*?+![\]\\]/g, (c) => `\\${c}`);
}
function scalar(value) {
  return /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(value) ? value : quoted(value);
}
function quoted(value) {
  return `'${value.replaceAll("'", "''")}'`;
}
function refuseUnwritable(value) {
  if (CONTROL.test(value) || value.includes("${{")) {
    throw new UserError(
      `init cannot write '${JSON.stringify(value).slice(1, -1)}' into a workflow (it holds a control character or '\${{'): rename it, or write the workflows by hand`
    );
  }
}

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
  - type: release
    value: v1.0.0
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
scope:
  os: iOS
---
# follow-up: an open question (status: open by default; closing it needs a note)
externalKey: example.why-retries
kind: follow-up
headline: Why did code resends rise after the SMS outage?
refs:
  - type: annotation
    externalKey: example.sms-outage # another annotation, by its key
`;
}
function workflowFiles(settings) {
  return EXAMPLE_WORKFLOWS.map(({ name, text }) => ({
    file: `${WORKFLOWS_FOLDER}/${name}`,
    text: workflowText(name, text, settings)
  }));
}
var WORKFLOWS_FOLDER = ".github/workflows";
var SETTINGS_FILE = ".vscode/settings.json";
var EXTENSIONS_FILE = ".vscode/extensions.json";
var EXTENSION_ID = "observe-annotations.observe-annotations";
function extensionsText() {
  return `${JSON.stringify({ recommendations: [EXTENSION_ID] }, null, 2)}
`;
}
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

// src/app/init/default-branch.ts
async function defaultBranch(repository, env) {
  if (repository !== void 0) {
    const remote = await symbolicRef(repository, env, "refs/remotes/origin/HEAD");
    if (remote?.startsWith("refs/remotes/origin/"))
      return { name: remote.slice("refs/remotes/origin/".length), from: "origin/HEAD" };
    const head = await symbolicRef(repository, env, "HEAD");
    if (head?.startsWith("refs/heads/"))
      return { name: head.slice("refs/heads/".length), from: "the current branch" };
  }
  return { name: "main", from: "no branch found" };
}
async function symbolicRef(repository, env, ref) {
  try {
    const out = await git(["symbolic-ref", "--quiet", ref], { repository, env, maxBytes: 4096 });
    return out.toString("utf8").trim() || void 0;
  } catch (error) {
    if (error instanceof GitError) return void 0;
    throw error;
  }
}

// src/app/init/paths-filters.ts
import { posix } from "node:path";
var GLOB = /[*?[\]{}]|[@!+*?]\(|^!/;
var PLAIN_GLOB = /^[^?{}()!+@\\]*$/;
var SPECIAL = /[*?+![\]\\]/g;
function pathsFilters(include, configFile, prefix) {
  const filters = include.map((entry) => includeFilter(entry, prefix));
  filters.push(literal(join(prefix, configFile)));
  return [...new Set(filters)];
}
function includeFilter(entry, prefix) {
  const path = entry.trim().replace(/^(\.\/)+/, "");
  if (!GLOB.test(path)) {
    const joined2 = join(prefix, path).replace(/\/+$/, "");
    if (joined2 === "" || joined2 === ".") return "**";
    if (joined2.startsWith("../")) return "**";
    return /\.ya?ml$/i.test(joined2) ? literal(joined2) : `${literal(joined2)}/**`;
  }
  const joined = join(prefix, path);
  if (joined.startsWith("../")) return "**";
  if (PLAIN_GLOB.test(path)) return joined;
  const segments = joined.split("/");
  const first = segments.findIndex((segment) => GLOB.test(segment));
  const base = segments.slice(0, first).join("/");
  return base === "" ? "**" : `${literal(base)}/**`;
}
function join(prefix, path) {
  return posix.normalize(prefix === "" ? path : `${prefix}/${path}`).replace(/^\.\//, "");
}
function literal(path) {
  return path.replace(SPECIAL, (c) => `\\${c}`);
}

// src/app/init/init-run.ts
async function initRun(ctx) {
  const root = ctx.cwd;
  const written = [];
  const skipped = [];
  const put = ({ file, text }, ifSkipped = "it exists; left as it is") => {
    const path = join2(root, file);
    if (!pathExists(path)) {
      prepareFolder(dirname(path), root, dirname(file));
      if (writeNewFile(path, text, file)) {
        written.push(file);
        return true;
      }
    }
    skipped.push({ file, why: ifSkipped });
    return false;
  };
  const existing = await loadConfig(root);
  const include = existing ? includeOf(readByValidate(existing)) : [`${ANNOTATIONS_FOLDER}/`];
  const repository = repositoryOf(root);
  const { settings, branch } = await workflowSettings(ctx, include, repository);
  const workflows = workflowFiles(settings);
  const schema = editorSchema(root);
  put({ file: CONFIG_FILE, text: CONFIG_TEXT });
  if (schema.wrote !== void 0) written.push(schema.wrote);
  if (!include.some((p) => p.replace(/\/+$/, "") === ANNOTATIONS_FOLDER)) {
    skipped.push({
      file: EXAMPLES_FILE,
      why: `${CONFIG_FILE} does not include ${ANNOTATIONS_FOLDER}/`
    });
  } else if (holdsYaml(join2(root, ANNOTATIONS_FOLDER))) {
    skipped.push({
      file: EXAMPLES_FILE,
      why: `${ANNOTATIONS_FOLDER}/ holds annotation files already`
    });
  } else {
    const folder = join2(root, ANNOTATIONS_FOLDER);
    put({ file: EXAMPLES_FILE, text: examplesText(schemaPathFrom(folder, schema.file)) });
  }
  const wrote = [];
  for (const workflow of workflows) if (put(workflow)) wrote.push(workflow.file);
  const schemaKey = workspacePath(schemaPathFrom(root, schema.file));
  const yamlSchemas = { [schemaKey]: includeGlobs(include) };
  const settingsWritten = put({ file: SETTINGS_FILE, text: settingsText(yamlSchemas) });
  const settingsHaveIt = settingsWritten || mentions(join2(root, SETTINGS_FILE), schemaKey);
  put({ file: EXTENSIONS_FILE, text: extensionsText() });
  const below = repository !== void 0 && repository.top !== root;
  return {
    written,
    skipped,
    schema: schemaPathFrom(root, schema.file),
    ...settingsHaveIt ? {} : { settingsToAdd: yamlSchemas },
    ...below ? { belowRepositoryRoot: displayPath(repository.top, root) } : {},
    ...wrote.length === 0 ? {} : { workflows: writtenWorkflows(settings, branch, wrote) }
  };
}
async function workflowSettings(ctx, include, repository) {
  const prefix = repository === void 0 ? "" : relative(repository.top, ctx.cwd).split(sep).join("/");
  const branch = await defaultBranch(repository, ctx.env);
  const action = ctx.options.actionRef === void 0 ? packagedActionUses() : { ref: ctx.options.actionRef };
  const settings = {
    actionRef: action.ref,
    ...action.comment === void 0 ? {} : { actionComment: action.comment },
    branch: branch.name,
    paths: pathsFilters(include, CONFIG_FILE, prefix),
    ...prefix === "" ? {} : { workingDirectory: prefix }
  };
  return { settings, branch };
}
function writtenWorkflows(settings, branch, wrote) {
  return {
    actionRef: settings.actionRef,
    ...wrote.some((file) => /apply\.yml$/.test(file)) ? { branch } : {},
    ...settings.workingDirectory === void 0 ? {} : { workingDirectory: settings.workingDirectory }
  };
}
function readByValidate(config) {
  try {
    return configForTarget("validate", config, void 0).config?.values ?? config.values;
  } catch {
    return config.values;
  }
}
function includeOf(values) {
  const include = values.include;
  if (typeof include === "string") return [include];
  if (Array.isArray(include) && include.every((p) => typeof p === "string")) return include;
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
  if (report.workflows !== void 0) out.write(workflowNotes(report.workflows));
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
  out.write(nextSteps(commandName(io)));
  return EXIT.ok;
}
function nextSteps(name) {
  const steps = [
    ["validate", "check the files, no account needed"],
    ["plan --emulator", "the plan against a local emulator"],
    ["apply --emulator", "apply it there (asks; type yes)"]
  ];
  const width = Math.max(...steps.map(([args]) => `${name} ${args}`.length)) + 4;
  return [
    "",
    "Next:",
    ...steps.map(([args, why]) => `  ${`${name} ${args}`.padEnd(width)}# ${why}`),
    "Then make the examples yours, set OBSERVE_BASE_URL and OBSERVE_API_KEY, and run plan.",
    ""
  ].join("\n");
}
function workflowNotes({ actionRef, branch, workingDirectory }) {
  const lines = [
    `The workflows use the Action ${escapeText(actionRef)} (init --action-ref REF writes another): this repository must be allowed to use it (Settings \u2192 Actions \u2192 General).`
  ];
  if (branch !== void 0) {
    const why = {
      "origin/HEAD": "the default branch, as origin/HEAD names it",
      "the current branch": "the branch checked out (no origin/HEAD names a default branch)",
      "no branch found": "no git branch was found"
    }[branch.from];
    lines.push(
      `The apply workflow runs on pushes to ${escapeText(branch.name)}: ${why}. Change its branches: if you merge into another branch.`
    );
  }
  if (workingDirectory !== void 0)
    lines.push(
      `The workflows run the Action in ${escapeText(workingDirectory)} (its working-directory) for changes there.`
    );
  return `${lines.join("\n")}
`;
}
export {
  runInit
};
