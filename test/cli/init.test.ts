// `init` as users run it: the built executable in a real process, in an empty repository, in
// one with files already there, and in a project with the package installed. Then validate and
// plan --emulator work there with no other step, and every path the written files name exists.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PIN_COMMENT } from '../../src/app/init/action-uses.js';
import { ACTION_REFERENCE } from '../../src/app/init/generated/action-reference.js';
import { builtPackage, ROOT } from '../support/built-package.js';
import { gitIn } from '../support/git.js';
import { workflowErrors } from '../support/workflow-parser.js';

let BIN = '';
const PTY_RUN = join(import.meta.dirname, '..', 'support', 'pty-run.py');
beforeAll(() => {
  BIN = builtPackage().bin;
});

function run(cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    // As npx runs it (the hints then name `npx observe-annotations`), however the suite was started.
    env: {
      ...process.env,
      NO_COLOR: '1',
      OBSERVE_BASE_URL: '',
      OBSERVE_API_KEY: '',
      npm_config_user_agent: 'npm/11.6.2 node/v24.11.0 linux x64 workspaces/false',
    },
  });
  expect(r.stderr).not.toMatch(/\n\s+at /);
  return r;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-init-'));
  mkdirSync(join(dir, '.git'));
  return dir;
}

/** Every file below `dir` (not .git/), relative, sorted. */
function filesIn(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true })
    .flatMap((entry) => {
      const path = under ? `${under}/${entry.name}` : entry.name;
      if (entry.name === '.git') return [];
      return entry.isDirectory() ? filesIn(dir, path) : [path];
    })
    .sort();
}

/** The schema a file's `yaml-language-server` modeline names, resolved from the file. */
function modelineTarget(file: string): string {
  const line = readFileSync(file, 'utf8').split('\n')[0]!;
  const path = /^# yaml-language-server: \$schema=(.+)$/.exec(line)?.[1];
  expect(path, line).toBeDefined();
  return resolve(dirname(file), path!);
}

/** The schema files `yaml.schemas` names, resolved from the workspace folder. */
function settingsTargets(dir: string): string[] {
  const settings = JSON.parse(readFileSync(join(dir, '.vscode', 'settings.json'), 'utf8')) as {
    'yaml.schemas': Record<string, string[]>;
  };
  return Object.keys(settings['yaml.schemas']).map((path) => resolve(dir, path));
}

const WRITTEN = [
  '.github/workflows/annotations-apply.yml',
  '.github/workflows/annotations-drift.yml',
  '.github/workflows/annotations-plan.yml',
  '.vscode/extensions.json',
  '.vscode/settings.json',
  'annotations/examples.yaml',
  'observe-annotations.yaml',
  'schema/annotation.schema.json',
];

describe('init in an empty repository', () => {
  let dir: string;
  let first: ReturnType<typeof run>;
  beforeAll(() => {
    dir = repository();
    first = run(dir, ['init']);
  });

  it('writes the config, the examples, the three workflows, the editor settings and the schema', () => {
    expect(first.status).toBe(0);
    expect(first.stderr).toBe('');
    expect(filesIn(dir)).toEqual(WRITTEN);
    for (const file of WRITTEN) expect(first.stdout).toContain(`  + ${file}\n`);
    expect(first.stdout).toContain('Wrote 8 file(s); skipped 0.');
    expect(first.stdout).toContain('npx observe-annotations plan --emulator');
  });

  it('recommends the editor extension, which VS Code offers to install', () => {
    expect(JSON.parse(readFileSync(join(dir, '.vscode', 'extensions.json'), 'utf8'))).toEqual({
      recommendations: ['observe-annotations.observe-annotations'],
    });
  });

  it('writes the workflows examples/workflows/ holds, byte for byte', () => {
    for (const name of readdirSync(join(ROOT, 'examples', 'workflows'))) {
      expect(readFileSync(join(dir, '.github', 'workflows', name), 'utf8'), name).toBe(
        readFileSync(join(ROOT, 'examples', 'workflows', name), 'utf8'),
      );
    }
  });

  it('points the editor settings and the modeline at a schema that exists, stamped with the version', () => {
    const schema = join(dir, 'schema', 'annotation.schema.json');
    expect(settingsTargets(dir)).toEqual([schema]);
    expect(modelineTarget(join(dir, 'annotations', 'examples.yaml'))).toBe(schema);
    const copy = JSON.parse(readFileSync(schema, 'utf8')) as Record<string, unknown>;
    const version = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
    ).version;
    expect(copy.$comment).toContain(`observe-annotations ${version}`);
    const { $comment: _stamp, ...rest } = copy;
    expect(rest).toEqual(
      JSON.parse(readFileSync(join(ROOT, 'schema', 'annotation.schema.json'), 'utf8')),
    );
  });

  it('maps the config include to the schema for every document of every file', () => {
    const settings = readFileSync(join(dir, '.vscode', 'settings.json'), 'utf8');
    expect(JSON.parse(settings)).toEqual({
      'yaml.schemas': {
        './schema/annotation.schema.json': ['annotations/**/*.yaml', 'annotations/**/*.yml'],
      },
    });
    expect(readFileSync(join(dir, 'observe-annotations.yaml'), 'utf8')).toMatch(
      /^include: \[annotations\/\]$/m,
    );
  });

  it('then validate and plan --emulator work with no other step: one example of each kind', () => {
    const validate = run(dir, ['validate', '--format', 'json']);
    expect(validate.status).toBe(0);
    const report = JSON.parse(validate.stdout) as { valid: boolean };
    expect(report.valid).toBe(true);
    const plan = run(dir, ['plan', '--emulator', '--format', 'json', '--detailed-exitcode']);
    expect(plan.status).toBe(2);
    const changes = (
      JSON.parse(plan.stdout) as { changes: { action: string; after: { kind: string } }[] }
    ).changes;
    expect(changes.map((c) => c.action)).toEqual(Array(6).fill('create'));
    expect(changes.map((c) => c.after.kind).sort()).toEqual(
      ['constraint', 'event', 'follow-up', 'interpretation', 'period', 'setup'].sort(),
    );
  });

  it('run again, overwrites nothing and says what it skipped', () => {
    const before = Object.fromEntries(WRITTEN.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
    const again = run(dir, ['init']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(
      '  = observe-annotations.yaml: skipped, it exists; left as it is\n',
    );
    expect(again.stdout).toContain(
      '  = annotations/examples.yaml: skipped, annotations/ holds annotation files already\n',
    );
    expect(again.stdout).toContain(
      '  = .vscode/settings.json: skipped, it exists; left as it is\n',
    );
    expect(again.stdout).toContain('Wrote 0 file(s); skipped 7.');
    expect(again.stdout).not.toContain('add to .vscode/settings.json'); // it names the schema
    for (const [file, text] of Object.entries(before))
      expect(readFileSync(join(dir, file), 'utf8'), file).toBe(text);
  });
});

describe("the README's steps, 'Use it in your repository'", () => {
  /** The commands of the section's first sh block, as typed (without the comments). */
  function readmeSteps(): string[][] {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Use it in your repository'));
    const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
    return block
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter(Boolean)
      .map((line) => line.split(/\s+/));
  }

  /** On a pseudo-terminal, typing `yes` at apply's question, as a person would. */
  function onTerminal(cwd: string, args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', OBSERVE_BASE_URL: '' };
    delete env.CI;
    delete env.GITHUB_ACTIONS;
    const spec = { waitFor: "Only 'yes' is accepted:", send: 'yes\r', timeoutSeconds: 60 };
    const r = spawnSync(
      'python3',
      [PTY_RUN, JSON.stringify(spec), '--', process.execPath, BIN, ...args],
      { cwd, env, encoding: 'utf8' },
    );
    return JSON.parse(r.stdout) as { code: number; output: string; sent: boolean };
  }

  it('work as written in an empty repository: init, validate, plan and apply on the emulator', () => {
    const dir = repository();
    const steps = readmeSteps();
    expect(steps.map((s) => s.slice(0, 3).join(' '))).toEqual([
      'npx observe-annotations init',
      'npx observe-annotations validate',
      'npx observe-annotations plan',
      'npx observe-annotations apply',
    ]);
    for (const [, , ...args] of steps) {
      if (args[0] === 'apply') {
        const r = onTerminal(dir, args);
        expect(r.sent).toBe(true);
        expect(r.output).toContain('Apply complete.');
        expect(r.code).toBe(0);
      } else {
        expect(run(dir, args).status, args.join(' ')).toBe(0);
      }
    }
    const again = run(dir, ['plan', '--emulator', '--detailed-exitcode']);
    expect(again.stdout).toContain('No changes.');
    expect(again.status).toBe(0);
  });
});

describe('init where the package is installed', () => {
  it('points at the installed schema and writes no copy', () => {
    const dir = repository();
    const installed = join(dir, 'node_modules', 'observe-annotations', 'schema');
    mkdirSync(installed, { recursive: true });
    cpSync(
      join(ROOT, 'schema', 'annotation.schema.json'),
      join(installed, 'annotation.schema.json'),
    );
    const r = run(dir, ['init']);
    expect(r.status).toBe(0);
    expect(existsSync(join(dir, 'schema'))).toBe(false);
    const schema = join(installed, 'annotation.schema.json');
    expect(settingsTargets(dir)).toEqual([schema]);
    expect(modelineTarget(join(dir, 'annotations', 'examples.yaml'))).toBe(schema);
    expect(r.stdout).toContain(
      'against node_modules/observe-annotations/schema/annotation.schema.json',
    );
  });
});

describe('init in an existing repository', () => {
  it('keeps the files there, maps their include, and says what to add to the settings', () => {
    const dir = repository();
    writeFileSync(join(dir, 'observe-annotations.yaml'), 'include: [notes/, extra/one.yml]\n');
    mkdirSync(join(dir, 'notes'));
    writeFileSync(join(dir, 'notes', 'a.yaml'), 'externalKey: a\nkind: setup\nheadline: A\n');
    mkdirSync(join(dir, 'extra'));
    writeFileSync(join(dir, 'extra', 'one.yml'), 'externalKey: b\nkind: setup\nheadline: B\n');
    mkdirSync(join(dir, '.vscode'));
    writeFileSync(join(dir, '.vscode', 'settings.json'), '{ "editor.tabSize": 2 }\n');
    const r = run(dir, ['init']);
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'observe-annotations.yaml'), 'utf8')).toBe(
      'include: [notes/, extra/one.yml]\n',
    );
    expect(readFileSync(join(dir, '.vscode', 'settings.json'), 'utf8')).toBe(
      '{ "editor.tabSize": 2 }\n',
    );
    expect(existsSync(join(dir, 'annotations'))).toBe(false);
    expect(r.stdout).toContain(
      '  = annotations/examples.yaml: skipped, observe-annotations.yaml does not include annotations/\n',
    );
    expect(r.stdout).toContain(
      'add to .vscode/settings.json:\n  "yaml.schemas": {"./schema/annotation.schema.json":["notes/**/*.yaml","notes/**/*.yml","extra/one.yml"]}\n',
    );
    expect(filesIn(join(dir, '.github', 'workflows'))).toHaveLength(3);
    expect(run(dir, ['validate']).status).toBe(0);
  });

  it('in a folder below the repository root, says where GitHub looks for workflows', () => {
    const dir = repository();
    const sub = join(dir, 'services', 'auth');
    mkdirSync(sub, { recursive: true });
    const r = run(sub, ['init']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('(../../.github/workflows/ from here)');
  });

  it('refuses, writing nothing, when the schema copy’s place holds another file', () => {
    const dir = repository();
    mkdirSync(join(dir, 'schema'));
    writeFileSync(join(dir, 'schema', 'annotation.schema.json'), '{"$id": "someone-else"}\n');
    const r = run(dir, ['init']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      'schema/annotation.schema.json exists and is not the observe-annotations schema',
    );
    expect(r.stderr).toContain('npm install --save-dev observe-annotations');
    expect(filesIn(dir)).toEqual(['schema/annotation.schema.json']);
  });

  it('takes no arguments, and has help', () => {
    const dir = repository();
    const r = run(dir, ['init', 'somewhere']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("init takes no PATH arguments (got 'somewhere')");
    const help = run(dir, ['init', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: observe-annotations init');
    expect(help.stdout).toContain('Never overwrites a file');
    expect(filesIn(dir)).toEqual([]);
  });
});

describe('the workflows init writes run as written', () => {
  /** The three workflows written below `dir`, by name. */
  function workflows(dir: string): Record<string, string> {
    const folder = join(dir, '.github', 'workflows');
    return Object.fromEntries(
      readdirSync(folder).map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
    );
  }

  async function expectGitHubReads(written: Record<string, string>): Promise<void> {
    expect(Object.keys(written)).toHaveLength(3);
    for (const [name, text] of Object.entries(written))
      expect(await workflowErrors(name, text), name).toEqual([]);
  }

  it('name the default branch from origin/HEAD (master) and the paths of the include', async () => {
    const origin = mkdtempSync(join(tmpdir(), 'oa-init-origin-'));
    gitIn(origin, 'init', '-q', '-b', 'master');
    gitIn(origin, 'commit', '-q', '--allow-empty', '-m', 'first');
    const dir = mkdtempSync(join(tmpdir(), 'oa-init-clone-'));
    gitIn(dir, 'clone', '-q', origin, '.');
    gitIn(dir, 'checkout', '-q', '-b', 'feature'); // not the default: origin/HEAD decides
    writeFileSync(join(dir, 'observe-annotations.yaml'), 'include: [notes/, extra/one.yml]\n');
    const r = run(dir, ['init']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      `The workflows use the Action ${ACTION_REFERENCE} (init --action-ref REF writes another): this repository must be allowed to use it`,
    );
    expect(r.stdout).toContain(
      'The apply workflow runs on pushes to master: the default branch, as origin/HEAD names it.',
    );
    const written = workflows(dir);
    await expectGitHubReads(written);
    expect(written['annotations-apply.yml']).toContain('    branches: [master]\n');
    for (const name of ['annotations-apply.yml', 'annotations-plan.yml'])
      expect(written[name]).toContain(
        "    paths: ['notes/**', 'extra/one.yml', 'observe-annotations.yaml']\n",
      );
    // Built from a clone (no release): the major version's tag, and the comment to pin a commit.
    for (const text of Object.values(written)) {
      expect(text).toContain(`uses: ${ACTION_REFERENCE} # ${PIN_COMMENT}\n`);
      expect(text).not.toContain('working-directory');
    }
  });

  it('run in a subfolder: its working-directory, its paths, and the branch checked out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-init-repo-'));
    gitIn(dir, 'init', '-q', '-b', 'trunk');
    const sub = join(dir, 'services', 'auth');
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, 'observe-annotations.yaml'), 'include: [notes/]\n');
    const r = run(sub, ['init']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      'The apply workflow runs on pushes to trunk: the branch checked out (no origin/HEAD names a default branch).',
    );
    expect(r.stdout).toContain(
      'The workflows run the Action in services/auth (its working-directory) for changes there.',
    );
    expect(r.stdout).toContain('(../../.github/workflows/ from here)');
    const written = workflows(sub);
    await expectGitHubReads(written);
    expect(written['annotations-apply.yml']).toContain('    branches: [trunk]\n');
    for (const name of ['annotations-apply.yml', 'annotations-plan.yml'])
      expect(written[name]).toContain(
        "    paths: ['services/auth/notes/**', 'services/auth/observe-annotations.yaml']\n",
      );
    for (const text of Object.values(written))
      expect(text).toMatch(
        new RegExp(
          `uses: ${ACTION_REFERENCE} # ${escapeRegExp(PIN_COMMENT)}\\n {8}with:\\n {10}working-directory: services/auth\\n`,
        ),
      );
  });

  it('with targets: the paths every target reads, and no examples where none reads them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-init-targets-'));
    gitIn(dir, 'init', '-q', '-b', 'main');
    writeFileSync(
      join(dir, 'observe-annotations.yaml'),
      'targets:\n  staging:\n    include: [notes/staging/]\n  production:\n    include: [notes/production/]\n',
    );
    const r = run(dir, ['init']);
    expect(r.status).toBe(0);
    const written = workflows(dir);
    await expectGitHubReads(written);
    for (const name of ['annotations-apply.yml', 'annotations-plan.yml'])
      expect(written[name]).toContain(
        "    paths: ['notes/staging/**', 'notes/production/**', 'observe-annotations.yaml']\n",
      );
    expect(existsSync(join(dir, 'annotations', 'examples.yaml'))).toBe(false);
  });

  it('outside a git repository: main, and says that no branch was found', () => {
    const dir = repository(); // .git is an empty folder: git finds no repository there
    const r = run(dir, ['init']);
    expect(r.stdout).toContain(
      'The apply workflow runs on pushes to main: no git branch was found.',
    );
    expect(workflows(dir)['annotations-apply.yml']).toContain('    branches: [main]\n');
  });

  it('--action-ref names another action; a reference uses: cannot hold is refused', async () => {
    const dir = repository();
    const bad = run(dir, ['init', '--action-ref', 'my-org/action@v2 # x']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(
      "--action-ref must name an action as a workflow's uses: does, OWNER/NAME@REF (or ./PATH), not 'my-org/action@v2 # x'",
    );
    expect(filesIn(dir)).toEqual([]);
    const r = run(dir, ['init', '--action-ref', 'my-org/annotations-action@v2.1.0']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The workflows use the Action my-org/annotations-action@v2.1.0 ');
    const written = workflows(dir);
    await expectGitHubReads(written);
    for (const text of Object.values(written)) {
      expect(text).toContain('uses: my-org/annotations-action@v2.1.0\n'); // no comment: as given
      expect(text).not.toContain(ACTION_REFERENCE);
    }
  });
});
