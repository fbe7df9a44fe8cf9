import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MissingOptionError,
  OptionError
} from "./chunk-LG26PJLV.js";
import {
  OPTIONS,
  parseOr
} from "./chunk-E76EZZ2N.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";

// src/app/run/connection.ts
import { readFile } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
async function connect(ctx, observer) {
  const { createObserveClient } = await import("./undici-client-GH66I6W5.js");
  const { concurrency, pageSize } = ctx.options;
  const runSignal = ctx.deadline;
  if (ctx.options.emulator) {
    if (!ctx.startEmbedded) throw new OptionError("emulator", "is not offered here");
    const service = await ctx.startEmbedded(ctx);
    ctx.addSecret(service.apiKey);
    const client2 = createObserveClient({
      baseUrl: service.baseUrl,
      apiKey: service.apiKey,
      concurrency,
      pageSize,
      runSignal,
      observer
    });
    return {
      client: client2,
      baseUrl: service.baseUrl,
      embedded: true,
      target: service.target,
      close: async () => {
        await client2.close();
        await service.close();
      }
    };
  }
  const baseUrl = ctx.options.baseUrl;
  if (baseUrl === void 0) throw new MissingOptionError("baseUrl");
  const apiKey = await readApiKey(ctx);
  ctx.addSecret(apiKey);
  const client = createObserveClient({
    baseUrl,
    apiKey,
    concurrency,
    pageSize,
    runSignal,
    observer
  });
  return { client, baseUrl, embedded: false, target: baseUrl, close: () => client.close() };
}
async function readApiKey(ctx) {
  const file = ctx.options.apiKeyFile;
  if (file === void 0) {
    const variable = ctx.options.apiKeyEnv;
    if (variable !== void 0) return keyFromVariable(ctx, variable);
    if (ctx.options.apiKey === void 0) throw new MissingOptionError("apiKey");
    return ctx.options.apiKey;
  }
  let text;
  try {
    text = await readFile(isAbsolute(file) ? file : resolve(ctx.cwd, file), "utf8");
  } catch (error) {
    throw new OptionError(
      "apiKeyFile",
      `${file} cannot be read: ${error.code ?? "error"}`
    );
  }
  return parseOr(
    OPTIONS.apiKey.parse,
    text,
    (why) => new OptionError("apiKeyFile", `${file}: the key ${why}`)
  );
}
function keyFromVariable(ctx, variable) {
  const whose = ctx.options.target ? `the target ${ctx.options.target}` : "this run";
  const value = ctx.env[variable];
  if (value === void 0 || value.trim() === "") {
    throw new UserError(
      `the key of ${whose} is read from the environment variable ${variable} (apiKeyEnv in the config file), and it is not set: set ${variable}, or pass --api-key-file FILE`
    );
  }
  return parseOr(
    OPTIONS.apiKey.parse,
    value,
    (why) => new UserError(`the key in ${variable} (apiKeyEnv) ${why}`)
  );
}

export {
  connect
};
