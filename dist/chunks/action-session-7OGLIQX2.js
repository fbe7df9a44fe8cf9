import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderApplyMarkdown,
  renderApplyText
} from "./chunk-Y56NUWHW.js";
import {
  renderPlanText,
  writeSavedPlanFile
} from "./chunk-2ZOL4C7A.js";
import {
  applyRun,
  planRun
} from "./chunk-LJKNY6EL.js";
import "./chunk-V4DIQMMV.js";
import "./chunk-M6YUSYOA.js";
import {
  countsLine,
  headline,
  nextStep
} from "./chunk-SSIIFGNA.js";
import {
  renderPlanMarkdown,
  summaryText
} from "./chunk-WMBUKEEL.js";
import "./chunk-772UR77F.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-SATRGLKP.js";
import "./chunk-ZW2DYBWK.js";
import "./chunk-G7RP6CQF.js";
import "./chunk-VKMBZN4L.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-ZP2JLW7L.js";
import "./chunk-C5GKXPGH.js";
import {
  readAnnotationFiles
} from "./chunk-346KJOIN.js";
import "./chunk-KAF3LJBO.js";
import "./chunk-SLZXALM7.js";
import "./chunk-HHDHPB3H.js";
import "./chunk-UTWCNP5Y.js";
import "./chunk-3E365VRZ.js";
import "./chunk-L7DF7H6A.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-FOJPCITO.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-5TEJGFZI.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-7MNUHNOM.js";
import "./chunk-FA6EQWUK.js";

// src/action/action-session.ts
async function validate(ctx) {
  const result = await readAnnotationFiles(ctx);
  return { valid: result.valid, diagnostics: result.diagnostics };
}
export {
  applyRun,
  countsLine,
  headline,
  nextStep,
  planRun,
  readAnnotationFiles,
  renderApplyMarkdown,
  renderApplyText,
  renderPlanMarkdown,
  renderPlanText,
  summaryText,
  validate,
  writeSavedPlanFile
};
