import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REDACTED,
  Secrets
} from "./chunk-VR56SPCG.js";
import "./chunk-KNYC3KQT.js";
import "./chunk-SATRGLKP.js";
import "./chunk-SLZXALM7.js";
import "./chunk-3E365VRZ.js";
import "./chunk-FA6EQWUK.js";
export {
  REDACTED,
  Secrets
};
