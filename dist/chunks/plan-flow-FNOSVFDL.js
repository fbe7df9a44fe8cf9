import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  logPlan,
  makePlan,
  planFlow,
  showPlan
} from "./chunk-XDII4X6I.js";
import "./chunk-NPWBMAWF.js";
import "./chunk-B6GZUPOK.js";
import "./chunk-VPJTTMS5.js";
import "./chunk-7VPVN7RE.js";
import "./chunk-2CG5C6WK.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-MSCKCCZK.js";
import "./chunk-4KRCY55P.js";
import "./chunk-COJ26AA6.js";
import "./chunk-FT3HD7HS.js";
import "./chunk-X6PQGUMG.js";
import "./chunk-3HXJYFRN.js";
import "./chunk-U2QHFPXL.js";
import "./chunk-BSXYOB5O.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-2GIMHC3E.js";
import "./chunk-ZT5N77I4.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-7ZNIN4LV.js";
import "./chunk-FBV6FQP5.js";
import "./chunk-U2BWZKS2.js";
import "./chunk-E5OXSPSH.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-23WYEBLR.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-BJXUUNXN.js";
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
