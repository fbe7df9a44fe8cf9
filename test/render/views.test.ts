// Every view of the registry, in every format, against a golden file: the output a command
// shows is the registry's, so a view that changes shows here. `UPDATE_GOLDEN=1` rewrites them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { excerptOf } from '../../src/read/excerpts.js';
import type { ApplyResult } from '../../src/model/apply.js';
import type { Diagnostic } from '../../src/model/diagnostic.js';
import type { FmtReport } from '../../src/model/fmt.js';
import type { DoctorReport } from '../../src/model/doctor.js';
import { VIEW_FORMATS } from '../../src/model/formats.js';
import type { ImportReport } from '../../src/model/import.js';
import { diagnosticsReport } from '../../src/render/diagnostics-report.js';
import { VIEWS, viewOf, type ViewEnv } from '../../src/render/views.js';
import { expectGolden } from './golden.js';
import { changesShown, errorsPlan, SOURCES } from './plan-fixtures.js';

const ENV: ViewEnv = {
  colour: false,
  inAutomation: false,
  header: 'Config: observe-annotations.yaml\n',
};

/** Code frames from the fixtures' sources, as validation would keep them. */
function excerpts(diagnostics: readonly Diagnostic[]): ViewEnv['excerpt'] {
  return (file) =>
    SOURCES[file] === undefined
      ? undefined
      : excerptOf(
          SOURCES[file],
          diagnostics.filter((d) => d.file === file),
        );
}

const diagnostics: Diagnostic[] = errorsPlan().diagnostics;
const report = diagnosticsReport(2, 5, diagnostics, {
  errors: 3,
  warnings: 1,
  codes: { 'headline.maxLength': 3, 'yaml.emptyDocument': 1 },
  files: [
    {
      file: 'annotations/many.yaml',
      errors: 3,
      warnings: 1,
      codes: { 'headline.maxLength': 3, 'yaml.emptyDocument': 1 },
    },
  ],
});

const result: ApplyResult = {
  formatVersion: 1,
  summary: { created: 1, updated: 0, deleted: 1, unchanged: 4, failed: 1, stale: 1 },
  results: [
    { externalKey: 'team.new', action: 'create', status: 'ok', id: 'ann-7', attempts: 1 },
    {
      externalKey: 'team.bad',
      action: 'update',
      status: 'failed',
      id: 'ann-3',
      attempts: 1,
      error: 'Writing the annotation failed with HTTP 400: headline is too long',
      file: 'annotations/a.yaml',
      line: 4,
      column: 11,
      permanent: true,
    },
    {
      externalKey: 'team.moved',
      action: 'update',
      status: 'stale',
      id: 'ann-4',
      attempts: 0,
      error: 'stale: it changed on the server since the plan was made',
    },
    { externalKey: 'team.gone', action: 'delete', status: 'ok', id: 'ann-9', attempts: 1 },
  ],
};

const doctor: DoctorReport = {
  formatVersion: 1,
  target: 'https://observe.example.com/v1',
  ready: false,
  checks: [
    {
      id: 'baseUrl',
      status: 'ok',
      message: 'https://observe.example.com/v1 answers; version segment v1',
    },
    { id: 'key', status: 'ok', message: 'the API key is accepted' },
    {
      id: 'read',
      status: 'fail',
      message: 'the key lacks `observe:annotations:read`: the list cannot be read (403 Forbidden)',
      next: 'give the key `observe:annotations:read` (plan cannot compare without reading the list)',
    },
    { id: 'paging', status: 'skipped', message: 'not checked: an earlier check failed' },
  ],
};

const imported: ImportReport = {
  found: 3,
  prefix: 'team.',
  outDir: 'annotations',
  written: ['annotations/team.a.yaml'],
  held: ['team.b: already in annotations/b.yaml'],
  skipped: ['team.c: annotations/team.c.yaml exists and was not overwritten'],
  schemaCopy: '.observe-annotations/annotation.schema.json',
};

const formatted: FmtReport = {
  mode: 'check',
  files: [
    {
      path: 'annotations/a.yaml',
      changed: true,
      errors: [],
      before: 'kind: event\nexternalKey: a\nheadline: A\n',
      after: 'externalKey: a\nkind: event\nheadline: A\n',
    },
    { path: 'annotations/b.yaml', changed: false, errors: [] },
    { path: 'annotations/c.yaml', changed: false, errors: [diagnostics[0]!] },
  ],
};

/** Each command's output in one format, over the fixtures above. */
const SHOWN: { [C in keyof typeof VIEWS]: (format: string) => string } = {
  validate: (format) =>
    viewOf('validate', format).diagnostics(report, { ...ENV, excerpt: excerpts(diagnostics) }),
  plan: (format) => {
    const view = viewOf('plan', format);
    const shown = changesShown();
    return [
      view.plan({ ...shown, applyCommand: 'observe-annotations apply --emulator' }, ENV),
      view.plan({ ...shown, writeOnly: true }, ENV),
      view.plan({ plan: errorsPlan() }, { ...ENV, excerpt: excerpts(diagnostics) }),
    ].join('\n--- write-only, then with errors ---\n');
  },
  apply: (format) => {
    const view = viewOf('apply', format);
    const shown = changesShown();
    return [
      `shows the plan for review: ${view.showsPlan}`,
      view.plan(shown, ENV),
      view.plan({ ...shown, dryRun: true }, ENV),
      view.plan({ ...shown, saved: true }, ENV),
      view.result(result, ENV),
    ].join('\n--- dry run, then saved, then the result ---\n');
  },
  doctor: (format) => viewOf('doctor', format).report(doctor, ENV),
  import: (format) => viewOf('import', format).report(imported, ENV),
  fmt: (format) => {
    const view = viewOf('fmt', format);
    const env = { ...ENV, excerpt: excerpts(diagnostics) };
    return (['check', 'write', 'diff'] as const)
      .map((mode) => {
        const shown = { ...formatted, mode };
        const { output, problems } = view.render(shown, env);
        return `${mode}:\n${output}problems:\n${problems}`;
      })
      .join('\n');
  },
};

describe('the view registry', () => {
  for (const [command, formats] of Object.entries(VIEWS)) {
    for (const format of Object.keys(formats)) {
      it(`${command} --format ${format}`, () =>
        expectGolden(
          `views/${command}.${format}.txt`,
          SHOWN[command as keyof typeof VIEWS](format),
        ));
    }
  }

  it('implements exactly the formats the command line offers', () => {
    for (const [command, formats] of Object.entries(VIEW_FORMATS))
      expect(Object.keys(VIEWS[command as keyof typeof VIEWS]).sort()).toEqual([...formats].sort());
  });

  it('has a golden file for every view, and none for a view that is gone', () => {
    const goldens = readdirSync(join(import.meta.dirname, 'golden', 'views')).sort();
    const views = Object.entries(VIEWS).flatMap(([command, formats]) =>
      Object.keys(formats).map((format) => `${command}.${format}.txt`),
    );
    expect(goldens).toEqual(views.sort());
  });

  it('refuses a format a command does not have', () => {
    expect(() => viewOf('doctor', 'markdown')).toThrow('doctor has no markdown view');
  });
});
