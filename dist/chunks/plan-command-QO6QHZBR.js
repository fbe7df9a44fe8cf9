import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-N3BECC2W.js";
import "./chunk-5CILFUIC.js";
import "./chunk-5MXW2IMM.js";
import "./chunk-VD3ZCW3K.js";
import "./chunk-V4DIQMMV.js";
import "./chunk-UCLTL4OE.js";
import "./chunk-WMBUKEEL.js";
import "./chunk-PQ6VMF6I.js";
import "./chunk-KQXAGGJS.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-SATRGLKP.js";
import "./chunk-RGNBNWYV.js";
import "./chunk-AP253YFS.js";
import "./chunk-ZP2JLW7L.js";
import "./chunk-C5GKXPGH.js";
import "./chunk-LCZHQGE7.js";
import "./chunk-KAF3LJBO.js";
import "./chunk-NKKIJPHQ.js";
import "./chunk-SLZXALM7.js";
import "./chunk-QELFWEY7.js";
import "./chunk-J2TU7Q4N.js";
import "./chunk-JRXKHHZ6.js";
import "./chunk-3E365VRZ.js";
import "./chunk-H55JZJZK.js";
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
