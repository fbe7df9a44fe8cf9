// The release workflow's guard: `node scripts/release-guard.mjs vX.Y.Z origin/main`, run in the
// repository (a clone with every tag and the default branch), exits 1 naming the rule it breaks
// and the two values it compared unless the release tag passes all three rules:
// 1. its commit is on the default branch (the second argument: `git merge-base --is-ancestor`);
// 2. its version is greater, by semantic versioning's precedence (1.10.0 > 1.9.0,
//    1.2.0-rc.1 < 1.2.0), than every version released before it: every other release tag
//    whose commit is on the default branch. A tag elsewhere was never released (this guard
//    refuses it), so it neither counts nor blocks the next release;
// 3. the major tag (v1 for v1.2.3), when it exists, names an ancestor of the tag's commit: it
//    only ever moves forward. A pre-release never moves it.
// Else it prints what the release does. Plain Node and git, nothing installed.
import { spawnSync } from 'node:child_process';

const IDENTIFIER = '(?:0|[1-9]\\d*|\\d*[A-Za-z-][\\dA-Za-z-]*)';
/** `vX.Y.Z[-pre][+build]` as semver.org writes it: no leading zeros, dot-separated identifiers. */
const RELEASE_TAG = new RegExp(
  `^v(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)` +
    `(?:-(${IDENTIFIER}(?:\\.${IDENTIFIER})*))?(?:\\+[\\dA-Za-z-]+(?:\\.[\\dA-Za-z-]+)*)?$`,
);
/** A branch as a revision: no option-like or odd names reach git. */
const BRANCH = /^[A-Za-z0-9_][A-Za-z0-9._/-]*$/;

/** The parts of a release tag that decide its order; undefined when `tag` is none. */
function versionOf(tag) {
  const m = RELEASE_TAG.exec(tag);
  if (!m) return undefined;
  return { tag, core: [m[1], m[2], m[3]], pre: m[4] === undefined ? [] : m[4].split('.') };
}

/** Two numbers written without leading zeros, of any length. */
function compareDigits(a, b) {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** A pre-release identifier: numbers by value, below words; words in ASCII order. */
function compareIdentifier(a, b) {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) return compareDigits(a, b);
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Semantic versioning's precedence: < 0, 0 or > 0. Build metadata does not count. */
function compareVersions(a, b) {
  for (let i = 0; i < 3; i++) {
    const c = compareDigits(a.core[i], b.core[i]);
    if (c !== 0) return c;
  }
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i++) {
    const c = compareIdentifier(a.pre[i], b.pre[i]);
    if (c !== 0) return c;
  }
  return a.pre.length - b.pre.length;
}

function git(args) {
  const r = spawnSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) refuse(`git could not run: ${r.error.message}`);
  return r;
}

/** The commit `revision` names; undefined when it names none. */
function commitOf(revision) {
  const r = git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`]);
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/** Whether `ancestor` is `commit` or one of its ancestors. */
function isAncestor(ancestor, commit) {
  const r = git(['merge-base', '--is-ancestor', ancestor, commit]);
  if (r.status !== 0 && r.status !== 1) refuse(`git merge-base failed: ${r.stderr.trim()}`);
  return r.status === 0;
}

function refuse(why) {
  console.error(`release-guard: refused: ${why}`);
  process.exit(1);
}

/** The newest version released before `release`: release tags on `branchCommit` but its own. */
function newestReleased(release, branchCommit) {
  const r = git(['for-each-ref', `--merged=${branchCommit}`, '--format=%(refname)', 'refs/tags/']);
  if (r.status !== 0) refuse(`git for-each-ref failed: ${r.stderr.trim()}`);
  let newest;
  for (const ref of r.stdout.split('\n')) {
    const version = versionOf(ref.slice('refs/tags/'.length));
    if (version === undefined || version.tag === release.tag) continue;
    if (newest === undefined || compareVersions(version, newest) > 0) newest = version;
  }
  return newest;
}

const [tag = '', branch = ''] = process.argv.slice(2);
const release = versionOf(tag);
if (release === undefined) refuse(`'${tag}' is no release tag: vX.Y.Z[-PRE]`);
if (!BRANCH.test(branch)) refuse(`'${branch}' is no branch to release from, such as origin/main`);
const commit = commitOf(`refs/tags/${tag}`);
if (commit === undefined) refuse(`the tag ${tag} names no commit in this clone`);
const branchCommit = commitOf(branch);
if (branchCommit === undefined)
  refuse(`the default branch ${branch} is not in this clone (fetch it: fetch-depth: 0)`);

// 1. Reviewed code only: what the default branch holds.
if (!isAncestor(commit, branchCommit))
  refuse(
    `a release is a commit of the default branch: ${tag} names ${commit}, which ${branch} (${branchCommit}) does not contain`,
  );

// 2. Only forward in versions.
const newest = newestReleased(release, branchCommit);
if (newest !== undefined && compareVersions(release, newest) <= 0)
  refuse(
    `a release's version is greater than every version released before it: ${tag} is not greater than ${newest.tag}`,
  );

// 3. The major tag only forward in history.
const major = `v${release.core[0]}`;
const majorCommit = release.pre.length > 0 ? undefined : commitOf(`refs/tags/${major}`);
if (majorCommit !== undefined && !isAncestor(majorCommit, commit))
  refuse(
    `the major tag only moves forward: ${major} names ${majorCommit}, which is not an ancestor of ${tag} (${commit})`,
  );

const after = newest === undefined ? 'the first release' : `newer than ${newest.tag}`;
const moves =
  release.pre.length > 0
    ? `a pre-release: ${major} stays where it is`
    : majorCommit === undefined
      ? `${major} is created at ${commit}`
      : `${major} moves forward from ${majorCommit} to ${commit}`;
console.log(`release-guard: ${tag} (${commit}) is on ${branch}, ${after}; ${moves}`);
