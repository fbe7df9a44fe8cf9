// The repository of a folder: found walking up from it, never past the folder it may stop at,
// and never for a folder outside that one (the walk would go on up to the file system's root).
import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryOf } from '../../../src/read/git/repository.js';

describe('repositoryOf', () => {
  const parent = realpathSync(mkdtempSync(join(tmpdir(), 'oa-repo-of-')));
  mkdirSync(join(parent, '.git'));
  mkdirSync(join(parent, 'workspace', 'annotations'), { recursive: true });
  mkdirSync(join(parent, 'elsewhere'));

  it('walks up to the .git above the folder', () => {
    expect(repositoryOf(join(parent, 'workspace', 'annotations'))?.top).toBe(parent);
  });

  it('stops at the folder it is given: a .git above it is not taken', () => {
    const workspace = join(parent, 'workspace');
    expect(repositoryOf(join(workspace, 'annotations'), workspace)).toBeUndefined();
  });

  it('takes no repository for a folder outside the one it stops at', () => {
    expect(repositoryOf(join(parent, 'elsewhere'), join(parent, 'workspace'))).toBeUndefined();
  });
});
