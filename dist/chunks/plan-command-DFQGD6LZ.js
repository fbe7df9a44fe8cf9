import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlan,
  runPlan
} from "./chunk-EM3TBGOH.js";
import "./chunk-GU4MUZTF.js";
import "./chunk-U3ZC5TP6.js";
import "./chunk-36WND4G6.js";
import "./chunk-CJUO3VGF.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-GYAEOWD6.js";
import "./chunk-EKAXZ2QK.js";
import "./chunk-TKRH735F.js";
import "./chunk-INDAHJW7.js";
import "./chunk-SATRGLKP.js";
import "./chunk-B75B47DO.js";
import "./chunk-UGBSUVVT.js";
import "./chunk-AY5ABK4E.js";
import "./chunk-OQ3BVLDV.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-5XEOECH5.js";
import "./chunk-FYEALU4O.js";
import "./chunk-IGKNKD5C.js";
import "./chunk-KAF3LJBO.js";
import "./chunk-NKKIJPHQ.js";
import "./chunk-EVQOEU7X.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-4JNUDGTB.js";
import "./chunk-ETJDECGN.js";
import "./chunk-3E365VRZ.js";
import "./chunk-55E3SINI.js";
import "./chunk-KZVKJG3M.js";
import "./chunk-2AQJ3ELS.js";
import "./chunk-EUEBU67B.js";
import "./chunk-TUH7K5B3.js";
import "./chunk-PTC63MCU.js";
import "./chunk-SW5HBAZY.js";
import "./chunk-YQNQKPS2.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-ZCIBFPGY.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-VTB7JVDL.js";
import "./chunk-FA6EQWUK.js";
export {
  renderPlan,
  runPlan
};
