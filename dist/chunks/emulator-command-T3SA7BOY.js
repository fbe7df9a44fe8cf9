import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError,
  optionsFor
} from "./chunk-25GGN4UR.js";
import "./chunk-FA6EQWUK.js";

// src/cli/emulator-command.ts
function flag(flags, name) {
  const value = flags[name];
  if (typeof value === "string") return value;
  const fallback = optionsFor("emulator").find((o) => o.name === name)?.default;
  return typeof fallback === "string" ? fallback : void 0;
}
function list(flags, name) {
  const value = flags[name];
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
}
function number(flags, name, min, max, integer = false) {
  const text = flag(flags, name) ?? "0";
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || value < min || value > max || integer && !Number.isInteger(value)) {
    throw new UserError(
      `--${name} must be ${integer ? "an integer" : "a number"} from ${min} to ${max}, not '${text}'`
    );
  }
  return value;
}
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
async function runEmulator(ctx) {
  const emulator = await import("./emulator-QRELSJHN.js");
  const { flags, io } = ctx;
  if (ctx.positionals.length > 0) {
    throw new UserError(`emulator takes no positional arguments (got '${ctx.positionals[0]}')`);
  }
  let apiKeys;
  let faults;
  try {
    apiKeys = list(flags, "api-key").map((text) => emulator.parseApiKey(text));
    faults = emulator.parseFaults(flag(flags, "faults") ?? "");
  } catch (error) {
    throw new UserError(
      `${error instanceof emulator.FaultListError ? "--faults" : "--api-key"}: ${error.message}`
    );
  }
  let devKey;
  if (apiKeys.length === 0) {
    devKey = emulator.makeDevelopmentKey();
    apiKeys = [devKey];
  }
  const seedText = flags.seed;
  const options = {
    host: flag(flags, "host"),
    port: number(flags, "port", 0, 65535, true),
    apiKeys,
    timezone: flag(flags, "timezone"),
    findings: list(flags, "finding"),
    dataFile: flag(flags, "data"),
    latencyMs: number(flags, "latency", 0, 6e5),
    faultRate: number(flags, "fault-rate", 0, 1),
    faults,
    seed: typeof seedText === "string" ? number(flags, "seed", 0, 2 ** 32 - 1, true) : void 0,
    createDelayMs: number(flags, "create-delay", 0, 6e5),
    logger: stderrLogger(io)
  };
  let running;
  try {
    running = await emulator.startEmulator(options);
  } catch (error) {
    const e = error;
    if (e.code === "EADDRINUSE")
      throw new UserError(
        `port ${options.port} is in use on ${options.host}; pick another with --port (0 = any free port)`
      );
    if (e.code === "EADDRNOTAVAIL" || e.code === "ENOTFOUND")
      throw new UserError(`cannot listen on --host ${options.host}`);
    if (error instanceof RangeError) throw new UserError(error.message);
    if (error instanceof emulator.StateFormatError || error instanceof emulator.StateFileError)
      throw new UserError(
        `--data ${options.dataFile}: ${error.message}; move it away or pick another file`
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
      throw new UserError(
        `--data ${options.dataFile}: ${error.message}; the last changes are lost`
      );
    throw error;
  }
  io.stderr.write("Observe emulator stopped.\n");
  return 0;
}
export {
  runEmulator
};
