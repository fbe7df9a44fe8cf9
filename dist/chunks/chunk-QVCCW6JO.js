import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/text/escape-text.ts
var BIDI_CONTROLS = "\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";
var CONTROL = new RegExp(
  `[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]`,
  "g"
);
var CONTROL_OR_NEWLINE = new RegExp(
  `[\\u0000-\\u0008\\u000a-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]`,
  "g"
);
var COMMAND_START = /^(\s*):(?=:)/gm;
var LEGACY_COMMAND = /##\[/g;
var MAY_NEED_ESCAPE = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]|::|##\\[`
);
var NAMED = { "\n": "\\n", "\r": "\\r", "\x1B": "\\x1b" };
function escapeText(text, options = {}) {
  if (!MAY_NEED_ESCAPE.test(text)) return text;
  const controls = options.multiline ? CONTROL : CONTROL_OR_NEWLINE;
  return neutraliseCommands(text.replace(controls, escapeChar));
}
function neutraliseCommands(text) {
  return text.replace(COMMAND_START, "$1\\x3a").replace(LEGACY_COMMAND, "##\\x5b");
}
function escapeJson(json) {
  return json.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).replace(LEGACY_COMMAND, "##\\u005b");
}
function escapedColumn(line, column) {
  return escapeText(line.slice(0, Math.max(0, column - 1))).length + 1;
}
function escapeChar(c) {
  const named = NAMED[c];
  if (named) return named;
  const code = c.charCodeAt(0);
  return code < 256 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

export {
  BIDI_CONTROLS,
  escapeText,
  neutraliseCommands,
  escapeJson,
  escapedColumn
};
