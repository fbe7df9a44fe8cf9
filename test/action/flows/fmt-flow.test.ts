// run() under `command: fmt`: a check that never writes; a note on line 1 of each file not in
// canonical form, the diff in the job summary, the step failed; clean files pass; a file that
// does not parse is annotated where it breaks.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/action/run.js';
import { FakeCore } from '../support/fake-core.js';
import {
  eventFile,
  exampleWorkspace,
  runnerEnv,
  VALID_ANNOTATION,
  workspace,
} from '../support/workspace.js';

const inputs = { command: 'fmt', paths: 'annotations/', comment: 'true' };
const CANONICAL = 'externalKey: a\nkind: setup\nheadline: A\n';

describe('run: command fmt', () => {
  it('notes each file not in canonical form on line 1, shows the diff, fails, writes nothing', async () => {
    const cwd = workspace({ 'a.yaml': VALID_ANNOTATION, 'b.yaml': CANONICAL });
    const core = new FakeCore(inputs);
    await run(core, runnerEnv('pull_request', eventFile('pull_request.opened'), cwd));
    expect(core.failed).toBe(true);
    const notes = core.of('error').filter((e) => e.properties?.title === 'fmt.notCanonical');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.properties).toMatchObject({ file: 'annotations/a.yaml', startLine: 1 });
    expect(core.summaryText).toContain('1 of 2 files are not in canonical form');
    expect(core.summaryText).toContain(
      '--- a/annotations/a.yaml\n+++ b/annotations/a.yaml\n@@ -1,4 +1,4 @@\n externalKey: team-release-1\n kind: event\n headline: Release 1 shipped\n-dateFrom: 2026-09-17\n+dateFrom: "2026-09-17"\n',
    );
    expect(readFileSync(join(cwd, 'annotations/a.yaml'), 'utf8')).toBe(VALID_ANNOTATION);
  });

  it('escapes the summary diff lines a runner would read as commands, and says where it will not apply', async () => {
    const hostile =
      'externalKey:   a\nkind: setup\nheadline: "x"\ndescription: |\n  ::warning title=x::y\n  a ##[error]b\n';
    const cwd = workspace({ 'a.yaml': hostile });
    const core = new FakeCore(inputs);
    await run(core, runnerEnv('push', eventFile('push'), cwd));
    expect(core.summaryText).toContain('\n   \\x3a:warning title=x::y\n');
    expect(core.summaryText).toContain('\n   a ##\\x5berror]b\n');
    expect(core.summaryText).not.toMatch(/^\s*::|##\[/m);
    expect(core.summaryText).toContain('annotations/a.yaml had lines escaped for display');
  });

  it('passes when every file is canonical (the examples are)', async () => {
    const cwd = exampleWorkspace();
    const core = new FakeCore(inputs);
    await run(core, runnerEnv('push', eventFile('push'), cwd));
    expect(core.failed).toBe(false);
    expect(core.summaryText).toContain('annotation files are in canonical form');
    expect(core.of('error')).toEqual([]);
  });

  it('names paths from the repository root under working-directory', async () => {
    const cwd = workspace({});
    mkdirSync(join(cwd, 'sub', 'annotations'), { recursive: true });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(cwd, 'sub', 'annotations', 'a.yaml'), VALID_ANNOTATION);
    const core = new FakeCore({ ...inputs, 'working-directory': 'sub' });
    await run(core, runnerEnv('push', eventFile('push'), cwd));
    expect(core.of('error')[0]!.properties).toMatchObject({ file: 'sub/annotations/a.yaml' });
    expect(core.summaryText).toContain('--- a/sub/annotations/a.yaml');
  });

  it('annotates a file that does not parse where it breaks, and fails', async () => {
    const cwd = workspace({ 'bad.yaml': 'externalKey: a\nheadline: [\n' });
    const core = new FakeCore(inputs);
    await run(core, runnerEnv('push', eventFile('push'), cwd));
    expect(core.failed).toBe(true);
    const error = core.of('error').find((e) => e.properties?.title === 'yaml.syntax');
    expect(error?.properties).toMatchObject({ file: 'annotations/bad.yaml' });
    expect(core.summaryText).toContain('1 file was not formatted');
  });
});
