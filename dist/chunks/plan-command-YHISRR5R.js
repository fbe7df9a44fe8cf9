import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-A4FSCXM2.js";
import "./chunk-DKVNAA2G.js";
import "./chunk-WLT7ZQCX.js";
import "./chunk-GAR4QXO4.js";
import "./chunk-752WIGXH.js";
import "./chunk-OHJLFHLV.js";
import "./chunk-WMBUKEEL.js";
import "./chunk-FACYPPES.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-SATRGLKP.js";
import "./chunk-T5DAZMYO.js";
import "./chunk-ZW2DYBWK.js";
import "./chunk-NLA4MHTA.js";
import "./chunk-AP253YFS.js";
import "./chunk-BYVFPSOM.js";
import "./chunk-C5GKXPGH.js";
import "./chunk-HSMZ5BDS.js";
import "./chunk-KAF3LJBO.js";
import "./chunk-NKKIJPHQ.js";
import "./chunk-SLZXALM7.js";
import "./chunk-XDP4CYPA.js";
import "./chunk-IOBMUVIG.js";
import "./chunk-3E365VRZ.js";
import "./chunk-XSF4P4KG.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-LFHPAUXA.js";
import "./chunk-FOJPCITO.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-5TEJGFZI.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-KPWNFBB4.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
