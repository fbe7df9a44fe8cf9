import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-NBVRWA4X.js";
import "./chunk-OKMC4UT3.js";
import "./chunk-RB7J2LHT.js";
import "./chunk-KQ4FIXLG.js";
import "./chunk-CSTBJEV4.js";
import "./chunk-2ZLU6CL3.js";
import "./chunk-PYWS2ID6.js";
import "./chunk-TKRH735F.js";
import "./chunk-PC5R5DCK.js";
import "./chunk-SATRGLKP.js";
import "./chunk-KLK44KKS.js";
import "./chunk-ZW2DYBWK.js";
import "./chunk-TEEL2IHU.js";
import "./chunk-AP253YFS.js";
import "./chunk-ZJHTCBGT.js";
import "./chunk-FYEALU4O.js";
import "./chunk-CIT7EFOC.js";
import "./chunk-KAF3LJBO.js";
import "./chunk-NKKIJPHQ.js";
import "./chunk-EVQOEU7X.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-XDP4CYPA.js";
import "./chunk-3WBPFVGA.js";
import "./chunk-3E365VRZ.js";
import "./chunk-RARO6SLF.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-BGDKDDCY.js";
import "./chunk-F4YHZYCT.js";
import "./chunk-IKMJOFBW.js";
import "./chunk-5TEJGFZI.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-KPWNFBB4.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
