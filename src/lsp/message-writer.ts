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
  /** The messages waiting for the flush, each framed as the protocol frames it (header, body). */
  private pending = '';
  private waiting: Waiting[] = [];
  private errors = 0;

  constructor(private readonly output: NodeJS.WritableStream) {
    super();
    output.on('error', (error: Error) => this.fireError(error));
    output.on('close', () => this.fireClose());
  }

  /** Resolves once the message is handed to the output (with the others of its turn). */
  write(message: Message): Promise<void> {
    let body: string;
    try {
      body = JSON.stringify(message);
    } catch (error) {
      this.fireError(error);
      return Promise.reject(error);
    }
    this.pending += `Content-Length: ${Buffer.byteLength(body, 'utf8')}\r\n\r\n${body}`;
    if (this.waiting.length === 0) process.nextTick(() => this.flush());
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  end(): void {
    this.output.end();
  }

  private flush(): void {
    const chunk = this.pending;
    const waiting = this.waiting;
    this.pending = '';
    this.waiting = [];
    this.output.write(chunk, 'utf8', (error?: Error | null) => {
      if (!error) for (const w of waiting) w.resolve();
      else {
        this.fireError(error, undefined, ++this.errors);
        for (const w of waiting) w.reject(error);
      }
    });
  }
}
