import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REDACTED,
  Secrets
} from "./chunk-NWN5BWSX.js";
import "./chunk-XCOTCM3L.js";
import "./chunk-6GEFAHDE.js";
import "./chunk-EVQOEU7X.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-3FFOSWA6.js";
import "./chunk-FA6EQWUK.js";
export {
  REDACTED,
  Secrets
};
