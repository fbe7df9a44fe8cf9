import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
} from "./chunk-R3T6HHFV.js";
import "./chunk-BYVFPSOM.js";
import "./chunk-XSF4P4KG.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-LFHPAUXA.js";
import "./chunk-5TEJGFZI.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";
export {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
};
