// The workflows, checked here and not only on GitHub: the repository's own (.github/workflows/)
// and the examples users copy and `init` writes (examples/workflows/) as GitHub's own parser
// reads them, each third-party action pinned by a full commit SHA with its version in a
// comment (one pin per action everywhere), permissions declared, and the Action named by the
// one reference package.json's `repository` and version make, with the comment that says to
// pin a release's commit (a release's own package pins it: test/release/release-build.test.ts).
// The release workflow: guarded (scripts/release-guard.mjs); the package built and tested, and
// the VS Code extension's .vsix built, each in a job of its own with a read-only token; both
// checked against their job's sums, attested and published in its environment by a job that
// installs and runs nothing of the repository but the guard. The extension's workflow builds
// and tests the .vsix in VS Code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PIN_COMMENT } from '../src/app/init/action-uses.js';
import { ACTION_REFERENCE, ACTION_REPOSITORY } from '../src/app/init/generated/action-reference.js';
import { ROOT } from './support/built-package.js';
import { actionErrors, workflowErrors } from './support/workflow-parser.js';

const OWN = '.github/workflows';
const EXAMPLES = 'examples/workflows';
/** The VS Code extension, a package of its own with its own lock file. */
const EXTENSION = 'editors/vscode';
const files = [OWN, EXAMPLES].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${dir}/${name}`),
);
const textOf = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const pkg = JSON.parse(textOf('package.json')) as {
  version: string;
  repository: { url: string };
  homepage: string;
  bugs: { url: string };
  devDependencies: Record<string, string>;
};

/** A step of a job, as far as the tests read it. */
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  'working-directory'?: string;
}

interface Uses {
  file: string;
  ref: string;
  comment?: string;
}

/** Every `uses:` line of a workflow: the reference and its trailing comment. */
function usesOf(file: string): Uses[] {
  return [...textOf(file).matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(?:\s+#\s*(.*))?$/gm)].map((m) => ({
    file,
    ref: m[1]!,
    ...(m[2] === undefined ? {} : { comment: m[2].trim() }),
  }));
}

/** How many `uses` the parsed workflow has (steps' and reusable workflows'). */
function usesCount(file: string): number {
  const jobs = (parse(textOf(file)) as { jobs: Record<string, Record<string, unknown>> }).jobs;
  return Object.values(jobs).reduce((n, job) => {
    const steps = (job.steps ?? []) as { uses?: string }[];
    return n + (job.uses ? 1 : 0) + steps.filter((s) => s.uses !== undefined).length;
  }, 0);
}

/** Local actions (`./`) and, in the examples, this project's own Action are not third-party. */
const thirdParty = (u: Uses): boolean => !u.ref.startsWith('./') && u.ref !== ACTION_REFERENCE;

describe('every workflow', () => {
  it('the two folders hold the expected workflows', () => {
    expect(files).toEqual([
      `${OWN}/check-dist.yml`,
      `${OWN}/ci.yml`,
      `${OWN}/codeql.yml`,
      `${OWN}/dogfood.yml`,
      `${OWN}/release.yml`,
      `${OWN}/vscode-extension.yml`,
      `${EXAMPLES}/annotations-apply.yml`,
      `${EXAMPLES}/annotations-drift.yml`,
      `${EXAMPLES}/annotations-plan.yml`,
    ]);
  });

  it.each(files)('%s: GitHub’s parser reads it without an error', async (file) => {
    expect(await workflowErrors(file, textOf(file))).toEqual([]);
  });

  it.each(files)('%s: pins every third-party action by commit SHA, with its version', (file) => {
    const uses = usesOf(file);
    expect(uses.length).toBe(usesCount(file)); // no `uses:` escaped the line scan
    for (const u of uses.filter(thirdParty)) {
      expect(u.ref, file).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/);
      expect(u.comment, `${file}: ${u.ref}`).toMatch(/^v\d+\.\d+\.\d+$/);
    }
  });

  it.each(files)('%s: declares its permissions, none of them write-all', (file) => {
    const workflow = parse(textOf(file)) as {
      permissions?: unknown;
      jobs: Record<string, { permissions?: unknown }>;
    };
    expect(workflow.permissions, file).toBeTypeOf('object');
    expect(textOf(file)).not.toMatch(/(read|write)-all/);
    for (const job of Object.values(workflow.jobs))
      if (job.permissions !== undefined) expect(job.permissions).toBeTypeOf('object');
  });

  it.each(files)('%s: checks out without leaving the token in .git/config', (file) => {
    const text = textOf(file);
    const checkouts = text.match(/uses: actions\/checkout@/g) ?? [];
    const safe = text.match(/uses: actions\/checkout@.*\n\s+with:\n\s+persist-credentials: false/g);
    expect(checkouts.length).toBeGreaterThan(0);
    expect(safe?.length).toBe(checkouts.length);
  });

  it.each(files)(
    '%s: passes expressions to scripts through env, never spliced into run',
    (file) => {
      const jobs = (parse(textOf(file)) as { jobs: Record<string, { steps?: { run?: string }[] }> })
        .jobs;
      const scripts = Object.values(jobs).flatMap((job) =>
        (job.steps ?? []).flatMap((step) => (step.run === undefined ? [] : [step.run])),
      );
      expect(scripts.filter((script) => script.includes('${{'))).toEqual([]);
    },
  );

  it('pins each action at one commit and version everywhere: the examples follow an update', () => {
    const pins = new Map<string, Set<string>>();
    for (const u of files.flatMap(usesOf).filter(thirdParty)) {
      const repository = u.ref.split('@')[0]!.split('/').slice(0, 2).join('/');
      const pin = `${u.ref.split('@')[1]} # ${u.comment}`;
      pins.set(repository, (pins.get(repository) ?? new Set()).add(pin));
    }
    for (const [repository, seen] of pins) expect([...seen], repository).toHaveLength(1);
    expect([...pins.keys()].sort()).toEqual([
      'actions/attest-build-provenance',
      'actions/checkout',
      'actions/download-artifact',
      'actions/setup-node',
      'actions/upload-artifact',
      'github/codeql-action',
    ]);
  });
});

describe("the repository's own workflows", () => {
  const own = files.filter((f) => f.startsWith(OWN));

  it.each(own)('%s: grant only contents: read at the top; jobs add what they need', (file) => {
    expect((parse(textOf(file)) as { permissions: unknown }).permissions).toEqual({
      contents: 'read',
    });
  });

  it('run on the Node version the project pins', () => {
    const major = /^\D*(\d+)/.exec(pkg.devDependencies.node!)![1];
    expect(textOf('.node-version').trim()).toBe(major);
    for (const file of own) {
      for (const match of textOf(file).matchAll(/node-version(-file)?: (.+)/g))
        expect(match[0], file).toBe('node-version-file: .node-version');
    }
  });

  it('dogfood the Action from this checkout, against the emulator it starts', () => {
    const text = textOf(`${OWN}/dogfood.yml`);
    expect(text).toContain('node bin/observe-annotations.js emulator --port 8787');
    expect(text).toContain("grep -q '^Observe emulator listening on '");
    expect(usesOf(`${OWN}/dogfood.yml`).map((u) => u.ref)).toContain('./');
    expect(text).toContain('base-url: http://127.0.0.1:8787/v1');
  });

  it('have Dependabot update the npm packages and the pinned actions', () => {
    const config = parse(textOf('.github/dependabot.yml')) as {
      version: number;
      updates: { 'package-ecosystem': string; directory: string }[];
    };
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => [u['package-ecosystem'], u.directory])).toEqual([
      ['npm', '/'],
      ['npm', '/editors/vscode'],
      ['github-actions', '/'],
    ]);
  });
});

describe("the Action's reference: one name, in package.json", () => {
  it('package.json’s repository, homepage and bugs name the same GitHub repository', () => {
    const url = `https://github.com/${ACTION_REPOSITORY}`;
    expect(pkg.repository.url).toBe(`git+${url}.git`);
    expect(pkg.homepage).toBe(`${url}#readme`);
    expect(pkg.bugs.url).toBe(`${url}/issues`);
  });

  it('is that repository at the major version’s tag, the tag a release moves', () => {
    expect(ACTION_REFERENCE).toBe(`${ACTION_REPOSITORY}@v${pkg.version.split('.')[0]}`);
  });

  it('is where the README’s badges look: CI and the latest release', () => {
    const readme = textOf('README.md');
    const url = `https://github.com/${ACTION_REPOSITORY}`;
    expect(readme).toContain(
      `(${url}/actions/workflows/ci.yml/badge.svg)](${url}/actions/workflows/ci.yml)`,
    );
    expect(readme).toContain(
      `/github/v/release/${ACTION_REPOSITORY}?sort=semver)](${url}/releases/latest)`,
    );
    const named = [...readme.matchAll(/github\.com\/([\w.-]+\/observe-annotations)\b/g)].map(
      (m) => m[1],
    );
    expect(new Set(named)).toEqual(new Set([ACTION_REPOSITORY]));
  });

  it('is the one the examples, the README and docs/action.md use', () => {
    const examples = files.filter((f) => f.startsWith(EXAMPLES));
    for (const file of examples)
      expect(
        usesOf(file)
          .filter((u) => !thirdParty(u))
          .map((u) => u.ref),
        file,
      ).toEqual([ACTION_REFERENCE]);
    for (const doc of ['README.md', 'docs/action.md', ...examples]) {
      const named = [...textOf(doc).matchAll(/([\w.-]+\/observe-annotations)@/g)].map((m) => m[1]);
      expect(named.length, doc).toBeGreaterThan(0);
      expect(new Set(named), doc).toEqual(new Set([ACTION_REPOSITORY]));
    }
  });

  it('is written, where a workflow uses it, with the comment that says to pin a commit', () => {
    for (const doc of [
      'README.md',
      'docs/action.md',
      ...files.filter((f) => f.startsWith(EXAMPLES)),
    ]) {
      const lines = textOf(doc)
        .split('\n')
        .filter((line) => /^\s*(- )?uses: [\w.-]+\/observe-annotations@/.test(line));
      expect(lines.length, doc).toBeGreaterThan(0);
      for (const line of lines)
        expect(line.replace(/^\s*(- )?uses: /, ''), doc).toBe(
          `${ACTION_REFERENCE} # ${PIN_COMMENT}`,
        );
    }
  });
});

describe("the VS Code extension's workflow", () => {
  interface Job {
    'runs-on': string;
    defaults?: { run?: { 'working-directory'?: string } };
    steps: Step[];
  }
  const workflow = parse(textOf(`${OWN}/vscode-extension.yml`)) as {
    on: Record<string, unknown>;
    jobs: Record<string, Job>;
  };
  const job = workflow.jobs['vscode-extension']!;
  const extension = JSON.parse(textOf(`${EXTENSION}/package.json`)) as {
    scripts: Record<string, string>;
  };

  it('runs on every pull request and push to main, in the extension’s folder, on Linux', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request', 'push']);
    expect(Object.keys(workflow.jobs)).toEqual(['vscode-extension']);
    expect(job['runs-on']).toBe('ubuntu-latest');
    expect(job.defaults?.run?.['working-directory']).toBe(EXTENSION);
    expect(job.steps.every((s) => s['working-directory'] === undefined)).toBe(true);
  });

  it('installs the extension’s own dependencies from its lock file, cached by it', () => {
    const setup = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))!;
    expect(setup.with?.['cache-dependency-path']).toBe(`${EXTENSION}/package-lock.json`);
    expect(existsSync(join(ROOT, EXTENSION, 'package-lock.json'))).toBe(true);
    expect(job.steps.map((s) => s.run).filter(Boolean)[0]).toBe('npm ci --no-audit --no-fund');
  });

  it('checks the files of the .vsix, tests in VS Code under a virtual display, then packages and uploads it', () => {
    const runs = job.steps.flatMap((s) => (s.run === undefined ? [] : [s.run.trim()]));
    expect(runs).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run test:package',
      'xvfb-run -a npm test',
      'mkdir "$RUNNER_TEMP/vsix"\nnpm run package -- --out "$RUNNER_TEMP/vsix/"',
    ]);
    // Each names a script of the extension's package.json: what the tests there run.
    expect(extension.scripts['test:package']).toBe('node --test test/package-files.js');
    expect(extension.scripts.test).toBe('node test/run-tests.js');
    expect(extension.scripts.package).toBe('vsce package');
    const upload = job.steps.at(-1)!;
    expect(upload.uses).toMatch(/^actions\/upload-artifact@/);
    expect(upload.with).toEqual({
      name: 'vscode-extension',
      path: '${{ runner.temp }}/vsix/*.vsix',
      'if-no-files-found': 'error',
    });
  });
});

describe('a release', () => {
  function releaseNotes(cwd: string, tag: string) {
    return spawnSync(process.execPath, [join(ROOT, 'scripts', 'release-notes.mjs'), tag], {
      cwd,
      encoding: 'utf8',
    });
  }

  it('of the current version can be cut: CHANGELOG.md has its dated section', () => {
    const r = releaseNotes(ROOT, `v${pkg.version}`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const heading = new RegExp(
      `^## ${pkg.version.replaceAll('.', '\\.')} - \\d{4}-\\d{2}-\\d{2}$`,
      'm',
    );
    expect(textOf('CHANGELOG.md')).toMatch(heading);
    expect(r.stdout).toContain('### Added');
    expect(r.stdout).not.toMatch(/^## /m);
  });

  it('refuses a tag that is not package.json’s version, or a section without a date', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-release-'));
    writeFileSync(join(dir, 'package.json'), '{"version": "2.3.4"}\n');
    writeFileSync(join(dir, 'CHANGELOG.md'), '# Changelog\n\n## 2.3.4\n\n- A change.\n');
    const other = releaseNotes(dir, 'v2.3.5');
    expect(other.status).toBe(1);
    expect(other.stderr).toContain("the tag v2.3.5 is not package.json's version (2.3.4)");
    const undated = releaseNotes(dir, 'v2.3.4');
    expect(undated.status).toBe(1);
    expect(undated.stderr).toContain("'## 2.3.4' has no date");
    writeFileSync(
      join(dir, 'CHANGELOG.md'),
      '## 2.3.4 - 2026-01-02\n\n- A change.\n\n## 2.3.3 - 2025-12-01\n\n- Old.\n',
    );
    const dated = releaseNotes(dir, 'v2.3.4');
    expect(dated.status).toBe(0);
    expect(dated.stdout).toBe('- A change.\n');
  });

  interface Job {
    needs?: string | string[];
    environment?: string;
    permissions?: Record<string, string>;
    outputs?: Record<string, string>;
    steps: (Step & { id?: string; env?: Record<string, string> })[];
  }
  const release = parse(textOf(`${OWN}/release.yml`)) as {
    on: { push: { tags: string[] } };
    jobs: { guard: Job; build: Job; vsix: Job; release: Job };
  };
  const { guard, build, vsix, release: publish } = release.jobs;
  // The guard as the default branch has it: a tag's commit cannot weaken it by a change of its own.
  const GUARD =
    'git show "origin/$DEFAULT_BRANCH:scripts/release-guard.mjs" > "$RUNNER_TEMP/guard.mjs" && node "$RUNNER_TEMP/guard.mjs" "$GITHUB_REF_NAME" "origin/$DEFAULT_BRANCH"';
  /** Where in `job` the first step whose run or uses holds `text` is; -1 when none. */
  const at = (job: Job, text: string): number =>
    job.steps.findIndex((s) => (s.run ?? s.uses ?? '').includes(text));
  /** `texts`, each found in `job`, in this order, each in a step of its own unless `shared`. */
  function expectInOrder(job: Job, texts: string[], shared = 0): void {
    const order = texts.map((text) => at(job, text));
    expect(
      order.every((i) => i >= 0),
      order.join(),
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length - shared);
  }
  /** Where the build job puts what it hands over, and where the release job takes it from. */
  const ARTIFACT = '$RUNNER_TEMP/release';
  /** The same for the vsix job's .vsix. */
  const VSIX = '$RUNNER_TEMP/vsix';
  /** The files of an artifact's folder and their sums, the same on both sides; `-r`: an empty folder lists nothing (sha256sum would hash stdin). */
  const LISTING = 'find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum';
  /** The release job's step that downloads the artifact `name`. */
  const download = (name: string): number =>
    publish.steps.findIndex(
      (s) => s.uses?.startsWith('actions/download-artifact@') && s.with?.name === name,
    );

  it('is made by the release workflow on a pushed vX.Y.Z tag, moving the major tag', () => {
    expect(release.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+']);
    expect(Object.keys(release.jobs)).toEqual(['guard', 'build', 'vsix', 'release']);
    const runs = [build, publish].flatMap((job) => job.steps.map((s) => s.run ?? '')).join('\n');
    expect(runs).toContain(
      `node scripts/release-notes.mjs "$GITHUB_REF_NAME" > "${ARTIFACT}/notes.md"`,
    );
    expect(runs).toContain('bash .ci/run');
    expect(runs).toContain('gh release create "$GITHUB_REF_NAME"');
    expect(runs).toContain('major="${GITHUB_REF_NAME%%.*}"');
  });

  it('is guarded first: only from the default branch, only forward, before the builds and again in the environment', () => {
    expect(guard.steps.at(-1)?.run).toBe(GUARD);
    expect(guard.environment).toBeUndefined(); // a refused tag asks no reviewer
    expect(guard.permissions).toBeUndefined(); // the workflow's contents: read
    expect(build.needs).toBe('guard');
    expect(vsix.needs).toBe('guard');
    expect(publish.needs).toEqual(['build', 'vsix']);
    // The guard reads every tag and the default branch.
    for (const j of [guard, publish])
      expect(
        j.steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth'],
      ).toBe(0);
    expect(publish.steps.filter((s) => s.run === GUARD)).toHaveLength(1);
    expect(at(publish, GUARD)).toBeLessThan(at(publish, 'actions/download-artifact@'));
  });

  it('builds the package with contents: read alone, nothing installed once it is made, and hands it over with its checksums', () => {
    expect(build.permissions).toBeUndefined(); // the workflow's contents: read
    expect(build.environment).toBeUndefined();
    // The notes, the package and the dist/ it holds are made in one step, after .ci/run's npm ci.
    expectInOrder(
      build,
      [
        'scripts/release-notes.mjs',
        'bash .ci/run',
        `node scripts/release-notes.mjs "$GITHUB_REF_NAME" > "${ARTIFACT}/notes.md"`,
        'scripts/build.mjs --release-commit "$(git rev-parse HEAD)"',
        'git status --porcelain --untracked-files=all',
        'npm pack',
        `cp -R dist "${ARTIFACT}/dist"`,
        LISTING,
        'actions/upload-artifact@',
      ],
      4,
    );
    // After the package's step, only its sums and the upload: nothing installs or builds.
    expect(at(build, 'npm pack')).toBe(build.steps.length - 3);
    // The extension's dependencies never run in this job.
    expect(JSON.stringify(build.steps)).not.toMatch(/editors\/vscode|vsix|vsce|npm (ci|install)/);
    const sums = build.steps[at(build, LISTING)]!;
    expect(sums.id).toBe('sums');
    expect(sums.run).toContain(`cd "${ARTIFACT}"`);
    expect(build.outputs).toEqual({ sha256sums: '${{ steps.sums.outputs.sha256sums }}' });
    expect(build.steps.at(-1)?.with).toEqual({
      name: 'release',
      path: '${{ runner.temp }}/release/',
      'if-no-files-found': 'error',
    });
  });

  it('refuses a release build that changed more than --release-commit does (dist/cli.js and the init chunk)', () => {
    const step = build.steps[at(build, '--release-commit')]!.run!;
    expect(step).toContain('changed="$(git status --porcelain --untracked-files=all)"');
    expect(step).toContain(
      `shape="$(printf '%s\\n' "$changed" | sed -E 's/init-command-[A-Z0-9]+\\.js$/init-command-HASH.js/' | LC_ALL=C sort)"`,
    );
    expect(step).toContain(
      `if [ "$shape" != "$(printf '%s\\n' ' D dist/chunks/init-command-HASH.js' ' M dist/cli.js' '?? dist/chunks/init-command-HASH.js')" ]; then`,
    );
    // Checked before anything is packed.
    expect(step.indexOf('if [ "$shape"')).toBeLessThan(step.indexOf('npm pack'));
  });

  it('builds the .vsix in a job of its own, with contents: read alone, and hands it over with its checksums', () => {
    expect(vsix.permissions).toEqual({ contents: 'read' });
    expect(vsix.environment).toBeUndefined();
    expect(vsix.steps.map((s) => s.uses?.split('@')[0] ?? s.id ?? s.name)).toEqual([
      'actions/checkout',
      'actions/setup-node',
      "The VS Code extension's .vsix, of the same version",
      'sums',
      'actions/upload-artifact',
    ]);
    expect(vsix.steps[1]!.with?.['cache-dependency-path']).toBe(`${EXTENSION}/package-lock.json`);
    const sums = vsix.steps[3]!;
    expect(sums.run).toContain(`cd "${VSIX}"`);
    expect(sums.run).toContain(LISTING);
    expect(vsix.outputs).toEqual({ sha256sums: '${{ steps.sums.outputs.sha256sums }}' });
    expect(vsix.steps.at(-1)?.with).toEqual({
      name: 'vsix',
      path: '${{ runner.temp }}/vsix/',
      'if-no-files-found': 'error',
    });
  });

  it('downloads both artifacts into folders of their own and refuses each unless its job recorded its files, refusing no sums', () => {
    expect(publish.steps[download('release')]?.with).toEqual({
      name: 'release',
      path: '${{ runner.temp }}/release',
    });
    expect(publish.steps[download('vsix')]?.with).toEqual({
      name: 'vsix',
      path: '${{ runner.temp }}/vsix',
    });
    const check = publish.steps[at(publish, LISTING)]!;
    expect(check.env).toEqual({
      RELEASE_SHA256SUMS: '${{ needs.build.outputs.sha256sums }}',
      VSIX_SHA256SUMS: '${{ needs.vsix.outputs.sha256sums }}',
    });
    expect(check.run).toContain(`actual="$(cd "$1" && ${LISTING})"`);
    expect(check.run).toContain('if [ -z "$expected" ] || [ "$actual" != "$expected" ]; then');
    expect(check.run).toContain(`check "${ARTIFACT}" "$RELEASE_SHA256SUMS" build`);
    expect(check.run).toContain(`check "${VSIX}" "$VSIX_SHA256SUMS" vsix`);
    // No listing anywhere without -r.
    expect(textOf(`${OWN}/release.yml`)).not.toMatch(/xargs -0 sha256sum/);
    const order = [
      at(publish, GUARD),
      download('release'),
      download('vsix'),
      at(publish, LISTING),
      at(publish, 'actions/attest-build-provenance@'),
      at(publish, 'gh release create'),
      at(publish, 'major="${GITHUB_REF_NAME%%.*}"'),
    ];
    expect(order).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The major tag moves by a fast-forward only: GitHub refuses another move.
    const move = publish.steps.at(-1)!.run!;
    expect(move).toContain('-F force=false');
    expect(move).not.toContain('force=true');
  });

  it('runs in the release environment; only that job may sign, attest or write', () => {
    expect(publish.environment).toBe('release');
    expect(publish.permissions).toEqual({
      contents: 'write',
      'id-token': 'write',
      attestations: 'write',
    });
    for (const file of files.filter((f) => f !== `${OWN}/release.yml`))
      expect(textOf(file), file).not.toMatch(/id-token|attestations:/);
  });

  it('installs and runs nothing of the repository where a token can sign or publish: the guard alone', () => {
    // What signs (the OIDC token), stores attestations, or writes releases, tags and packages;
    // codeql's security-events and dogfood's pull-requests run the checkout by their nature.
    const PUBLISHING = ['contents', 'id-token', 'attestations', 'packages'];
    const own = files.filter((f) => f.startsWith(OWN));
    const writers = own.flatMap((file) =>
      Object.entries((parse(textOf(file)) as { jobs: Record<string, Job> }).jobs)
        .filter(([, job]) => PUBLISHING.some((scope) => job.permissions?.[scope] === 'write'))
        .map(([name, job]) => ({ name: `${file}: ${name}`, job })),
    );
    expect(writers.map((w) => w.name)).toEqual([`${OWN}/release.yml: release`]);
    for (const { name, job } of writers) {
      // Only actions that run no code of the checkout, and no setup-node (nor its cache).
      expect(
        job.steps.flatMap((s) => (s.uses === undefined ? [] : [s.uses.split('@')[0]])),
        name,
      ).toEqual([
        'actions/checkout',
        'actions/download-artifact',
        'actions/download-artifact',
        'actions/attest-build-provenance',
      ]);
      for (const step of job.steps) {
        if (step.run === undefined || step.run === GUARD) continue;
        expect(step.run, name).not.toMatch(/\b(npm|npx|yarn|pnpm|node|bash|sh)\b|\.ci\/|scripts\//);
        expect(step['working-directory'], name).toBeUndefined();
      }
    }
  });

  it('attests the package, the .vsix and dist/ it downloaded, and pins the Action by the commit in the release notes', () => {
    const attest = publish.steps[at(publish, 'actions/attest-build-provenance@')]!;
    expect(attest.with?.['subject-path']?.trim().split('\n')).toEqual([
      '${{ runner.temp }}/release/package/*.tgz',
      '${{ runner.temp }}/vsix/*.vsix',
      '${{ runner.temp }}/release/dist/**',
    ]);
    const pack = build.steps[at(build, 'npm pack')]!.run!;
    expect(pack).toContain(`npm pack --silent --pack-destination "${ARTIFACT}/package"`);
    const create = publish.steps[at(publish, 'gh release create')]!.run!;
    expect(create).toContain(`"$RUNNER_TEMP"/release/package/*.tgz`);
    expect(create).toContain(`"$RUNNER_TEMP"/vsix/*.vsix`);
    expect(create).toContain(`cp "${ARTIFACT}/notes.md" "$RUNNER_TEMP/notes.md"`);
    expect(create).toContain("printf '\\nPin this release in a workflow: `uses: %s@%s # %s`\\n'");
  });

  it('attaches the VS Code extension built from its own lock file, refused unless of the tag’s version', () => {
    const step = vsix.steps[at(vsix, `npm run package -- --out "${VSIX}/"`)]!;
    expect(step['working-directory']).toBe(EXTENSION);
    const lines = step.run!.trim().split('\n');
    expect(lines.slice(-3)).toEqual([
      'npm ci --no-audit --no-fund',
      `mkdir "${VSIX}"`,
      `npm run package -- --out "${VSIX}/"`,
    ]);
    expect(step.run).toContain(`version="$(node -p 'require("./package.json").version')"`);
    expect(step.run).toContain('if [ "v$version" != "$GITHUB_REF_NAME" ]; then');
  });
});

describe('action.yml', () => {
  it('is read by GitHub’s parser without an error', async () => {
    expect(await actionErrors('action.yml', textOf('action.yml'))).toEqual([]);
  });

  it('has a description the Marketplace takes (under 125 characters)', () => {
    const description = (parse(textOf('action.yml')) as { description: string }).description;
    expect(description.length).toBeLessThan(125);
  });
});
