import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatYamlText
} from "./chunk-DYQZMYDL.js";
import {
  excerptOf,
  hintYamlSlips
} from "./chunk-2CDXNC6U.js";
import {
  readSource
} from "./chunk-3PRYANI3.js";

// src/read/format-file.ts
async function formatFile(found) {
  return formatSource(
    await readSource(found.absolute, found.relative),
    found.relative,
    found.absolute
  );
}
function formatSource(source, path, absolute) {
  const at = absolute === void 0 ? {} : { absolute };
  if ("diagnostic" in source)
    return { file: { path, ...at, changed: false, errors: [source.diagnostic] } };
  const { text } = source;
  const result = formatYamlText(text, { file: path });
  if (result.kind === "refused") {
    const errors = hintYamlSlips(result.diagnostics, text);
    return {
      file: { path, ...at, changed: false, errors },
      excerpt: excerptOf(text, errors)
    };
  }
  const changed = result.changed;
  return {
    file: {
      path,
      ...at,
      changed,
      errors: [],
      ...changed ? { before: text, after: result.text } : {}
    }
  };
}

export {
  formatFile,
  formatSource
};
