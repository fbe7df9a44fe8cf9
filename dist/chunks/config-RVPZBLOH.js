import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
} from "./chunk-XGSEJMY2.js";
import "./chunk-2KCL7MLS.js";
import "./chunk-FOO5B7P5.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-4RN3ST6Y.js";
import "./chunk-LNBHCWZY.js";
import "./chunk-GL32H3YL.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-LZWPH6C7.js";
import "./chunk-FA6EQWUK.js";
export {
  loadConfig,
  locateConfig,
  placeRun,
  rebaseGiven
};
