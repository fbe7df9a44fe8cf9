// Where apply progress goes: a line per change everywhere, with one updating line under them
// on a terminal. Progress is written to stderr, so stdout holds only the result (JSON stays
// parseable).
import type { ApplyEvent } from '../model/apply.js';
import { progressLine, progressStatus } from '../render/apply-progress.js';
import type { StopSignal } from '../render/apply-words.js';
import type { Output } from './io.js';

export interface ProgressView {
  onEvent(event: ApplyEvent): void;
  /** Clears the live line before the summary. */
  end(): void;
}

/** How often progress reaches the stream: often enough to look live, rare enough to cost nothing. */
const FLUSH_MS = 100;

/** `stop`: the signal that stopped the run, asked when its line is made (Ctrl-C by default). */
export function progressView(
  stream: Output,
  live: boolean,
  concurrency: number,
  stop: () => StopSignal = () => 'SIGINT',
): ProgressView {
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
        const line = progressLine(event, stop());
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
  return liveView(stream, concurrency, stop);
}

/**
 * On a terminal: a line per change as it lands, as in CI, under one updating line (`12/40
 * applied · concurrency 8`). Lines and the redraw go out a few times a second, never a write
 * per request.
 */
function liveView(stream: Output, concurrency: number, stop: () => StopSignal): ProgressView {
  let shown = false;
  let done = 0;
  let total = 0;
  let failed = 0;
  let limit = concurrency;
  let lines = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!lines && total === 0) return;
    const status = total > 0 ? progressStatus(done, total, failed, limit) : '';
    stream.write(`\r\u001b[2K${lines}${status}`);
    lines = '';
    shown = status !== '';
  };
  return {
    onEvent(event) {
      if (event.type === 'start') total = event.total;
      if (event.type === 'concurrency') limit = event.limit;
      if (event.type === 'item') {
        done = event.done;
        if (event.result.status !== 'ok') failed++;
      }
      const line = event.type === 'concurrency' ? undefined : progressLine(event, stop());
      if (line !== undefined) lines += `${line}\n`;
      // The last item and every other kind of event are shown at once; items a frame later.
      if (event.type !== 'item' || done === total) flush();
      else timer ??= setTimeout(flush, FLUSH_MS);
    },
    end() {
      flush();
      if (shown) stream.write('\r\u001b[2K');
    },
  };
}
