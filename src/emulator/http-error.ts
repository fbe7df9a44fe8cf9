// The spec's error envelope `{error: {message, details?: [{field, message}]}}` and the one
// typed error the request handlers throw to produce it.
import type { RuleIssue } from '../model/diagnostic.js';
import { fieldLabel } from '../validate/field-path.js';

export interface ErrorDetail {
  field: string;
  message: string;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function envelope(message: string, details?: ErrorDetail[]): string {
  return JSON.stringify({ error: details?.length ? { message, details } : { message } });
}

/** `['refs', 2, 'value']` → `refs[2].value` (the validator's own labels); the body itself is `body`. */
function fieldOf(path: readonly (string | number)[]): string {
  return fieldLabel([...path]) || 'body';
}

/** One detail per failed field (the first issue found for it), as the spec's Errors asks. */
export function detailsOf(issues: readonly RuleIssue[]): ErrorDetail[] {
  const seen = new Map<string, ErrorDetail>();
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (!seen.has(field)) seen.set(field, { field, message: issue.message });
  }
  return [...seen.values()];
}

export function validationError(details: ErrorDetail[]): HttpError {
  return new HttpError(400, 'The request failed validation.', details);
}
