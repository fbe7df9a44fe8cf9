// The config file names the variable the key is read from (apiKeyEnv), and a pull request can
// write the config file. A checked-in `apiKeyEnv: GITHUB_TOKEN` sent the runner's token to the
// server as the bearer: only names that begin with OBSERVE_ are taken, and a refused one ends
// the run before any request.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeIo } from '../cli/validate-fake-io.js';

const TOKEN = 'ghs_runnerTOKEN-Kp3Lm7-DO-NOT-SEND';
const seen: string[] = [];
const server = createServer((req, res) => {
  seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('[]');
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function checkout(config: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-keyenv-'));
  mkdirSync(join(dir, 'annotations'));
  writeFileSync(join(dir, 'annotations', 'a.yaml'), 'externalKey: a\nkind: setup\nheadline: A\n');
  writeFileSync(join(dir, 'observe-annotations.yaml'), config);
  return dir;
}

describe('apiKeyEnv names only the tool’s own variables', () => {
  for (const name of ['GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'INPUT_API-KEY', 'AWS_SECRET']) {
    it(`refuses apiKeyEnv: ${name} (top level and a target's) before any request`, async () => {
      for (const config of [
        `baseUrl: ${baseUrl}\napiKeyEnv: ${name}\n`,
        `targets:\n  ci:\n    baseUrl: ${baseUrl}\n    apiKeyEnv: ${name}\n`,
      ]) {
        const dir = checkout(config);
        const io = fakeIo(dir, { [name]: TOKEN, GITHUB_TOKEN: TOKEN });
        const args = config.startsWith('targets') ? ['plan', '--target', 'ci'] : ['plan'];
        const code = await main(args, io);
        expect(code).toBe(1);
        expect(io.err()).toContain(
          `apiKeyEnv' must be the name of an environment variable that begins with OBSERVE_`,
        );
        expect(io.out() + io.err()).not.toContain(TOKEN);
      }
      expect(seen).toEqual([]);
    });
  }

  it('reads the key from an OBSERVE_ variable the config names', async () => {
    const dir = checkout(`baseUrl: ${baseUrl}\napiKeyEnv: OBSERVE_API_KEY_CI\n`);
    const io = fakeIo(dir, { OBSERVE_API_KEY_CI: 'sk-ci-key-0001', GITHUB_TOKEN: TOKEN });
    expect(await main(['plan'], io), io.err()).toBe(0);
    expect(seen.at(-1)).toMatch(/^GET \/v1\/observe\/annotations\?.* Bearer sk-ci-key-0001$/);
    seen.length = 0;
  });
});
