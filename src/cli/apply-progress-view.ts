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

export function progressView(stream: Output, live: boolean, concurrency: number): ProgressView {
  if (!live) {
    return {
      onEvent(event) {
        const line = event.type === 'concurrency' ? undefined : progressLine(event);
        if (line !== undefined) stream.write(`${line}\n`);
      },
      end() {},
    };
  }
  let shown = false;
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
      if (total > 0) draw(progressStatus(done, total, failed, limit));
    },
    end() {
      if (shown) stream.write('\r\u001b[2K');
    },
  };
}
