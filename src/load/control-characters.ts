// Characters YAML does not allow in a stream (YAML 1.2, 5.1: only tab, line feed, carriage
// return and printable characters): a NUL or an ESC in a file is an error on its line, never
// part of a value, so none reaches a terminal, a log or the server. A carriage return that
// ends a line without a line feed is one too: it hides text on a terminal and moves lines.
// Pure; called by the YAML reader before it parses.
import type { Diagnostic } from '../model/diagnostic.js';

/** C0 controls but tab/LF/CR, DEL, C1 controls but NEL (U+0085), and a CR without an LF. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]|\r(?!\n)/g;

/** Lines reported per file; the rest are counted in the last diagnostic. */
export const MAX_CONTROL_LINES = 10;

/** Whether the text holds a character YAML does not allow (one scan, no allocation). */
function hasControlCharacters(text: string): boolean {
  FORBIDDEN.lastIndex = 0;
  return FORBIDDEN.test(text);
}

/** One `yaml.controlCharacter` error per line that holds such a character (the first on it). */
export function controlCharacters(text: string, file: string): Diagnostic[] {
  if (!hasControlCharacters(text)) return [];
  const found: Diagnostic[] = [];
  let lines = 0;
  let line = 1;
  let lineStart = 0;
  let lastLine = 0;
  FORBIDDEN.lastIndex = 0;
  for (const match of text.matchAll(FORBIDDEN)) {
    const offset = match.index;
    for (
      let i = text.indexOf('\n', lineStart);
      i !== -1 && i < offset;
      i = text.indexOf('\n', lineStart)
    ) {
      line++;
      lineStart = i + 1;
    }
    if (line === lastLine) continue;
    lastLine = line;
    lines++;
    if (lines > MAX_CONTROL_LINES) continue;
    const column = offset - lineStart + 1;
    found.push({
      severity: 'error',
      code: 'yaml.controlCharacter',
      message: messageFor(match[0]),
      file,
      line,
      column,
      endLine: line,
      endColumn: column + 1,
    });
  }
  if (lines > MAX_CONTROL_LINES) {
    const last = found[found.length - 1]!;
    last.message += ` (and ${lines - MAX_CONTROL_LINES} more lines with such characters)`;
  }
  return found;
}

function messageFor(found: string): string {
  if (found === '\r')
    return 'a carriage return (CR) ends this line without a line feed: save the file with LF (or CRLF) line endings';
  const code = found.charCodeAt(0);
  const name = NAMES[code] ?? `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `the control character ${name} is not allowed in YAML (only tab, line feed and carriage return are); remove it, or write it as an escape in a double-quoted string`;
}

const NAMES: Record<number, string> = {
  0x00: 'NUL (U+0000)',
  0x07: 'BEL (U+0007)',
  0x08: 'backspace (U+0008)',
  0x0b: 'vertical tab (U+000B)',
  0x0c: 'form feed (U+000C)',
  0x1b: 'ESC (U+001B)',
  0x7f: 'DEL (U+007F)',
};
