// One line per apply event, for the progress display (a live line on a terminal, plain lines
// in CI). Pure: the CLI decides where the line goes.
import type { ApplyEvent } from '../model/apply.js';
import { itemReason, outcomeWord, stopWords, SYMBOL, type StopSignal } from './apply-words.js';
import { escapeText } from '../text/escape-text.js';

/** Undefined for events not worth a line. `stop`: the signal that stops the run, if one does. */
export function progressLine(event: ApplyEvent, stop: StopSignal = 'SIGINT'): string | undefined {
  switch (event.type) {
    case 'start':
      return event.total === 0
        ? undefined
        : `Applying ${event.total} change${event.total === 1 ? '' : 's'}…`;
    case 'item': {
      const r = event.result;
      const width = String(event.total).length;
      const id = r.id ? ` (${escapeText(r.id)})` : '';
      const reason = r.status === 'ok' ? undefined : itemReason(r, event.stopReason);
      const why = reason ? `: ${escapeText(reason)}` : '';
      return `[${String(event.done).padStart(width)}/${event.total}] ${SYMBOL[r.action]} ${escapeText(r.externalKey)}${id} ${outcomeWord(r)}${why}`;
    }
    case 'retry':
      return `  retrying ${escapeText(event.externalKey)} (${escapeText(event.reason)}) in ${(event.delayMs / 1000).toFixed(1)} s, attempt ${event.attempt + 1}`;
    case 'concurrency':
      return `  concurrency now ${event.limit}`;
    case 'interrupted': {
      const { stopped, again } = stopWords(stop);
      return `${stopped}: waiting for the requests in flight (${again} to abort them)…`;
    }
  }
}

/** The single updating line of a terminal: "12/40 applied, 1 failed". */
export function progressStatus(done: number, total: number, failed: number, limit: number): string {
  return `${done}/${total} applied${failed ? `, ${failed} failed` : ''} · concurrency ${limit}`;
}
