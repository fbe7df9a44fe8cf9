// A saved plan held to the run that applies it, in process and word for word: the keyPrefix
// must be the run's, every deletion under it, and the paths it read the run's or below them.
import { describe, expect, it } from 'vitest';
import type { SavedPlan } from '../../src/model/plan.js';
import { checkPlanRun, holdDeletions } from '../../src/plan/saved-plan-run.js';
import { content, create, planOf, remove, saved } from '../support/changes.js';

const gone = (key: string) =>
  remove({
    ...content('Old'),
    id: `ann-${key}`,
    platform: false,
    externalKey: key,
    createdMs: 1,
    updatedMs: 1,
  } as never);

function made(keyPrefix: string | undefined, paths?: string[], deletes: string[] = []): SavedPlan {
  const plan = saved(planOf([create('t.a'), ...deletes.map(gone)]));
  const { keyPrefix: _none, ...rest } = plan;
  return {
    ...rest,
    ...(keyPrefix === undefined ? {} : { keyPrefix }),
    ...(paths === undefined ? {} : { paths }),
  };
}

function refusal(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('checkPlanRun', () => {
  it('refuses another keyPrefix, naming both, before the paths', () => {
    expect(refusal(() => checkPlanRun(made('t.', ['a']), { keyPrefix: 'u.', paths: ['b'] }))).toBe(
      'Saved plan: made with the keyPrefix "t.", but this run\'s is the keyPrefix "u.": refusing to apply it. Apply it where it was made (the same observe-annotations.yaml), or make a new plan here.',
    );
    expect(
      refusal(() => checkPlanRun(made(undefined, ['a']), { keyPrefix: 't.', paths: ['a'] })),
    ).toBe(
      'Saved plan: made with no keyPrefix, but this run\'s is the keyPrefix "t.": refusing to apply it. Apply it where it was made (the same observe-annotations.yaml), or make a new plan here.',
    );
  });

  it('refuses a plan that records no paths', () => {
    expect(refusal(() => checkPlanRun(made('t.'), { keyPrefix: 't.', paths: ['a'] }))).toBe(
      'Saved plan: it does not record the paths it was made from (made by an older version): make it again with `plan --out FILE`.',
    );
  });

  it('holds its deletions to the keyPrefix before its paths', () => {
    const plan = made('t.', undefined, ['u.x']);
    expect(refusal(() => checkPlanRun(plan, { keyPrefix: 't.', paths: ['a'] }))).toMatch(
      /^Saved plan: it deletes "u\.x", which is not under this run's keyPrefix "t\."/,
    );
  });

  it('takes paths the run names, or that lie below them, however they are written', () => {
    const run = (paths: string[]) => ({ keyPrefix: 't.', paths });
    for (const [planned, here] of [
      [['annotations'], ['annotations']],
      [['./annotations/'], ['annotations']],
      [['././annotations'], ['annotations']],
      [['annotations/team/a.yaml'], ['annotations/']],
      [['annotations\\team'], ['annotations']],
      [['anything', 'else'], ['.']],
      [['anything'], ['./']],
      [
        ['a', 'b'],
        ['b', 'a'],
      ],
    ] as const)
      expect(
        refusal(() => checkPlanRun(made('t.', [...planned]), run([...here]))),
        planned.join(),
      ).toBe('accepted');
  });

  it('refuses paths the run does not hold, naming what is left out', () => {
    const run = { keyPrefix: 't.', paths: ['annotations', 'more'] };
    expect(
      refusal(() => checkPlanRun(made('t.', ['annotations', 'other', 'annotationsx']), run)),
    ).toBe(
      'Saved plan: made from the paths "annotations", "other", "annotationsx", but this run\'s are "annotations", "more", which do not hold "other", "annotationsx": refusing to apply it. Name the PATHs it was made from (apply --plan FILE PATH…), or make a new plan for these.',
    );
    expect(
      refusal(() => checkPlanRun(made('t.', ['x/annotations']), { ...run, paths: [] })),
    ).toMatch(/but this run's are \(none\), which do not hold "x\/annotations"/);
    expect(refusal(() => checkPlanRun(made('t.', ['a/b']), { ...run, paths: ['b'] }))).toMatch(
      /which do not hold "a\/b"/,
    );
  });
});

describe('holdDeletions', () => {
  it('refuses a deletion outside the keyPrefix, or any without one, and lets the rest be', () => {
    expect(refusal(() => holdDeletions(made('t.', [], ['t.x', 'x.t.']), 't.'))).toBe(
      'Saved plan: it deletes "x.t.", which is not under this run\'s keyPrefix "t.": only keys under the keyPrefix are ours to delete; nothing was written.',
    );
    expect(refusal(() => holdDeletions(made(undefined, [], ['t.x']), undefined))).toBe(
      'Saved plan: it deletes "t.x", which is not under this run\'s keyPrefix (it has none): only keys under the keyPrefix are ours to delete; nothing was written.',
    );
    expect(refusal(() => holdDeletions(made(undefined, [], ['undefined.x']), undefined))).toMatch(
      /^Saved plan: it deletes "undefined\.x", which is not under this run's keyPrefix \(it has none\)/,
    );
    expect(refusal(() => holdDeletions(made(undefined, []), undefined))).toBe('accepted');
    expect(refusal(() => holdDeletions(made('t.', [], ['t.x']), 't.'))).toBe('accepted');
  });
});
