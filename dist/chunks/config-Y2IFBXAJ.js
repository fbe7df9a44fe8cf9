import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
} from "./chunk-ZBKVPG24.js";
import "./chunk-4KYYUCJ6.js";
import "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-N7U5ZQNW.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";
export {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
};
