import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REDACTED,
  Secrets
} from "./chunk-2AH6Q4BS.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-JM3B7CZN.js";
import "./chunk-4JA7FAXP.js";
import "./chunk-FA6EQWUK.js";
export {
  REDACTED,
  Secrets
};
