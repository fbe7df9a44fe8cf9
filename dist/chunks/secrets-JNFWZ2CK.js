import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REDACTED,
  Secrets
} from "./chunk-RF4U72EF.js";
import "./chunk-NWTWBOBA.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-YN7GA3W6.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";
export {
  REDACTED,
  Secrets
};
