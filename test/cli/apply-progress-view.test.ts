// Where apply's progress goes: a line per change as it lands on a terminal too, above one
// updating count, written a few times a second (a fake clock drives the frames); SIGTERM's
// line says it was a termination.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressView } from '../../src/cli/apply-progress-view.js';
import type { ApplyEvent, ApplyItemResult } from '../../src/model/apply.js';

const CLEAR = '\r\u001b[2K';

function stream() {
  const chunks: string[] = [];
  return { chunks, write: (chunk: string) => chunks.push(chunk) };
}

function item(done: number, key: string, status: ApplyItemResult['status'] = 'ok'): ApplyEvent {
  return {
    type: 'item',
    done,
    total: 3,
    result: { externalKey: key, action: 'create', status, id: `ann-${done}`, attempts: 1 },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('apply progress on a terminal', () => {
  it('shows each change as it lands, above the count, a frame at a time', () => {
    const out = stream();
    const view = progressView(out, true, 8);
    view.onEvent({ type: 'start', total: 3 });
    expect(out.chunks).toEqual([`${CLEAR}Applying 3 changes…\n0/3 applied · concurrency 8`]);
    view.onEvent(item(1, 'a'));
    view.onEvent(item(2, 'b'));
    expect(out.chunks).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(out.chunks[1]).toBe(
      `${CLEAR}[1/3] + a (ann-1) created\n[2/3] + b (ann-2) created\n2/3 applied · concurrency 8`,
    );
    // The last change is shown at once.
    view.onEvent(item(3, 'c'));
    expect(out.chunks[2]).toBe(`${CLEAR}[3/3] + c (ann-3) created\n3/3 applied · concurrency 8`);
    view.end();
    expect(out.chunks.at(-1)).toBe(CLEAR);
  });

  it("says a termination's words when SIGTERM stopped the run", () => {
    const out = stream();
    const view = progressView(out, true, 8, () => 'SIGTERM');
    view.onEvent({ type: 'start', total: 3 });
    view.onEvent({ type: 'interrupted' });
    expect(out.chunks[1]).toBe(
      `${CLEAR}Terminated (SIGTERM): waiting for the requests in flight (a second SIGTERM or Ctrl-C to abort them)…\n0/3 applied · concurrency 8`,
    );
    const plain = stream();
    progressView(plain, false, 8).onEvent({ type: 'interrupted' });
    expect(plain.chunks).toEqual([
      'Interrupted: waiting for the requests in flight (Ctrl-C again to abort them)…\n',
    ]);
  });
});
