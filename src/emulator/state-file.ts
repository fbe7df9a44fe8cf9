// `--data FILE`: the state written atomically (a temporary file beside it, synced, then
// renamed over it), so a reader or a crash never sees half a file. Writes are coalesced:
// at most one in flight, the next one after a short quiet time, and a final one on close.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from './logger.js';

export async function readStateText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function writeAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export class StateFile {
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;

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
      .catch((error: unknown) => {
        this.dirty = true;
        this.logger.error(`could not write the state file ${this.path}`, error);
      })
      .finally(() => {
        this.writing = undefined;
        if (this.dirty && !this.timer)
          this.timer = setTimeout(() => void this.write(), this.quietMs);
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
