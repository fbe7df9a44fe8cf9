// The workflows `init` writes, as text: the examples with the repository's settings written in
// (the Action's reference, the branch, the `paths:` filters, the working directory), each one
// a workflow GitHub's parser reads without an error.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_REFERENCE } from '../../../src/app/init/generated/action-reference.js';
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

  it('refuses what a workflow cannot hold as written: a line break, an expression', () => {
    const [{ name, text }] = examples as [{ name: string; text: string }];
    const write = (workingDirectory: string) => () =>
      workflowText(name, text, { ...EXAMPLE_SETTINGS, workingDirectory });
    expect(write('a\nb')).toThrow(UserError);
    expect(write('${{ secrets.KEY }}')).toThrow(/\$\{\{/);
  });
});
