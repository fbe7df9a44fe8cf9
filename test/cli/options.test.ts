// Options reach the commands from flags, the environment and the config file, through the one
// table: precedence holds end to end, and every bad value is one plain line naming where it
// came from, with exit 1.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { parseApiKey, startEmulator } from '../../src/emulator/index.js';
import { allOutput, cli, project, SECRET, sharedEmulator, writeConfig } from './apply-helpers.js';
import { fakeIo } from './validate-fake-io.js';

const shared = sharedEmulator();

async function run(dir: string, args: string[], env: Record<string, string> = {}) {
  const io = fakeIo(dir, env);
  const code = await main(args, io);
  allOutput.push(io.out(), io.err());
  return { code, out: io.out(), err: io.err() };
}

describe('options on the command line', () => {
  it('take the flag over the environment over the config file', async () => {
    const dir = project(3);
    // The config file names another server, which does not know the key.
    const other = await startEmulator({ apiKeys: [parseApiKey('sk-other-server-1')] });
    writeConfig(dir, `baseUrl: ${other.baseUrl}\ninclude: annotations/generated.yaml\n`);
    const fromConfig = await run(dir, ['plan'], { OBSERVE_API_KEY: SECRET });
    await other.close();
    expect(fromConfig.code).toBe(1);
    expect(fromConfig.err).toMatch(/401/);
    // The environment wins over it; the config file's include still names the files.
    const fromEnv = await cli(dir, shared.current.baseUrl, ['plan', '--format', 'json']);
    expect(fromEnv.code, fromEnv.err).toBe(0);
    expect(JSON.parse(fromEnv.out).summary.create).toBe(3);
    // A flag wins over both.
    const fromFlag = await run(dir, ['plan', '--base-url', shared.current.baseUrl], {
      OBSERVE_API_KEY: SECRET,
      OBSERVE_BASE_URL: 'http://127.0.0.1:1/v1',
    });
    expect(fromFlag.code, fromFlag.err).toBe(0);
  });

  it('name a bad value by flag, variable or config key, in one line with exit 1', async () => {
    const dir = project(1);
    const cases: [string[], Record<string, string>, string | undefined, string][] = [
      [
        ['plan', '--concurrency', '0'],
        {},
        undefined,
        "Error: --concurrency must be a whole number from 1 to 64, not '0'\n",
      ],
      [
        ['plan'],
        { OBSERVE_BASE_URL: 'ftp://x/v1' },
        undefined,
        'Error: OBSERVE_BASE_URL must be http(s), not ftp:\n',
      ],
      [
        ['validate'],
        {},
        'concurrency: 65\n',
        "Error: observe-annotations.yaml:1:14: 'concurrency' must be a whole number from 1 to 64, not '65'\n",
      ],
      [
        ['validate'],
        {},
        'keyprefix: team.\n',
        "Error: observe-annotations.yaml:1:1: unknown setting 'keyprefix' (known: include, keyPrefix, baseUrl, apiKeyEnv, emulator, concurrency, pageSize, timeout, maxDeletes, targets); did you mean 'keyPrefix'?\n",
      ],
      [
        ['apply', '--max-deletes', 'all'],
        {},
        undefined,
        "Error: --max-deletes must be a whole number from 0 to 100000, not 'all'\n",
      ],
      [
        ['import', 'annotations/'],
        {},
        undefined,
        "Error: import takes no PATH arguments (got 'annotations/'); see 'import --help'\n",
      ],
    ];
    for (const [args, env, config, message] of cases) {
      writeConfig(dir, config ?? '');
      const r = await run(dir, args, { OBSERVE_API_KEY: SECRET, ...env });
      expect(r.err, args.join(' ')).toBe(message);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
    }
  });

  it('says what to set when no address is given, and never takes the key from a flag', async () => {
    const dir = project(1);
    const none = await run(dir, ['plan'], { OBSERVE_API_KEY: SECRET });
    expect(none.err).toMatch(
      /^Error: no Observe API address: pass --base-url URL or set OBSERVE_BASE_URL/,
    );
    const noKey = await run(dir, ['plan', '--base-url', shared.current.baseUrl]);
    expect(noKey.err).toMatch(
      /^Error: no API key: set OBSERVE_API_KEY or pass --api-key-file FILE/,
    );
    const flag = await run(dir, ['plan', '--api-key', SECRET]);
    expect(flag.code).toBe(1);
    expect(flag.err).toMatch(/Unknown option '--api-key'/);
  });
});
