// The one option table and resolveOptions: precedence, bounds, the config file's keys, and
// one error type that each adapter words in its own terms.
import { describe, expect, it } from 'vitest';
import { describeOptionError, OptionError } from '../../../src/app/options/option-error.js';
import { optionRows, OPTIONS } from '../../../src/app/options/option-table.js';
import { resolveOptions, type OptionSources } from '../../../src/app/options/resolve-options.js';
import { INPUT_NAMING } from '../../../src/action/step/naming.js';
import { CLI_NAMING } from '../../../src/cli/naming.js';

const config = (values: Record<string, unknown>) => ({ file: 'observe-annotations.yaml', values });

function failure(run: () => unknown): OptionError {
  try {
    run();
  } catch (error) {
    if (error instanceof OptionError) return error;
    throw error;
  }
  throw new Error('expected an OptionError');
}

describe('the option table', () => {
  const rows = optionRows();
  const unique = (pick: (o: (typeof rows)[number][1]) => string | undefined) => {
    const names = rows.map(([, o]) => pick(o)).filter((n) => n !== undefined);
    expect(new Set(names).size, names.join(', ')).toBe(names.length);
  };
  it('names each flag, environment variable, config key and input once', () => {
    unique((o) => o.flag);
    unique((o) => o.env);
    unique((o) => o.config);
    unique((o) => o.input);
  });
  it('gives every option a source and a command', () => {
    for (const [key, o] of rows) {
      expect(o.flag ?? o.env ?? o.config ?? o.input ?? o.positional, key).toBeDefined();
      expect(o.commands.length, key).toBeGreaterThan(0);
    }
  });
  it('holds defaults its own parsers accept', () => {
    for (const [key, o] of rows) {
      if (o.default === undefined) continue;
      expect(o.parse.parse(o.default), key).toEqual(o.default);
    }
  });
});

describe('resolveOptions', () => {
  it('takes the adapter, then the environment, then the config file, then the default', () => {
    const env = { OBSERVE_BASE_URL: 'http://env.example/v1' };
    const file = config({ baseUrl: 'http://config.example/v1', concurrency: 4 });
    const given = { baseUrl: 'http://flag.example/v1/' };
    expect(resolveOptions('plan', { given, env, config: file }).baseUrl).toBe(
      'http://flag.example/v1',
    );
    expect(resolveOptions('plan', { env, config: file }).baseUrl).toBe('http://env.example/v1');
    const fromFile = resolveOptions('plan', { config: file });
    expect(fromFile.baseUrl).toBe('http://config.example/v1');
    expect(fromFile.concurrency).toBe(4);
    const none = resolveOptions('plan', {});
    expect(none.concurrency).toBe(8);
    expect(none.paths).toEqual(['annotations/']);
    expect(none.baseUrl).toBeUndefined();
  });

  it('types what it returns', () => {
    const options = resolveOptions('apply', {
      given: { concurrency: '16', prune: true, maxDeletes: '3', paths: ['a/', 'b.yaml'] },
    });
    expect(options).toMatchObject({ concurrency: 16, prune: true, maxDeletes: 3 });
    expect(options.paths).toEqual(['a/', 'b.yaml']);
  });

  it('holds the 1–64 bound on concurrency in one place, whatever the source', () => {
    const sources: [OptionSources, string, string][] = [
      [
        { given: { concurrency: '65' } },
        "--concurrency must be a whole number from 1 to 64, not '65'",
        "input concurrency must be a whole number from 1 to 64, not '65'",
      ],
      [
        { config: config({ concurrency: 0 }) },
        "observe-annotations.yaml: 'concurrency' must be a whole number from 1 to 64, not '0'",
        "observe-annotations.yaml: 'concurrency' must be a whole number from 1 to 64, not '0'",
      ],
    ];
    for (const command of ['plan', 'apply', 'import'] as const) {
      for (const [source, cli, action] of sources) {
        const error = failure(() => resolveOptions(command, source));
        expect(error.key).toBe('concurrency');
        expect(describeOptionError(error, CLI_NAMING)).toBe(cli);
        expect(describeOptionError(error, INPUT_NAMING)).toBe(action);
      }
    }
    expect(OPTIONS.concurrency.description).toBe('Requests in flight at once (1–64).');
  });

  it('checks every setting of the config file, whatever the command', () => {
    const error = failure(() =>
      resolveOptions('validate', { config: config({ concurrency: 'many' }) }),
    );
    expect(error.key).toBe('concurrency');
    expect(() => resolveOptions('validate', { config: config({ concurency: 8 }) })).toThrow(
      "observe-annotations.yaml: unknown setting 'concurency' (known: include, keyPrefix, baseUrl, apiKeyEnv, emulator, concurrency, pageSize, timeout, maxDeletes, targets)",
    );
    expect(() =>
      resolveOptions('plan', { config: config({ emulator: { timezone: 'UTC', colour: 'red' } }) }),
    ).toThrow(/'emulator' must be a map with timezone and findings \(unknown member 'colour'\)/);
  });

  it("refuses a value outside the command's choices with that command's list", () => {
    const error = failure(() => resolveOptions('validate', { given: { format: 'markdown' } }));
    expect(describeOptionError(error, CLI_NAMING)).toBe(
      "--format must be one of text, json, github, not 'markdown'",
    );
    expect(resolveOptions('plan', { given: { format: 'markdown' } }).format).toBe('markdown');
  });

  it('names a value from the environment by its variable, and never quotes a key', () => {
    const url = failure(() => resolveOptions('plan', { env: { OBSERVE_BASE_URL: 'ftp://x/v1' } }));
    expect(describeOptionError(url, CLI_NAMING)).toBe('OBSERVE_BASE_URL must be http(s), not ftp:');
    const key = failure(() =>
      resolveOptions('plan', { env: { OBSERVE_API_KEY: 'two words-SECRET' } }),
    );
    expect(describeOptionError(key, CLI_NAMING)).toMatch(/^OBSERVE_API_KEY holds a space/);
    const input = failure(() => resolveOptions('plan', { given: { apiKey: 'bad\nSECRET' } }));
    expect(describeOptionError(input, INPUT_NAMING)).toMatch(/^input api-key holds a space/);
    for (const e of [key, input])
      expect(describeOptionError(e, CLI_NAMING)).not.toContain('SECRET');
  });

  it('leaves options of other commands at their defaults, unread', () => {
    const options = resolveOptions('validate', {
      given: { concurrency: '1000' },
      env: { OBSERVE_BASE_URL: 'not a url' },
    });
    expect(options.concurrency).toBe(8);
    expect(options.baseUrl).toBeUndefined();
  });
});
