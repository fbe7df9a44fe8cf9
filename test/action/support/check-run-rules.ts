// Each check-run request held against GitHub's REST description of the endpoints (the OpenAPI
// description in github/rest-api-description, operations `checks/create` and `checks/update`):
// required members, the status and conclusion enumerations, the summary's and text's 65,535
// characters, at most 50 annotations per request, each with `path`, `start_line`, `end_line`,
// `annotation_level` (notice, warning or failure) and `message`; a title of at most 255
// characters, a message of at most 64 KB, columns only on a one-line annotation.

const STATUSES = ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'];
const CONCLUSIONS = [
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'success',
  'skipped',
  'stale',
  'timed_out',
];
const LEVELS = ['notice', 'warning', 'failure'];
const MAX_TEXT = 65_535;
const MAX_ANNOTATIONS = 50;
const MAX_BYTES = 64 * 1024;

type Json = Record<string, unknown>;

/** What is wrong with a `POST /repos/{owner}/{repo}/check-runs` body (none: valid). */
export function createProblems(body: unknown): string[] {
  if (!isObject(body)) return ['the body is not an object'];
  const problems: string[] = [];
  if (typeof body.name !== 'string' || body.name === '') problems.push('name is required');
  if (typeof body.head_sha !== 'string' || body.head_sha === '')
    problems.push('head_sha is required');
  problems.push(...statusProblems(body));
  if (body.output !== undefined) problems.push(...outputProblems(body.output, true));
  return problems;
}

/** What is wrong with a `PATCH /repos/{owner}/{repo}/check-runs/{id}` body. */
export function updateProblems(body: unknown): string[] {
  if (!isObject(body)) return ['the body is not an object'];
  const problems = statusProblems(body);
  if (body.output !== undefined) problems.push(...outputProblems(body.output, false));
  return problems;
}

function statusProblems(body: Json): string[] {
  const problems: string[] = [];
  if (body.status !== undefined && !STATUSES.includes(body.status as string))
    problems.push(`status ${String(body.status)} is not one of ${STATUSES.join(', ')}`);
  if (body.conclusion !== undefined && !CONCLUSIONS.includes(body.conclusion as string))
    problems.push(`conclusion ${String(body.conclusion)} is not one of ${CONCLUSIONS.join(', ')}`);
  if (
    (body.status === 'completed' || body.completed_at !== undefined) &&
    body.conclusion === undefined
  )
    problems.push('conclusion is required with status completed');
  return problems;
}

function outputProblems(output: unknown, titleRequired: boolean): string[] {
  if (!isObject(output)) return ['output is not an object'];
  const problems: string[] = [];
  // The update's description marks the title **Required** too; its schema requires the summary.
  if (typeof output.title !== 'string' && titleRequired) problems.push('output.title is required');
  if (typeof output.summary !== 'string') problems.push('output.summary is required');
  for (const member of ['summary', 'text'] as const) {
    const text = output[member];
    if (typeof text === 'string' && text.length > MAX_TEXT)
      problems.push(`output.${member} has ${text.length} characters, more than ${MAX_TEXT}`);
  }
  const annotations = output.annotations;
  if (annotations === undefined) return problems;
  if (!Array.isArray(annotations)) return [...problems, 'output.annotations is not a list'];
  if (annotations.length > MAX_ANNOTATIONS)
    problems.push(`${annotations.length} annotations in one request, more than ${MAX_ANNOTATIONS}`);
  annotations.forEach((a, i) => problems.push(...annotationProblems(a, i)));
  return problems;
}

function annotationProblems(a: unknown, i: number): string[] {
  const at = `output.annotations[${i}]`;
  if (!isObject(a)) return [`${at} is not an object`];
  const problems: string[] = [];
  if (typeof a.path !== 'string' || a.path === '') problems.push(`${at}.path is required`);
  if (!Number.isInteger(a.start_line) || (a.start_line as number) < 1)
    problems.push(`${at}.start_line must be a line number from 1`);
  if (!Number.isInteger(a.end_line) || (a.end_line as number) < (a.start_line as number))
    problems.push(`${at}.end_line must be a line number from start_line`);
  if (!LEVELS.includes(a.annotation_level as string))
    problems.push(
      `${at}.annotation_level ${String(a.annotation_level)} is not one of ${LEVELS.join(', ')}`,
    );
  if (typeof a.message !== 'string' || a.message === '') problems.push(`${at}.message is required`);
  else if (Buffer.byteLength(a.message) > MAX_BYTES) problems.push(`${at}.message is over 64 KB`);
  if (a.title !== undefined && (typeof a.title !== 'string' || a.title.length > 255))
    problems.push(`${at}.title must be a string of at most 255 characters`);
  const columns = a.start_column !== undefined || a.end_column !== undefined;
  if (columns && a.start_line !== a.end_line)
    problems.push(`${at}: columns are only allowed when start_line and end_line are the same`);
  return problems;
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
