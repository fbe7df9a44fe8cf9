// The server's messages onto its output: every message sent within one turn of the event loop
// goes out in one write. The protocol library's own writer takes a turn or more per message, so
// the first diagnostics of a large workspace (a notification per file) trickled out one turn at
// a time, behind whatever else ran (docs/performance.md).
import {
  AbstractMessageWriter,
  type Message,
  type MessageWriter,
} from 'vscode-languageserver/node';

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class BatchedMessageWriter extends AbstractMessageWriter implements MessageWriter {
  /** Each message waiting for the flush: its header and its body, as the protocol frames them. */
  private pending: Buffer[] = [];
  private waiting: Waiting[] = [];
  private errors = 0;

  constructor(private readonly output: NodeJS.WritableStream) {
    super();
    output.on('error', (error: Error) => this.fireError(error));
    output.on('close', () => this.fireClose());
  }

  /** Resolves once the message is handed to the output (with the others of its turn). */
  write(message: Message): Promise<void> {
    let body: Buffer;
    try {
      body = Buffer.from(JSON.stringify(message), 'utf8');
    } catch (error) {
      this.fireError(error);
      return Promise.reject(error);
    }
    this.pending.push(Buffer.from(`Content-Length: ${body.byteLength}\r\n\r\n`, 'ascii'), body);
    if (this.waiting.length === 0) process.nextTick(() => this.flush());
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  end(): void {
    this.output.end();
  }

  private flush(): void {
    const chunk = Buffer.concat(this.pending);
    const waiting = this.waiting;
    this.pending = [];
    this.waiting = [];
    this.output.write(chunk, (error?: Error | null) => {
      if (!error) for (const w of waiting) w.resolve();
      else {
        this.fireError(error, undefined, ++this.errors);
        for (const w of waiting) w.reject(error);
      }
    });
  }
}
