// A small script of the bench bundled with esbuild, so it can import the TypeScript sources:
// written and bundled once per bench run into a temporary folder; resolves to the bundle.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './processes.mjs';

const bundles = new Map();

/** `source` (an ES module importing from the sources) as a bundle named `name`.mjs. */
export function bundleScript(name, source) {
  if (!bundles.has(name)) bundles.set(name, bundle(name, source));
  return bundles.get(name);
}

async function bundle(name, source) {
  const dir = mkdtempSync(join(tmpdir(), `oa-bench-${name}-`));
  const entry = join(dir, 'entry.mjs');
  writeFileSync(entry, source);
  const outfile = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    logLevel: 'warning',
    // yaml's ES module build, as the CLI's bundle has it (scripts/build.mjs).
    alias: { yaml: join(ROOT, 'node_modules', 'yaml', 'browser', 'index.js') },
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return outfile;
}
