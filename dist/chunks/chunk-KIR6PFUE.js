import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readSavedPlan,
  savedPlanOf,
  savedPlanText
} from "./chunk-4OIN6A6Q.js";
import {
  writeFileNoFollow
} from "./chunk-5BZUDV4N.js";
import {
  UserError,
  systemReason
} from "./chunk-DZ5A7VSD.js";

// src/app/session/saved-plan-file.ts
import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
async function writeSavedPlanFile(ctx, run, file) {
  const saved = savedPlanOf(ctx, run, Date.now());
  if (!saved) return void 0;
  const path = resolve(ctx.cwd, file);
  try {
    writeFileNoFollow(path, ctx.redact(savedPlanText(saved)), ctx.cwd, file);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`cannot write the saved plan to ${file}: ${systemReason(error)}`);
  }
  return path;
}
var MAX_SAVED_PLAN_BYTES = 256 * 1024 * 1024;
async function readSavedPlanFile(ctx, file) {
  const path = resolve(ctx.cwd, file);
  let text;
  try {
    const size = (await stat(path)).size;
    if (size > MAX_SAVED_PLAN_BYTES) {
      throw new UserError(
        `${file} is ${Math.round(size / 1024 / 1024)} MiB: not a saved plan (those are at most 256 MiB)`
      );
    }
    text = await readFile(path, "utf8");
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`cannot read the saved plan ${file}: ${systemReason(error)}`);
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const why = text.trim() === "" ? "it is empty" : error.message;
    throw new UserError(
      `Saved plan: ${file} is not complete JSON (${why}): cut short or edited by hand? Make it again with \`plan --out ${file}\`; nothing was written.`
    );
  }
  return readSavedPlan(value);
}

export {
  writeSavedPlanFile,
  readSavedPlanFile
};
