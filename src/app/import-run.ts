// `import`: YAML files for the server's keyed annotations, one file per key. Never
// overwrites: a key some file already holds is left alone (it is imported already); a file
// that exists under another's name, or a key no file can hold, is skipped and reported. A run
// stopped (Ctrl-C, SIGTERM) before its writes writes nothing.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { importDocuments, type ImportedDocument } from '../apply/import-document.js';
import { displayPath } from '../load/display-path.js';
import { prepareFolder, writeNewFile } from '../load/write-file.js';
import { renderAnnotationsYaml } from '../load/write-yaml.js';
import { escapeText } from '../text/escape-text.js';
import { connect } from './run/connection.js';
import type { RunContext } from './run/context.js';
import { explainListing } from './session/list-not-found.js';
import { editorSchema, schemaPathFrom, type EditorSchema } from './editor-schema.js';
import { readAnnotationFiles } from './session/read-files.js';
import { InterruptedError, INTERRUPTED_READING } from '../model/errors.js';
import type { ImportReport } from '../model/import.js';

export type { ImportReport };

const EXTERNAL_KEY = /^[a-z0-9._-]{1,128}$/;

/** Reads the server, then writes one file per key that no file holds yet. */
export async function importRun(ctx: RunContext): Promise<ImportReport> {
  const prefix = ctx.options.prefix ?? ctx.options.keyPrefix;
  const outArg = ctx.options.out ?? 'annotations/';
  const outDir = resolve(ctx.cwd, outArg);
  const connection = await connect(ctx);
  let imported: ImportedDocument[];
  try {
    // Ctrl-C (the CLI's `abortNow`) ends the read at once: nothing is written yet.
    const listed = await connection.client.listAnnotations({ signal: ctx.abortNow });
    imported = importDocuments(listed, prefix);
  } catch (error) {
    if (ctx.abortNow.aborted) throw new InterruptedError(INTERRUPTED_READING);
    throw explainListing(error, connection.target);
  } finally {
    await connection.close();
  }
  const held = await keysInFiles(ctx, [outArg, ...ctx.options.paths]);
  // The files are written in one stretch no signal handler can cut: each whole, or none at
  // all. A turn of the event loop first: a stop sent while the files were read is heard
  // here, and then none is written.
  await nextTurn();
  if (ctx.signal.aborted) throw new InterruptedError('Interrupted: no file was written.');
  // Found (or its copy written) when the first file needs it: the modelines never dangle.
  let schema: EditorSchema | undefined;
  const written: string[] = [];
  const heldKeys: string[] = [];
  const skipped: string[] = [];
  // Made (and checked) before the first file it gets: an import that writes nothing leaves no
  // empty folder behind.
  let prepared = false;
  for (const item of imported) {
    const heldBy = held.get(item.externalKey);
    if (heldBy) {
      heldKeys.push(`${item.externalKey}: already in ${heldBy}`);
      continue;
    }
    if (!EXTERNAL_KEY.test(item.externalKey)) {
      skipped.push(
        `${item.externalKey}: not a key a file can hold (1 to 128 of a-z, 0-9, '.', '_', '-')`,
      );
      continue;
    }
    // A valid key (checked above) names a file inside `outDir`: no `/`, no new line.
    const file = join(outDir, fileNameOf(item.externalKey));
    const shown = displayPath(file, ctx.cwd);
    if (!prepared) prepareFolder(outDir, ctx.cwd, outArg);
    prepared = true;
    schema ??= editorSchema(ctx.cwd);
    const text = renderAnnotationsYaml([item.document], {
      schemaPath: schemaPathFrom(outDir, schema.file),
      comments: [
        [
          // The server's id, escaped: a line break or control in it would end the comment's
          // line, or make the file one `fmt` refuses.
          `Imported from the server: ${escapeText(item.id)}, last updated ${isoTime(item.updatedMs)}.`,
        ],
      ],
    });
    // Never over a file, nor through a link, already there.
    // A server that echoes the key into a field leaves `***` in the file, never the key.
    if (writeNewFile(file, ctx.redact(text), shown)) written.push(shown);
    else skipped.push(`${item.externalKey}: ${shown} exists and was not overwritten`);
  }
  return {
    found: imported.length,
    ...(prefix === undefined ? {} : { prefix }),
    outDir: displayPath(outDir, ctx.cwd),
    written,
    held: heldKeys,
    skipped,
    ...(schema?.wrote === undefined ? {} : { schemaCopy: schema.wrote }),
  };
}

/**
 * A server's time in ISO form; one no date can hold (a number past the year 275760) is said to
 * be unknown rather than stopping the import between two files.
 */
function isoTime(ms: number): string {
  const time = new Date(ms);
  return Number.isNaN(time.getTime()) ? 'at an unknown time' : time.toISOString();
}

/**
 * The file a key is imported into: `KEY.yaml`, or `_KEY.yaml` for a key that begins with a dot.
 * Folder walks skip dot-files, so `.hidden.yaml` would hold nothing a run reads, and a later
 * prune would take its key for an orphan.
 */
function fileNameOf(key: string): string {
  return `${key.startsWith('.') ? '_' : ''}${key}.yaml`;
}

/** externalKey → the file that already holds it (valid or not: a key in any file is taken). */
async function keysInFiles(ctx: RunContext, paths: string[]): Promise<Map<string, string>> {
  const existing = paths.filter((p) => existsSync(resolve(ctx.cwd, p)));
  const held = new Map<string, string>();
  if (existing.length === 0) return held;
  const { documents } = await readAnnotationFiles(ctx, existing);
  for (const doc of documents) {
    const key = doc.value.externalKey;
    if (typeof key === 'string' && !held.has(key)) held.set(key, doc.file);
  }
  return held;
}
