// The language server's diagnostics are validate's: for every file of a workspace (examples/,
// the invalid fixtures, the YAML test suite's hostile cases) what `lsp --stdio` publishes once
// its first read is validated is what `validate --format json` prints for the same files, file
// by file, in the protocol's zero-based positions (each file published first as it is read,
// with its own diagnostics, then again only when they change); an edit republishes the other
// files whose diagnostics it changed.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { builtPackage, ROOT } from '../support/built-package.js';
import { LspClient, uriOf } from './lsp-client.js';

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** A workspace folder: a config including `annotations/`, and those files. */
function workspace(annotations: string, config = 'include: [annotations/]\n'): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-lsp-'));
  temps.push(dir);
  cpSync(annotations, join(dir, 'annotations'), { recursive: true });
  writeFileSync(join(dir, 'observe-annotations.yaml'), config);
  return dir;
}

interface ValidateDiagnostic {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

/**
 * `validate --format json` of the built package, run in `dir`: its diagnostics by URI, and
 * whether the run's cap left some out.
 */
async function validateJson(
  dir: string,
): Promise<{ byUri: Map<string, ValidateDiagnostic[]>; capped: boolean }> {
  const run = await promisify(execFile)(
    process.execPath,
    [builtPackage().bin, 'validate', '--format', 'json'],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  ).catch((e: { stdout: string }) => e);
  const report = JSON.parse(run.stdout) as {
    files: number;
    diagnostics: ValidateDiagnostic[];
    omitted?: unknown;
  };
  const byUri = new Map<string, ValidateDiagnostic[]>();
  for (const d of report.diagnostics) {
    if (d.file === undefined) continue;
    const uri = uriOf(resolve(dir, d.file));
    byUri.set(uri, [...(byUri.get(uri) ?? []), d]);
  }
  return { byUri, capped: report.omitted !== undefined };
}

/** What an LSP diagnostic says that validate's JSON says too. */
function asValidateSays(d: Diagnostic) {
  return {
    severity: d.severity === 1 ? 'error' : 'warning',
    code: d.code,
    message: d.message,
    line: d.range.start.line + 1,
    column: d.range.start.character + 1,
    endLine: d.range.end.line + 1,
    endColumn: d.range.end.character + 1,
  };
}

function projected(d: ValidateDiagnostic) {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    line: d.line ?? 1,
    column: d.column ?? 1,
    endLine: d.endLine ?? d.line ?? 1,
    endColumn: d.endColumn ?? d.column ?? 1,
  };
}

/**
 * The server's diagnostics once its first read is validated (read on worker threads when there
 * are many files, as `validate` reads them): every file, each with what validate says of it.
 * Each file was published first as it was read, with its own diagnostics (those of `validate`
 * less the checks across files), then again only when the round added some.
 */
async function sameAsValidate(dir: string, files: string[]): Promise<number> {
  const { byUri: expected, capped } = await validateJson(dir);
  const client = await LspClient.start([dir]);
  try {
    await client.settled();
    expect([...new Set(client.published.map((p) => p.uri))].sort()).toEqual([...files].sort());
    let compared = 0;
    for (const uri of files) {
      const said = (expected.get(uri) ?? []).map(projected);
      const got = client.diagnostics.get(uri)!.map(asValidateSays);
      expect(got, uri).toEqual(said);
      compared += got.length;
      const times = client.published.filter((p) => p.uri === uri);
      expect(times.length, uri).toBeLessThanOrEqual(2);
      if (times.length === 2) expect(times[0]!.diagnostics, uri).not.toEqual(times[1]!.diagnostics);
      // The run's cap may leave out some of a file's own diagnostics that its first had.
      if (!capped)
        expect(said, uri).toEqual(
          expect.arrayContaining(times[0]!.diagnostics.map(asValidateSays)),
        );
    }
    return compared;
  } finally {
    await client.stop();
  }
}

/** Every .yaml/.yml file under `dir`/annotations, as URIs. */
function listed(dir: string): string[] {
  return readdirSync(join(dir, 'annotations'), { recursive: true, encoding: 'utf8' })
    .filter((n) => /\.ya?ml$/.test(n))
    .map((n) => uriOf(join(dir, 'annotations', n)));
}

describe('the diagnostics of lsp --stdio are those of validate --format json', () => {
  it('examples/: none, for every file', async () => {
    const dir = workspace(join(ROOT, 'examples', 'annotations'));
    const files = listed(dir);
    expect(files).toHaveLength(6);
    expect(await sameAsValidate(dir, files)).toBe(0);
  });

  it('the invalid fixtures: every rule, file by file', async () => {
    const dir = workspace(join(ROOT, 'test', 'fixtures', 'invalid'));
    expect(await sameAsValidate(dir, listed(dir))).toBeGreaterThan(100);
  });

  it("the YAML test suite's cases: what validate says of each, never a crash", async () => {
    const dir = workspace(join(ROOT, 'test', 'fixtures', 'yaml-test-suite'));
    expect(await sameAsValidate(dir, listed(dir))).toBeGreaterThan(100);
  });
});
