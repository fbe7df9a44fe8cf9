// Ctrl-C sent to a real running `apply` process (the built bundle, as users run it), and
// SIGTERM (a cancelled CI job): the same stop, reported as a termination, exit 143.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';
import { emulator, holdingProxy, project, SECRET } from './apply-helpers.js';

let BIN = '';

describe('apply interrupted', () => {
  beforeAll(() => {
    BIN = builtPackage().bin;
  });

  it('first SIGINT: in-flight requests finish, a summary, exit 130', async () => {
    const dir = project(60);
    const emu = await emulator({ latencyMs: 150 });
    try {
      const child = spawn(
        process.execPath,
        [BIN, 'apply', '--auto-approve', '--concurrency', '2'],
        {
          cwd: dir,
          env: { ...process.env, OBSERVE_BASE_URL: emu.baseUrl, OBSERVE_API_KEY: SECRET, CI: '1' },
        },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      let signalled = false;
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        // Interrupt once a few writes are done: the run is well under way.
        if (!signalled && /\[ ?\d+\/70\]/.test(err) && (err.match(/\/70\]/g) ?? []).length >= 3) {
          signalled = true;
          child.kill('SIGINT');
        }
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(signalled).toBe(true);
      expect(code).toBe(130);
      expect(err).toContain('Interrupted: waiting for the requests in flight');
      expect(out).toContain('Apply interrupted: no new requests were sent after Ctrl-C.');
      expect(out).toMatch(
        /\d+ created, 0 updated, 0 deleted, 0 unchanged, \d+ failed \(\d+ of them not sent\), 0 stale/,
      );
      expect(out).toMatch(/^Not sent \(\d+\): gen-\d+/m);
      const created = Number(/(\d+) created/.exec(out)![1]);
      expect(created).toBeGreaterThanOrEqual(3);
      expect(created).toBeLessThan(70);
      // What the summary says was created is what the server holds: in-flight writes finished.
      const res = await fetch(`${emu.baseUrl}/observe/annotations?pageSize=1000`, {
        headers: { authorization: `Bearer ${SECRET}` },
      });
      expect(((await res.json()) as { annotations: unknown[] }).annotations).toHaveLength(created);
      expect(out + err).not.toContain(SECRET);
    } finally {
      await emu.close();
    }
  });

  it('second SIGINT aborts the requests in flight at once', async () => {
    const dir = project(10);
    const emu = await emulator();
    // The list is answered, no write is: only the second SIGINT can end them.
    let held = 0;
    let step = (): void => undefined;
    const proxy = await holdingProxy(emu.baseUrl, (method) => {
      if (method !== 'PUT') return false;
      held++;
      step();
      return true;
    });
    try {
      const child = spawn(
        process.execPath,
        [BIN, 'apply', '--auto-approve', '--concurrency', '4'],
        {
          cwd: dir,
          env: {
            ...process.env,
            OBSERVE_BASE_URL: proxy.baseUrl,
            OBSERVE_API_KEY: SECRET,
            CI: '1',
          },
        },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      // Each SIGINT once the run has shown it is where the test means it to be: the first
      // with writes in flight, the second once the first was taken.
      let signals = 0;
      step = () => {
        if (signals === 0 && held > 0 && err.includes('Applying 20 changes')) {
          signals++;
          child.kill('SIGINT');
        }
        if (signals === 1 && err.includes('Interrupted')) {
          signals++;
          child.kill('SIGINT');
        }
      };
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        step();
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(signals).toBe(2);
      expect(code).toBe(130);
      expect(out).toContain('Apply interrupted');
      expect(out).toContain('was aborted');
      expect(out).toMatch(
        /0 created, 0 updated, 0 deleted, 0 unchanged, 20 failed( \(\d+ of them not sent\))?, 0 stale/,
      );
    } finally {
      await proxy.close();
      await emu.close();
    }
  });

  it('while the server is read: the first SIGINT says nothing will be written, the second ends the read at once', async () => {
    const dir = project(10);
    let listed!: () => void;
    const listing = new Promise<void>((resolve) => (listed = resolve));
    const routes: string[] = [];
    // The list answers only after a minute: the run ends before, or the test times out.
    const emu = await emulator({
      latencyMs: 60_000,
      onRequest: ({ route }) => {
        routes.push(route);
        if (route === 'list') listed();
      },
    });
    try {
      const child = spawn(process.execPath, [BIN, 'apply', '--auto-approve'], {
        cwd: dir,
        env: { ...process.env, OBSERVE_BASE_URL: emu.baseUrl, OBSERVE_API_KEY: SECRET, CI: '1' },
      });
      let out = '';
      let err = '';
      let again = false;
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (!again && err.includes('Ctrl-C again to stop now')) {
          again = true;
          child.kill('SIGINT');
        }
      });
      await listing;
      child.kill('SIGINT');
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code, err).toBe(130);
      expect(err).toContain(
        'Interrupted: nothing will be written; finishing the read of the server (Ctrl-C again to stop now)…',
      );
      expect(err).toContain('Interrupted while reading the server: nothing was written.');
      expect(err).not.toMatch(/Internal error|\n\s+at /);
      expect(out).toBe('');
      expect(routes).toEqual(['list']);
    } finally {
      await emu.close();
    }
  });

  it('SIGTERM while writing: in-flight requests finish, reported as a termination, exit 143', async () => {
    const dir = project(60);
    const emu = await emulator({ latencyMs: 150 });
    try {
      const child = spawn(
        process.execPath,
        [BIN, 'apply', '--auto-approve', '--concurrency', '2'],
        {
          cwd: dir,
          env: { ...process.env, OBSERVE_BASE_URL: emu.baseUrl, OBSERVE_API_KEY: SECRET, CI: '1' },
        },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      let signalled = false;
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (!signalled && (err.match(/\/70\]/g) ?? []).length >= 3) {
          signalled = true;
          child.kill('SIGTERM');
        }
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(signalled).toBe(true);
      expect(code, err).toBe(143);
      expect(err).toContain(
        'Terminated (SIGTERM): waiting for the requests in flight (a second SIGTERM or Ctrl-C to abort them)…',
      );
      expect(out).toContain('Apply terminated (SIGTERM): no new requests were sent after it.');
      expect(out + err).not.toContain('Ctrl-C.');
      expect(out).toMatch(/^Not sent \(\d+\): gen-\d+/m);
    } finally {
      await emu.close();
    }
  });

  it('SIGTERM while the server is read: nothing written, a termination, exit 143', async () => {
    const dir = project(10);
    let listed!: () => void;
    const listing = new Promise<void>((resolve) => (listed = resolve));
    const emu = await emulator({
      latencyMs: 60_000,
      onRequest: ({ route }) => {
        if (route === 'list') listed();
      },
    });
    try {
      const child = spawn(process.execPath, [BIN, 'apply', '--auto-approve'], {
        cwd: dir,
        env: { ...process.env, OBSERVE_BASE_URL: emu.baseUrl, OBSERVE_API_KEY: SECRET, CI: '1' },
      });
      let err = '';
      let again = false;
      child.stdout.resume();
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (!again && err.includes('to stop now')) {
          again = true;
          child.kill('SIGTERM');
        }
      });
      await listing;
      child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code, err).toBe(143);
      expect(err).toContain(
        'Terminated (SIGTERM): nothing will be written; finishing the read of the server (a second SIGTERM or Ctrl-C to stop now)…',
      );
      expect(err).toContain('Terminated (SIGTERM) while reading the server: nothing was written.');
      expect(err).not.toMatch(/Internal error|\n\s+at |Interrupted/);
    } finally {
      await emu.close();
    }
  });

  it('--dry-run stopped while the server is read: the plan, then exit 130, never 0', async () => {
    const dir = project(3);
    const emu = await emulator();
    // The list is answered only once the test lets it, after the signal was heard.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const proxy = createServer(async (req, res) => {
      await released;
      const answer = await fetch(`${emu.baseUrl}${req.url!.replace(/^\/v1/, '')}`, {
        headers: { authorization: req.headers.authorization ?? '' },
      });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const [k, v] of answer.headers) if (k.startsWith('x-corbado-')) headers[k] = v;
      res.writeHead(answer.status, headers).end(await answer.text());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`;
    let listed!: () => void;
    const listing = new Promise<void>((resolve) => (listed = resolve));
    proxy.once('request', () => listed());
    try {
      const child = spawn(process.execPath, [BIN, 'apply', '--dry-run'], {
        cwd: dir,
        env: { ...process.env, OBSERVE_BASE_URL: baseUrl, OBSERVE_API_KEY: SECRET, CI: '1' },
      });
      let err = '';
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (err.includes('to stop now')) release();
      });
      await listing;
      child.kill('SIGINT');
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code, err).toBe(130);
      expect(out).toContain('Plan:');
      expect(err).toContain('Interrupted: nothing was written.');
    } finally {
      release();
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await emu.close();
    }
  });
});
