import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-SW5HBAZY.js";
import {
  ApiError
} from "./chunk-VTB7JVDL.js";

// src/app/list-not-found.ts
function explainListing(error, target) {
  if (!(error instanceof ApiError) || error.status !== 404) return error;
  return new UserError(
    `the server at ${target} has no annotation list, GET /observe/annotations (HTTP 404): check that the base URL includes the API's version segment, e.g. https://observe.example.com/v1 (${error.message})`
  );
}

export {
  explainListing
};
