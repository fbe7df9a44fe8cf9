import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  logPlan,
  makePlan,
  planFlow,
  showPlan
} from "./chunk-JF4RDH32.js";
import "./chunk-A3N6VV3F.js";
import "./chunk-SBW7RBIH.js";
import "./chunk-CMRCZLFN.js";
import "./chunk-GPYSP46W.js";
import "./chunk-3WTJ7HI4.js";
import "./chunk-Z36OFUXH.js";
import "./chunk-CDTBLHMA.js";
import "./chunk-CDH7Q36A.js";
import "./chunk-WPAGHIWQ.js";
import "./chunk-L3KFZNH4.js";
import "./chunk-XVSDFTLT.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-ZHFLWHRQ.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-BDSIVVQ7.js";
import "./chunk-NO22XGAJ.js";
import "./chunk-TJHA2GA6.js";
import "./chunk-IJJDQU57.js";
import "./chunk-VVYZCS4V.js";
import "./chunk-4RI3ONQP.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-QTNEGLCK.js";
import "./chunk-UE5Y5UND.js";
import "./chunk-6Q4VKKF7.js";
import "./chunk-YLT2PITT.js";
import "./chunk-RGOGV7FQ.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-44CCMSYO.js";
import "./chunk-4RN3ST6Y.js";
import "./chunk-LNBHCWZY.js";
import "./chunk-NBGEBEQA.js";
import "./chunk-GL32H3YL.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-LZWPH6C7.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-FA6EQWUK.js";
export {
  logPlan,
  makePlan,
  planFlow,
  showPlan
};
