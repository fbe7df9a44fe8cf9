import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-BGDKDDCY.js";

// src/cli/apply-command.ts
async function runApply(_ctx) {
  throw new UserError("apply is not built yet");
}
export {
  runApply
};
