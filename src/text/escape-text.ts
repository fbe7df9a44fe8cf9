// Output is data, never commands: the one helper every view passes text from files and
// servers through. A terminal must not receive control sequences from a file (ESC, BEL, a
// C1 CSI), and a GitHub runner reads any log line that starts with `::` (after spaces) as a
// workflow command, and `##[` anywhere in a line as a legacy one. Pure.

/**
 * The invisible characters that reorder text on screen: the Arabic letter mark, the left-to-right
 * and right-to-left marks, the embeddings and overrides, and the isolates. One list, for every
 * escaping that shows or drops them (terminals, JSON, Markdown, Mermaid, workflow commands).
 */
export const BIDI_CONTROLS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** C0 controls but tab and line feed, DEL, C1, line and paragraph separators, BIDI_CONTROLS. */
const CONTROL = new RegExp(
  `[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]`,
  'g',
);
const CONTROL_OR_NEWLINE = new RegExp(
  `[\\u0000-\\u0008\\u000a-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]`,
  'g',
);
/** What a runner reads as a command: `::` first on a line (after spaces), `##[` anywhere. */
const COMMAND_START = /^(\s*):(?=:)/gm;
const LEGACY_COMMAND = /##\[/g;

/**
 * Anything any of the above could match (a control, a line break, `::`, `##[`): text without
 * one is printed as it is, which most keys and messages are (a progress line per write).
 */
const MAY_NEED_ESCAPE = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]|::|##\\[`,
);

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\u001b': '\\x1b' };

/**
 * Text from a file or a server, safe to print: control characters shown as escapes (`\x1b`,
 * `\r`, `\u202e`), a line that would start with `::` shown with its first colon as `\x3a`, and
 * `##[` as `##\x5b`. A single-line value (the default: a key, a message, a file name) shows
 * its line breaks as `\n` too; `multiline` keeps them, for text shown line by line.
 */
export function escapeText(text: string, options: { multiline?: boolean } = {}): string {
  if (!MAY_NEED_ESCAPE.test(text)) return text;
  const controls = options.multiline ? CONTROL : CONTROL_OR_NEWLINE;
  return neutraliseCommands(text.replace(controls, escapeChar));
}

/**
 * A whole rendered output, line by line: no line can start a workflow command. Our own
 * control sequences (colours) are kept; the values in it went through `escapeText` already.
 */
export function neutraliseCommands(text: string): string {
  return text.replace(COMMAND_START, '$1\\x3a').replace(LEGACY_COMMAND, '##\\x5b');
}

/**
 * JSON output as `JSON.stringify` makes it, with the characters it leaves raw (DEL, C1
 * controls, line and paragraph separators, bidirectional overrides) and the `[` of `##[`
 * written as `\u` escapes: the same JSON value, and nothing a terminal or a runner would act
 * on (its lines start with spaces and a quote or a bracket, never with `::`).
 */
export function escapeJson(json: string): string {
  return json
    .replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(LEGACY_COMMAND, '##\\u005b');
}

/** Where column `column` (1-based, in `line`) lands once `line` is escaped. */
export function escapedColumn(line: string, column: number): number {
  return escapeText(line.slice(0, Math.max(0, column - 1))).length + 1;
}

function escapeChar(c: string): string {
  const named = NAMED[c];
  if (named) return named;
  const code = c.charCodeAt(0);
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}
