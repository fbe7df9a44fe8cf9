#!/usr/bin/env node
// The file Node runs: a few lines handing the process's doors to main(). It checks the Node
// version before it loads anything, and says how to get a supported one.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  process.stderr.write(
    `observe-annotations needs Node.js 22.19 or later; this is Node.js ${process.versions.node}.\n` +
      'Install a current LTS release from https://nodejs.org/en/download, or with a version\n' +
      'manager: `nvm install --lts`, `fnm install --lts` or `volta install node@lts`. In GitHub\n' +
      'Actions, use actions/setup-node with node-version: lts/*.\n',
  );
  process.exit(1);
}
// A reader that goes away (`| head`) or a full disk ends the run quietly, never with a stack.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE' && stream === process.stdout) {
      process.stderr.write(`observe-annotations: cannot write the output: ${error.message}\n`);
    }
    process.exit(error.code === 'EPIPE' ? (process.exitCode ?? 0) : 1);
  });
}
// Node keeps the compiled code of the bundle between runs (in its cache folder under the
// system's temporary folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off): a command starts in
// about two thirds of the time (docs/performance.md). Node 22.1 and later.
const { enableCompileCache } = await import('node:module');
enableCompileCache?.();
// `validate` and `lsp` have bundles of their own, each loaded whole: they start faster
// (scripts/build.mjs).
const OWN_BUNDLE = { validate: '../dist/validate.js', lsp: '../dist/lsp.js' };
const command = process.argv[2] ?? '';
const { main } = await import(
  Object.hasOwn(OWN_BUNDLE, command) ? OWN_BUNDLE[command] : '../dist/cli.js'
);

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  // Read only when a command asks (apply on a terminal): opening stdin costs start-up time.
  get stdin() {
    return process.stdin;
  },
  env: process.env,
  cwd: process.cwd(),
  onInterrupt(handler) {
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    };
  },
});
