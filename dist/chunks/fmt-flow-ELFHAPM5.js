import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fromRepositoryRoot,
  noteDiagnostics
} from "./chunk-5CIJ3GHF.js";
import {
  formatAnnotationFiles
} from "./chunk-IMAFNZ3S.js";
import {
  GITHUB_VIEWS,
  runContextOf
} from "./chunk-XIPNX5K7.js";
import "./chunk-WWO46CHN.js";
import "./chunk-BSXYOB5O.js";
import "./chunk-2GIMHC3E.js";
import "./chunk-GK5S7SVR.js";
import "./chunk-V36SZP3K.js";
import "./chunk-SJGPSIIW.js";
import "./chunk-Z3D7XCFP.js";
import "./chunk-DYQZMYDL.js";
import "./chunk-ZD6EFZQJ.js";
import "./chunk-JN3C7Q5S.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-2CDXNC6U.js";
import "./chunk-RNMKUZ3S.js";
import "./chunk-3PRYANI3.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-GYJIZMIZ.js";
import "./chunk-IVNIV3BT.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-QBGJ6ABX.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/action/flows/fmt-flow.ts
async function fmtFlow(step, io) {
  const ctx = runContextOf(step, io);
  const { files } = await formatAnnotationFiles(ctx, step.deadline.signal);
  const fromRoot = fromRepositoryRoot(step);
  const pending = files.filter((f) => f.changed && f.errors.length === 0);
  const notes = pending.map((f) => ({
    severity: "error",
    code: "fmt.notCanonical",
    message: GITHUB_VIEWS.lineNotes.notCanonical(f.path),
    file: f.path,
    line: 1
  }));
  const errors = files.flatMap((f) => f.errors);
  noteDiagnostics(io.core, [...notes, ...errors], { fromRoot });
  await io.step.writeSummary(GITHUB_VIEWS.summary.fmt({ mode: "check", files }, fromRoot));
  const broken = files.filter((f) => f.errors.length > 0).length;
  const outcome = GITHUB_VIEWS.messages.fmtOutcome(files.length, pending.length, broken);
  if (pending.length === 0 && broken === 0) io.core.notice(outcome);
  else io.step.fail(outcome);
}
export {
  fmtFlow
};
