// The built bundle, end to end, for runs that make no plan: a fork pull request, invalid files.
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';
import { runBundle } from './support/bundle.js';
import {
  eventFile,
  fromFork,
  INVALID_ANNOTATION,
  runnerEnv,
  VALID_ANNOTATION,
  workspace,
} from './support/workspace.js';

let actionJs: string;
beforeAll(() => {
  actionJs = builtPackage().actionJs;
});

const inputs = {
  command: 'auto',
  paths: 'annotations/',
  comment: 'true',
  prune: 'false',
  concurrency: '8',
  'github-token': 'ghs_bundleTOKEN',
};

describe('the bundle on a fork pull request', () => {
  it('makes no plan, says why, succeeds, and masks the token first', async () => {
    const cwd = workspace({ 'a.yaml': VALID_ANNOTATION });
    const run = await runBundle(
      actionJs,
      inputs,
      runnerEnv('pull_request', eventFile('pull_request.opened', fromFork), cwd),
    );
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('::add-mask::ghs_bundleTOKEN');
    expect(run.stdout).toMatch(/::warning::No plan was made\. This pull request comes from a fork/);
    expect(run.summary).toContain('no plan was made');
    expect(run.summary).not.toContain('ghs_bundleTOKEN');
  });

  it('fails on invalid files with a file/line annotation', async () => {
    const cwd = workspace({ 'bad.yaml': INVALID_ANNOTATION });
    const run = await runBundle(
      actionJs,
      inputs,
      runnerEnv('pull_request', eventFile('pull_request.opened', fromFork), cwd),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error title=headline\.maxLength,file=annotations\/bad\.yaml,line=3,/,
    );
    expect(run.summary).toContain('annotations/bad.yaml:3');
  });
});
