// The keyPrefix rules as a table: the warning of a keyPrefix no file's key begins with, over
// every shape of the keys it is given (validate passes them unchecked), and in a plan.
import { describe, expect, it } from 'vitest';
import { plan } from '../../src/plan/plan.js';
import { unusedKeyPrefix } from '../../src/plan/prune-rules.js';
import { desired, onServer } from './builders.js';

const warning = (keyPrefix: string) => ({
  severity: 'warning',
  code: 'keyPrefix.unused',
  message: `no file's externalKey begins with the keyPrefix ${JSON.stringify(keyPrefix)}: only keys under it are this repository's (orphans are looked for, and pruned, only there); check the keyPrefix, or the files' keys`,
});

describe('unusedKeyPrefix', () => {
  const cases: [string, unknown[], string | undefined, boolean][] = [
    ['no keyPrefix, keys outside any', ['team-a', 'other'], undefined, false],
    ['no keyPrefix, no keys', [], undefined, false],
    ['no files', [], 'team.', false],
    ['every key under it', ['team.a', 'team.b'], 'team.', false],
    ['one key of several under it, last', ['team-a', 'other', 'team.c'], 'team.', false],
    ['one key of several under it, first', ['team.c', 'team-a'], 'team.', false],
    ['a key that is the prefix itself', ['team.'], 'team.', false],
    ['no key under it', ['team-a', 'teamb', 'xteam.c'], 'team.', true],
    ['one key, not under it', ['team-a'], 'team.', true],
    ['the empty prefix, which every key begins with', ['a', 'b'], '', false],
    ['keys that are not strings only', [5, undefined, null, { team: 1 }], 'team.', false],
    ['keys that are not strings, and one string outside', [5, 'team-a', null], 'team.', true],
    ['keys that are not strings, and one string under it', [5, null, 'team.a'], 'team.', false],
  ];
  it.each(cases)('%s', (_name, keys, keyPrefix, warns) => {
    expect(unusedKeyPrefix(keys, keyPrefix)).toEqual(warns ? warning(keyPrefix!) : undefined);
  });

  it('reads any iterable once, and quotes the prefix as JSON', () => {
    function* keys(): Generator<unknown> {
      yield 'a';
      yield 'b"c';
    }
    expect(unusedKeyPrefix(keys(), 'x"y')).toEqual(warning('x"y'));
    expect(unusedKeyPrefix(new Map([['a', 1]]).keys(), 'b')).toEqual(warning('b'));
  });
});

describe('the planner warns of an unused keyPrefix', () => {
  const options = { keyPrefix: 'team.', prune: false };

  it('when no file key is under it, as a warning that leaves the plan whole', () => {
    const result = plan([desired('team-a'), desired('team-b')], [], options);
    expect(result.diagnostics).toEqual([warning('team.')]);
    expect(result.changes.map((c) => c.externalKey)).toEqual(['team-a', 'team-b']);
    expect(result.planHash).toEqual(expect.any(String));
  });

  it('not when one key is under it, nor without files or a keyPrefix', () => {
    const server = [onServer('team.gone')];
    expect(plan([desired('team-a'), desired('team.b')], server, options).diagnostics).toEqual([]);
    expect(plan([], server, options).diagnostics).toEqual([]);
    expect(plan([desired('team-a')], server, { prune: false }).diagnostics).toEqual([]);
  });
});
