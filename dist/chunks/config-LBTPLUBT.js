import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
} from "./chunk-7ZNIN4LV.js";
import "./chunk-FBV6FQP5.js";
import "./chunk-QWLHLGBP.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-ONBS6DE5.js";
export {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
};
