// The worker threads' pool: a thread that ends without an error before its batches are back
// makes the read reject (its caller then reads the files on the main thread), never wait; each
// batch is told as it comes back.
import { describe, expect, it } from 'vitest';
import type { FileReport } from '../../src/read/validate-file.js';
import { validateInWorkers } from '../../src/read/validate-files-pool.js';

/** A worker module from its source (the pool's batches are `{ start, files, task }`). */
const script = (source: string) => new URL(`data:text/javascript,${encodeURIComponent(source)}`);

/** Answers every batch with each file's relative path as its report, or ends the thread. */
const answering = (endAfter = Infinity, code = 0) =>
  script(`
    import { parentPort } from 'node:worker_threads';
    let batches = 0;
    parentPort.on('message', (batch) => {
      if (batches++ === ${endAfter}) process.exit(${code});
      parentPort.postMessage({ start: batch.start, reports: batch.files.map((f) => f.relative) });
    });
  `);

const files = Array.from({ length: 40 }, (_, i) => ({
  absolute: `/nowhere/f${i}.yaml`,
  relative: `f${i}.yaml`,
}));

describe('validateInWorkers', () => {
  it('gives each file its thread’s report, in the order of the files', async () => {
    const reports = await validateInWorkers(files, 2, 'checks', { script: answering() });
    expect(reports as unknown as string[]).toEqual(files.map((f) => f.relative));
  });

  it('tells each batch as it comes back, every file once, before the read resolves', async () => {
    const told: string[] = [];
    let resolved = false;
    const read = validateInWorkers(files, 2, 'checks', {
      onReports: (start, reports) => {
        expect(resolved).toBe(false);
        reports.forEach((r, k) => {
          // Each report at its index in the files.
          expect(r as unknown as string).toBe(files[start + k]!.relative);
          told.push(r as unknown as string);
        });
      },
      script: answering(),
    });
    await read.then(() => (resolved = true));
    expect(told.sort()).toEqual(files.map((f) => f.relative).sort());
  });

  it('stopped: its threads end at once, no batch more is told, and it rejects with the reason', async () => {
    const stop = new AbortController();
    const reason = new Error('stopped');
    let told = 0;
    const read = validateInWorkers(files, 2, 'checks', {
      onReports: () => {
        if (++told === 1) stop.abort(reason);
      },
      signal: stop.signal,
      script: answering(),
    });
    await expect(read).rejects.toBe(reason);
    // 40 files in batches of 3 (two threads, each holding two): far fewer than all were told.
    expect(told).toBeLessThan(5);
  });

  it('rejects when a thread ends at once without an error', async () => {
    await expect(
      validateInWorkers(files, 1, 'checks', { script: script('process.exit(0);') }),
    ).rejects.toThrow('a worker thread ended (exit code 0) before its files were read');
  });

  it('rejects when a thread ends quietly after it answered a batch', async () => {
    const read: Promise<FileReport[]> = validateInWorkers(files, 2, 'checks', {
      script: answering(1, 3),
    });
    await expect(read).rejects.toThrow('a worker thread ended (exit code 3)');
  });
});
