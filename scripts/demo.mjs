// The README's quick start: the main job on the embedded emulator, over examples/annotations/:
// validate, plan, apply, and a plan that shows no changes. It starts from an empty emulator
// (examples/.observe-emulator/ is removed first) so the first plan always has work to show.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cwd = `${root}examples`;
const cli = `${root}bin/observe-annotations.js`;
rmSync(`${cwd}/.observe-emulator`, { recursive: true, force: true });

const steps = [
  { args: ['validate'], expect: [0] },
  { args: ['plan', '--emulator', '--detailed-exitcode'], expect: [2] },
  { args: ['apply', '--emulator'], expect: [0] },
  { args: ['plan', '--emulator', '--detailed-exitcode'], expect: [0] },
];
for (const { args, expect } of steps) {
  console.log(`\n$ cd examples && observe-annotations ${args.join(' ')}`);
  const r = spawnSync(process.execPath, [cli, ...args], { cwd, stdio: 'inherit' });
  if (!expect.includes(r.status ?? -1)) {
    console.error(
      `\nobserve-annotations ${args.join(' ')} exited ${r.status}, expected ${expect.join(' or ')}`,
    );
    process.exit(1);
  }
}
console.log(
  '\nThe server matches the files. Edit a file under examples/annotations/ and run the plan again:',
);
console.log(
  '  cd examples && ../node_modules/.bin/node ../bin/observe-annotations.js plan --emulator',
);
