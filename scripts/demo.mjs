// The README's quick start: the main job on the embedded emulator, over examples/annotations/:
// validate, plan, apply, and a plan that shows no changes. It starts from an empty emulator
// (examples/.observe-emulator/ is removed first) so the first plan always has work to show.
// It runs the CLI built from this tree (into a temp folder), so it shows the code as it is.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cwd = `${root}examples`;
const built = mkdtempSync(join(tmpdir(), 'oa-demo-'));
const build = spawnSync(
  process.execPath,
  [`${root}scripts/build.mjs`, '--outdir', join(built, 'dist')],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(1);
mkdirSync(join(built, 'bin'));
copyFileSync(`${root}bin/observe-annotations.js`, join(built, 'bin', 'observe-annotations.js'));
const cli = join(built, 'bin', 'observe-annotations.js');
rmSync(`${cwd}/.observe-emulator`, { recursive: true, force: true });

const steps = [
  { args: ['validate'], expect: [0] },
  { args: ['plan', '--emulator', '--detailed-exitcode'], expect: [2] },
  // A script has nobody to answer apply's question: it approves up front.
  { args: ['apply', '--emulator', '--auto-approve'], expect: [0] },
  { args: ['plan', '--emulator', '--detailed-exitcode'], expect: [0] },
];
try {
  for (const { args, expect } of steps) {
    console.log(`\n$ cd examples && observe-annotations ${args.join(' ')}`);
    const r = spawnSync(process.execPath, [cli, ...args], { cwd, stdio: 'inherit' });
    if (!expect.includes(r.status ?? -1)) {
      console.error(
        `\nobserve-annotations ${args.join(' ')} exited ${r.status}, expected ${expect.join(' or ')}`,
      );
      process.exitCode = 1;
      break;
    }
  }
} finally {
  rmSync(built, { recursive: true, force: true });
}
if (process.exitCode !== 1) {
  console.log(
    '\nThe server matches the files. Edit a file under examples/annotations/ and run the plan again:',
  );
  console.log(
    '  cd examples && ../node_modules/.bin/node ../bin/observe-annotations.js plan --emulator',
  );
}
