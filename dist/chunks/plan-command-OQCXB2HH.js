import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-QIP73IAQ.js";
import "./chunk-NBECUVOO.js";
import "./chunk-DDYX6LRI.js";
import "./chunk-3XEZUA46.js";
import "./chunk-R6YCMY7U.js";
import "./chunk-KYHMOSSB.js";
import "./chunk-Y6UPOPNW.js";
import "./chunk-5HMUF6LL.js";
import "./chunk-BKLNAHY7.js";
import "./chunk-NMIGANXT.js";
import "./chunk-JKR6KFR3.js";
import "./chunk-25GGN4UR.js";
import "./chunk-TKRH735F.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
