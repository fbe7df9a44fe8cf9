import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
} from "./chunk-GPIBRIJB.js";
import "./chunk-5XEOECH5.js";
import "./chunk-2AQJ3ELS.js";
import "./chunk-EUEBU67B.js";
import "./chunk-PTC63MCU.js";
import "./chunk-SW5HBAZY.js";
import "./chunk-YQNQKPS2.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";
export {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
};
