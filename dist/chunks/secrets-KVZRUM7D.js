import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REDACTED,
  Secrets
} from "./chunk-HFP3VPGH.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-4RI3ONQP.js";
import "./chunk-UE5Y5UND.js";
import "./chunk-FA6EQWUK.js";
export {
  REDACTED,
  Secrets
};
