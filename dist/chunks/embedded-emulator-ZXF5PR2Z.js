import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkNotLeadingOut,
  prepareFolder,
  writeFileNoFollow
} from "./chunk-VKMBZN4L.js";
import "./chunk-UTWCNP5Y.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-EUEBU67B.js";
import "./chunk-FA6EQWUK.js";

// src/cli/embedded-emulator.ts
import { randomBytes } from "node:crypto";
import { join } from "node:path";
var EMULATOR_DIR = ".observe-emulator";
var startEmbedded = async (ctx) => {
  const { startEmulator, parseApiKey } = await import("./emulator-EEP5F6EM.js");
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
  const emulator = await startEmulator({
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
  return {
    baseUrl: emulator.baseUrl,
    apiKey,
    target: `emulator:${shownDir}`,
    close: () => emulator.close()
  };
};
export {
  EMULATOR_DIR,
  startEmbedded
};
