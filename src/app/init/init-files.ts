// What `init` writes, as text: the config file, the example annotations, the three workflows
// and the editor settings. The workflows are examples/workflows/ (generated from them by
// scripts/build-validators.mjs) with the repository's settings written in: what the docs show
// is what `init` writes, byte for byte with the examples' settings. Pure.
import { EXAMPLE_WORKFLOWS } from './generated/workflows.js';
import { workflowText, type WorkflowSettings } from './workflow-text.js';

export interface InitFile {
  /** Path from the run's folder, with `/`. */
  file: string;
  text: string;
}

export const CONFIG_TEXT = `# observe-annotations: the settings of this repository. Every setting is described in
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

/** The annotation folder the config above includes, where the examples go. */
export const ANNOTATIONS_FOLDER = 'annotations';

export const EXAMPLES_FILE = `${ANNOTATIONS_FOLDER}/examples.yaml`;

/** One example annotation of each kind, in one file; `schemaPath` is the modeline's path. */
export function examplesText(schemaPath: string): string {
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

/** The three workflows: plan on pull requests, apply on merge, a scheduled drift check. */
export function workflowFiles(settings: WorkflowSettings): InitFile[] {
  return EXAMPLE_WORKFLOWS.map(({ name, text }) => ({
    file: `${WORKFLOWS_FOLDER}/${name}`,
    text: workflowText(name, text, settings),
  }));
}

const WORKFLOWS_FOLDER = '.github/workflows';

export const SETTINGS_FILE = '.vscode/settings.json';

export const EXTENSIONS_FILE = '.vscode/extensions.json';

/** The VS Code extension of editors/vscode/ (publisher.name), which starts `lsp --stdio`. */
export const EXTENSION_ID = 'observe-annotations.observe-annotations';

/** VS Code's recommended extensions: ours, which VS Code offers to install on opening the folder. */
export function extensionsText(): string {
  return `${JSON.stringify({ recommendations: [EXTENSION_ID] }, null, 2)}\n`;
}

/** The editor settings: `yaml.schemas` maps the schema to the files (every document of each). */
export function settingsText(yamlSchemas: Record<string, string[]>): string {
  return `${JSON.stringify({ 'yaml.schemas': yamlSchemas }, null, 2)}\n`;
}
