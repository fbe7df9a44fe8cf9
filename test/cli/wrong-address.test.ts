// A base URL that reaches something else than the Observe API: a web server answering a sign-in
// page or a proxy's text with 200, and an https address of a server that speaks plain http.
// `plan` says the address is the thing to fix, on real HTTP on 127.0.0.1.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allOutput, cli, SECRET } from './apply-helpers.js';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
  for (const text of allOutput) expect(text).not.toContain(SECRET);
});

/** A local web server that answers every request with `answer`; its address, path `/v1`. */
async function webServer(answer: (res: ServerResponse) => void): Promise<string> {
  const server = createServer((_req, res) => answer(res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-address-'));
  mkdirSync(join(dir, 'annotations'));
  writeFileSync(
    join(dir, 'annotations', 'one.yaml'),
    'externalKey: a.one\nkind: setup\nheadline: One\n',
  );
  return dir;
}

describe('plan against an address that is not the Observe API', () => {
  it('a sign-in page answered with 200: the address does not look like the API', async () => {
    const baseUrl = await webServer((res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html>\n<html><head><title>Sign in</title></head><body>…</body></html>');
    });
    const r = await cli(project(), baseUrl, ['plan']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'Error: Reading the annotations: this address does not look like the Observe API (it answered HTML): check the base URL; a sign-in page or a proxy may stand in front of the service\n',
    );
  });

  it('JSON cut short is still said as such: that is the service, not another site', async () => {
    const baseUrl = await webServer((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"annotations": [{"id": "ann-1", ');
    });
    const r = await cli(project(), baseUrl, ['plan']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'Error: Reading the annotations: the server answered 200 with a body that is not JSON\n',
    );
  });

  it('an https address of a server that speaks http: the scheme to try', async () => {
    const baseUrl = await webServer((res) => res.end('{}'));
    const https = baseUrl.replace(/^http:/, 'https:');
    const r = await cli(project(), https, ['plan']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `Error: Reading the annotations could not reach ${https}: the server there speaks plain HTTP, not HTTPS (ERR_SSL_WRONG_VERSION_NUMBER): is the address ${baseUrl}?\n`,
    );
  });
});
