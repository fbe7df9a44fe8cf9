import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-OL6YYD42.js";
import "./chunk-JEDYQGWH.js";
import "./chunk-DDYX6LRI.js";
import "./chunk-3XEZUA46.js";
import "./chunk-R6YCMY7U.js";
import "./chunk-F6TXB4SJ.js";
import "./chunk-S2XH6ZEM.js";
import "./chunk-N24CR7OO.js";
import "./chunk-4CDCS2IU.js";
import "./chunk-JKR6KFR3.js";
import "./chunk-25GGN4UR.js";
import "./chunk-TKRH735F.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
