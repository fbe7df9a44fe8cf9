import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  OptionError
} from "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import {
  UserError
} from "./chunk-3GO7JZRP.js";
import "./chunk-FA6EQWUK.js";

// src/cli/emulator-command.ts
function stderrLogger(io) {
  return {
    info: (message) => io.stderr.write(`emulator: ${message}
`),
    warn: (message) => io.stderr.write(`emulator: warning: ${message}
`),
    error: (message, error) => io.stderr.write(
      `emulator: error: ${message}${error instanceof Error ? `
${error.stack ?? error.message}` : error === void 0 ? "" : `: ${String(error)}`}
`
    )
  };
}
async function runEmulator({ ctx, io }) {
  const emulator = await import("./emulator-LMSXKDUS.js");
  const o = ctx.options;
  let apiKeys;
  let faults;
  try {
    apiKeys = (o.acceptKeys ?? []).map((text) => emulator.parseApiKey(text));
  } catch (error) {
    throw new OptionError("acceptKeys", `: ${error.message}`);
  }
  try {
    faults = emulator.parseFaults(o.faults);
  } catch (error) {
    throw new OptionError("faults", `: ${error.message}`);
  }
  let devKey;
  if (apiKeys.length === 0) {
    devKey = emulator.makeDevelopmentKey();
    apiKeys = [devKey];
  }
  const options = {
    host: o.host,
    port: o.port,
    apiKeys,
    timezone: o.timezone,
    findings: [...o.findings ?? []],
    dataFile: o.dataFile,
    latencyMs: o.latencyMs,
    faultRate: o.faultRate,
    faults,
    seed: o.seed,
    createDelayMs: o.createDelayMs,
    paging: o.paging,
    logger: stderrLogger(io)
  };
  let running;
  try {
    running = await emulator.startEmulator(options);
  } catch (error) {
    const e = error;
    if (e.code === "EADDRINUSE")
      throw new OptionError(
        "port",
        `${options.port} is in use on ${options.host}; pick another with --port (0 = any free port)`
      );
    if (e.code === "EADDRNOTAVAIL" || e.code === "ENOTFOUND")
      throw new OptionError("host", `${options.host}: cannot listen on it`);
    if (error instanceof RangeError) throw new UserError(error.message);
    if (error instanceof emulator.StateFormatError || error instanceof emulator.StateFileError)
      throw new OptionError(
        "dataFile",
        `${options.dataFile}: ${error.message}; move it away or pick another file`
      );
    throw error;
  }
  if (devKey) {
    io.stdout.write(
      `Development API key (every permission, project ${devKey.project}): ${devKey.key}
`
    );
  }
  io.stdout.write(`Observe emulator listening on ${running.baseUrl}
`);
  await new Promise((resolve) => {
    const unsubscribe = io.onInterrupt?.(() => {
      unsubscribe?.();
      resolve();
    });
  });
  try {
    await running.close();
  } catch (error) {
    if (error instanceof emulator.StateFileError)
      throw new OptionError(
        "dataFile",
        `${options.dataFile}: ${error.message}; the last changes are lost`
      );
    throw error;
  }
  io.stderr.write("Observe emulator stopped.\n");
  return 0;
}
export {
  runEmulator
};
