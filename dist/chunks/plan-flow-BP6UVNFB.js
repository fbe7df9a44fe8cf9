import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  logPlan,
  makePlan,
  planFlow,
  showPlan
} from "./chunk-JLH4X2BN.js";
import "./chunk-LMZTPA44.js";
import "./chunk-2PEINJDU.js";
import "./chunk-6ITMVRUV.js";
import "./chunk-C7KRE7YJ.js";
import "./chunk-2CG5C6WK.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-Z3JXAADJ.js";
import "./chunk-4KRCY55P.js";
import "./chunk-COJ26AA6.js";
import "./chunk-7O52ONKT.js";
import "./chunk-IBRYIXC6.js";
import "./chunk-6NFOR73Y.js";
import "./chunk-U2QHFPXL.js";
import "./chunk-BSXYOB5O.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-2GIMHC3E.js";
import "./chunk-ZT5N77I4.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-V36SZP3K.js";
import "./chunk-SJGPSIIW.js";
import "./chunk-JUIOHAK4.js";
import "./chunk-E5OXSPSH.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-23WYEBLR.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-2CDXNC6U.js";
import "./chunk-RNMKUZ3S.js";
import "./chunk-3PRYANI3.js";
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
