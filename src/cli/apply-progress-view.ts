// Where apply progress goes: one updating line on a terminal, plain lines in CI and pipes.
// Progress is written to stderr, so stdout holds only the result (JSON stays parseable).
import type { ApplyEvent } from '../model/apply.js';
import { progressLine, progressStatus } from '../render/apply-progress.js';
import type { Output } from './io.js';

export interface ProgressView {
  onEvent(event: ApplyEvent): void;
  /** Clears the live line before the summary. */
  end(): void;
}

/** How often progress reaches the stream: often enough to look live, rare enough to cost nothing. */
const FLUSH_MS = 100;

export function progressView(stream: Output, live: boolean, concurrency: number): ProgressView {
  if (!live) {
    // Plain lines, made and written a few times a second: a write per item would be a system
    // call per request (stderr to a pipe is synchronous), and its line made then, work on the
    // hot path; the events wait for the next frame instead.
    let pending: ApplyEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = (): void => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      let text = '';
      for (const event of pending) {
        const line = progressLine(event);
        if (line !== undefined) text += `${line}\n`;
      }
      pending = [];
      if (text) stream.write(text);
    };
    return {
      onEvent(event) {
        if (event.type === 'concurrency') return;
        pending.push(event);
        if (event.type !== 'item') flush();
        else timer ??= setTimeout(flush, FLUSH_MS);
      },
      end: flush,
    };
  }
  let shown = false;
  let lastDraw = 0;
  let done = 0;
  let total = 0;
  let failed = 0;
  let limit = concurrency;
  const draw = (text: string): void => {
    stream.write(`\r\u001b[2K${text}`);
    shown = true;
  };
  return {
    onEvent(event) {
      if (event.type === 'start') total = event.total;
      if (event.type === 'concurrency') limit = event.limit;
      if (event.type === 'item') {
        done = event.done;
        if (event.result.status !== 'ok') {
          failed++;
          // A problem stays on screen; the live line is redrawn below it.
          stream.write(`\r\u001b[2K${progressLine(event)}\n`);
        }
      }
      if (event.type === 'interrupted') stream.write(`\r\u001b[2K${progressLine(event)}\n`);
      // The live line is redrawn at most every FLUSH_MS, and always for the last item.
      const now = performance.now();
      if (total > 0 && (now - lastDraw >= FLUSH_MS || done === total || event.type !== 'item')) {
        lastDraw = now;
        draw(progressStatus(done, total, failed, limit));
      }
    },
    end() {
      if (shown) stream.write('\r\u001b[2K');
    },
  };
}
