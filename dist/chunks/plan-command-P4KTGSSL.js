import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-7S5A45YG.js";
import "./chunk-WPXQFHVS.js";
import "./chunk-TEEL2IHU.js";
import "./chunk-PC5R5DCK.js";
import "./chunk-SATRGLKP.js";
import "./chunk-FYEALU4O.js";
import "./chunk-KAF3LJBO.js";
import "./chunk-NKKIJPHQ.js";
import "./chunk-EVQOEU7X.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-3WBPFVGA.js";
import "./chunk-FSUKNMF4.js";
import "./chunk-KQ4FIXLG.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-2ZLU6CL3.js";
import "./chunk-PYWS2ID6.js";
import "./chunk-TKRH735F.js";
import "./chunk-7TKLGXOE.js";
import "./chunk-CZV6RJ3W.js";
import "./chunk-ZW2DYBWK.js";
import "./chunk-5J7U3QQH.js";
import "./chunk-XDP4CYPA.js";
import "./chunk-3E365VRZ.js";
import "./chunk-RARO6SLF.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-BGDKDDCY.js";
import "./chunk-NWXQCNGE.js";
import "./chunk-IKMJOFBW.js";
import "./chunk-LXPSF2JK.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-KPWNFBB4.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
