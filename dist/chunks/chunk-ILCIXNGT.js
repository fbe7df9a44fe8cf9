import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  escapeText
} from "./chunk-QVCCW6JO.js";

// src/text/markdown.ts
var oneLine = (text) => text.replace(/\s*\r?\n\s*/g, " ");
var NAMED = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
var entity = (c) => NAMED[c] ?? `&#${c.charCodeAt(0)};`;
function inert(text) {
  return text.replace(/@(?=[\p{L}\p{N}_-])/gu, "[@]").replace(/#(?=\d)/g, "[#]").replace(/(?<=gh)-(?=\d)/gi, "[-]").replace(/(?<=[a-z0-9+.-]):\/\//gi, "[:]//").replace(/(?<![\p{L}\p{N}])www\./giu, (www) => `${www.slice(0, 3)}[.]`);
}
function escapeMarkdown(text) {
  return inert(oneLine(escapeText(text))).replace(/[\\`*_[\]|#~!]/g, "\\$&").replace(/[&<>]/g, entity);
}
function code(text) {
  return `<code>${inert(oneLine(escapeText(text))).replace(/[&<>\\`*_[\]|#~]/g, entity)}</code>`;
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
