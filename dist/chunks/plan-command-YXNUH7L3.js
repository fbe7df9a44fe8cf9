import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-AJ4NRWMO.js";
import "./chunk-7KTW2GLI.js";
import "./chunk-DDYX6LRI.js";
import "./chunk-3XEZUA46.js";
import "./chunk-R6YCMY7U.js";
import "./chunk-Z7ZXNIQK.js";
import "./chunk-S2XH6ZEM.js";
import "./chunk-PUKA3HKM.js";
import "./chunk-USHO5I7B.js";
import "./chunk-ZJCZV2AY.js";
import "./chunk-WR6BCLPP.js";
import "./chunk-TKRH735F.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
