import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  OptionError
} from "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-ONBS6DE5.js";

// src/cli/emulator-command.ts
import { inspect } from "node:util";
function stderrLogger(io) {
  return {
    info: (message) => io.stderr.write(`emulator: ${message}
`),
    warn: (message) => io.stderr.write(`emulator: warning: ${message}
`),
    error: (message, error) => io.stderr.write(
      `emulator: error: ${message}${error instanceof Error ? `
${error.stack ?? error.message}` : error === void 0 ? "" : `: ${inspect(error)}`}
`
    )
  };
}
function developmentKey(emulator, dataFile, io) {
  if (dataFile === void 0) return emulator.makeDevelopmentKey();
  const found = emulator.developmentKeyFor(dataFile);
  if (found.kept)
    io.stderr.write(
      `emulator: the development key is ${found.reused ? "the one kept in" : "kept in"} ${found.file}: a restart with --data ${dataFile} accepts it again
`
    );
  else
    io.stderr.write(
      `emulator: warning: the development key cannot be kept in ${found.file} (${found.why}): it lasts this run only
`
    );
  return found.spec;
}
function howToUse(baseUrl, devKey, io) {
  const key = devKey === void 0 ? "# and OBSERVE_API_KEY: one of the keys given with --api-key\n" : devKey === io.env.OBSERVE_API_KEY ? "# OBSERVE_API_KEY: this shell holds the development key already\n" : `export OBSERVE_API_KEY=${shellWord(devKey)}
`;
  return `# To use it, set in the shell that runs observe-annotations:
export OBSERVE_BASE_URL=${shellWord(baseUrl)}
${key}`;
}
function shellWord(text) {
  return /^[\w.:/@%+=-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
function unknownKeyHint(key) {
  return `This is the Observe emulator (observe-annotations emulator): it accepts the development key it printed when it started (${key.slice(0, 8)}\u2026).`;
}
async function runEmulator({ ctx, io }) {
  const emulator = await import("./emulator-GEX6TOSW.js");
  const { options, devKey } = emulatorOptions(ctx.options, emulator, io);
  const running = await start(emulator, options);
  if (devKey) {
    io.stdout.write(
      `Development API key (every permission, project ${devKey.project}): ${devKey.key}
`
    );
  }
  io.stdout.write(
    `Observe emulator listening on ${running.baseUrl}
${howToUse(running.baseUrl, devKey?.key, io)}`
  );
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
function emulatorOptions(o, emulator, io) {
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
  const devKey = apiKeys.length === 0 ? developmentKey(emulator, o.dataFile, io) : void 0;
  const options = {
    host: o.host,
    port: o.port,
    apiKeys: devKey ? [devKey] : apiKeys,
    // Only the key it made and printed itself, and only its first characters: enough to tell
    // which one, never the whole key to whoever asks.
    ...devKey ? { unknownKeyHint: unknownKeyHint(devKey.key) } : {},
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
  return devKey ? { options, devKey } : { options };
}
async function start(emulator, options) {
  try {
    return await emulator.startEmulator(options);
  } catch (error) {
    const code = error.code;
    if (code === "EADDRINUSE")
      throw new OptionError(
        "port",
        `${options.port} is in use on ${options.host}; pick another with --port (0 = any free port)`
      );
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
      throw new OptionError("host", `${options.host}: cannot listen on it`);
    if (error instanceof RangeError) throw new UserError(error.message);
    if (error instanceof emulator.StateFormatError || error instanceof emulator.StateFileError)
      throw new OptionError(
        "dataFile",
        `${options.dataFile}: ${error.message}; move it away or pick another file`
      );
    throw error;
  }
}
export {
  runEmulator
};
