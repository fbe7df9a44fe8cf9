import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-ZW3SLT6R.js";
import "./chunk-OBFSIF7O.js";
import "./chunk-SEU56ZDW.js";
import "./chunk-742SHKW5.js";
import "./chunk-V4DIQMMV.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-5NO7TMFC.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-YLQ5GYMT.js";
import "./chunk-SATRGLKP.js";
import "./chunk-VD3ZCW3K.js";
import "./chunk-RGNBNWYV.js";
import "./chunk-KQXAGGJS.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-ZP2JLW7L.js";
import "./chunk-FYEALU4O.js";
import "./chunk-3RK5GT3G.js";
import "./chunk-KAF3LJBO.js";
import "./chunk-NKKIJPHQ.js";
import "./chunk-EVQOEU7X.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-NCXYHUBH.js";
import "./chunk-J2TU7Q4N.js";
import "./chunk-T7XB4MCO.js";
import "./chunk-3E365VRZ.js";
import "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-FOJPCITO.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-5TEJGFZI.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-7MNUHNOM.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
