// A file replaced whole is written only inside the folder it was found in: a folder swapped for
// a symbolic link after the walk (before the temporary file is made) or between staging and
// the rename is refused by name, and nothing is written where the link leads.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitReplacement, stageReplacement } from '../../src/load/replace-file.js';
import { UserError } from '../../src/model/errors.js';

/** A repository with annotations/a.yaml, and a folder outside it holding its own a.yaml. */
function layout() {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'oa-replace-')));
  const folder = join(root, 'repo', 'annotations');
  const outside = join(root, 'outside');
  mkdirSync(folder, { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(folder, 'a.yaml'), 'old\n');
  writeFileSync(join(outside, 'a.yaml'), 'outside\n');
  /** The repository's folder moved aside and a link to the outside folder in its place. */
  const swap = () => {
    renameSync(folder, `${folder}.moved`);
    symlinkSync(outside, folder);
  };
  return { folder, outside, path: join(folder, 'a.yaml'), swap };
}

describe('replacing a file', () => {
  it('writes the new text in place when its folder stays as it was', () => {
    const { folder, path } = layout();
    commitReplacement(stageReplacement(path, 'new\n', 'annotations/a.yaml'));
    expect(readFileSync(path, 'utf8')).toBe('new\n');
    expect(readdirSync(folder)).toEqual(['a.yaml']);
  });

  it('refuses a file whose folder became a link after the walk: nothing is written outside', () => {
    const { outside, path, swap } = layout();
    swap();
    expect(() => stageReplacement(path, 'new\n', 'annotations/a.yaml')).toThrow(
      new UserError(
        'annotations/a.yaml: its folder was replaced (by a symbolic link, or removed) while fmt ran: nothing is written to it',
      ),
    );
    expect(readdirSync(outside)).toEqual(['a.yaml']);
    expect(readFileSync(join(outside, 'a.yaml'), 'utf8')).toBe('outside\n');
  });

  it('refuses the rename when the folder became a link between staging and renaming', () => {
    const { folder, outside, path, swap } = layout();
    const staged = stageReplacement(path, 'new\n', 'annotations/a.yaml');
    swap();
    expect(() => commitReplacement(staged)).toThrow(
      /^annotations\/a\.yaml: its folder was replaced/,
    );
    expect(readdirSync(outside)).toEqual(['a.yaml']);
    expect(readFileSync(join(outside, 'a.yaml'), 'utf8')).toBe('outside\n');
    expect(readFileSync(join(`${folder}.moved`, 'a.yaml'), 'utf8')).toBe('old\n');
  });
});
