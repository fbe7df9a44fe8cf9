// `import [--prefix P] [--out DIR]`: YAML files for the server's keyed annotations, one file
// per key. Never overwrites: a key some file already holds, or a file that exists, is left
// alone and reported.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { importDocuments, type ImportedDocument } from '../apply/import-document.js';
import { readConfigFile } from '../load/config-file.js';
import { displayPath, findFiles } from '../load/find-files.js';
import { loadFile } from '../load/load-file.js';
import { prepareFolder, writeNewFile } from '../load/write-file.js';
import { renderAnnotationsYaml } from '../load/write-yaml.js';
import { escapeText } from '../render/escape-text.js';
import type { CommandContext } from './commands.js';
import { connect } from './connection.js';
import { EXIT } from './exit-code.js';
import { intOption, pathsOf } from './settings.js';

const SCHEMA_CANDIDATES = [
  'schema/annotation.schema.json',
  'node_modules/observe-annotations/schema/annotation.schema.json',
];

export async function runImport(ctx: CommandContext): Promise<number> {
  const config = await readConfigFile(ctx.io.cwd);
  const prefix = typeof ctx.flags.prefix === 'string' ? ctx.flags.prefix : config.keyPrefix;
  const outArg = typeof ctx.flags.out === 'string' ? ctx.flags.out : 'annotations/';
  const outDir = resolve(ctx.io.cwd, outArg);
  const concurrency = intOption(ctx, config, 'concurrency', 1, 64);
  const connection = await connect(ctx, config, { concurrency });
  let imported: ImportedDocument[];
  try {
    imported = importDocuments(await connection.client.listAnnotations(), prefix);
  } finally {
    await connection.close();
  }
  const held = await keysInFiles(
    [outArg, ...pathsOf({ ...ctx, positionals: [] }, config)],
    ctx.io.cwd,
  );
  const schemaPath = schemaPathFrom(outDir, ctx.io.cwd);
  const written: string[] = [];
  const skipped: string[] = [];
  prepareFolder(outDir, ctx.io.cwd, outArg);
  for (const item of imported) {
    const heldBy = held.get(item.externalKey);
    if (heldBy) {
      skipped.push(`${item.externalKey}: already in ${heldBy}`);
      continue;
    }
    const file = join(outDir, `${item.externalKey}.yaml`);
    const shown = displayPath(file, ctx.io.cwd);
    if (dirname(file) !== outDir) {
      skipped.push(`${item.externalKey}: not a file name inside ${outArg}`);
      continue;
    }
    const text = renderAnnotationsYaml([item.document], {
      schemaPath,
      comments: [
        [
          `Imported from the server: ${item.id}, last updated ${new Date(item.updatedMs).toISOString()}.`,
        ],
      ],
    });
    // Never over a file, nor through a link, already there.
    if (writeNewFile(file, text)) written.push(shown);
    else skipped.push(`${item.externalKey}: ${shown} exists and was not overwritten`);
  }
  const out = ctx.io.stdout;
  const scope = prefix === undefined ? '' : ` under "${escapeText(prefix)}"`;
  out.write(`${imported.length} keyed annotation(s) on the server${scope}.\n`);
  for (const file of written) out.write(`  + ${escapeText(file)}\n`);
  for (const why of skipped) out.write(`  = ${escapeText(why)}\n`);
  out.write(
    `Wrote ${written.length} file(s) into ${displayPath(outDir, ctx.io.cwd)}/; left ${skipped.length} alone.\n`,
  );
  return EXIT.ok;
}

/** externalKey → the file that already holds it. */
async function keysInFiles(paths: readonly string[], cwd: string): Promise<Map<string, string>> {
  const existing = paths.filter((p) => existsSync(resolve(cwd, p)));
  const held = new Map<string, string>();
  if (existing.length === 0) return held;
  const { files } = await findFiles(existing, cwd);
  for (const loaded of await Promise.all(files.map(loadFile))) {
    for (const doc of loaded.documents) {
      const key = doc.value.externalKey;
      if (typeof key === 'string' && !held.has(key)) held.set(key, loaded.file);
    }
  }
  return held;
}

function schemaPathFrom(outDir: string, cwd: string): string {
  const found = SCHEMA_CANDIDATES.map((c) => resolve(cwd, c)).find((c) => existsSync(c));
  return relative(outDir, found ?? resolve(cwd, SCHEMA_CANDIDATES[1]!))
    .split(sep)
    .join('/');
}
