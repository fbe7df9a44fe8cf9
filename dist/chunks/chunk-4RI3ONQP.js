import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  escapeText
} from "./chunk-UE5Y5UND.js";

// src/text/markdown.ts
var oneLine = (text) => text.replace(/\s*\r?\n\s*/g, " ");
var NAMED = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
var entity = (c) => NAMED[c] ?? `&#${c.charCodeAt(0)};`;
function escapeMarkdown(text) {
  return oneLine(escapeText(text)).replace(/[\\`*_[\]|#~!]/g, "\\$&").replace(/[&<>]/g, entity);
}
function code(text) {
  return `<code>${oneLine(escapeText(text)).replace(/[&<>\\`*_[\]|#~]/g, entity)}</code>`;
}
function fenced(body, info = "") {
  const text = typeof body === "string" ? body : body.join("\n");
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}
${text}${text === "" || text.endsWith("\n") ? "" : "\n"}${fence}`;
}

export {
  escapeMarkdown,
  code,
  fenced
};
