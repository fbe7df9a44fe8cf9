// The workflows `init` writes, as text: the examples with the repository's settings written in
// (the Action's reference and its comment, the branch, the `paths:` filters, the working
// directory), each one a workflow GitHub's parser reads without an error. The Action is pinned by
// the release's commit when the package was built for a release, else named by the major tag.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagedActionUses, PIN_COMMENT } from '../../../src/app/init/action-uses.js';
import {
  ACTION_REFERENCE,
  ACTION_REPOSITORY,
} from '../../../src/app/init/generated/action-reference.js';
import { pathsFilters } from '../../../src/app/init/paths-filters.js';
import { EXAMPLE_SETTINGS, workflowText } from '../../../src/app/init/workflow-text.js';
import { UserError } from '../../../src/model/errors.js';
import { ROOT } from '../../support/built-package.js';
import { workflowErrors } from '../../support/workflow-parser.js';

const examples = readdirSync(join(ROOT, 'examples', 'workflows')).map((name) => ({
  name,
  text: readFileSync(join(ROOT, 'examples', 'workflows', name), 'utf8'),
}));

describe('pathsFilters', () => {
  it('the default include at the root: the examples’ own filters', () => {
    expect(pathsFilters(['annotations/'], 'observe-annotations.yaml', '')).toEqual(
      EXAMPLE_SETTINGS.paths,
    );
  });

  it('folders, files and globs of the include, from the repository root', () => {
    expect(
      pathsFilters(
        ['./notes', 'extra/one.yml', 'globs/**/*.yaml', 'a/[ab]*.yml', 'notes/'],
        'observe-annotations.yaml',
        'services/auth',
      ),
    ).toEqual([
      'services/auth/notes/**',
      'services/auth/extra/one.yml',
      'services/auth/globs/**/*.yaml',
      'services/auth/a/[ab]*.yml',
      'services/auth/observe-annotations.yaml',
    ]);
  });

  it('a glob GitHub reads otherwise widens to its folder; a file’s special characters are escaped', () => {
    expect(
      pathsFilters(['b/{x,y}/*.yaml', 'c/d?.yaml', '**/*.yaml', 'c++/notes.yaml'], 'o.yaml', ''),
    ).toEqual(['b/**', 'c/**', '**/*.yaml', 'c\\+\\+/notes.yaml', 'o.yaml']);
  });

  it('the whole folder, or a path that leaves it, is everything', () => {
    expect(pathsFilters(['.', '../elsewhere/'], 'o.yaml', '')).toEqual(['**', 'o.yaml']);
    expect(pathsFilters(['./'], 'o.yaml', 'sub')).toEqual(['sub/**', 'sub/o.yaml']);
  });
});

describe('packagedActionUses', () => {
  const sha = '0123456789abcdef0123456789abcdef01234567';

  it('built from a clone (no release commit): the major tag, with the comment to pin a commit', () => {
    expect(packagedActionUses()).toEqual({ ref: ACTION_REFERENCE, comment: PIN_COMMENT });
    expect(ACTION_REFERENCE).toMatch(/@v\d+$/);
  });

  it('built for a release: that commit, with the version in a comment', () => {
    expect(packagedActionUses(sha, '1.2.3')).toEqual({
      ref: `${ACTION_REPOSITORY}@${sha}`,
      comment: 'v1.2.3',
    });
  });

  it('the examples name the Action as a package built from a clone does', () => {
    for (const { name, text } of examples) {
      const lines = text.split('\n').filter((line) => line.includes(`uses: ${ACTION_REPOSITORY}@`));
      expect(lines, name).toEqual([expect.stringMatching(/^ +(- )?uses: /)]);
      expect(lines[0]!.replace(/^ +(- )?uses: /, ''), name).toBe(
        `${ACTION_REFERENCE} # ${PIN_COMMENT}`,
      );
    }
  });
});

describe('workflowText', () => {
  it.each(examples)(
    '$name with the examples’ settings is the example, byte for byte',
    ({ name, text }) => {
      expect(workflowText(name, text, EXAMPLE_SETTINGS)).toBe(text);
    },
  );

  it.each(examples)(
    '$name with other settings names them, and GitHub reads it',
    async ({ name, text }) => {
      const written = workflowText(name, text, {
        actionRef: 'my-org/observe-annotations@v1.2.3',
        branch: 'release+next',
        paths: ["team's notes/**", 'sub dir/observe-annotations.yaml'],
        workingDirectory: 'sub dir',
      });
      expect(await workflowErrors(name, written)).toEqual([]);
      expect(written).not.toContain(ACTION_REFERENCE);
      expect(written).toMatch(
        /^ +(- )?uses: my-org\/observe-annotations@v1\.2\.3\n {8}with:\n {10}working-directory: 'sub dir'\n/m,
      );
      if (name === 'annotations-apply.yml')
        expect(written).toContain("    branches: ['release\\+next']\n");
      if (name !== 'annotations-drift.yml')
        expect(written).toContain(
          "    paths: ['team''s notes/**', 'sub dir/observe-annotations.yaml']\n",
        );
    },
  );

  it.each(examples)(
    '$name written by a release’s package pins the Action by commit, and GitHub reads it',
    async ({ name, text }) => {
      const sha = 'fedcba9876543210fedcba9876543210fedcba98';
      const { ref, comment } = packagedActionUses(sha, '1.4.0');
      const written = workflowText(name, text, {
        ...EXAMPLE_SETTINGS,
        actionRef: ref,
        actionComment: comment!,
      });
      expect(await workflowErrors(name, written)).toEqual([]);
      expect(written).toMatch(
        new RegExp(`^ +(- )?uses: ${ACTION_REPOSITORY}@${sha} # v1\\.4\\.0$`, 'm'),
      );
      expect(written).not.toContain(`${ACTION_REFERENCE} `);
      expect(written).not.toContain(PIN_COMMENT);
      // Only that line changed.
      const changed = written.split('\n').filter((line, i) => line !== text.split('\n')[i]);
      expect(changed).toHaveLength(1);
    },
  );

  it('refuses what a workflow cannot hold as written: a line break, an expression', () => {
    const [{ name, text }] = examples as [{ name: string; text: string }];
    const write = (workingDirectory: string) => () =>
      workflowText(name, text, { ...EXAMPLE_SETTINGS, workingDirectory });
    expect(write('a\nb')).toThrow(UserError);
    expect(write('${{ secrets.KEY }}')).toThrow(/\$\{\{/);
  });
});
