import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderApplyMarkdown
} from "./chunk-HVGTVQ7I.js";
import {
  writeSavedPlanFile
} from "./chunk-MWRYW6P5.js";
import {
  applyRun,
  planRun
} from "./chunk-YTS43RMN.js";
import "./chunk-GAR4QXO4.js";
import "./chunk-752WIGXH.js";
import "./chunk-23HEDGQL.js";
import {
  nextStep
} from "./chunk-SSIIFGNA.js";
import {
  renderPlanMarkdown
} from "./chunk-PC5R5DCK.js";
import "./chunk-FACYPPES.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-SATRGLKP.js";
import "./chunk-GTFD6GYV.js";
import "./chunk-ZW2DYBWK.js";
import "./chunk-NLA4MHTA.js";
import "./chunk-AP253YFS.js";
import "./chunk-BYVFPSOM.js";
import {
  readAnnotationFiles
} from "./chunk-HSMZ5BDS.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-XDP4CYPA.js";
import "./chunk-3E365VRZ.js";
import "./chunk-T5NQAOVE.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-LFHPAUXA.js";
import "./chunk-FOJPCITO.js";
import "./chunk-3YKV43Y4.js";
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
