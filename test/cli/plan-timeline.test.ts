// The timeline is a picture beside a fresh plan, never part of the plan: `plan` and `apply`
// show it in each format, and a saved plan neither keeps it nor shows it when it is applied.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project, sharedEmulator } from './apply-helpers.js';

const shared = sharedEmulator();
const HEADING = 'Timeline of the dated annotations this plan changes';

describe('the timeline beside a fresh plan', () => {
  it('plan shows it as text, Markdown and JSON', async () => {
    const dir = project(0);
    const url = shared.current.baseUrl;
    expect((await cli(dir, url, ['plan'])).out).toContain(HEADING);
    expect((await cli(dir, url, ['plan', '--format', 'markdown'])).out).toContain(
      '#### Timeline\n\n```mermaid\ngantt',
    );
    const json = JSON.parse((await cli(dir, url, ['plan', '--format', 'json'])).out) as {
      timeline?: { rows: unknown[] };
    };
    expect(json.timeline?.rows.length).toBeGreaterThan(0);
  });

  it('apply shows it with the plan it is about to write', async () => {
    const dir = project(0);
    const run = await cli(dir, shared.current.baseUrl, ['apply', '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.out).toContain(HEADING);
  });

  it('a saved plan keeps none, and applying it shows none', async () => {
    const dir = project(0);
    const url = shared.current.baseUrl;
    expect((await cli(dir, url, ['plan', '--out', 'plan.json'])).code).toBe(0);
    const saved = JSON.parse(readFileSync(join(dir, 'plan.json'), 'utf8')) as {
      plan: Record<string, unknown>;
    };
    expect(saved.plan).not.toHaveProperty('timeline');
    const run = await cli(dir, url, ['apply', '--plan', 'plan.json', '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.out).not.toContain(HEADING);
  });
});
