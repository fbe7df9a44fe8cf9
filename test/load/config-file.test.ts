// The config file's text read as settings: what a hostile or mistaken file gets is one line
// naming the file, never the engine's words or a stack.
import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/load/config-file.js';
import { UserError } from '../../src/model/errors.js';

const FILE = 'observe-annotations.yaml';

function refusal(text: string): string {
  try {
    parseConfigText(text, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error('the text was read');
}

describe('a config file', () => {
  it('nested thousands deep: says so, at its place', () => {
    const deep = `include: ${'['.repeat(200_000)}${']'.repeat(200_000)}\n`;
    expect(refusal(deep)).toMatch(
      /^observe-annotations\.yaml:1:\d+: the settings are nested too deeply \(keep them within 64 levels\)$/,
    );
  });

  it('not a map: says what is expected', () => {
    expect(refusal('- a\n- b\n')).toBe(
      `${FILE}: expected a map of settings (such as keyPrefix: team.)`,
    );
  });

  it('reads an ordinary file', () => {
    expect(parseConfigText('keyPrefix: team.\n', FILE).values).toEqual({ keyPrefix: 'team.' });
  });
});
