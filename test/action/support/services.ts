// The two services an Action run talks to, both real and local: the Observe emulator and the
// GitHub REST stand-in.
import { parseApiKey, startEmulator, type RunningEmulator } from '../../../src/emulator/index.js';
import { expect } from 'vitest';
import { builtPackage } from '../../support/built-package.js';
import type { BundleRun } from './bundle.js';
import { startGitHubStandIn, type GitHubStandIn } from './github-stand-in.js';

export const KEY = 'oa_test_SECRET_key_4242';
export const TOKEN = 'ghs_test_TOKEN_7777';

export interface Services {
  emulator: RunningEmulator;
  github: GitHubStandIn;
  /** Every request the emulator routed: `METHOD route` (`PUT upsert`, `GET list`, …). */
  emulatorRequests: string[];
  close(): Promise<void>;
}

export async function startServices(): Promise<Services> {
  const emulatorRequests: string[] = [];
  const emulator = await startEmulator({
    onRequest: ({ method, route }) => emulatorRequests.push(`${method} ${route}`),
    host: '127.0.0.1',
    port: 0,
    apiKeys: [parseApiKey(KEY)],
    // The findings the example annotations refer to.
    findings: ['fnd-1042', 'fnd-1077', 'fnd-1093'],
  });
  const github = await startGitHubStandIn();
  return {
    emulator,
    github,
    emulatorRequests,
    async close() {
      await emulator.close();
      await github.close();
    },
  };
}

/** The built Action bundle and the services its end-to-end tests run against. */
export async function bundleAndServices(): Promise<{ actionJs: string; s: Services }> {
  return { actionJs: builtPackage().actionJs, s: await startServices() };
}

/** The inputs of a step that talks to both. */
export function connectedInputs(
  s: Services,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    command: 'auto',
    paths: 'annotations/',
    comment: 'true',
    prune: 'false',
    concurrency: '8',
    'base-url': s.emulator.baseUrl,
    'api-key': KEY,
    'github-token': TOKEN,
    // The runner fills it with the workflow's token, as it fills github-token by default.
    'workflow-token': TOKEN,
    ...extra,
  };
}

/** Nothing a bundle run shows but the runner's mask commands may carry the key or the token. */
export function expectNoSecrets(run: BundleRun): void {
  const stdout = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  for (const secret of [KEY, TOKEN]) {
    expect(stdout).not.toContain(secret);
    expect(run.stderr).not.toContain(secret);
    expect(run.summary).not.toContain(secret);
    expect(JSON.stringify(run.outputs)).not.toContain(secret);
  }
}

/** Puts a setup annotation on the emulator directly (an edit made outside the repository). */
export async function putOnServer(s: Services, key: string, headline: string): Promise<void> {
  const response = await fetch(`${s.emulator.baseUrl}/observe/annotations/byExternalKey/${key}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'setup', headline }),
  });
  if (response.status !== 200) throw new Error(`PUT ${key}: ${response.status}`);
}

/**
 * The requests of the GitHub stand-in that are not about check runs (every plan and validation
 * also tries to make its check run, which is answered 403 unless the test grants checks).
 */
export function besideChecks<T extends { path: string }>(requests: readonly T[]): T[] {
  return requests.filter((r) => !/\/check-runs(\/|$)/.test(r.path));
}

/** The check-run requests among them. */
export function checkRequests<T extends { path: string }>(requests: readonly T[]): T[] {
  return requests.filter((r) => /\/check-runs(\/|$)/.test(r.path));
}

/** The requests to the stand-in's GraphQL endpoint (an apply asks who last edited its comment). */
export function graphqlRequests<T extends { path: string }>(requests: readonly T[]): T[] {
  return requests.filter((r) => r.path === '/graphql');
}

/** The REST requests among them (all but the GraphQL ones). */
export function restRequests<T extends { path: string }>(requests: readonly T[]): T[] {
  return requests.filter((r) => r.path !== '/graphql');
}
