import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-CCUVKI7T.js";
import "./chunk-PAIXE24L.js";
import "./chunk-RF4FSG57.js";
import "./chunk-7BOCEDQZ.js";
import "./chunk-V4DIQMMV.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-5NO7TMFC.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-E7KZBBXR.js";
import "./chunk-6GEFAHDE.js";
import "./chunk-VD3ZCW3K.js";
import "./chunk-RGNBNWYV.js";
import "./chunk-KQXAGGJS.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-4KYYUCJ6.js";
import "./chunk-JUR2MZ25.js";
import "./chunk-NJHIZTNB.js";
import "./chunk-KAF3LJBO.js";
import "./chunk-NKKIJPHQ.js";
import "./chunk-EVQOEU7X.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-NCXYHUBH.js";
import "./chunk-J2TU7Q4N.js";
import "./chunk-KJJFQOXD.js";
import "./chunk-3FFOSWA6.js";
import "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-QO75YTRT.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-N7U5ZQNW.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-7MNUHNOM.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
