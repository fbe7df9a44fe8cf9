import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AttemptRelay,
  plan,
  planOfDiagnostics,
  toDesired
} from "./chunk-4OIN6A6Q.js";
import "./chunk-2CG5C6WK.js";
import "./chunk-JZKC5KBS.js";
import {
  connect
} from "./chunk-A33B43RT.js";
import "./chunk-4KRCY55P.js";
import "./chunk-COJ26AA6.js";
import "./chunk-2GIMHC3E.js";
import "./chunk-GK5S7SVR.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-SJGPSIIW.js";
import {
  readAnnotationFiles
} from "./chunk-ZD6EFZQJ.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-2CDXNC6U.js";
import "./chunk-RNMKUZ3S.js";
import "./chunk-3PRYANI3.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-GYJIZMIZ.js";
import "./chunk-IVNIV3BT.js";
import {
  OptionError
} from "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/app/session/write-only-run.ts
async function writeOnlyRun(ctx) {
  if (ctx.options.prune) {
    throw new OptionError(
      "prune",
      "does not go with --write-only: a write-only run does not read the server, so it cannot know what is on it to delete"
    );
  }
  const relay = new AttemptRelay();
  const none = async () => {
  };
  const validation = await readAnnotationFiles(ctx);
  if (!validation.valid) {
    const planned = planOfDiagnostics(validation.diagnostics, validation.omitted);
    return { validation, plan: planned, relay, desired: [], close: none, writeOnly: true };
  }
  const desired = validation.documents.map(toDesired);
  const made = plan(desired, [], { prune: false, blind: true });
  made.diagnostics = [...validation.diagnostics, ...made.diagnostics];
  if (validation.omitted) made.omittedDiagnostics = validation.omitted;
  if (made.planHash === void 0) {
    return { validation, plan: made, relay, desired, close: none, writeOnly: true };
  }
  const connection = await connect(ctx, relay.observer);
  return {
    validation,
    plan: made,
    connection,
    relay,
    desired,
    writeOnly: true,
    close: () => connection.close()
  };
}
export {
  writeOnlyRun
};
