// Whether a plan has something to say (what `comment: on-change` posts a new comment for):
// changes, or errors, those counted past the diagnostics a file keeps in full included.
import { describe, expect, it } from 'vitest';
import { somethingToSay } from '../../../src/action/review/comment-facts.js';
import type { Plan } from '../../../src/model/plan.js';
import { planOf } from '../../support/changes.js';

const counted = (errors: number, warnings: number): Plan['omittedDiagnostics'] => ({
  errors,
  warnings,
  codes: {},
  files: [{ file: 'annotations/a.yaml', errors, warnings, codes: {} }],
});

describe('something to say', () => {
  it.each<[string, Plan, boolean]>([
    ['no changes, no errors', planOf([]), false],
    [
      'no changes, warnings only past the kept ones',
      { ...planOf([]), omittedDiagnostics: counted(0, 3) },
      false,
    ],
    [
      'no changes, an error past the kept ones',
      { ...planOf([]), omittedDiagnostics: counted(1, 0) },
      true,
    ],
  ])('%s', (_, plan, expected) => {
    expect(somethingToSay({ kind: 'plan', plan })).toBe(expected);
  });
});
