// Next-step hints name the command as the person ran it: `npx observe-annotations …` through
// npm (npx, npm exec, an npm script), the runner of pnpm, yarn or bun likewise, else the bare
// name (installed on the PATH). The built executable in a real process, in each environment.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandName } from '../../src/cli/invocation.js';
import { builtPackage } from '../support/built-package.js';

let BIN = '';
beforeAll(() => {
  BIN = builtPackage().bin;
});

/** The environment without anything a package manager set for this test run. */
function bareEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  );
  return { ...env, NO_COLOR: '1', OBSERVE_BASE_URL: '', OBSERVE_API_KEY: '', ...extra };
}

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [BIN, ...args], { cwd, env, encoding: 'utf8' });
}

function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-invocation-'));
  mkdirSync(join(dir, '.git'));
  return dir;
}

describe('the command as the person ran it', () => {
  it('tells the runners apart by what npm, pnpm, yarn and bun set', () => {
    const name = (env: Record<string, string>, script = '/usr/local/bin/observe-annotations') =>
      commandName({ env }, script);
    expect(
      name({ npm_config_user_agent: 'npm/10.9.2 node/v24.11.0 linux x64 workspaces/false' }),
    ).toBe('npx observe-annotations');
    expect(name({ npm_config_user_agent: 'pnpm/9.15.0 npm/? node/v24.11.0 linux x64' })).toBe(
      'pnpm exec observe-annotations',
    );
    expect(name({ npm_config_user_agent: 'yarn/4.5.3 npm/? node/v24.11.0 linux x64' })).toBe(
      'yarn observe-annotations',
    );
    expect(name({ npm_config_user_agent: 'bun/1.1.38 npm/? node/v24.11.0 linux x64' })).toBe(
      'bunx observe-annotations',
    );
    expect(name({}, '/home/me/.npm/_npx/1a2b3c/node_modules/.bin/observe-annotations')).toBe(
      'npx observe-annotations',
    );
    expect(name({})).toBe('observe-annotations');
  });

  it("init's next steps and plan --out's apply command, through npx and from the PATH", () => {
    const throughNpx = bareEnv({ npm_config_user_agent: 'npm/10.9.2 node/v24.11.0 linux x64' });
    for (const [env, name] of [
      [throughNpx, 'npx observe-annotations'],
      [bareEnv(), 'observe-annotations'],
    ] as const) {
      const dir = repository();
      const init = run(dir, ['init'], env);
      expect(init.status).toBe(0);
      expect(init.stdout).toContain(
        `\nNext:\n  ${name} validate            # check the files, no account needed\n  ${name} plan --emulator     # the plan against a local emulator\n  ${name} apply --emulator    # apply it there (asks; type yes)\n`,
      );
      const plan = run(dir, ['plan', '--emulator', '--out', 'plan.json'], env);
      expect(plan.status).toBe(0);
      expect(plan.stderr).toContain(`\n  ${name} apply --plan plan.json --emulator\n`);
    }
  });
});
