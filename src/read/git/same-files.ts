// `plan --base` reads a commit's files; most of them are byte for byte the files the run has
// just read from the working tree. Those need not be parsed again: a file's git object id is
// the hash of its bytes, so a file at REF whose id is the id of a file read now holds the very
// same documents. Content-addressed, so links, renames and PATHs do not matter.
import { createHash } from 'node:crypto';
import type { FoundFile } from '../find-files.js';
import { readBytesSync } from '../../load/read-source.js';
import type { FileDocument } from '../validate-file.js';

export type ObjectFormat = 'sha1' | 'sha256';

/** Git's object id of a blob holding `bytes`. Pure. */
export function blobId(bytes: Uint8Array, format: ObjectFormat): string {
  return createHash(format).update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * The documents of each file read now, by the object id its bytes would have in git. Files are
 * read again the same safe way (real path, regular file, size limit); one that cannot be read
 * now is simply not known.
 */
export function documentsByObject(
  found: readonly FoundFile[],
  documents: readonly FileDocument[],
  format: ObjectFormat,
): Map<string, FileDocument[]> {
  const byFile = new Map<string, FileDocument[]>();
  for (const doc of documents) {
    const list = byFile.get(doc.file);
    if (list) list.push(doc);
    else byFile.set(doc.file, [doc]);
  }
  const byObject = new Map<string, FileDocument[]>();
  for (const file of found) {
    const read = readBytesSync(file.absolute, file.relative);
    if ('bytes' in read) byObject.set(blobId(read.bytes, format), byFile.get(file.relative) ?? []);
  }
  return byObject;
}
