// action.yml and the option table cannot drift: every input comes from the table (or is one of
// the Action's own), and every table row with an input is one, with the same description and
// default.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { actionInputs } from '../../../src/action/step/inputs.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');

interface ActionYml {
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as ActionYml;

/** What the table (and the Action's own inputs) say each input should be. */
const expected = new Map<string, { description: string; default?: string }>();
for (const input of actionInputs()) {
  expected.set(input.name, {
    description: input.description,
    ...(input.default === undefined ? {} : { default: input.default }),
  });
}

describe('action.yml', () => {
  it('runs the committed bundle on Node 24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/action.js' });
  });

  it('declares exactly the inputs of the option table', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...expected.keys()].sort());
  });

  for (const [name, spec] of expected) {
    it(`input ${name} matches the option table`, () => {
      const input = action.inputs[name];
      expect(input?.description).toBe(spec.description);
      expect(input?.default).toBe(spec.default);
    });
  }

  it('declares its outputs (has-changes, the counts, plan-file), each described', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(
      ['creates', 'deletes', 'failed', 'has-changes', 'plan-file', 'unchanged', 'updates'].sort(),
    );
    for (const output of Object.values(action.outputs)) expect(output.description).not.toBe('');
  });
});
