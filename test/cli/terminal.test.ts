// Colour and automation decisions of the CLI (no-color.org: NO_COLOR counts when non-empty).
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { inAutomation, useColour } from '../../src/cli/terminal.js';

function io(env: Record<string, string>, isTTY: boolean): Io {
  const out = { write: () => true, isTTY };
  return { stdout: out, stderr: out, env, cwd: '/' };
}

describe('useColour', () => {
  it('colours a terminal only', () => {
    expect(useColour(io({}, true))).toBe(true);
    expect(useColour(io({}, false))).toBe(false);
  });
  it('never with NO_COLOR set to a value, or on a dumb terminal', () => {
    expect(useColour(io({ NO_COLOR: '1' }, true))).toBe(false);
    expect(useColour(io({ TERM: 'dumb' }, true))).toBe(false);
  });
  it('an empty NO_COLOR does not count', () => {
    expect(useColour(io({ NO_COLOR: '' }, true))).toBe(true);
  });
});

describe('inAutomation', () => {
  it('is on in CI and when output is not a terminal', () => {
    expect(inAutomation(io({ CI: 'true' }, true))).toBe(true);
    expect(inAutomation(io({}, false))).toBe(true);
    expect(inAutomation(io({}, true))).toBe(false);
  });
});
