// docs/action.md cannot drift from action.yml or from examples/workflows/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '..', '..');

interface ActionYml {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as ActionYml;
const page = readFileSync(join(ROOT, 'docs', 'action.md'), 'utf8');

/** Rows of the first table after `heading`, as trimmed cells (backticks kept). */
function tableAfter(heading: string): string[][] {
  const rest = page.slice(page.indexOf(heading));
  const lines = rest.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/\\\|/g, '|')),
    );
  }
  return rows;
}

const unquote = (cell: string): string => cell.replace(/^`(.*)`$/, '$1');

describe('docs/action.md', () => {
  it('lists exactly the inputs of action.yml with their defaults and descriptions', () => {
    const rows = tableAfter('## Inputs');
    expect(rows.map((r) => unquote(r[0]!))).toEqual(Object.keys(action.inputs));
    for (const [name, def, description] of rows) {
      const input = action.inputs[unquote(name!)]!;
      expect(def === '' ? undefined : unquote(def!), name).toBe(input.default);
      expect(description, name).toBe(input.description);
    }
  });

  it('lists exactly the outputs of action.yml with their descriptions', () => {
    const rows = tableAfter('## Outputs');
    expect(rows.map((r) => unquote(r[0]!))).toEqual(Object.keys(action.outputs));
    for (const [name, description] of rows) {
      expect(description, name).toBe(action.outputs[unquote(name!)]!.description);
    }
  });

  const dir = join(ROOT, 'examples', 'workflows');
  for (const file of readdirSync(dir)) {
    it(`shows examples/workflows/${file} verbatim`, () => {
      const text = readFileSync(join(dir, file), 'utf8').trimEnd();
      expect(page).toContain(`\`\`\`yaml\n${text}\n\`\`\``);
    });
  }

  it('checks out without leaving the token in .git/config, in every workflow shown', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const text of [page, readme, ...readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))]) {
      const checkouts = text.split('\n').filter((l) => l.includes('uses: actions/checkout@'));
      const safe = text.match(
        /uses: actions\/checkout@\S+(?: # \S+)?\n\s+with:\n\s+persist-credentials: false/g,
      );
      expect(checkouts.length).toBeGreaterThan(0);
      expect(safe?.length).toBe(checkouts.length);
    }
  });

  it('has the three workflows: plan on pull requests, apply on merge, drift check', () => {
    const plan = parse(readFileSync(join(dir, 'annotations-plan.yml'), 'utf8'));
    const apply = parse(readFileSync(join(dir, 'annotations-apply.yml'), 'utf8'));
    const drift = parse(readFileSync(join(dir, 'annotations-drift.yml'), 'utf8'));
    expect(plan.on).toHaveProperty('pull_request');
    expect(plan.permissions['pull-requests']).toBe('write');
    expect(apply.on.push.branches).toEqual(['main']);
    expect(apply.concurrency).toEqual({ group: expect.any(String), 'cancel-in-progress': false });
    expect(drift.on).toHaveProperty('schedule');
    expect(drift.on).toHaveProperty('workflow_dispatch');
  });
});
