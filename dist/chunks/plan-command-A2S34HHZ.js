import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-BGDKDDCY.js";

// src/cli/plan-command.ts
async function runPlan(_ctx) {
  throw new UserError("plan is not built yet");
}
export {
  runPlan
};
