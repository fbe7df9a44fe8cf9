import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-BGDKDDCY.js";

// src/cli/emulator-command.ts
async function runEmulator(_ctx) {
  throw new UserError("emulator is not built yet");
}
export {
  runEmulator
};
