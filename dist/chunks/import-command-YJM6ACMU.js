import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-BGDKDDCY.js";

// src/cli/import-command.ts
async function runImport(_ctx) {
  throw new UserError("import is not built yet");
}
export {
  runImport
};
