import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AttemptRelay,
  toDesired
} from "./chunk-RF4FSG57.js";
import {
  plan,
  planOfDiagnostics
} from "./chunk-7BOCEDQZ.js";
import "./chunk-V4DIQMMV.js";
import "./chunk-QFSGLPNP.js";
import {
  connect
} from "./chunk-5NO7TMFC.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-VD3ZCW3K.js";
import "./chunk-KQXAGGJS.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-4KYYUCJ6.js";
import {
  readAnnotationFiles
} from "./chunk-NJHIZTNB.js";
import "./chunk-NCXYHUBH.js";
import "./chunk-J2TU7Q4N.js";
import "./chunk-3FFOSWA6.js";
import {
  OptionError
} from "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-QO75YTRT.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-N7U5ZQNW.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-7MNUHNOM.js";
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
