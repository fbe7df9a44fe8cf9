// `npm run bench`: every benchmark in scripts/bench/, each in one run, figures as ratios.
// Speed and memory are measured here, never asserted by timed tests.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const only = process.argv.slice(2);
const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const files = readdirSync(new URL('./bench/', import.meta.url))
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();
let failed = false;
for (const file of files) {
  console.log(`\n## ${file.replace(/\.mjs$/, '')}`);
  try {
    const mod = await import(new URL(`./bench/${file}`, import.meta.url));
    for (const line of await mod.run()) console.log(line);
  } catch (error) {
    failed = true;
    console.error(
      `bench ${file} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
process.exit(failed ? 1 : 0);
