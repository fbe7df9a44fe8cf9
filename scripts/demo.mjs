// The README's quick start: validate the examples. (Grows into validate, plan, apply, plan.)
import { spawnSync } from 'node:child_process';

const cli = ['bin/observe-annotations.js'];
const steps = [['validate', 'examples/annotations/']];
for (const args of steps) {
  console.log(`\n$ observe-annotations ${args.join(' ')}`);
  const r = spawnSync(process.execPath, [...cli, ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
