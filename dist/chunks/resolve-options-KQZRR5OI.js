import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rawOption,
  resolveOptions
} from "./chunk-TUH7K5B3.js";
import "./chunk-PTC63MCU.js";
import "./chunk-SW5HBAZY.js";
import "./chunk-YQNQKPS2.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-ZCIBFPGY.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";
export {
  rawOption,
  resolveOptions
};
