// Bytes → text, or a diagnostic saying why the file cannot be read as YAML text.
import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import type { Diagnostic } from '../model/diagnostic.js';
import { notRegular, refusalDiagnostic } from './repository-path.js';

/** Files above this size (5 MiB) are refused before they are read. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const PLAIN_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'it no longer exists',
  EISDIR: 'it is a folder',
  ELOOP: 'it became a symbolic link since it was found (files are opened by their real path)',
};

/**
 * Opening never follows a last link (the path is a real path: a link there appeared since the
 * walk) and never waits (a FIFO put in a file's place would block an ordinary open).
 */
const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

export type SourceText = { text: string } | { diagnostic: Diagnostic };

/**
 * Reads a file by its real path (`FoundFile.absolute`), refusing one over the size limit
 * without reading it whole, and anything but a regular file (checked on the open descriptor,
 * so nothing swapped in since the walk is read). Synchronous reads: a file is small and
 * parsing it is the real work; the promise API costs more than it saves.
 */
export async function readSource(absolute: string, file: string): Promise<SourceText> {
  return readSourceSync(absolute, file);
}

/** `readSource` for callers that cannot wait (a view asking for a code frame's text). */
export function readSourceSync(absolute: string, file: string): SourceText {
  const read = readBytesSync(absolute, file);
  return 'bytes' in read ? decodeSource(read.bytes, file) : read;
}

/** The bytes of a file, read as `readSourceSync` reads it (the same refusals), not decoded. */
export function readBytesSync(
  absolute: string,
  file: string,
): { bytes: Buffer } | { diagnostic: Diagnostic } {
  let fd: number | undefined;
  try {
    fd = openSync(absolute, READ_FLAGS);
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { diagnostic: refusalDiagnostic(file, notRegular(stats, false)) };
    const over = overSizeLimit(stats.size, file);
    if (over) return { diagnostic: over };
    return { bytes: readFileSync(fd) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = (code && PLAIN_REASONS[code]) ?? code ?? (error as Error).message;
    return {
      diagnostic: {
        severity: 'error',
        code: 'file.unreadable',
        message: `cannot read the file: ${reason}`,
        file,
      },
    };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Why a text of `size` bytes is refused, when it is over the limit (MAX_FILE_BYTES): said at
 * its start (unread, so no wider span). The one wording of that refusal, whoever reads.
 */
export function overSizeLimit(
  size: number,
  file: string,
  /** Whether `size` is only what was read before reading stopped (a stream's). */
  atLeast = false,
): Diagnostic | undefined {
  if (size <= MAX_FILE_BYTES) return undefined;
  return {
    severity: 'error',
    code: 'file.tooLarge',
    message: `file is ${atLeast ? 'over 5 MiB' : formatMiB(size)}; annotation files may be at most 5 MiB`,
    file,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 2,
  };
}

/**
 * Pure: the text an editor holds for a file (not yet saved, so never read from the disk) as
 * `readSource` would give it: refused over the size limit, without a byte-order mark.
 */
export function sourceOfText(text: string, file: string): SourceText {
  const over = overSizeLimit(Buffer.byteLength(text, 'utf8'), file);
  if (over) return { diagnostic: over };
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/**
 * Pure: bytes given whole, not read from a file (stdin's), as `readSource` would give a file
 * of them: refused over the size limit (`size`, how many there were; `stopped`, the reading
 * stopped past the limit, so there were more), else decoded as `decodeSource` decodes.
 */
export function sourceOfBytes(
  bytes: Uint8Array,
  size: number,
  file: string,
  stopped = false,
): SourceText {
  const over = overSizeLimit(size, file, stopped);
  return over ? { diagnostic: over } : decodeSource(bytes, file);
}

/**
 * Pure: UTF-8 bytes → text without a byte-order mark. Invalid UTF-8 is a diagnostic on the
 * line of the first bad byte (a lossy decode would silently change the annotation).
 */
export function decodeSource(bytes: Uint8Array, file: string): SourceText {
  if (!isUtf8(bytes)) {
    const offset = firstInvalidUtf8(bytes);
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset; i++) {
      if (bytes[i] === 0x0a) {
        line++;
        lineStart = i + 1;
      }
    }
    const column = new TextDecoder().decode(bytes.subarray(lineStart, offset)).length + 1;
    const hex = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return {
      diagnostic: {
        severity: 'error',
        code: 'file.notUtf8',
        message: `the file is not valid UTF-8 (byte 0x${hex} at offset ${offset}); save it as UTF-8`,
        file,
        line,
        column,
        endLine: line,
        endColumn: column + 1,
      },
    };
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else {
      return i;
    }
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return bytes.length;
}

function formatMiB(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/**
 * The text of a file a run found, by its shown path, for code frames: read the same safe way
 * (real path, regular file, size limit); undefined when it is not one of `found` or cannot be
 * read as text.
 */
export function textOfFound(
  found: readonly { absolute: string; relative: string }[],
): (file: string) => string | undefined {
  const byShown = new Map(found.map((f) => [f.relative, f.absolute]));
  return (file) => {
    const absolute = byShown.get(file);
    if (absolute === undefined) return undefined;
    const source = readSourceSync(absolute, file);
    return 'text' in source ? source.text : undefined;
  };
}
