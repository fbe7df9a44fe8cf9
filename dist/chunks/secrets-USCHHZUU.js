import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REDACTED,
  Secrets
} from "./chunk-75ZCTEC5.js";
import "./chunk-SATRGLKP.js";
import "./chunk-Q24KZSTR.js";
import "./chunk-EVQOEU7X.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-3E365VRZ.js";
import "./chunk-FA6EQWUK.js";
export {
  REDACTED,
  Secrets
};
