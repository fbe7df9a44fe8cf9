// The README stays a page a newcomer reads to the end: under 250 lines, with the quick start,
// the install, the Action's example and the security summary; the detail lives in docs/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

it('is under 250 lines and keeps what a newcomer needs first', () => {
  expect(readme.split('\n').length).toBeLessThan(250);
  for (const heading of [
    '## Install',
    '## Quick start',
    '## Use it in your repository',
    '## Use it in GitHub Actions',
    '## Security',
  ])
    expect(readme).toContain(`\n${heading}\n`);
  expect(readme).toContain('npm ci && npm run demo');
  expect(readme).toMatch(/```yaml\n# Plan on pull requests[\s\S]*?uses: observe-annotations\/observe-annotations@/);
});

it('says in its quick start that EBADENGINE warnings of an older Node are harmless, and why', () => {
  const start = readme.slice(readme.indexOf('\n## Quick start\n'));
  const quickStart = start.slice(0, start.indexOf('\n## ', 1));
  expect(quickStart).toMatch(/`npm ci` prints many `npm warn EBADENGINE` lines: expected and\s+harmless/);
  // What makes them harmless: npm scripts run on the node devDependency (first on their PATH).
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  expect(pkg.devDependencies.node).toMatch(/^\^24\./);
  expect(quickStart).toContain('runs on the pinned Node 24');
});
