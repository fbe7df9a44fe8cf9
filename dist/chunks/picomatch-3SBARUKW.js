import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  require_picomatch
} from "./chunk-ZW2DYBWK.js";
import "./chunk-FA6EQWUK.js";
export default require_picomatch();
