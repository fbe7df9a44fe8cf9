import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  nextStep,
  renderApplyMarkdown
} from "./chunk-E2OW3MVQ.js";
import {
  writeSavedPlanFile
} from "./chunk-OKMC4UT3.js";
import {
  applyRun,
  planRun
} from "./chunk-RB7J2LHT.js";
import "./chunk-KQ4FIXLG.js";
import "./chunk-CSTBJEV4.js";
import "./chunk-2ZLU6CL3.js";
import "./chunk-PYWS2ID6.js";
import "./chunk-TKRH735F.js";
import {
  renderPlanMarkdown
} from "./chunk-PC5R5DCK.js";
import "./chunk-SATRGLKP.js";
import "./chunk-KLK44KKS.js";
import "./chunk-ZW2DYBWK.js";
import "./chunk-TEEL2IHU.js";
import "./chunk-AP253YFS.js";
import "./chunk-ZJHTCBGT.js";
import {
  readAnnotationFiles
} from "./chunk-CIT7EFOC.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-XDP4CYPA.js";
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

// src/action/action-session.ts
async function validate(ctx) {
  const result = await readAnnotationFiles(ctx);
  return { valid: result.valid, diagnostics: result.diagnostics };
}
export {
  applyRun,
  nextStep,
  planRun,
  readAnnotationFiles,
  renderApplyMarkdown,
  renderPlanMarkdown,
  validate,
  writeSavedPlanFile
};
