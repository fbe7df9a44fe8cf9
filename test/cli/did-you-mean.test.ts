// Misspelt commands, flags and config settings get the nearest name the tool knows, a value
// among fixed choices (a target, a format, an enum field) the choice it meant, and the
// config file's errors name their line and column as the annotation files' do; through
// main(argv, io), one line on stderr, exit 1.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { writeConfig } from './apply-helpers.js';
import { fakeIo } from './validate-fake-io.js';

async function run(dir: string, args: string[]) {
  const io = fakeIo(dir, {});
  const code = await main(args, io);
  return { code, out: io.out(), err: io.err() };
}

const KNOWN =
  'include, keyPrefix, baseUrl, apiKeyEnv, emulator, concurrency, pageSize, timeout, maxDeletes';

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'oa-did-you-mean-'));
}

describe('did you mean, on the command line', () => {
  it('names the nearest flag of the command, or the commands that take the flag', async () => {
    const dir = folder();
    const cases: [string[], string][] = [
      [
        ['plan', '--emulatr'],
        "Error: Unknown option '--emulatr'; did you mean --emulator? (see 'plan --help')\n",
      ],
      [
        ['apply', '--auto-aprove'],
        "Error: Unknown option '--auto-aprove'; did you mean --auto-approve? (see 'apply --help')\n",
      ],
      [
        ['validate', '--Format', 'json'],
        "Error: Unknown option '--Format'; did you mean --format? (see 'validate --help')\n",
      ],
      [
        ['validate', '--emulator'],
        "Error: Unknown option '--emulator'; validate does not take it (plan, apply, import, doctor do) (see 'validate --help')\n",
      ],
      [
        ['plan', '--api-key', 'k'],
        "Error: Unknown option '--api-key'; keys are never taken on the command line: set OBSERVE_API_KEY or pass --api-key-file FILE (see 'plan --help')\n",
      ],
      [['plan', '--colour'], "Error: Unknown option '--colour' (see 'plan --help')\n"],
      [
        ['plna'],
        "Error: unknown command 'plna': did you mean plan? Commands: init, validate, fmt, plan, apply, import, doctor, lsp, emulator. See --help.\n",
      ],
      [
        ['deploy'],
        "Error: unknown command 'deploy'. Commands: init, validate, fmt, plan, apply, import, doctor, lsp, emulator. See --help.\n",
      ],
    ];
    for (const [args, message] of cases) {
      const r = await run(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toBe(message);
    }
  });
});

describe('the config file’s errors, at their line and column', () => {
  it('a misspelt setting, top-level or in a target, with the nearest name', async () => {
    const cases: [string, string][] = [
      [
        '# settings\nkeyPrefix: team.\nconcurency: 4\n',
        `Error: observe-annotations.yaml:3:1: unknown setting 'concurency' (known: ${KNOWN}, targets); did you mean 'concurrency'?\n`,
      ],
      [
        'keyprefix: team.\n',
        `Error: observe-annotations.yaml:1:1: unknown setting 'keyprefix' (known: ${KNOWN}, targets); did you mean 'keyPrefix'?\n`,
      ],
      [
        'targets:\n  staging:\n    baseUrl: http://127.0.0.1:1/v1\n    pagesize: 10\n',
        `Error: observe-annotations.yaml:4:5, target staging: unknown setting 'pagesize' (known: ${KNOWN}); did you mean 'pageSize'?\n`,
      ],
      [
        'colours: true\n',
        `Error: observe-annotations.yaml:1:1: unknown setting 'colours' (known: ${KNOWN}, targets)\n`,
      ],
    ];
    for (const [text, message] of cases) {
      const dir = folder();
      writeConfig(dir, text);
      const r = await run(dir, ['validate']);
      expect(r.code, text).toBe(1);
      expect(r.err).toBe(message);
    }
  });

  it('a bad value at the value, a bad target and a key in the file at their settings, YAML at its column', async () => {
    const cases: [string, string][] = [
      [
        'keyPrefix: team.\nconcurrency:   many\n',
        "Error: observe-annotations.yaml:2:16: 'concurrency' must be a whole number from 1 to 64, not 'many'\n",
      ],
      [
        'targets:\n  staging:\n    concurrency: 0\n',
        "Error: observe-annotations.yaml:3:18, target staging: 'concurrency' must be a whole number from 1 to 64, not '0'\n",
      ],
      [
        'keyPrefix: team.\ntargets: [staging]\n',
        "Error: observe-annotations.yaml:2:10: 'targets' must be a map from a target's name to its settings (such as staging: {baseUrl: …, apiKeyEnv: …})\n",
      ],
      [
        'targets:\n  staging: yes\n',
        'Error: observe-annotations.yaml:2:12, target staging: expected a map of settings (such as baseUrl and apiKeyEnv)\n',
      ],
      [
        'targets:\n  staging:\n    baseUrl: http://127.0.0.1:1/v1\n    token: abc\n',
        "Error: observe-annotations.yaml:4:5: 'targets.staging.token' would hold a key, and keys are never read from a file that is committed. Put the key in an environment variable and name that variable with apiKeyEnv (for example apiKeyEnv: OBSERVE_API_KEY_STAGING).\n",
      ],
      [
        'keyPrefix: team.\ninclude: [annotations/\n',
        'Error: observe-annotations.yaml:3:1: Flow sequence in block collection must be sufficiently indented and end with a ]\n',
      ],
    ];
    for (const [text, message] of cases) {
      const dir = folder();
      writeConfig(dir, text);
      const r = await run(dir, ['validate']);
      expect(r.code, text).toBe(1);
      expect(r.err).toBe(message);
    }
  });
});

describe('did you mean, for a value among fixed choices', () => {
  it('a target abbreviated or misspelt, and a format', async () => {
    const dir = folder();
    writeConfig(dir, 'targets:\n  staging: {}\n  production: {}\n');
    const cases: [string[], string][] = [
      [
        ['plan', '--target', 'prod'],
        "Error: --target 'prod' is not a target of observe-annotations.yaml (its targets: staging, production); did you mean production?\n",
      ],
      [
        ['plan', '--target', 'stagign'],
        "Error: --target 'stagign' is not a target of observe-annotations.yaml (its targets: staging, production); did you mean staging?\n",
      ],
      [
        ['plan', '--target', 'qa'],
        "Error: --target 'qa' is not a target of observe-annotations.yaml (its targets: staging, production)\n",
      ],
      [
        ['validate', '--format', 'jsno'],
        "Error: --format must be one of text, json, github, not 'jsno'; did you mean json?\n",
      ],
    ];
    for (const [args, message] of cases) {
      const r = await run(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toBe(message);
    }
  });

  it('every enum field of a file: the value it meant, none for a value like no choice', async () => {
    const dir = folder();
    mkdirSync(join(dir, 'annotations'));
    const doc = (key: string, more: string) =>
      `externalKey: ${key}\nheadline: H\ndateFrom: 2026-03-01\n${more}\n`;
    writeFileSync(
      join(dir, 'annotations', 'a.yaml'),
      [
        doc('a', 'kind: evnt'),
        doc('b', 'kind: event\nevidence: [cod]'),
        doc('c', 'kind: event\nevidence: [nope]'),
        doc('d', 'kind: event\neffect: contxt'),
      ].join('---\n'),
    );
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'kind must be one of event, period, setup, interpretation, constraint, follow-up, not "evnt"; did you mean event?',
    );
    expect(r.out).toContain('not "cod"; did you mean code?');
    expect(r.out).toMatch(/not "nope"\n/);
    expect(r.out).toMatch(/effect must be one of [^\n]*, not "contxt"; did you mean context\?/);
  });
});
