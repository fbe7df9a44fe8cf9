// docs/file-format.md lists every rule code the format has; this keeps it true (UPDATE_DOCS=1
// rewrites the list).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { RULE_CODES } from '../../src/validate/rule-codes.js';

const PAGE = join(import.meta.dirname, '..', '..', 'docs', 'file-format.md');
const START = '<!-- rule-codes:start -->';
const END = '<!-- rule-codes:end -->';

function table(): string {
  const rows = Object.entries(RULE_CODES).map(
    ([code, text]) => `| \`${code}\` | ${text.replace(/\|/g, '\\|')} |`,
  );
  return ['| code | broken when |', '| --- | --- |', ...rows].join('\n');
}

it('docs/file-format.md lists every rule code with its description', () => {
  const page = readFileSync(PAGE, 'utf8');
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  expect(start, 'the page has the rule-codes markers').toBeGreaterThan(0);
  const expected = `${START}\n\n${table()}\n\n${END}`;
  const actual = page.slice(start, end + END.length);
  if (process.env.UPDATE_DOCS && actual !== expected) {
    writeFileSync(PAGE, page.replace(actual, expected));
    return;
  }
  expect(actual).toBe(expected);
});
