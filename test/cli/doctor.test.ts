// `observe-annotations doctor`: passes against the emulator, reports the dialect of
// each stand-in, and fails with a clear line against 401, 403 and a body it cannot read.
// Read-only, and the key never appears.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DoctorReport } from '../../src/model/doctor.js';
import { allOutput, cli, emulator, SECRET, READ_ONLY, writeConfig } from './apply-helpers.js';
import { DIALECTS, stateWithPlatformAnnotation, standIn } from './dialect-stand-in.js';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const text of allOutput) {
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(READ_ONLY);
  }
});

/** An emulator with the platform annotation and five keyed ones (four under `team.`). */
async function seeded() {
  const emu = await emulator({ dataFile: stateWithPlatformAnnotation() });
  closers.push(() => emu.close());
  for (const key of ['team.a', 'team.b', 'team.c', 'team.d', 'other.e']) {
    const r = await fetch(`${emu.baseUrl}/observe/annotations/byExternalKey/${key}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'setup', headline: key }),
    });
    expect(r.status).toBe(200);
  }
  return emu;
}

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-doctor-'));
  writeConfig(dir, 'keyPrefix: team.\n');
  return dir;
}

async function doctorJson(dir: string, baseUrl: string, key = SECRET) {
  const r = await cli(dir, baseUrl, ['doctor', '--format', 'json'], key);
  return { ...r, report: JSON.parse(r.out) as DoctorReport };
}

const statuses = (report: DoctorReport) =>
  Object.fromEntries(report.checks.map((c) => [c.id, c.status]));

describe('doctor against the emulator', () => {
  it('passes with the read key, one line per check, and writes nothing', async () => {
    const emu = await seeded();
    const dir = project();
    const before = await fetch(`${emu.baseUrl}/observe/annotations`, {
      headers: { authorization: `Bearer ${SECRET}` },
    }).then((r) => r.text());
    const r = await cli(dir, emu.baseUrl, ['doctor'], READ_ONLY);
    expect(r.code, r.out + r.err).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe(`Checking ${emu.baseUrl} (read-only: nothing is written)`);
    expect(lines.slice(1, 9)).toEqual([
      `ok    ${emu.baseUrl} answers; version segment v1`,
      'ok    the API key is accepted',
      'ok    the list is readable (`observe:annotations:read`)',
      'ok    paging in the X-Corbado-Page/TotalPages/TotalItems headers (as documented); items under `annotations`',
      'ok    a second page is honoured (two a page: other annotations than page 1)',
      'ok    6 annotations: 1 platform, 0 without an external key (both left alone), 4 managed by this repository (keyPrefix "team.")',
      'ok    the items carry what the planner needs (id, externalKey, kind, headline, updatedMs)',
      'info  apply will need `observe:annotations:write` on its key (stated, not tested: doctor writes nothing); personal API keys are read-only',
    ]);
    expect(lines.at(-1)).toBe('Ready: plan can read this server.');
    const after = await fetch(`${emu.baseUrl}/observe/annotations`, {
      headers: { authorization: `Bearer ${SECRET}` },
    }).then((r) => r.text());
    expect(after).toBe(before);
  });

  it('gives the same as data with --format json, and runs against the embedded emulator', async () => {
    const emu = await seeded();
    const { code, report } = await doctorJson(project(), emu.baseUrl);
    expect(code).toBe(0);
    expect(report).toMatchObject({
      formatVersion: 1,
      target: emu.baseUrl,
      ready: true,
      dialect: { paging: 'headers', items: 'annotations', idField: 'id' },
      counts: { total: 6, platform: 1, withoutKey: 0, managed: 4 },
    });
    expect(report.checks.map((c) => c.id)).toEqual([
      'baseUrl',
      'key',
      'read',
      'paging',
      'secondPage',
      'counts',
      'fields',
      'writePermission',
    ]);
    const embedded = await cli(project(), 'http://127.0.0.1:9/unused', ['doctor', '--emulator']);
    expect(embedded.code, embedded.out + embedded.err).toBe(0);
    expect(embedded.out).toContain('Checking emulator:.observe-emulator');
    expect(embedded.out).toContain('skip  fewer than 3 annotations');
  });
});

describe('doctor --config', () => {
  it('reads the config file named, as the other commands that read one do', async () => {
    const emu = await seeded();
    const dir = mkdtempSync(join(tmpdir(), 'oa-doctor-'));
    mkdirSync(join(dir, 'ci'));
    writeFileSync(join(dir, 'ci', 'observe.yaml'), 'keyPrefix: other.\n');
    const r = await cli(dir, emu.baseUrl, ['doctor', '--config', 'ci/observe.yaml']);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain('1 managed by this repository (keyPrefix "other.")');
    const missing = await cli(dir, emu.baseUrl, ['doctor', '--config', 'nowhere.yaml']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('nowhere.yaml: no such file');
  });
});

describe('doctor through each dialect', () => {
  it('reports how the paging and the items arrived', async () => {
    const expected: Record<string, DoctorReport['dialect']> = {
      'headers only': { paging: 'headers', items: 'annotations', idField: 'id' },
      'body only': { paging: 'body', items: 'annotations', idField: 'id' },
      both: { paging: 'both', items: 'annotations', idField: 'id' },
      'bare array': { paging: 'none', items: 'array', idField: 'id' },
      data: { paging: 'headers', items: 'data', idField: 'id' },
      'several pages': { paging: 'both', items: 'annotations', idField: 'id' },
      'annotationID, no id': { paging: 'headers', items: 'annotations', idField: 'annotationID' },
    };
    const emu = await seeded();
    for (const [name, dialect] of Object.entries(DIALECTS)) {
      const baseUrl = await standIn(emu.baseUrl, dialect, closers);
      const { code, report } = await doctorJson(project(), baseUrl);
      expect(report.dialect, name).toEqual(expected[name]);
      expect(report.counts, name).toEqual({ total: 6, platform: 1, withoutKey: 0, managed: 4 });
      // Without paging a plan still works: a warning, not a failure.
      expect(statuses(report).paging, name).toBe(dialect.paging === 'none' ? 'warn' : 'ok');
      expect(code, name).toBe(0);
    }
  });
});

async function answering(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const json = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

describe('doctor fails with a clear line', () => {
  it('against a 401: the key, with what usually causes it', async () => {
    const baseUrl = await answering((req, res) =>
      json(res, 401, JSON.stringify({ error: { message: `bad ${req.headers.authorization}` } })),
    );
    const r = await cli(project(), baseUrl, ['doctor']);
    expect(r.code).toBe(1);
    // The server's own words say which cause it was; the key it echoes is not among them.
    expect(r.out).toContain(
      'FAIL  the API key is rejected (401 Unauthorized); the server said: bad Bearer ***\n',
    );
    expect(r.out).toContain(
      '      → make sure the key has not expired, is not limited to other IP addresses, and belongs to the environment of this base URL; then run doctor again',
    );
    expect(r.out).toMatch(/skip {2}not checked: an earlier check failed/);
    expect(r.out.trimEnd().split('\n').at(-1)).toMatch(/^Not ready for plan: make sure the key/);
  });

  it('against a 403: the permission to give the key', async () => {
    const baseUrl = await answering((_req, res) =>
      json(res, 403, JSON.stringify({ error: { message: 'missing observe:annotations:read' } })),
    );
    const { code, report } = await doctorJson(project(), baseUrl);
    expect(code).toBe(1);
    expect(statuses(report)).toMatchObject({ baseUrl: 'ok', key: 'ok', read: 'fail' });
    const read = report.checks.find((c) => c.id === 'read')!;
    expect(read.message).toBe(
      'the key lacks `observe:annotations:read`: the list cannot be read (403 Forbidden)',
    );
    expect(read.next).toMatch(/give the key `observe:annotations:read`/);
  });

  it('against JSON of another shape: a dialect to report', async () => {
    const baseUrl = await answering((_req, res) =>
      json(res, 200, JSON.stringify({ results: [], next: null })),
    );
    const r = await cli(project(), baseUrl, ['doctor']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /FAIL {2}the list's answer cannot be read: .*its top-level keys: results, next/,
    );
    expect(r.out).toContain('      → the server speaks a dialect this tool does not read');
  });

  it('against an address that answers HTML (a sign-in page, a proxy): the address, not the key or a dialect', async () => {
    const pages: [string, string, string][] = [
      ['text/html; charset=utf-8', '<!DOCTYPE html><html><body>Sign in</body></html>', 'HTML'],
      ['application/json', '<html>proxy login</html>', 'HTML'],
      ['text/plain', 'It works!', 'text/plain'],
    ];
    for (const [type, body, answered] of pages) {
      const baseUrl = await answering((_req, res) => {
        res.writeHead(200, { 'content-type': type });
        res.end(body);
      });
      const r = await cli(project(), baseUrl, ['doctor']);
      expect(r.code).toBe(1);
      const lines = r.out.split('\n');
      expect(lines.slice(1, 3)).toEqual([
        `FAIL  ${baseUrl}: this address does not look like the Observe API (it answered ${answered})`,
        '      → set the base URL to the Observe API’s address, with its version segment (e.g. https://…/v1); a sign-in page or a proxy may stand in front of the service',
      ]);
      expect(r.out).not.toContain('the API key is accepted');
      expect(r.out).not.toContain('dialect');
    }
  });

  it('against an address that does not answer, or has no list', async () => {
    const gone = await answering(() => undefined);
    const unreachable = gone.replace(/:\d+\//, ':9/');
    // A refused connection ends at once: the run deadline is only a backstop, far from it.
    const r = await cli(project(), unreachable, ['doctor', '--timeout', '120']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /FAIL {2}http:\/\/127\.0\.0\.1:9\/v1 does not answer: .*connection refused/,
    );
    const noList = await answering((_req, res) =>
      json(res, 404, JSON.stringify({ error: { message: 'No such route' } })),
    );
    const missing = await cli(project(), noList.replace(/\/v1$/, ''), ['doctor']);
    expect(missing.out).toMatch(
      /FAIL {2}http:\/\/127\.0\.0\.1:\d+ has no annotation list \(404\) and no version segment/,
    );
  });
});
