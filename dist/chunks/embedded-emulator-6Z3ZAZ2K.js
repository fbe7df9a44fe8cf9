import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkNotLeadingOut,
  prepareFolder,
  writeFileNoFollow
} from "./chunk-RGNBNWYV.js";
import "./chunk-J2TU7Q4N.js";
import "./chunk-WSJJMDZ3.js";
import {
  UserError
} from "./chunk-3GO7JZRP.js";
import "./chunk-EUEBU67B.js";
import "./chunk-FA6EQWUK.js";

// src/cli/embedded-emulator.ts
import { randomBytes } from "node:crypto";
import { join } from "node:path";
var EMULATOR_DIR = ".observe-emulator";
var startEmbedded = async (ctx) => {
  const emulatorModule = await import("./emulator-LMSXKDUS.js");
  const { startEmulator, parseApiKey } = emulatorModule;
  const dir = join(ctx.cwd, EMULATOR_DIR);
  prepareFolder(dir, ctx.cwd, EMULATOR_DIR);
  writeFileNoFollow(
    join(dir, ".gitignore"),
    "# State of the embedded emulator (observe-annotations --emulator)\n*\n",
    ctx.cwd,
    `${EMULATOR_DIR}/.gitignore`
  );
  const target = ctx.options.target;
  const stateDir = target === void 0 ? dir : join(dir, target);
  const shownDir = target === void 0 ? EMULATOR_DIR : `${EMULATOR_DIR}/${target}`;
  if (target !== void 0) prepareFolder(stateDir, ctx.cwd, shownDir);
  checkNotLeadingOut(join(stateDir, "state.json"), ctx.cwd, `${shownDir}/state.json`);
  const apiKey = `emu_${randomBytes(18).toString("base64url")}`;
  const project = ctx.options.emulatorProject;
  let emulator;
  try {
    emulator = await startEmulator({
      host: "127.0.0.1",
      port: 0,
      apiKeys: [parseApiKey(apiKey)],
      timezone: project?.timezone ?? "UTC",
      findings: [...project?.findings ?? []],
      dataFile: join(stateDir, "state.json"),
      logger: {
        info: () => {
        },
        warn: (message) => ctx.log.warn(`emulator: warning: ${message}`),
        error: (message) => ctx.log.warn(`emulator: error: ${message}`)
      }
    });
  } catch (error) {
    throw damagedState(error, `${shownDir}/state.json`, emulatorModule) ?? error;
  }
  return {
    baseUrl: emulator.baseUrl,
    apiKey,
    target: `emulator:${shownDir}`,
    close: () => emulator.close()
  };
};
function damagedState(error, file, emulator) {
  if (error instanceof emulator.StateFormatError) {
    return new UserError(
      `${file}: the embedded emulator's state file is damaged (${error.message}). Delete it (rm ${file}) to start the emulator empty, or put back a good copy; nothing was sent.`
    );
  }
  if (error instanceof emulator.StateFileError) {
    return new UserError(
      `${file}: the embedded emulator's state file ${error.message}. Check its permissions, or delete it to start the emulator empty; nothing was sent.`
    );
  }
  return void 0;
}
export {
  EMULATOR_DIR,
  startEmbedded
};
