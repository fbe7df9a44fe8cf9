// How the reader read a set of files: documents in all, and those `yaml`'s composer read (the
// rest were read from the parser's tokens). The reader (src/load/parse-documents.ts) is
// bundled once per bench run and run in a child process over the same files the CLI reads.
import { spawnSync } from 'node:child_process';
import { bundleScript } from './bundle-script.mjs';
import { ROOT } from './processes.mjs';

const bundle = () =>
  bundleScript(
    'reader-count',
    `import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readDocuments } from ${JSON.stringify(`${ROOT}src/load/parse-documents.ts`)};
const target = process.argv[2];
const files = statSync(target).isDirectory() ? readdirSync(target).sort().map((f) => join(target, f)) : [target];
let annotations = 0, composed = 0;
for (const file of files) {
  const read = readDocuments(readFileSync(file, 'utf8'), file, { diagnostic() {}, document() {} });
  annotations += read.annotations;
  composed += read.composed;
}
process.stdout.write(JSON.stringify({ annotations, composed }));
`,
  );

/** `{annotations, composed}`: documents that are not empty, and documents the composer read. */
export async function readerCount(target) {
  const r = spawnSync(process.execPath, [await bundle(), target], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`reader count failed: ${r.stderr.slice(0, 400)}`);
  return JSON.parse(r.stdout);
}
