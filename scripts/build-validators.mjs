// Precompiles the JSON Schema validators (ajv standalone) into src/validate/generated/, so no
// schema is compiled at start-up (~5 ms to load instead of 100–250 ms to compile).
// Also the data the bundle carries from files: the schema, and for `init` examples/workflows/
// and the Action's reference (from package.json).
//
// One source of truth: schema/annotation.schema.json describes a file's document; the request
// body schema the emulator enforces is DERIVED from it here (no externalKey, refs by value only).
// ajv's standalone ESM still calls require() for its runtime helpers, so each module is bundled
// with esbuild into a self-contained ESM file, next to a .d.ts for TypeScript.
//
// The output is committed, so a clone (after `npm ci` alone) is complete for every tool that
// runs the sources: tsx, `@github/local-action`, an editor's TypeScript. CI builds and fails
// when the committed files differ from what this script makes (.ci/run, check-dist.yml), as
// for dist/. Run again by whatever needs the output fresh (scripts/build.mjs, and so `npm run
// build`, `npm run demo`, `npm run bench` and the tests' global setup; `npm run typecheck`;
// `npm run gen` by hand), never by an install hook: npm would warn every installer of the
// package about one, and the package ships the bundle, not this script. A file is rewritten only when its text changes, and atomically, so
// two runs side by side never see a half-written validator.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { build } from 'esbuild';
import addEditorKeywords from './editor-keywords.cjs';

const Ajv2020 = Ajv2020Module.default ?? Ajv2020Module;
const standaloneCode = standaloneModule.default ?? standaloneModule;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src/validate/generated');

const documentSchema = JSON.parse(
  readFileSync(join(ROOT, 'schema/annotation.schema.json'), 'utf8'),
);

/** The upsert's body: the document without externalKey, and refs by value only. */
function requestSchemaOf(doc) {
  const s = JSON.parse(JSON.stringify(doc));
  s.$id = doc.$id.replace(/annotation\.schema\.json$/, 'annotation-request.schema.json');
  s.title = 'Observe annotation upsert request body';
  s.description =
    'Body of PUT /observe/annotations/byExternalKey/{externalKey}; derived from the annotation document schema.';
  delete s.properties.externalKey;
  s.required = s.required.filter((k) => k !== 'externalKey');
  const ref = s.$defs.ref;
  delete ref.properties.externalKey;
  ref.required = ['type', 'value'];
  ref.description = '`{type, value}`.';
  ref.allOf = ref.allOf.filter(
    (rule) => !String(rule.$comment ?? '').startsWith('rule:refs.refOrKey'),
  );
  return s;
}

/** Schema paths of the rules marked `$comment: "rule:<code> …"`, for the error translator. */
function ruleCodesOf(schema) {
  const found = {};
  const walk = (node, path) => {
    if (node === null || typeof node !== 'object') return;
    if (typeof node.$comment === 'string' && node.$comment.startsWith('rule:'))
      found[path] = node.$comment.slice(5).split(' ')[0];
    for (const [key, child] of Object.entries(node)) walk(child, `${path}/${key}`);
  };
  walk(schema, '#');
  return found;
}

/** Property names of each object the schema closes, for "did you mean" suggestions. */
function knownFieldsOf(schema) {
  return {
    document: Object.keys(schema.properties),
    scope: Object.keys(schema.$defs.scope.properties),
    refs: Object.keys(schema.$defs.ref.properties),
  };
}

/** A property's schema with its `$ref` (one level, as the schema writes them) followed. */
function resolved(schema, node) {
  if (typeof node.$ref !== 'string') return node;
  return { ...node, ...schema.$defs[node.$ref.replace('#/$defs/', '')] };
}

/**
 * The JSON kind of a field as the code reads it: `string` (enums included), `boolean`,
 * `strings` (a list of strings), `scope` (a map of strings), `refs` (a list of references).
 */
function kindOf(schema, node) {
  const field = resolved(schema, node);
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'string' || Array.isArray(field.enum)) return 'string';
  if (field.type === 'object') return 'scope';
  if (field.type === 'array') return kindOf(schema, field.items) === 'string' ? 'strings' : 'refs';
  throw new Error(`no field kind for ${JSON.stringify(node).slice(0, 80)}`);
}

/** The allowed values of an enum field (or of a list's items), when it has some. */
function valuesOf(schema, node) {
  const field = resolved(schema, node);
  if (Array.isArray(field.enum)) return field.enum;
  return field.type === 'array' ? valuesOf(schema, field.items) : undefined;
}

/**
 * The length and count limits of every field that has some, keyed by the path the rule codes
 * use (`headline`, `scope.os`, `series`, `series.item`, `refs.value`): the schema's
 * `minLength`, `maxLength` and `maxItems`, so no other file restates a number.
 */
function limitsOf(schema) {
  const found = {};
  const visit = (path, node) => {
    const field = resolved(schema, node);
    const limits = Object.fromEntries(
      ['minLength', 'maxLength', 'maxItems']
        .filter((k) => typeof field[k] === 'number')
        .map((k) => [k, field[k]]),
    );
    if (Object.keys(limits).length > 0) found[path] = limits;
    if (field.type === 'object' && field.properties)
      for (const [name, child] of Object.entries(field.properties)) visit(`${path}.${name}`, child);
    if (field.type === 'array' && field.items) {
      const items = resolved(schema, field.items);
      if (items.type === 'object') visit(path, { ...items, maxItems: undefined });
      else visit(`${path}.item`, items);
    }
  };
  for (const [name, node] of Object.entries(schema.properties)) visit(name, node);
  return found;
}

/**
 * The annotation's vocabulary as TypeScript, read from the document schema: the fields in its
 * order, the content fields (what a write sends and the server stores, less `note`), each
 * field's kind, the enums, scope's members, the required fields. model/ builds its types and
 * shape checks on these, so the schema is the one place a field is named.
 */
function vocabularyOf(schema) {
  const fields = Object.keys(schema.properties);
  const content = fields.filter((f) => f !== 'externalKey' && f !== 'note');
  const kinds = Object.fromEntries(fields.map((f) => [f, kindOf(schema, schema.properties[f])]));
  const values = Object.fromEntries(
    fields.flatMap((f) => {
      const allowed = valuesOf(schema, schema.properties[f]);
      return allowed ? [[f, allowed]] : [];
    }),
  );
  const list = (name, items, doc) =>
    `/** ${doc} */\nexport const ${name} = ${JSON.stringify(items)} as const;\n`;
  const union = (name, of, doc) => `/** ${doc} */\nexport type ${name} = (typeof ${of})[number];\n`;
  return [
    '// Generated by scripts/build-validators.mjs from schema/annotation.schema.json. Do not edit.',
    '',
    list('DOCUMENT_FIELDS', fields, "A document's fields, in the schema's order."),
    union('DocumentField', 'DOCUMENT_FIELDS', 'The name of a field of a document.'),
    list(
      'CONTENT_FIELDS',
      content,
      "The content fields in the schema's (the spec's) order: what a write sends and the server stores, less `note`.",
    ),
    union('ContentField', 'CONTENT_FIELDS', 'The name of a content field.'),
    list('REQUIRED_FIELDS', schema.required, 'The fields every document has.'),
    '/** How each field is written in JSON. */',
    `export const FIELD_KINDS = ${JSON.stringify(kinds, null, 2)} as const;`,
    '',
    '/** The values an enum field (or its items) may take. */',
    `export const FIELD_VALUES = ${JSON.stringify(values, null, 2)} as const;`,
    '',
    list(
      'SCOPE_MEMBERS',
      Object.keys(resolved(schema, schema.properties.scope).properties),
      "`scope`'s members.",
    ),
    union('ScopeMember', 'SCOPE_MEMBERS', 'The name of a member of `scope`.'),
    list('REF_FIELDS', Object.keys(schema.$defs.ref.properties), "A reference's fields in a file."),
    list('REF_TYPES', schema.$defs.ref.properties.type.enum, 'The types a reference may have.'),
    union('RefType', 'REF_TYPES', 'The type of a reference.'),
    "/** The schema's limits (minLength, maxLength in code points; maxItems) by the rule codes' path. */",
    `export const FIELD_LIMITS: Readonly<Record<string, { readonly minLength?: number; readonly maxLength?: number; readonly maxItems?: number }>> = ${JSON.stringify(limitsOf(schema), null, 2)};`,
    '',
    `export type Kind = (typeof FIELD_VALUES.kind)[number];`,
    `export type FollowUpStatus = (typeof FIELD_VALUES.status)[number];`,
    `export type Effect = (typeof FIELD_VALUES.effect)[number];`,
    `export type Source = (typeof FIELD_VALUES.source)[number];`,
    `export type Evidence = (typeof FIELD_VALUES.evidence)[number];`,
    '',
  ].join('\n');
}

const DTS = `// Generated by scripts/build-validators.mjs. Do not edit.
import type { ErrorObject } from 'ajv';

export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The precompiled validator (ajv standalone, allErrors). */
export declare const validate: PrecompiledValidator;
/** Schema path (e.g. \`#/allOf/5\`) of each rule marked with a code in the schema. */
export declare const ruleCodes: Readonly<Record<string, string>>;
/** Property names of the closed objects: \`document\`, \`scope\`, \`refs\` items. */
export declare const knownFields: Readonly<Record<'document' | 'scope' | 'refs', readonly string[]>>;
`;

/** OWNER/NAME from package.json's `repository` (a GitHub URL, `github:OWNER/NAME` or `OWNER/NAME`). */
function githubRepositoryOf(field) {
  const url = typeof field === 'string' ? field : field?.url;
  const m =
    /^(?:github:)?([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url ?? '') ??
    /^(?:git\+)?(?:https:\/\/|ssh:\/\/git@|git@)github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(
      url ?? '',
    );
  if (!m) throw new Error(`package.json: repository must name a GitHub repository, not ${url}`);
  return m[1];
}

/** Writes `text` to `path` unless it already holds exactly that, through a rename. */
function writeIfChanged(path, text) {
  let current;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) return;
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

/** ajv's `ucs2length` (minLength, maxLength) → scripts/code-points.cjs: the same count, faster. */
const CODE_POINTS = {
  name: 'code-points',
  setup(build) {
    build.onResolve({ filter: /^ajv\/dist\/runtime\/ucs2length$/ }, () => ({
      path: join(ROOT, 'scripts', 'code-points.cjs'),
    }));
  },
};

async function emit(name, schema) {
  // strictRequired off: the if/then rules require properties declared at the root, which
  // ajv's check does not see from inside allOf; every other strict check stays on, with the
  // editor-only keywords declared (scripts/editor-keywords.cjs).
  const ajv = addEditorKeywords(
    new Ajv2020({
      allErrors: true,
      strict: true,
      strictRequired: false,
      code: { source: true, esm: true },
    }),
  );
  ajv.addSchema(schema);
  const source =
    standaloneCode(ajv, { validate: schema.$id }) +
    `\nexport const ruleCodes = ${JSON.stringify(ruleCodesOf(schema))};\n` +
    `export const knownFields = ${JSON.stringify(knownFieldsOf(schema))};\n`;
  const bundled = await build({
    stdin: { contents: source, resolveDir: ROOT, sourcefile: `${name}.mjs`, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['main'],
    write: false,
    outfile: join(OUT, `${name}.js`),
    banner: {
      js: '// Generated by scripts/build-validators.mjs from schema/annotation.schema.json. Do not edit.',
    },
    logLevel: 'warning',
    plugins: [CODE_POINTS],
  });
  writeIfChanged(join(OUT, `${name}.js`), bundled.outputFiles[0].text);
  writeIfChanged(join(OUT, `${name}.d.ts`), DTS);
}

// The annotation's vocabulary for model/ (src/model/generated/vocabulary.ts).
const MODEL_OUT = join(ROOT, 'src/model/generated');
mkdirSync(MODEL_OUT, { recursive: true });
writeIfChanged(join(MODEL_OUT, 'vocabulary.ts'), vocabularyOf(documentSchema));

mkdirSync(OUT, { recursive: true });
await emit('document-validator', documentSchema);
// The schema itself, for `init` and `import`: a copy they write for editors when the project
// has no installed package to point at (src/app/editor-schema.ts).
writeIfChanged(
  join(OUT, 'document-schema.js'),
  '// Generated by scripts/build-validators.mjs from schema/annotation.schema.json. Do not edit.\n' +
    `export const documentSchema = ${JSON.stringify(documentSchema)};\n`,
);
writeIfChanged(
  join(OUT, 'document-schema.d.ts'),
  '// Generated by scripts/build-validators.mjs. Do not edit.\n' +
    '/** schema/annotation.schema.json, as parsed. */\n' +
    'export declare const documentSchema: Readonly<Record<string, unknown>>;\n',
);

// The workflows `init` writes: examples/workflows/, byte for byte (src/app/init/init-files.ts).
const INIT_OUT = join(ROOT, 'src/app/init/generated');
const workflows = readdirSync(join(ROOT, 'examples/workflows'))
  .filter((name) => name.endsWith('.yml'))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(ROOT, 'examples/workflows', name), 'utf8') }));
mkdirSync(INIT_OUT, { recursive: true });
writeIfChanged(
  join(INIT_OUT, 'workflows.js'),
  '// Generated by scripts/build-validators.mjs from examples/workflows/. Do not edit.\n' +
    `export const EXAMPLE_WORKFLOWS = ${JSON.stringify(workflows, null, 2)};\n`,
);
writeIfChanged(
  join(INIT_OUT, 'workflows.d.ts'),
  '// Generated by scripts/build-validators.mjs. Do not edit.\n' +
    '/** examples/workflows/*.yml: file name and text. */\n' +
    'export declare const EXAMPLE_WORKFLOWS: readonly { name: string; text: string }[];\n',
);

// The Action's reference in the workflows `init` writes: the repository package.json names (its
// `repository` field, the project's one statement of its home) at the major version's tag, the
// tag the release workflow moves. The example workflows name it too (a test holds them to it).
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const repository = githubRepositoryOf(pkg.repository);
const reference = `${repository}@v${pkg.version.split('.')[0]}`;
writeIfChanged(
  join(INIT_OUT, 'action-reference.js'),
  '// Generated by scripts/build-validators.mjs from package.json. Do not edit.\n' +
    `export const ACTION_REPOSITORY = ${JSON.stringify(repository)};\n` +
    `export const ACTION_REFERENCE = ${JSON.stringify(reference)};\n`,
);
writeIfChanged(
  join(INIT_OUT, 'action-reference.d.ts'),
  '// Generated by scripts/build-validators.mjs. Do not edit.\n' +
    "/** OWNER/NAME of the GitHub repository package.json's `repository` names. */\n" +
    'export declare const ACTION_REPOSITORY: string;\n' +
    '/** OWNER/NAME@vMAJOR: the Action at the major version of package.json. */\n' +
    'export declare const ACTION_REFERENCE: string;\n',
);
await emit('request-validator', requestSchemaOf(documentSchema));
