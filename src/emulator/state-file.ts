// `--data FILE`: the state written atomically (a temporary file beside it, synced, then
// renamed over it), so a reader or a crash never sees half a file. Writes are coalesced:
// at most one in flight, the next one after a short quiet time, and a final one on close.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { systemReason } from '../model/errors.js';
import type { Logger } from './logger.js';

/** The data file cannot be read or written (a path problem, not a bug): no stack needed. */
export class StateFileError extends Error {
  override readonly name = 'StateFileError';
}

/** The file's text, or undefined when it does not exist yet; throws StateFileError otherwise. */
export async function readStateText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateFileError(`cannot be read (${codeFirst(error)})`);
  }
}

/** Writes through a temporary file and a rename; throws StateFileError on failure. */
async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw new StateFileError(`cannot be written (${codeFirst(error)})`);
  }
}

/** `EACCES: permission denied`: the code first, then the reason in words (no path, no stack). */
function codeFirst(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = systemReason(error);
  return code === undefined ? reason : `${code}: ${reason.replace(` (${code})`, '')}`;
}

export class StateFile {
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  /** Set while writes fail, so a lasting failure is logged once, not every retry. */
  private failing = false;

  constructor(
    readonly path: string,
    private readonly render: () => string,
    private readonly logger: Logger,
    private readonly quietMs = 50,
  ) {}

  /** Notes a change; a write follows soon. */
  changed(): void {
    this.dirty = true;
    if (!this.timer && !this.writing)
      this.timer = setTimeout(() => void this.write(), this.quietMs);
  }

  private async write(): Promise<void> {
    this.timer = undefined;
    if (this.writing || !this.dirty) return;
    this.dirty = false;
    this.writing = writeAtomically(this.path, this.render())
      .then(() => {
        if (this.failing) this.logger.info(`the state file ${this.path} is written again`);
        this.failing = false;
      })
      .catch((error: unknown) => {
        this.dirty = true;
        // An I/O failure, not a bug: the message is enough, no stack.
        if (!this.failing)
          this.logger.error(`the state file ${this.path} ${(error as Error).message}; retrying`);
        this.failing = true;
      })
      .finally(() => {
        this.writing = undefined;
        if (this.dirty && !this.timer)
          this.timer = setTimeout(() => void this.write(), this.failing ? 1000 : this.quietMs);
      });
    await this.writing;
  }

  /** Writes any pending change now and stops the timer (called on close). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.writing) await this.writing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dirty) {
      this.dirty = false;
      await writeAtomically(this.path, this.render());
    }
  }
}
