import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  logPlan,
  makePlan,
  planFlow,
  showPlan
} from "./chunk-HKARWCNO.js";
import "./chunk-5MDG7SAM.js";
import "./chunk-RSO6FP3M.js";
import "./chunk-M24WP6D6.js";
import "./chunk-JYWKTO4E.js";
import "./chunk-UGK7D54O.js";
import "./chunk-A3OGTCSV.js";
import "./chunk-CDTBLHMA.js";
import "./chunk-T7M3J73Z.js";
import "./chunk-K6GLZJ2D.js";
import "./chunk-L3KFZNH4.js";
import "./chunk-XVSDFTLT.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-ZHFLWHRQ.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-XGSEJMY2.js";
import "./chunk-2KCL7MLS.js";
import "./chunk-GKLW2SKL.js";
import "./chunk-A3PRIT7I.js";
import "./chunk-JSJQQBCU.js";
import "./chunk-JM3B7CZN.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-PTRRVZBL.js";
import "./chunk-4JA7FAXP.js";
import "./chunk-ZSRV46KB.js";
import "./chunk-YLT2PITT.js";
import "./chunk-FOO5B7P5.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-5ODWQV53.js";
import "./chunk-QWDJAIRH.js";
import "./chunk-4RN3ST6Y.js";
import "./chunk-LNBHCWZY.js";
import "./chunk-NBGEBEQA.js";
import "./chunk-GL32H3YL.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-LZWPH6C7.js";
import "./chunk-FA6EQWUK.js";
export {
  logPlan,
  makePlan,
  planFlow,
  showPlan
};
