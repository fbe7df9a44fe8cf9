// Bundles the CLI and the Action with esbuild into dist/ (committed: the Action runs it).
// Code splitting keeps start-up lean: each command's modules load only when it runs. The
// sources import generated modules (committed, and checked by CI): they are made again first.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import './build-validators.mjs';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const entryPoints = { cli: 'src/cli/main.ts' };
try {
  readFileSync('src/action/index.ts');
  entryPoints.action = 'src/action/index.ts';
} catch {
  // The Action is not built yet.
}

// `--outdir DIR` builds elsewhere (the Action's end-to-end tests bundle into a temp folder).
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 && process.argv[at + 1] ? process.argv[at + 1] : 'dist';

// `--release-commit SHA` builds the package a release attaches (the release workflow passes the
// tag's commit): `init` then names the Action by that commit, the version in a comment
// (src/app/init/action-uses.ts). Without it, the build from a clone: the major version's tag.
const rc = process.argv.indexOf('--release-commit');
const releaseCommit = rc > 0 ? (process.argv[rc + 1] ?? '') : undefined;
if (releaseCommit !== undefined && !/^[0-9a-f]{40}$/.test(releaseCommit)) {
  console.error(
    `build: --release-commit takes a full commit SHA (40 hex digits), not '${releaseCommit}'`,
  );
  process.exit(1);
}

rmSync(outdir, { recursive: true, force: true });
const options = {
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
  define: {
    __VERSION__: JSON.stringify(pkg.version),
    ...(releaseCommit === undefined ? {} : { __RELEASE_COMMIT__: JSON.stringify(releaseCommit) }),
  },
  // yaml's ES module build (its `default` export condition): the same code as its CommonJS
  // build for Node, but it bundles without the CommonJS wrappers, leaves out what we never
  // call, and does not read process.env for every token it parses. Start-up and parsing are
  // both faster (docs/performance.md). Binary (!!binary) values decode with atob(), which
  // refuses bad base64 where Buffer.from() would guess.
  alias: { yaml: join(dirname(require.resolve('yaml/package.json')), 'browser', 'index.js') },
  // Some CommonJS dependencies call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
};
// Three builds, run at once: each writes its own entry, and a chunk two of them share has the
// same name only with the same content (its hash), so the folder is what one after another makes.
await Promise.all([
  build({ ...options, entryPoints }),
  // The cold path, `validate` (bin/ runs it for that command): a build of its own, so its run
  // loads one bundle and a few chunks. In the build above, the chunks that many lazy entries
  // share cut its modules into some thirty pieces, and Node's loader links each one: that was
  // most of its start-up beyond bare Node (docs/performance.md). Its chunks are its own.
  build({ ...options, entryPoints: { validate: 'src/cli/validate-main.ts' } }),
  // The language server (`lsp`, which an editor starts and then waits on for its first
  // diagnostics): a build of its own for the same reason, the server's module in its bundle.
  build({ ...options, entryPoints: { lsp: 'src/cli/lsp-main.ts' } }),
]);
