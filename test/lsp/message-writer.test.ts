// The server's writer: the messages of one turn in one write, each framed as the protocol's own
// reader expects (its length in bytes, not characters), in the order sent; a failed write is an
// error for every message it held.
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StreamMessageReader, type Message } from 'vscode-languageserver/node';
import { BatchedMessageWriter } from '../../src/lsp/message-writer.js';

const note = (n: number, text: string): Message =>
  ({
    jsonrpc: '2.0',
    method: 'window/logMessage',
    params: { type: 4, message: `${n} ${text}` },
  }) as Message;

describe('the batched message writer', () => {
  it("writes a turn's messages at once, read back whole and in order by the protocol's reader", async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (c: Buffer) => chunks.push(c));
    const writer = new BatchedMessageWriter(output);
    const sent = [note(1, 'plain'), note(2, 'hour 24 does not exist (00–23) → é 😀'), note(3, '')];
    const written = Promise.all(sent.map((m) => writer.write(m)));
    expect(chunks).toHaveLength(0); // nothing before the turn ends
    await written;
    expect(chunks).toHaveLength(1);

    const received: Message[] = [];
    const reader = new StreamMessageReader(streamOf(chunks));
    await new Promise<void>((resolve) =>
      reader.listen((m) => {
        received.push(m);
        if (received.length === sent.length) resolve();
      }),
    );
    expect(received).toEqual(sent);
  });

  it('a later turn is a write of its own', async () => {
    const output = new PassThrough();
    let writes = 0;
    output.on('data', () => writes++);
    const writer = new BatchedMessageWriter(output);
    await writer.write(note(1, 'a'));
    await writer.write(note(2, 'b'));
    expect(writes).toBe(2);
  });

  it('a failed write rejects each message it held and is reported as an error', async () => {
    const failing = new Writable({
      write: (_chunk, _encoding, callback) => callback(new Error('pipe closed')),
    });
    const writer = new BatchedMessageWriter(failing);
    const errors: Error[] = [];
    writer.onError(([error]) => errors.push(error));
    const results = await Promise.allSettled([
      writer.write(note(1, 'a')),
      writer.write(note(2, 'b')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(errors.map((e) => e.message)).toContain('pipe closed');
  });
});

/** A readable stream of `chunks`, ended. */
function streamOf(chunks: Buffer[]): PassThrough {
  const stream = new PassThrough();
  for (const c of chunks) stream.write(c);
  stream.end();
  return stream;
}
