import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rawOption,
  resolveOptions
} from "./chunk-5ODWQV53.js";
import "./chunk-QWDJAIRH.js";
import "./chunk-4RN3ST6Y.js";
import "./chunk-LNBHCWZY.js";
import "./chunk-NBGEBEQA.js";
import "./chunk-GL32H3YL.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-LZWPH6C7.js";
import "./chunk-FA6EQWUK.js";
export {
  rawOption,
  resolveOptions
};
