// A proxy in front of the emulator that refuses the writes of one key, for an apply that fails
// part of the way (through the Action's own base-url).
import { createServer, request } from 'node:http';

/**
 * A proxy in front of the emulator that answers a PUT of `failing.key` with a 400 while it is
 * set: an apply that fails part of the way.
 */
export async function failingProxy(
  target: string,
): Promise<{ url: string; failing: { key?: string }; close(): Promise<void> }> {
  const failing: { key?: string } = {};
  const origin = new URL(target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (
        req.method === 'PUT' &&
        failing.key &&
        req.url?.endsWith(`/byExternalKey/${failing.key}`)
      ) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Refused for the test.', details: [] } }));
        return;
      }
      const forward = request(
        {
          host: origin.hostname,
          port: origin.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${origin.pathname}`,
    failing,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
