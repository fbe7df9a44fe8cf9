// A request Node's HTTP parser refuses (bad request line, headers too large) never reaches the
// handler; it still gets the spec's error envelope, then the connection closes.
import type { Duplex } from 'node:stream';
import { envelope } from './http-error.js';

/** The raw answer for a parser error: 431 for oversized headers, otherwise 400. */
function clientErrorAnswer(error: NodeJS.ErrnoException): string {
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = envelope(
    tooLarge
      ? 'The request headers are too large.'
      : 'The request is not valid HTTP/1.1 and could not be read.',
  );
  return (
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
    `content-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`
  );
}

/** Answers on the socket when it can still be written, else just closes it. */
export function answerClientError(error: Error, socket: Duplex): void {
  if (socket.writable) socket.end(clientErrorAnswer(error));
  else socket.destroy();
}
