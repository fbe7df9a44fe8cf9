import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-3PXYNSAI.js";
import "./chunk-LSVNOAR2.js";
import "./chunk-DDYX6LRI.js";
import "./chunk-3XEZUA46.js";
import "./chunk-R6YCMY7U.js";
import "./chunk-4AX2UKMJ.js";
import "./chunk-S2XH6ZEM.js";
import "./chunk-C6IUVL25.js";
import "./chunk-B7NZOGMU.js";
import "./chunk-JKR6KFR3.js";
import "./chunk-25GGN4UR.js";
import "./chunk-TKRH735F.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
