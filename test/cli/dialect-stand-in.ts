// Stand-ins for each way a server may speak the list: each fronts an emulator over
// real HTTP and rewrites only its list answers (paging in headers, body, both or none; items
// under `annotations`, `data` or a bare array; pages smaller than asked; `annotationID`).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { platformRecord, stateFile } from '../emulator/helpers.js';

/** An emulator data file holding one platform annotation (ann-500) and nothing else. */
export function stateWithPlatformAnnotation(): string {
  return stateFile({
    platform: [platformRecord(500, 1_700_000_000_000, 'Platform outage')],
    projects: { default: [] },
  });
}

export type Dialect = {
  paging: 'headers' | 'body' | 'both' | 'none';
  items: 'annotations' | 'data' | 'array';
  /** The stand-in's own page size, whatever is asked. */
  pageSize?: number;
  idField?: 'annotationID';
};

export const DIALECTS: Record<string, Dialect> = {
  'headers only': { paging: 'headers', items: 'annotations' },
  'body only': { paging: 'body', items: 'annotations' },
  both: { paging: 'both', items: 'annotations' },
  'bare array': { paging: 'none', items: 'array' },
  data: { paging: 'headers', items: 'data' },
  'several pages': { paging: 'both', items: 'annotations', pageSize: 4 },
  'annotationID, no id': { paging: 'headers', items: 'annotations', idField: 'annotationID' },
};

/** A stand-in in front of `upstream` that answers list requests in `dialect`. */
export async function standIn(
  upstream: string,
  dialect: Dialect,
  closers: (() => Promise<void>)[],
): Promise<string> {
  const upstreamUrl = new URL(upstream);
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url!, upstreamUrl.origin);
    const isList = req.method === 'GET' && url.pathname.endsWith('/observe/annotations');
    if (isList && dialect.pageSize) url.searchParams.set('pageSize', String(dialect.pageSize));
    const answer = await fetch(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
    });
    const text = await answer.text();
    if (!isList || answer.status !== 200) {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      return res.end(text);
    }
    // The emulator (its default) sends the paging in headers; the body form is built from them.
    const upstreamBody = JSON.parse(text) as { annotations: Record<string, unknown>[] };
    const count = (name: string) => Number(answer.headers.get(`x-corbado-${name}`));
    const paging = {
      page: count('page'),
      totalPages: count('totalpages'),
      totalItems: count('totalitems'),
    };
    const items = upstreamBody.annotations.map(({ id, ...rest }) =>
      dialect.idField ? { annotationID: id, ...rest, dateMs: 1 } : { id, ...rest, dateMs: 1 },
    );
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (dialect.paging === 'headers' || dialect.paging === 'both') {
      for (const name of ['x-corbado-page', 'x-corbado-totalpages', 'x-corbado-totalitems'])
        headers[name] = answer.headers.get(name)!;
    }
    const withPaging = dialect.paging === 'body' || dialect.paging === 'both';
    const body =
      dialect.items === 'array'
        ? items
        : { [dialect.items]: items, ...(withPaging ? { paging } : {}) };
    res.writeHead(200, headers);
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}
