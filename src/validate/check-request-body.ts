// What the emulator runs for `PUT …/byExternalKey/{externalKey}`: the path key, the request
// schema derived from the document schema, and the same code rules. Server-side state rules
// (refs must exist, closing a follow-up needs a note) belong to the emulator's store.
import type { RuleIssue } from '../model/diagnostic.js';
import { checkRules } from './check-rules.js';
import { describeValue } from './field-path.js';
import { knownFields, ruleCodes, validate } from './generated/request-validator.js';
import { isMap } from '../model/fields.js';

const EXTERNAL_KEY = /^[a-z0-9._-]{1,128}$/;

/** Validates one upsert: the path's external key (issue path `['externalKey']`) and the body. Pure. */
export function checkRequestBody(externalKey: string, body: unknown): RuleIssue[] {
  const out: RuleIssue[] = [];
  if (!EXTERNAL_KEY.test(externalKey))
    out.push({
      code: 'externalKey.pattern',
      message: `the path's externalKey must be 1 to 128 lowercase letters, digits, '.', '_' or '-', not ${describeValue(externalKey)}`,
      path: ['externalKey'],
    });
  if (!isMap(body)) {
    out.push({
      code: 'body.notAnObject',
      message: `the request body must be a JSON object, not ${describeValue(body)}`,
      path: [],
    });
    return out;
  }
  out.push(
    ...checkRules(validate, body, {
      root: 'body',
      ruleCodes,
      knownFields,
    }),
  );
  return out;
}
