import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
} from "./chunk-V36SZP3K.js";
import "./chunk-SJGPSIIW.js";
import "./chunk-3PRYANI3.js";
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
