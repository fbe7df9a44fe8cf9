// The steps of a merge as the bundle tests take them: a workspace of annotations, the plan on a
// pull request, the push of its merge, and looks at the server and the pull request's
// comments. Bound to one bundle and its services (bundleAndServices).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runBundle, type BundleRun } from './bundle.js';
import type { StandInComment } from './github-stand-in.js';
import { connectedInputs, expectNoSecrets, KEY, type Services } from './services.js';
import { branchPush, eventFile, runnerEnv, workspace } from './workspace.js';

export const REPO = 'Codertocat/Hello-World';

/** A full commit id made of `c` and ending in `n`. */
export const sha = (n: number, c: string): string => `${c.repeat(39)}${n}`;

type Payload = Parameters<NonNullable<Parameters<typeof eventFile>[1]>>[0];

export interface MergeSteps {
  /** A workspace of annotations `prefix`N (headline per entry), keyPrefix `prefix`. */
  files(prefix: string, headlines: string[]): string;
  writeAnnotations(cwd: string, prefix: string, headlines: string[]): void;
  /** The pull request's plan: pull_request.opened, as pull request `number` with head `head`. */
  plan(
    cwd: string,
    number: number,
    head: string,
    inputs?: Record<string, string>,
    change?: (payload: Payload) => void,
  ): Promise<BundleRun>;
  /** A push of `after` to `branch` (the default branch, master, unless named). */
  push(
    cwd: string,
    after: string,
    inputs?: Record<string, string>,
    branch?: string,
  ): Promise<BundleRun>;
  /** The server's annotation of `key`, or undefined (the list holds fewer than 1,000 here). */
  onServer(key: string): Promise<{ headline: string } | undefined>;
  editByHand(key: string, headline: string): Promise<void>;
  /** The comments of pull request `number`. */
  comments(number: number): StandInComment[];
  /** The one comment of pull request `number`. */
  comment(number: number): string;
  /** No secret in what the run showed, nor in any comment. */
  expectNothingShown(run: BundleRun): void;
}

/** The steps, against what `get()` returns once the bundle and services are up. */
export function mergeSteps(get: () => { actionJs: string; s: Services }): MergeSteps {
  const steps: MergeSteps = {
    files(prefix, headlines) {
      const cwd = workspace({});
      steps.writeAnnotations(cwd, prefix, headlines);
      writeFileSync(join(cwd, 'observe-annotations.yaml'), `keyPrefix: ${prefix}\n`);
      return cwd;
    },
    writeAnnotations(cwd, prefix, headlines) {
      rmSync(join(cwd, 'annotations'), { recursive: true, force: true });
      mkdirSync(join(cwd, 'annotations'));
      headlines.forEach((headline, i) =>
        writeFileSync(
          join(cwd, 'annotations', `${prefix}${i}.yaml`),
          `externalKey: ${prefix}${i}\nkind: event\nheadline: ${headline}\ndateFrom: 2026-09-17\n`,
        ),
      );
    },
    plan(cwd, number, head, inputs = {}, change) {
      const { actionJs, s } = get();
      const payload = eventFile('pull_request.opened', (p) => {
        p.number = number;
        p.pull_request!.number = number;
        (p.pull_request as unknown as { head: { sha: string } }).head.sha = head;
        change?.(p);
      });
      return runBundle(
        actionJs,
        connectedInputs(s, inputs),
        runnerEnv('pull_request', payload, cwd, { GITHUB_API_URL: s.github.url }),
      );
    },
    push(cwd, after, inputs = {}, branch = 'master') {
      const { actionJs, s } = get();
      return runBundle(
        actionJs,
        connectedInputs(s, inputs),
        runnerEnv('push', eventFile('push', branchPush(after, branch)), cwd, {
          GITHUB_API_URL: s.github.url,
        }),
      );
    },
    async onServer(key) {
      const { s } = get();
      const res = await fetch(`${s.emulator.baseUrl}/observe/annotations?pageSize=1000`, {
        headers: { authorization: `Bearer ${KEY}` },
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as {
        annotations: { externalKey: string; headline: string }[];
      };
      return page.annotations.find((a) => a.externalKey === key);
    },
    async editByHand(key, headline) {
      const { s } = get();
      const res = await fetch(`${s.emulator.baseUrl}/observe/annotations/byExternalKey/${key}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'event', headline, dateFrom: '2026-09-17' }),
      });
      expect(res.status).toBeLessThan(300);
    },
    comments(number) {
      return get().s.github.comments.get(`${REPO}#${number}`) ?? [];
    },
    comment(number) {
      const list = steps.comments(number);
      expect(list).toHaveLength(1);
      return list[0]!.body;
    },
    expectNothingShown(run) {
      expectNoSecrets(run);
      for (const list of get().s.github.comments.values())
        for (const c of list) expect(c.body).not.toContain(KEY);
    },
  };
  return steps;
}
