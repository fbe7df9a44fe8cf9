// The README lists every rule code the format has; this keeps it true (UPDATE_README=1 rewrites).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { RULE_CODES } from '../src/validate/rule-codes.js';

const README = join(import.meta.dirname, '..', 'README.md');
const START = '<!-- rule-codes:start -->';
const END = '<!-- rule-codes:end -->';

function table(): string {
  const rows = Object.entries(RULE_CODES).map(
    ([code, text]) => `| \`${code}\` | ${text.replace(/\|/g, '\\|')} |`,
  );
  return ['| code | broken when |', '| --- | --- |', ...rows].join('\n');
}

it('README lists every rule code with its description', () => {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  expect(start, 'README has the rule-codes markers').toBeGreaterThan(0);
  const expected = `${START}\n\n${table()}\n\n${END}`;
  const actual = readme.slice(start, end + END.length);
  if (process.env.UPDATE_README && actual !== expected) {
    writeFileSync(README, readme.replace(actual, expected));
    return;
  }
  expect(actual).toBe(expected);
});
