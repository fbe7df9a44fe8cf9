// Documents are named by `file:` URIs on the wire and by paths everywhere else: the one
// translation both ways.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** The path of a `file:` URI; undefined for any other scheme (an untitled buffer, say). */
export function pathOfUri(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/** The URI of `file` (as diagnostics name it: relative to `root`, forward slashes). */
export function uriOf(root: string, file: string): string {
  return pathToFileURL(resolve(root, file)).href;
}
