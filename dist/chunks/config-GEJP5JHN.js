import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
} from "./chunk-GGOK4XAS.js";
import "./chunk-ZJHTCBGT.js";
import "./chunk-RARO6SLF.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-BGDKDDCY.js";
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
