// One annotation document of a file: the precompiled schema plus the code rules.
import type { RuleIssue } from '../model/diagnostic.js';
import { checkCodeRules, dropEchoes } from './code-rules.js';
import { describeValue } from './field-path.js';
import { knownFields, ruleCodes, validate } from './generated/document-validator.js';
import { translateErrors } from './translate-errors.js';

/** Fields of a document, of `scope` and of a ref, as the schema names them. */
export const DOCUMENT_FIELDS = knownFields;

/** Every rule a single document can break, as values with JSON paths (no files, no positions). Pure. */
export function checkDocument(value: unknown): RuleIssue[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return [
      {
        code: 'document.notAnObject',
        message: `an annotation document must be a map of fields, not ${describeValue(value)}`,
        path: [],
      },
    ];
  validate(value);
  const schemaIssues = translateErrors(validate.errors ?? [], value, {
    root: 'document',
    ruleCodes,
    knownFields,
  });
  const reported = new Set(schemaIssues.map((i) => i.code));
  return dropEchoes([
    ...schemaIssues,
    ...checkCodeRules(value as Record<string, unknown>, reported),
  ]);
}
