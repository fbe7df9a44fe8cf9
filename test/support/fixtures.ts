// Where the tests' data lives: under test/fixtures/, in the repository (see its README.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/** GitHub's real webhook payloads, `<event>.json`. */
export const GITHUB_EVENTS = join(FIXTURES, 'github-events');

/** The YAML test suite's inputs, one `.yaml` file per case. */
export const YAML_TEST_SUITE = join(FIXTURES, 'yaml-test-suite');

/** The suite's case files (not its README); throws when the folder is missing, never skips. */
export function yamlTestSuiteFiles(): string[] {
  const files = readdirSync(YAML_TEST_SUITE).filter((name) => name.endsWith('.yaml'));
  if (files.length < 400) throw new Error(`${YAML_TEST_SUITE} holds only ${files.length} cases`);
  return files.sort();
}
