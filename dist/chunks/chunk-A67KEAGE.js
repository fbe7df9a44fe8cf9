import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatYamlText
} from "./chunk-R2C2A3PX.js";
import {
  excerptOf,
  hintYamlSlips
} from "./chunk-BJXUUNXN.js";
import {
  readSource
} from "./chunk-QWLHLGBP.js";

// src/read/format-file.ts
async function formatFile(found) {
  const path = found.relative;
  const source = await readSource(found.absolute, path);
  if ("diagnostic" in source)
    return {
      file: { path, absolute: found.absolute, changed: false, errors: [source.diagnostic] }
    };
  const { text } = source;
  const result = formatYamlText(text, { file: path });
  if (result.kind === "refused") {
    const errors = hintYamlSlips(result.diagnostics, text);
    return {
      file: { path, absolute: found.absolute, changed: false, errors },
      excerpt: excerptOf(text, errors)
    };
  }
  const changed = result.changed;
  return {
    file: {
      path,
      absolute: found.absolute,
      changed,
      errors: [],
      ...changed ? { before: text, after: result.text } : {}
    }
  };
}

export {
  formatFile
};
