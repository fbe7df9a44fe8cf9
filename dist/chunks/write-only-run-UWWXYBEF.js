import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AttemptRelay,
  plan,
  planOfDiagnostics,
  toDesired
} from "./chunk-M24WP6D6.js";
import "./chunk-JYWKTO4E.js";
import {
  connect
} from "./chunk-UGK7D54O.js";
import "./chunk-A3OGTCSV.js";
import "./chunk-CDTBLHMA.js";
import "./chunk-ZHFLWHRQ.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-2KCL7MLS.js";
import {
  readAnnotationFiles
} from "./chunk-GKLW2SKL.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-4JA7FAXP.js";
import "./chunk-ZSRV46KB.js";
import "./chunk-YLT2PITT.js";
import "./chunk-FOO5B7P5.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-5ODWQV53.js";
import "./chunk-QWDJAIRH.js";
import {
  OptionError
} from "./chunk-4RN3ST6Y.js";
import "./chunk-LNBHCWZY.js";
import "./chunk-NBGEBEQA.js";
import "./chunk-GL32H3YL.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-LZWPH6C7.js";
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
