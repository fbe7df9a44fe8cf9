// The release workflow's check and notes: `node scripts/release-notes.mjs vX.Y.Z`, run at the
// repository's root, exits 1 saying why unless the tag is `v` + package.json's version and
// CHANGELOG.md has a section `## X.Y.Z - YYYY-MM-DD` with something in it; else it prints that
// section's text (without its heading): the GitHub release's notes.
import { readFileSync } from 'node:fs';

const tag = process.argv[2] ?? '';
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

/** The text under `## VERSION - DATE`, up to the next `## ` heading; why not, when it fails. */
function sectionOf(changelog, wanted) {
  const lines = changelog.split('\n');
  const start = lines.findIndex(
    (line) => line.startsWith(`## ${wanted} `) || line === `## ${wanted}`,
  );
  if (start < 0) return { why: `CHANGELOG.md has no section '## ${wanted} - YYYY-MM-DD'` };
  if (!/^## \S+ - \d{4}-\d{2}-\d{2}$/.test(lines[start]))
    return {
      why: `CHANGELOG.md: '${lines[start]}' has no date: write it '## ${wanted} - YYYY-MM-DD'`,
    };
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const text = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
  return text === '' ? { why: `CHANGELOG.md: the section of ${wanted} is empty` } : { text };
}

let why;
if (!/^v\d+\.\d+\.\d+$/.test(tag)) why = `'${tag}' is no release tag: vX.Y.Z`;
else if (tag !== `v${version}`)
  why = `the tag ${tag} is not package.json's version (${version}): tag v${version}, or raise the version first`;
const section = why === undefined ? sectionOf(readFileSync('CHANGELOG.md', 'utf8'), version) : {};
why ??= section.why;
if (why !== undefined) {
  console.error(`release-notes: ${why}`);
  process.exit(1);
}
process.stdout.write(`${section.text}\n`);
