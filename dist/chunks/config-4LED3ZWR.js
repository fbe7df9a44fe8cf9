import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
} from "./chunk-IW5IINM4.js";
import "./chunk-ZP2JLW7L.js";
import "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
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
