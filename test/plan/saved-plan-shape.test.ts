// The one reader of saved plans, check by check: each edit below breaks one rule of the shape
// and is refused with its own message, naming the change, orphan or diagnostic; each edit kept
// consistent (its derived members and hash made again, as a hand edit can) that the format
// allows is read back. The plan hash is no signature, so these checks are what stand between a
// crafted file and what apply writes.
import { describe, expect, it } from 'vitest';
import { diffContent } from '../../src/plan/compare-fields.js';
import { contentHash } from '../../src/plan/fingerprint.js';
import { planHashOf } from '../../src/plan/plan-hash.js';
import { plan } from '../../src/plan/plan.js';
import { readSavedPlan, toSavedPlan } from '../../src/plan/saved-plan.js';
import { desired, onServer } from './builders.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const server = [
  onServer('t.a', { headline: 'old', evidence: ['code'] }, { id: 'ann-1', updatedMs: 42 }),
  onServer('t.gone', { headline: 'gone' }, { id: 'ann-2', updatedMs: 43 }),
];
const made = plan(
  [
    desired('t.a', { headline: 'new', evidence: ['code', 'trace'], note: 'why' }),
    desired('t.b', {
      refs: [
        { type: 'annotation', externalKey: 't.c' },
        { type: 'release', value: 'v1' },
      ],
    }),
    desired('t.c'),
  ],
  server,
  { prune: true, keyPrefix: 't.' },
);
const context = {
  toolVersion: '1.2.3',
  baseUrl: 'http://127.0.0.1:1/v1',
  keyPrefix: 't.',
  createdMs: 1000,
};

/**
 * The saved plan as `plan --out` writes it (through JSON), with a warning and an orphan added
 * (neither is hashed): a create with a ref by key, a create, an update with a note, a delete.
 */
function base(): Json {
  const saved = JSON.parse(JSON.stringify(toSavedPlan(made, context))) as Json;
  saved.plan.diagnostics = [
    {
      severity: 'warning',
      code: 'refs.prunedTarget',
      message: 'a warning',
      file: 'annotations/test.yaml',
      line: 2,
      column: 3,
      endLine: 2,
      endColumn: 9,
    },
  ];
  saved.plan.orphans = [{ externalKey: 'x.other', id: 'ann-9', headline: 'Not ours' }];
  saved.plan.summary.orphaned = 1;
  return saved;
}

const changeOf = (saved: Json, key: string): Json =>
  (saved.plan.changes as Json[]).find((c) => c.externalKey === key)!;

/** `change N ("key")`, as messages name a change. */
function where(key: string): string {
  const index = (base().plan.changes as Json[]).findIndex((c) => c.externalKey === key);
  return `change ${index + 1} ("${key}")`;
}

/** Derives again what a change derives, and the hash, as a careful hand edit would. */
function consistent(saved: Json): Json {
  for (const change of saved.plan.changes as Json[]) {
    if (change.before) change.fingerprint.contentHash = contentHash(change.before);
    change.fields = diffContent(change.before, change.after ?? {});
  }
  saved.plan.planHash = saved.planHash = planHashOf(saved.plan.changes);
  return saved;
}

function refused(edit: (saved: Json) => void, consistently = false): string {
  const saved = base();
  edit(saved);
  try {
    readSavedPlan(consistently ? consistent(saved) : saved);
  } catch (error) {
    return (error as Error).message;
  }
  return 'read back';
}

const LONG = 'x'.repeat(59);

describe('the base plan', () => {
  it('reads back as it is, and with its derived members made again', () => {
    const saved = base();
    expect(readSavedPlan(saved)).toBe(saved);
    expect(refused(() => {}, true)).toBe('read back');
    expect(changeOf(saved, 't.b').dependsOn).toEqual(['t.c']);
    expect(changeOf(saved, 't.a').note).toBe('why');
    expect(changeOf(saved, 't.a').defaulted).toEqual(['approximate', 'display', 'source']);
    expect(changeOf(saved, 't.gone').action).toBe('delete');
  });
});

describe('the file', () => {
  const cases: [string, (s: Json) => void, string][] = [
    [
      'another kind',
      (s) => (s.kind = 'terraform'),
      'not a saved plan of observe-annotations (kind is "terraform"); make one with `plan --out FILE`.',
    ],
    [
      'no kind',
      (s) => delete s.kind,
      'not a saved plan of observe-annotations (kind is missing); make one with `plan --out FILE`.',
    ],
    [
      'a kind of 60 characters, shown whole',
      (s) => (s.kind = `${LONG.slice(1)}`),
      `not a saved plan of observe-annotations (kind is "${LONG.slice(1)}"); make one with \`plan --out FILE\`.`,
    ],
    [
      'a longer kind, cut',
      (s) => (s.kind = LONG),
      `not a saved plan of observe-annotations (kind is "${LONG}…); make one with \`plan --out FILE\`.`,
    ],
    [
      'another version',
      (s) => (s.formatVersion = '1'),
      'formatVersion "1" is not supported (this tool reads version 1); make the plan again with this version.',
    ],
    ['no tool version', (s) => (s.toolVersion = 1), '"toolVersion" must be a string.'],
    ['no base URL', (s) => delete s.baseUrl, '"baseUrl" must be a string.'],
    ['no hash', (s) => (s.planHash = null), '"planHash" must be a string.'],
    [
      'a target that is not a string',
      (s) => (s.target = 1),
      '"target" must be a string when present.',
    ],
    [
      'a keyPrefix that is not a string',
      (s) => (s.keyPrefix = null),
      '"keyPrefix" must be a string when present.',
    ],
    [
      'paths that are text',
      (s) => (s.paths = 'annotations'),
      '"paths" must be a list of strings when present.',
    ],
    [
      'paths that hold a number',
      (s) => (s.paths = ['annotations', 1]),
      '"paths" must be a list of strings when present.',
    ],
    ['a time that is text', (s) => (s.createdMs = '1000'), '"createdMs" must be a number.'],
    ['a time that is not finite', (s) => (s.createdMs = Infinity), '"createdMs" must be a number.'],
    ['a time that is not a number', (s) => (s.createdMs = NaN), '"createdMs" must be a number.'],
    ['no plan', (s) => delete s.plan, '"plan" must be an object.'],
    ['a plan that is a list', (s) => (s.plan = []), '"plan" must be an object.'],
    ['a plan that is null', (s) => (s.plan = null), '"plan" must be an object.'],
    [
      'a plan of another version',
      (s) => (s.plan.formatVersion = 2),
      '"plan.formatVersion" must be 1.',
    ],
    ['no changes', (s) => delete s.plan.changes, '"plan.changes" must be a list.'],
    [
      'a delete outside the keyPrefix',
      (s) => (s.keyPrefix = 'u.'),
      'it deletes "t.gone", which is not under its keyPrefix "u.": only keys under the keyPrefix are ours to delete.',
    ],
    [
      'a delete whose key only ends with the keyPrefix',
      (s) => (s.keyPrefix = 'gone'),
      'it deletes "t.gone", which is not under its keyPrefix "gone": only keys under the keyPrefix are ours to delete.',
    ],
    [
      'a delete without a keyPrefix',
      (s) => delete s.keyPrefix,
      'it deletes "t.gone", which is not under its keyPrefix (it has none): only keys under the keyPrefix are ours to delete.',
    ],
    [
      'a delete without a keyPrefix, of a key that starts with "undefined"',
      (s) => {
        delete s.keyPrefix;
        changeOf(s, 't.gone').externalKey = 'undefined.gone';
      },
      'it deletes "undefined.gone", which is not under its keyPrefix (it has none): only keys under the keyPrefix are ours to delete.',
    ],
    [
      'two hashes that differ',
      (s) => (s.plan.planHash = `${s.planHash as string}0`),
      '"planHash" differs from the hash inside "plan".',
    ],
  ];
  for (const [name, edit, message] of cases) {
    it(`refuses ${name}`, () => {
      expect(refused(edit)).toBe(`Saved plan: ${message}`);
    });
  }
  for (const value of [null, 'text', [1], 3]) {
    it(`refuses ${JSON.stringify(value)}: not an object`, () => {
      expect(() => readSavedPlan(value)).toThrow(
        /^Saved plan: the file does not hold a JSON object\.$/,
      );
    });
  }
  it('reads a plan with a target, or with a keyPrefix and no deletion', () => {
    expect(refused((s) => (s.target = 'staging'))).toBe('read back');
    expect(refused((s) => (s.paths = ['annotations', 'more']))).toBe('read back');
    expect(refused((s) => (s.paths = []))).toBe('read back');
    expect(
      refused((s) => {
        s.plan.changes = (s.plan.changes as Json[]).filter((c) => c.action !== 'delete');
        s.plan.summary.delete = 0;
        s.keyPrefix = 'zz.';
      }, true),
    ).toBe('read back');
    expect(refused((s) => (s.keyPrefix = ''))).toBe('read back');
  });
});

describe('each change', () => {
  const gone = where('t.gone');
  const a = where('t.a');
  const b = where('t.b');
  const cases: [string, (s: Json) => void, string][] = [
    [
      'a change that is not an object',
      (s) => (s.plan.changes[0] = 5),
      'change 1 is not an object.',
    ],
    ['a change that is null', (s) => (s.plan.changes[0] = null), 'change 1 is not an object.'],
    [
      'an unknown action',
      (s) => (changeOf(s, 't.gone').action = 'rename'),
      `${gone}: unknown action "rename".`,
    ],
    [
      'an unknown action, with a key that is not a string',
      (s) => Object.assign(changeOf(s, 't.gone'), { action: 'toString', externalKey: 5 }),
      'change 1: unknown action "toString".',
    ],
    [
      'a key that is not a string',
      (s) => (changeOf(s, 't.gone').externalKey = 5),
      'change 1: "externalKey" must be an external key (a-z, 0-9, . _ -).',
    ],
    [
      'a key in capitals',
      (s) => (changeOf(s, 't.gone').externalKey = 'T.GONE'),
      'change 1 ("T.GONE"): "externalKey" must be an external key (a-z, 0-9, . _ -).',
    ],
    [
      'a key that ends in a space',
      (s) => (changeOf(s, 't.gone').externalKey = 't.gone '),
      'change 1 ("t.gone "): "externalKey" must be an external key (a-z, 0-9, . _ -).',
    ],
    [
      'a key that starts with a slash',
      (s) => (changeOf(s, 't.gone').externalKey = '/t.gone'),
      'change 1 ("/t.gone"): "externalKey" must be an external key (a-z, 0-9, . _ -).',
    ],
    [
      'an empty key',
      (s) => (changeOf(s, 't.gone').externalKey = ''),
      'change 1 (""): "externalKey" must be an external key (a-z, 0-9, . _ -).',
    ],
    [
      'a key of 129 characters',
      (s) => (changeOf(s, 't.gone').externalKey = 'k'.repeat(129)),
      `change 1 ("${'k'.repeat(59)}…): "externalKey" must be an external key (a-z, 0-9, . _ -).`,
    ],
    [
      'a key in two changes',
      (s) => (changeOf(s, 't.b').externalKey = 't.a'),
      `${b.replace('t.b', 't.a')}: the key appears in two changes.`,
    ],
    // What a change to an existing annotation holds.
    [
      'an update without id',
      (s) => delete changeOf(s, 't.a').id,
      `${a}: "id" must be a non-empty string.`,
    ],
    [
      'a delete with an empty id',
      (s) => (changeOf(s, 't.gone').id = ''),
      `${gone}: "id" must be a non-empty string.`,
    ],
    [
      'a fingerprint that is not an object',
      (s) => (changeOf(s, 't.a').fingerprint = 'ann-1'),
      `${a}: "fingerprint" must be an object.`,
    ],
    ...(
      [
        ['id', 1],
        ['updatedMs', '42'],
        ['updatedMs', Infinity],
        ['updatedMs', undefined],
        ['contentHash', null],
      ] as const
    ).map(([member, value]): [string, (s: Json) => void, string] => [
      `a fingerprint whose ${member} is ${String(value)}`,
      (s) => (changeOf(s, 't.gone').fingerprint[member] = value),
      `${gone}: "fingerprint" needs id, updatedMs and contentHash.`,
    ]),
    [
      'an id its fingerprint does not name',
      (s) => (changeOf(s, 't.a').id = 'ann-2'),
      `${a}: "id" is not the id its fingerprint names.`,
    ],
    [
      'no before',
      (s) => delete changeOf(s, 't.gone').before,
      `${gone}: "before" must be an object.`,
    ],
    [
      'a before without kind',
      (s) => delete changeOf(s, 't.gone').before.kind,
      `${gone}: "before" needs kind and headline.`,
    ],
    [
      'a before without headline',
      (s) => delete changeOf(s, 't.gone').before.headline,
      `${gone}: "before" needs kind and headline.`,
    ],
    [
      'a before other than its fingerprint names',
      (s) => (changeOf(s, 't.gone').before.headline = 'something else'),
      `${gone}: "before" is not the content its fingerprint names.`,
    ],
    // What a write holds.
    [
      'a write without file',
      (s) => delete changeOf(s, 't.b').file,
      `${b}: "file" must be a non-empty string.`,
    ],
    [
      'a write with an empty file',
      (s) => (changeOf(s, 't.b').file = ''),
      `${b}: "file" must be a non-empty string.`,
    ],
    [
      'a line 0',
      (s) => (changeOf(s, 't.b').line = 0),
      `${b}: "line" must be a whole number from 1, not 0.`,
    ],
    [
      'a line 1.5',
      (s) => (changeOf(s, 't.b').line = 1.5),
      `${b}: "line" must be a whole number from 1, not 1.5.`,
    ],
    [
      'a line as text',
      (s) => (changeOf(s, 't.b').line = '2'),
      `${b}: "line" must be a whole number from 1, not "2".`,
    ],
    [
      'no line',
      (s) => delete changeOf(s, 't.b').line,
      `${b}: "line" must be a whole number from 1, not missing.`,
    ],
    [
      'no document hash',
      (s) => delete changeOf(s, 't.b').documentHash,
      `${b}: "documentHash" must be a non-empty string.`,
    ],
    ['no after', (s) => (changeOf(s, 't.b').after = [1]), `${b}: "after" must be an object.`],
    [
      'an after the server would refuse',
      (s) => (changeOf(s, 't.b').after.headline = ''),
      `${b}: "after" is not an annotation: headline must not be empty.`,
    ],
    [
      'an after with an unknown field',
      (s) => (changeOf(s, 't.b').after.platform = true),
      `${b}: "after" is not an annotation: unknown field platform; known fields: kind, headline, description, dateFrom, dateTo, approximate, status, effect, reading, scope, series, display, source, evidence, refs, note.`,
    ],
    [
      'an after holding a note, which no view shows',
      (s) => (changeOf(s, 't.b').after.note = 'hidden'),
      `${b}: "after": "note" is not a content field (a change's note is its own member, "note").`,
    ],
    ...[
      { type: 'annotation', externalKey: 't.c', value: 'ann-1' },
      { type: 'release', externalKey: 't.c' },
      { type: 'annotation', externalKey: 5 },
      { type: 'annotation', externalKey: 'T.C' },
      { type: 'annotation', externalKey: 't.c ' },
      { type: 'annotation', externalKey: ' t.c' },
    ].map((ref): [string, (s: Json) => void, string] => [
      `a ref by key ${JSON.stringify(ref)}`,
      (s) => (changeOf(s, 't.b').after.refs[0] = ref),
      `${b}: "after": a ref by key must be { type: annotation, externalKey }, not ${shown(ref)}.`,
    ]),
    // The check reads the refs the request would carry, each ref by key standing for the ref by
    // id it will be: a message names the ref's own index, and refs by key count toward the 50.
    [
      'a ref that is null',
      (s) => (changeOf(s, 't.b').after.refs[1] = null),
      `${b}: "after" is not an annotation: refs[1] is empty; give it a map or remove it.`,
    ],
    [
      'a ref that is text',
      (s) => (changeOf(s, 't.b').after.refs[1] = 'v1'),
      `${b}: "after" is not an annotation: refs[1] must be a map, not "v1".`,
    ],
    [
      'more than 50 refs, most of them by key',
      (s) => {
        const refs = changeOf(s, 't.b').after.refs;
        while (refs.length < 51) refs.push({ type: 'annotation', externalKey: 't.c' });
      },
      `${b}: "after" is not an annotation: refs has 51 items; at most 50 are allowed.`,
    ],
    [
      'a note that is empty',
      (s) => (changeOf(s, 't.a').note = ''),
      `${a}: "note" must be a non-empty string when present.`,
    ],
    [
      'a note that is a number',
      (s) => (changeOf(s, 't.a').note = 1),
      `${a}: "note" must be a non-empty string when present.`,
    ],
    [
      'no dependsOn',
      (s) => delete changeOf(s, 't.b').dependsOn,
      `${b}: "dependsOn" must be a list.`,
    ],
    [
      'a dependsOn its refs do not name',
      (s) => (changeOf(s, 't.b').dependsOn = []),
      `${b}: "dependsOn" must list the keys its refs name by key (t.c).`,
    ],
    [
      'a dependsOn where the refs name none',
      (s) => (changeOf(s, 't.a').dependsOn = ['t.c']),
      `${a}: "dependsOn" must list the keys its refs name by key (none).`,
    ],
    [
      'a dependsOn out of order',
      (s) => {
        changeOf(s, 't.b').after.refs.push({ type: 'annotation', externalKey: 't.a' });
        changeOf(s, 't.b').dependsOn = ['t.c', 't.a'];
      },
      `${b}: "dependsOn" must list the keys its refs name by key (t.a, t.c).`,
    ],
    [
      'a defaulted that is not a list',
      (s) => (changeOf(s, 't.a').defaulted = 'source'),
      `${a}: "defaulted" must be a list.`,
    ],
    [
      'a defaulted naming what is not a field',
      (s) => (changeOf(s, 't.a').defaulted = ['source', 'platform']),
      `${a}: "defaulted" must list content fields.`,
    ],
    [
      'a defaulted holding a number',
      (s) => (changeOf(s, 't.a').defaulted = [1]),
      `${a}: "defaulted" must list content fields.`,
    ],
    ['no fields', (s) => delete changeOf(s, 't.gone').fields, `${gone}: "fields" must be a list.`],
    [
      'fields that show another change',
      (s) => changeOf(s, 't.a').fields.pop(),
      `${a}: "fields" do not show what the change does (headline, evidence): it was modified after it was made; nothing was written.`,
    ],
    [
      'fields on an update that changes nothing',
      (s) => (changeOf(s, 't.a').after = { ...changeOf(s, 't.a').before }),
      `${a}: "fields" do not show what the change does (no field changes): it was modified after it was made; nothing was written.`,
    ],
  ];
  for (const [name, edit, message] of cases) {
    it(`refuses ${name}`, () => {
      expect(refused(edit)).toBe(`Saved plan: ${message}`);
    });
  }

  it('reads back the edits the format allows, made consistently', () => {
    const allowed: [string, (s: Json) => void][] = [
      ['a key of 128 characters', (s) => (changeOf(s, 't.c').externalKey = 'k'.repeat(128))],
      ['a key of one character', (s) => (changeOf(s, 't.c').externalKey = 'k')],
      ['no note', (s) => delete changeOf(s, 't.a').note],
      ['no defaulted', (s) => delete changeOf(s, 't.a').defaulted],
      ['an empty defaulted', (s) => (changeOf(s, 't.a').defaulted = [])],
      [
        'the same key twice in refs, once in dependsOn',
        (s) => changeOf(s, 't.b').after.refs.push({ type: 'annotation', externalKey: 't.c' }),
      ],
      [
        'two keys in refs, sorted in dependsOn',
        (s) => {
          changeOf(s, 't.b').after.refs.unshift({ type: 'annotation', externalKey: 't.x' });
          changeOf(s, 't.b').after.refs.push({ type: 'annotation', externalKey: 't.a' });
          changeOf(s, 't.b').dependsOn = ['t.a', 't.c', 't.x'];
        },
      ],
      [
        'a before of every shape the server holds',
        (s) =>
          Object.assign(changeOf(s, 't.gone').before, {
            description: 'd',
            scope: { os: 'iOS', browser: 'Edge' },
            series: ['login'],
            evidence: ['code'],
            refs: [{ type: 'release', value: 'v1' }],
            status: 'open',
            approximate: true,
            dateFrom: '2026-09',
            dateTo: '2026-10',
            effect: 'drop',
            reading: 'r',
          }),
      ],
    ];
    for (const [name, edit] of allowed) expect(refused(edit, true), name).toBe('read back');
  });

  const shapes: [string, unknown][] = [
    ['kind', 1],
    ['headline', null],
    ['approximate', 'yes'],
    ['display', 0],
    ['evidence', 'code'],
    ['evidence', [1]],
    ['evidence', ['code', 1]],
    ['series', ['login', null]],
    ['scope', null],
    ['scope', ['iOS']],
    ['scope', 'iOS'],
    ['scope', { os: 1 }],
    ['scope', { os: 'iOS', browser: 1 }],
    ['refs', 'v1'],
    ['refs', [null]],
    ['refs', ['v1']],
    ['refs', [{ type: 1, value: 'v1' }]],
    ['refs', [{ type: 'release', value: 1 }]],
    ['refs', [{ type: 'release', value: 'v1' }, null]],
    ['platform', false],
    ['links', [{ type: 'release', value: 'v1' }]],
  ];
  for (const [field, value] of shapes) {
    it(`refuses a before whose ${field} is ${JSON.stringify(value)}`, () => {
      expect(refused((s) => (changeOf(s, 't.gone').before[field] = value))).toBe(
        `Saved plan: ${gone}: "before": "${field}" is not a content field of its shape.`,
      );
    });
  }
});

describe('the summary, the orphans and the diagnostics', () => {
  const cases: [string, (s: Json) => void, string][] = [
    ['no summary', (s) => (s.plan.summary = []), '"plan.summary" must be an object.'],
    ...(['create', 'update', 'delete', 'unchanged', 'orphaned'] as const).map(
      (member): [string, (s: Json) => void, string] => [
        `a summary without ${member}`,
        (s) => delete s.plan.summary[member],
        `"plan.summary": "${member}" must be a whole number, not missing.`,
      ],
    ),
    [
      'a negative unchanged',
      (s) => (s.plan.summary.unchanged = -1),
      '"plan.summary": "unchanged" must be a whole number, not -1.',
    ],
    [
      'a summary that miscounts creates',
      (s) => (s.plan.summary.create = 3),
      '"plan.summary" says 3 to create, but the plan has 2.',
    ],
    [
      'a summary that miscounts updates',
      (s) => (s.plan.summary.update = 0),
      '"plan.summary" says 0 to update, but the plan has 1.',
    ],
    [
      'a summary that miscounts deletes',
      (s) => (s.plan.summary.delete = 2),
      '"plan.summary" says 2 to delete, but the plan has 1.',
    ],
    [
      'a summary that miscounts orphans',
      (s) => (s.plan.summary.orphaned = 0),
      '"plan.summary" says 0 orphaned, but the plan lists 1.',
    ],
    ['no orphans', (s) => (s.plan.orphans = {}), '"plan.orphans" must be a list.'],
    [
      'an orphan that is not an object',
      (s) => (s.plan.orphans[0] = 'x.other'),
      'orphan 1 is not an object.',
    ],
    ...(['externalKey', 'id', 'headline'] as const).map(
      (member): [string, (s: Json) => void, string] => [
        `an orphan without ${member}`,
        (s) => delete s.plan.orphans[0][member],
        `orphan 1: "${member}" must be a non-empty string.`,
      ],
    ),
    ['no diagnostics', (s) => delete s.plan.diagnostics, '"plan.diagnostics" must be a list.'],
    [
      'a diagnostic that is not an object',
      (s) => (s.plan.diagnostics[0] = 'x'),
      'diagnostic 1 is not an object.',
    ],
    [
      'an error',
      (s) => (s.plan.diagnostics[0].severity = 'error'),
      'the plan has errors: it cannot be applied; nothing was written.',
    ],
    [
      'an unknown severity',
      (s) => (s.plan.diagnostics[0].severity = 'info'),
      'diagnostic 1: unknown severity "info".',
    ],
    [
      'a diagnostic without code',
      (s) => delete s.plan.diagnostics[0].code,
      'diagnostic 1: "code" must be a non-empty string.',
    ],
    [
      'a diagnostic without message',
      (s) => (s.plan.diagnostics[0].message = ''),
      'diagnostic 1: "message" must be a non-empty string.',
    ],
    [
      'a diagnostic with an empty file',
      (s) => (s.plan.diagnostics[0].file = ''),
      'diagnostic 1: "file" must be a non-empty string.',
    ],
    ...(['line', 'column', 'endLine', 'endColumn'] as const).map(
      (member): [string, (s: Json) => void, string] => [
        `a diagnostic whose ${member} is 0`,
        (s) => (s.plan.diagnostics[0][member] = 0),
        `diagnostic 1: "${member}" must be a whole number from 1, not 0.`,
      ],
    ),
  ];
  for (const [name, edit, message] of cases) {
    it(`refuses ${name}`, () => {
      expect(refused(edit)).toBe(`Saved plan: ${message}`);
    });
  }

  it('reads a diagnostic with only its severity, code and message, and no orphans', () => {
    expect(
      refused((s) => {
        s.plan.diagnostics = [{ severity: 'warning', code: 'c', message: 'm' }];
        s.plan.orphans = [];
        s.plan.summary.orphaned = 0;
      }),
    ).toBe('read back');
  });
});

/** As the reader shows a value: JSON, cut at 60 characters. */
function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
