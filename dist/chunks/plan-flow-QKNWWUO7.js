import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  logPlan,
  makePlan,
  planFlow,
  showPlan
} from "./chunk-VJZBWF3A.js";
import "./chunk-MRSWHDLY.js";
import "./chunk-VE6VCDTA.js";
import "./chunk-3N2DCRLB.js";
import "./chunk-CBVLZIYU.js";
import "./chunk-2CG5C6WK.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-3AQAUC4L.js";
import "./chunk-4KRCY55P.js";
import "./chunk-COJ26AA6.js";
import "./chunk-U4ZRBIFM.js";
import "./chunk-5WMR3EJN.js";
import "./chunk-F6JYWGHF.js";
import "./chunk-U2QHFPXL.js";
import "./chunk-BSXYOB5O.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-2GIMHC3E.js";
import "./chunk-ZT5N77I4.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-7ZNIN4LV.js";
import "./chunk-FBV6FQP5.js";
import "./chunk-FARUE5GY.js";
import "./chunk-SLU3WA4Q.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-23WYEBLR.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-XIVDU6VX.js";
import "./chunk-RNMKUZ3S.js";
import "./chunk-QWLHLGBP.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-GYJIZMIZ.js";
import "./chunk-IVNIV3BT.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-QBGJ6ABX.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";
export {
  logPlan,
  makePlan,
  planFlow,
  showPlan
};
