// A 404 on the list is almost always a base URL without its version segment (`…/v1`): the
// runs that read the list (plan, apply, import) say so, naming the endpoint, rather than leave
// the user with a bare "No such route".
import { ApiError } from '../../model/api-error.js';
import { UserError } from '../../model/errors.js';

/** `error` as the user should read it when listing the annotations at `target` failed. */
export function explainListing(error: unknown, target: string): unknown {
  if (!(error instanceof ApiError) || error.status !== 404) return error;
  return new UserError(
    `the server at ${target} has no annotation list, GET /observe/annotations (HTTP 404): check that the base URL includes the API's version segment, e.g. https://observe.example.com/v1 (${error.message})`,
  );
}
