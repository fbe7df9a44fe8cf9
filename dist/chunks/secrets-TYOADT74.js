import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REDACTED,
  Secrets
} from "./chunk-NEEEJPPX.js";
import "./chunk-6GEFAHDE.js";
import "./chunk-F4SU2I7L.js";
import "./chunk-SLZXALM7.js";
import "./chunk-3FFOSWA6.js";
import "./chunk-FA6EQWUK.js";
export {
  REDACTED,
  Secrets
};
