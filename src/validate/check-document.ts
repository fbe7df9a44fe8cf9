// One annotation document of a file: the precompiled schema plus the code rules.
import type { RuleIssue } from '../model/diagnostic.js';
import { checkRules } from './check-rules.js';
import { describeValue } from './field-path.js';
import { knownFields, ruleCodes, validate } from './generated/document-validator.js';
import { isMap } from '../model/fields.js';

/** Fields of a document, of `scope` and of a ref, as the schema names them. */
export const DOCUMENT_FIELDS = knownFields;

/** Every rule a single document can break, as values with JSON paths (no files, no positions). Pure. */
export function checkDocument(value: unknown): RuleIssue[] {
  if (!isMap(value))
    return [
      {
        code: 'document.notAnObject',
        message: `an annotation document must be a map of fields, not ${describeValue(value)}`,
        path: [],
      },
    ];
  return checkRules(validate, value, {
    root: 'document',
    ruleCodes,
    knownFields,
  });
}
