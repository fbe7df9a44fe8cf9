// Colour and automation decisions of the CLI (no-color.org: NO_COLOR counts when non-empty).
import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../src/cli/commands.js';
import { inAutomation, useColour } from '../../src/cli/settings.js';

function ctx(env: Record<string, string>, isTTY: boolean): CommandContext {
  const out = { write: () => true, isTTY };
  return { io: { stdout: out, stderr: out, env, cwd: '/' }, flags: {}, positionals: [] };
}

describe('useColour', () => {
  it('colours a terminal only', () => {
    expect(useColour(ctx({}, true))).toBe(true);
    expect(useColour(ctx({}, false))).toBe(false);
  });
  it('never with NO_COLOR set to a value, or on a dumb terminal', () => {
    expect(useColour(ctx({ NO_COLOR: '1' }, true))).toBe(false);
    expect(useColour(ctx({ TERM: 'dumb' }, true))).toBe(false);
  });
  it('an empty NO_COLOR does not count', () => {
    expect(useColour(ctx({ NO_COLOR: '' }, true))).toBe(true);
  });
});

describe('inAutomation', () => {
  it('is on in CI and when output is not a terminal', () => {
    expect(inAutomation(ctx({ CI: 'true' }, true))).toBe(true);
    expect(inAutomation(ctx({}, false))).toBe(true);
    expect(inAutomation(ctx({}, true))).toBe(false);
  });
});
