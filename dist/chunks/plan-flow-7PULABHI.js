import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  logPlan,
  makePlan,
  planFlow,
  showPlan
} from "./chunk-L3VK6B5L.js";
import "./chunk-S36LTXNM.js";
import "./chunk-3MEVDNVU.js";
import "./chunk-6PW276YC.js";
import "./chunk-GPYSP46W.js";
import "./chunk-3WTJ7HI4.js";
import "./chunk-A3OGTCSV.js";
import "./chunk-CDTBLHMA.js";
import "./chunk-T7M3J73Z.js";
import "./chunk-D6IBBE6O.js";
import "./chunk-L3KFZNH4.js";
import "./chunk-XVSDFTLT.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-ZHFLWHRQ.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-N3DDFNH5.js";
import "./chunk-25GO2PDQ.js";
import "./chunk-VX7BKRW4.js";
import "./chunk-CTF7INDH.js";
import "./chunk-6D7X5UNH.js";
import "./chunk-JM3B7CZN.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-PTRRVZBL.js";
import "./chunk-4JA7FAXP.js";
import "./chunk-A6HI4LX4.js";
import "./chunk-YLT2PITT.js";
import "./chunk-A5XL3MRH.js";
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
