// ajv's errors → one RuleIssue per problem, in the user's words. `if` failures are noise (the
// `then` error under them says the real reason); rules the schema marks with `$comment:
// "rule:<code>"` keep that code; list items name their field, not ajv's keyword soup.
import type { ErrorObject } from 'ajv';
import { dateFormatHint } from './date-hint.js';
import { excerpt } from '../text/excerpt.js';
import type { RuleIssue } from '../model/diagnostic.js';
import { parseAnnotationDate } from './dates.js';
import { nearestChoice, nearestName } from '../text/did-you-mean.js';
import {
  codePointLength,
  codePrefix,
  describeValue,
  fieldLabel,
  pointerToPath,
  valueAt,
  type IssuePath,
} from './field-path.js';

export interface SchemaContext {
  /** Name of the root object in codes and messages: `document` (files) or `body` (requests). */
  root: 'document' | 'body';
  ruleCodes: Readonly<Record<string, string>>;
  knownFields: Readonly<Record<'document' | 'scope' | 'refs', readonly string[]>>;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'a map',
};

const DATE_FORMATS = 'YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS';

/** Translates the errors of one validator run over `data`. Pure. */
export function translateErrors(
  errors: readonly ErrorObject[],
  data: unknown,
  ctx: SchemaContext,
): RuleIssue[] {
  const out: RuleIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const issue = translateOne(error, data, ctx);
    if (!issue) continue;
    const key = `${issue.code}\u0000${JSON.stringify(issue.path)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue);
  }
  return out;
}

function ruleCodeAt(schemaPath: string, ruleCodes: SchemaContext['ruleCodes']): string | undefined {
  for (const [prefix, code] of Object.entries(ruleCodes))
    if (schemaPath.startsWith(`${prefix}/`)) return code;
  return undefined;
}

/** One ajv error with what every translation of it reads. */
interface Failure {
  e: ErrorObject;
  data: unknown;
  ctx: SchemaContext;
  path: IssuePath;
  value: unknown;
  label: string;
  prefix: string;
  /** The code the schema gives the rule that failed, when it marks one. */
  rule: string | undefined;
  params: Record<string, unknown>;
  /** The document's `kind`, which some messages name. */
  kind: unknown;
}

function translateOne(e: ErrorObject, data: unknown, ctx: SchemaContext): RuleIssue | undefined {
  const path = pointerToPath(e.instancePath);
  const failure: Failure = {
    e,
    data,
    ctx,
    path,
    value: valueAt(data, path),
    label: fieldLabel(path),
    prefix: codePrefix(path, ctx.root),
    rule: ruleCodeAt(e.schemaPath, ctx.ruleCodes),
    params: e.params as Record<string, unknown>,
    kind: valueAt(data, ['kind']),
  };
  return Object.hasOwn(BY_KEYWORD, e.keyword) ? BY_KEYWORD[e.keyword]!(failure) : generic(failure);
}

/** Anything no translation below knows: ajv's own words after the field's name. */
function generic({ e, ctx, path, label, prefix }: Failure): RuleIssue {
  return issue(`${prefix}.${e.keyword}`, `${label || ctx.root} ${e.message ?? 'is invalid'}`, path);
}

const skip = (): undefined => undefined;

/** Each ajv keyword in the user's words; `undefined`: another error already says it. */
const BY_KEYWORD: Readonly<Record<string, (f: Failure) => RuleIssue | undefined>> = {
  if: skip,
  // Reported by the evidence rule, which names every duplicate.
  uniqueItems: skip,
  type: typeIssue,
  required: requiredIssue,
  additionalProperties: unknownFieldIssue,
  'false schema': notAllowedIssue,
  oneOf: refOrKeyIssue,
  enum: ({ params, prefix, label, value, path }) => {
    const values = (params.allowedValues as unknown[]).map(String);
    const near = typeof value === 'string' ? nearestChoice(value, values) : undefined;
    const hint = near === undefined ? '' : `; did you mean ${near}?`;
    return issue(
      `${prefix}.enum`,
      `${label} must be one of ${values.join(', ')}, not ${describeValue(value)}${hint}`,
      path,
    );
  },
  minLength: ({ prefix, label, path }) =>
    issue(`${prefix}.minLength`, `${label} must not be empty`, path),
  maxLength: ({ e, value, prefix, label, params, path }) => {
    if (e.schemaPath.startsWith('#/$defs/date/')) return undefined; // the format error says it
    const n = typeof value === 'string' ? codePointLength(value) : 0;
    return issue(
      `${prefix}.maxLength`,
      `${label} is ${n} characters long; at most ${String(params.limit)} are allowed`,
      path,
    );
  },
  maxItems: ({ value, prefix, label, params, path }) => {
    const n = Array.isArray(value) ? value.length : 0;
    return issue(
      `${prefix}.maxItems`,
      `${label} has ${n} items; at most ${String(params.limit)} are allowed`,
      path,
    );
  },
  dependentRequired: () =>
    issue('dateTo.needsDateFrom', 'dateTo needs dateFrom: a period starts before it ends', [
      'dateTo',
    ]),
  pattern: ({ prefix, label, path, value, rule }) => patternIssue(prefix, label, path, value, rule),
};

function typeIssue({ path, ctx, data, params, value, label, prefix }: Failure): RuleIssue {
  if (path.length === 0)
    return issue(`${ctx.root}.notAnObject`, notAMap(ctx.root, data), [], 'value');
  const wanted = TYPE_WORDS[String(params.type)] ?? String(params.type);
  const message =
    value === null
      ? `${label} is empty; give it ${wanted} or remove it`
      : `${label} must be ${wanted}, not ${describeValue(value)}${ctx.root === 'body' ? '' : colonHint(params.type, value)}`;
  return issue(`${prefix}.type`, message, path);
}

/** `name words` where a map was wanted: most likely a field written without its colon. */
const FIELD_WITHOUT_COLON = /^([A-Za-z_][\w.-]*) +([^\s:][^:]*)$/;

/** For a map written as `os iOS` in a file: say the colon is missing, and how to write it. */
function colonHint(type: unknown, value: unknown): string {
  if (type !== 'object' || typeof value !== 'string' || value.length > 200) return '';
  const m = FIELD_WITHOUT_COLON.exec(value);
  return m ? `; a field without its colon? write ${m[1]}: ${m[2]}` : '';
}

function requiredIssue({
  e,
  params,
  rule,
  path,
  value,
  kind,
  ctx,
}: Failure): RuleIssue | undefined {
  const missing = String(params.missingProperty);
  if (e.schemaPath.includes('/oneOf/')) return undefined; // the oneOf error says it
  if (rule === 'approximate.needsDate')
    return issue(
      'approximate.needsDate',
      'approximate: true needs a date: give dateFrom, or drop approximate',
      [...path, 'approximate'],
    );
  const full = [...path, missing];
  if (missing === 'value' && valueAt(value, ['externalKey']) !== undefined) return undefined; // the unknown externalKey says it
  const why =
    missing === 'dateFrom' && path.length === 0 && typeof kind === 'string'
      ? ` for kind ${kind}`
      : '';
  return issue(
    `${codePrefix(full, ctx.root)}.required`,
    `${fieldLabel(full)} is required${why}`,
    full,
    'parent',
  );
}

function unknownFieldIssue({ params, path, ctx, label }: Failure): RuleIssue {
  const name = String(params.additionalProperty);
  const container = path.filter((seg) => typeof seg === 'string').join('.') || ctx.root;
  const known =
    ctx.knownFields[container === ctx.root ? 'document' : (container as 'scope' | 'refs')] ?? [];
  const full = [...path, name];
  const where = path.length === 0 ? '' : ` in ${label}`;
  let message: string;
  if (ctx.root === 'body' && path.length === 0 && name === 'externalKey')
    message = `externalKey belongs in the request path, not the body`;
  else if (ctx.root === 'body' && container === 'refs' && name === 'externalKey')
    message = `refs by externalKey are resolved by the tool before sending; the API takes {type, value} only`;
  else {
    const near = nearestName(name, known);
    message = near
      ? `unknown field ${excerpt(name)}${where}; did you mean ${near}?`
      : `unknown field ${excerpt(name)}${where}; known fields: ${known.join(', ')}`;
  }
  return issue(`${container}.unknownField`, message, full, 'key');
}

function notAllowedIssue({ path, rule, data, prefix, kind }: Failure): RuleIssue {
  const field = String(path[path.length - 1]);
  if (rule === 'refs.refOrKey') {
    const type = valueAt(data, [...path.slice(0, -1), 'type']);
    return issue(
      'refs.refOrKey',
      `externalKey is only allowed on refs of type annotation; a ${String(type)} ref takes value`,
      path,
      'key',
    );
  }
  return issue(`${prefix}.notAllowed`, notAllowedMessage(field, kind), path, 'key');
}

function refOrKeyIssue(failure: Failure): RuleIssue | undefined {
  const { value, rule, params, label, path } = failure;
  // On a non-map ref the `required` branches pass vacuously; its type error says it.
  if (value === null || typeof value !== 'object') return undefined;
  if (rule !== 'refs.refOrKey') return generic(failure);
  return params.passingSchemas === null
    ? issue(
        'refs.refOrKey',
        `${label}: a ref of type annotation needs value (an annotation id) or externalKey (a key in these files)`,
        path,
      )
    : issue(
        'refs.refOrKey',
        `${label}: a ref of type annotation takes value or externalKey, not both`,
        [...path, 'externalKey'],
        'key',
      );
}

function patternIssue(
  prefix: string,
  label: string,
  path: IssuePath,
  value: unknown,
  rule: string | undefined,
): RuleIssue | undefined {
  const shown = describeValue(value);
  if (rule === 'refs.value.commit')
    return issue(rule, `${label} must be a commit SHA of 7 to 64 hex digits, not ${shown}`, path);
  if (rule === 'refs.value.url')
    return issue(rule, `${label} must be an absolute http or https URL, not ${shown}`, path);
  const field = path[path.length - 1];
  if (field === 'dateFrom' || field === 'dateTo') {
    // The schema's date pattern also rejects months above 12, hours above 23 and the like, for
    // editors; a date of one of the four formats is the calendar rule's to explain (code-rules).
    if (typeof value === 'string' && parseAnnotationDate(value)) return undefined;
    const hint = typeof value === 'string' ? dateFormatHint(value) : '';
    return issue(`${prefix}.format`, `${label} must be ${DATE_FORMATS}, not ${shown}${hint}`, path);
  }
  if (field === 'externalKey') {
    const long = typeof value === 'string' && codePointLength(value) > 128;
    return issue(
      `${prefix}.pattern`,
      long
        ? `${label} is ${codePointLength(value)} characters long; at most 128 are allowed`
        : `${label} may only hold lowercase letters, digits, '.', '_' and '-' (1 to 128), not ${shown}`,
      path,
    );
  }
  const idFormat: Record<string, string> = {
    applicationID: 'app-<number>',
    experimentRunID: 'exr-<number>',
    experimentVariantID: 'exv-<number>',
  };
  const wanted = idFormat[String(field)];
  return issue(
    `${prefix}.pattern`,
    wanted
      ? `${label} must look like ${wanted}, not ${shown}`
      : `${label} has the wrong format: ${shown}`,
    path,
  );
}

function notAllowedMessage(field: string, kind: unknown): string {
  const on = typeof kind === 'string' ? ` (this is kind ${kind})` : '';
  switch (field) {
    case 'dateFrom':
      return `dateFrom is not allowed on kind ${String(kind)}; only events, periods and follow-ups have a date`;
    case 'dateTo':
      return `dateTo is only allowed on kind period${on}`;
    case 'status':
      return `status is only allowed on kind follow-up${on}`;
    default:
      return `${field} is only allowed on kinds event and period${on}`;
  }
}

function notAMap(root: string, data: unknown): string {
  const what = root === 'document' ? 'an annotation document' : 'the request body';
  return `${what} must be a map of fields, not ${describeValue(data)}`;
}

function issue(
  code: string,
  message: string,
  path: IssuePath,
  target?: RuleIssue['target'],
): RuleIssue {
  return target ? { code, message, path, target } : { code, message, path };
}
