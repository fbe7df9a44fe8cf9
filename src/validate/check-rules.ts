// One value (a document, a request body) against the precompiled schema and the code rules,
// each problem said once. Pure.
import type { RuleIssue } from '../model/diagnostic.js';
import { checkCodeRules, dropEchoes } from './code-rules.js';
import type { PrecompiledValidator } from './generated/document-validator.js';
import { translateErrors, type SchemaContext } from './translate-errors.js';

/** The schema's issues in the user's words, then the code rules' where the schema is quiet. */
export function checkRules(
  validate: PrecompiledValidator,
  value: Record<string, unknown>,
  ctx: SchemaContext,
): RuleIssue[] {
  validate(value);
  const schemaIssues = translateErrors(validate.errors ?? [], value, ctx);
  const reported = new Set(schemaIssues.map((i) => i.code));
  return dropEchoes([...schemaIssues, ...checkCodeRules(value, reported)]);
}
