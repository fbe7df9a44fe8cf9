import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkNotLeadingOut,
  checkWritableFolder,
  prepareFolder,
  writeFileNoFollow
} from "./chunk-5BZUDV4N.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-IS3V3FBE.js";
import {
  FileSystemError,
  UserError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-ONBS6DE5.js";

// src/cli/embedded-emulator.ts
import { randomBytes } from "node:crypto";
import { join } from "node:path";
var EMULATOR_DIR = ".observe-emulator";
var startEmbedded = async (ctx) => {
  const emulatorModule = await import("./emulator-GEX6TOSW.js");
  const { startEmulator, parseApiKey } = emulatorModule;
  const { stateDir, shownDir } = stateFolder(ctx.cwd, ctx.options.target);
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
  const running = emulator;
  return {
    baseUrl: emulator.baseUrl,
    apiKey,
    target: `emulator:${shownDir}`,
    close: async () => {
      try {
        await running.close();
      } catch (error) {
        throw damagedState(error, `${shownDir}/state.json`, emulatorModule, "save") ?? error;
      }
    }
  };
};
function stateFolder(cwd, target) {
  const dir = join(cwd, EMULATOR_DIR);
  const stateDir = target === void 0 ? dir : join(dir, target);
  const shownDir = target === void 0 ? EMULATOR_DIR : `${EMULATOR_DIR}/${target}`;
  try {
    prepareFolder(dir, cwd, EMULATOR_DIR);
    writeFileNoFollow(
      join(dir, ".gitignore"),
      "# State of the embedded emulator (observe-annotations --emulator)\n*\n",
      cwd,
      `${EMULATOR_DIR}/.gitignore`
    );
    if (target !== void 0) prepareFolder(stateDir, cwd, shownDir);
    checkNotLeadingOut(join(stateDir, "state.json"), cwd, `${shownDir}/state.json`);
    checkWritableFolder(stateDir, `${shownDir}/`);
  } catch (error) {
    if (!(error instanceof FileSystemError)) throw error;
    throw new UserError(
      `${error.message}. --emulator keeps the embedded emulator's state in ${EMULATOR_DIR}/ of the folder it runs in; nothing was sent.`
    );
  }
  return { stateDir, shownDir };
}
function damagedState(error, file, emulator, when = "start") {
  if (error instanceof emulator.StateFormatError) {
    return new UserError(
      `${file}: the embedded emulator's state file is damaged (${error.message}). Delete it (rm ${file}) to start the emulator empty, or put back a good copy; nothing was sent.`
    );
  }
  if (error instanceof emulator.StateFileError && when === "save") {
    return new UserError(
      `${file}: the embedded emulator's state file ${error.message}: this run's changes to the emulator are lost when it ends. Make ${EMULATOR_DIR}/ writable (or free space), then run again.`
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
