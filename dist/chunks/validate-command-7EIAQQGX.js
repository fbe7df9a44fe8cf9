import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-BGDKDDCY.js";

// src/cli/validate-command.ts
async function runValidate(_ctx) {
  throw new UserError("validate is not built yet");
}
export {
  runValidate
};
