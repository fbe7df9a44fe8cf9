import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AttemptRelay,
  toDesired
} from "./chunk-U3ZC5TP6.js";
import {
  plan,
  planOfDiagnostics
} from "./chunk-36WND4G6.js";
import "./chunk-CJUO3VGF.js";
import "./chunk-QFSGLPNP.js";
import {
  connect
} from "./chunk-GYAEOWD6.js";
import "./chunk-EKAXZ2QK.js";
import "./chunk-TKRH735F.js";
import "./chunk-UGBSUVVT.js";
import "./chunk-OQ3BVLDV.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-5XEOECH5.js";
import {
  readAnnotationFiles
} from "./chunk-IGKNKD5C.js";
import "./chunk-4JNUDGTB.js";
import "./chunk-3E365VRZ.js";
import "./chunk-55E3SINI.js";
import "./chunk-KZVKJG3M.js";
import "./chunk-2AQJ3ELS.js";
import "./chunk-EUEBU67B.js";
import "./chunk-TUH7K5B3.js";
import {
  OptionError
} from "./chunk-PTC63MCU.js";
import "./chunk-SW5HBAZY.js";
import "./chunk-YQNQKPS2.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-ZCIBFPGY.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-VTB7JVDL.js";
import "./chunk-FA6EQWUK.js";

// src/app/write-only-run.ts
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
