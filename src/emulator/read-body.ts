// The request body as JSON: 415-style problems answer 400 (the spec has only the envelope),
// a body over 1 MiB answers 413 once the client has finished sending.
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error.js';

export const MAX_BODY_BYTES = 1024 * 1024;

function isJsonType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]*\+json$/.test(type);
}

/** Reads and parses the body; throws HttpError 400 or 413. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  let size = 0;
  const chunks: Buffer[] = [];
  let tooLarge = Number.isFinite(declared) && declared > MAX_BODY_BYTES;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) tooLarge = true;
    if (!tooLarge) chunks.push(chunk);
  }
  if (tooLarge) throw new HttpError(413, `The request body is larger than 1 MiB.`);
  if (!isJsonType(req.headers['content-type'])) {
    throw new HttpError(400, 'The request body must be JSON (Content-Type: application/json).');
  }
  const text = Buffer.concat(chunks, size).toString('utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `The request body is not valid JSON: ${(error as Error).message}`);
  }
}

/** Reads and discards the body (a request answered without looking at it). */
export async function drainBody(req: IncomingMessage): Promise<void> {
  for await (const _ of req);
}
