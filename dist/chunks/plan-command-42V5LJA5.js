import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-7HBZ4X6Y.js";
import "./chunk-VDOF2GFT.js";
import "./chunk-6U7KTQV5.js";
import "./chunk-G7RP6CQF.js";
import "./chunk-V4DIQMMV.js";
import "./chunk-WFGDBIJV.js";
import "./chunk-5CL652K5.js";
import "./chunk-772UR77F.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-6GEFAHDE.js";
import "./chunk-ZW2DYBWK.js";
import "./chunk-VKMBZN4L.js";
import "./chunk-AP253YFS.js";
import "./chunk-4KYYUCJ6.js";
import "./chunk-RIAYXNOW.js";
import "./chunk-2A7OI2FF.js";
import "./chunk-KAF3LJBO.js";
import "./chunk-NKKIJPHQ.js";
import "./chunk-SLZXALM7.js";
import "./chunk-QRBI5JV2.js";
import "./chunk-UTWCNP5Y.js";
import "./chunk-U7DPMBID.js";
import "./chunk-3FFOSWA6.js";
import "./chunk-ATN5YBOT.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-B6SXV723.js";
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
