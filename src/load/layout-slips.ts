// Slips of layout the YAML reader words in its own terms, said on the line the user slipped on
// with what to write instead (the reader's words follow in brackets):
// - a field indented more than the field above it, which YAML reads as a continuation of that
//   field's value (the reader reports it on the line above);
// - a field indented less than the one above it in the same list item;
// - a field written without its colon (`kind event`);
// - a list item whose `-` is out of line with the item above it;
// - a tab among a line's indentation.
// Pure: each diagnostic looks at a bounded number of lines around it.
import type { Diagnostic } from '../model/diagnostic.js';
import { excerpt } from '../text/excerpt.js';

/** `key: value` or `- key: value` as written (a field name, then a colon). */
const KEY_LINE = /^( *)(- +)?([A-Za-z_][\w.-]*) *:( .*)?$/;
/** A field name and words after it, with no colon between. */
const NO_COLON = /^( *)(- +)?([A-Za-z_][\w.-]*) +(\S.*)$/;
/** A list item: `-` then a space or the line's end. */
const ITEM_LINE = /^( *)-(?: |$)/;
/** `---` or `...` on a line of its own: a document's end. */
const DOCUMENT_BREAK = /^(?:---|\.\.\.)(?:\s|$)/;
/** Lines looked at around a diagnostic, at most (a list item's other fields, say). */
const MAX_LOOK = 1000;
/** Code points of a name or value a message quotes, at most (`excerpt`'s length). */
const MAX_SAID = 80;
/** Characters of a line looked at: the slips are all near its start. */
const MAX_WIDTH = 2000;

interface Field {
  /** 0-based column of the field's name. */
  column: number;
  name: string;
  /** The value after the colon, comment dropped (empty: the value is on the lines below). */
  value: string;
  /** 0-based column of the `-` when the line starts a list item. */
  dash?: number;
}

/** A slip found: the diagnostic that says it, and the lines whose syntax errors it explains. */
interface Slip {
  line: number;
  column: number;
  endColumn: number;
  message: string;
  /** 1-based lines whose `yaml.syntax` diagnostics the slip explains. */
  from: number;
  to: number;
}

/**
 * The diagnostics of one file with the slips above explained: each slip becomes one
 * diagnostic on its own line, in place of the syntax errors it caused. `lines` is the file's
 * text split into lines.
 */
export function hintLayoutSlips(
  diagnostics: readonly Diagnostic[],
  lines: readonly string[],
): Diagnostic[] {
  const text = new Lines(lines);
  const slips: Slip[] = [];
  const seen = new Set<number>();
  for (const d of diagnostics) {
    if (d.line === undefined || seen.has(d.line)) continue;
    if (d.code !== 'yaml.syntax' && d.code !== 'yaml.tab') continue;
    seen.add(d.line);
    const slip = d.code === 'yaml.tab' ? tabSlip(text, d.line) : syntaxSlip(text, d.line);
    if (slip && !slips.some((s) => s.line === slip.line)) slips.push(slip);
  }
  if (slips.length === 0) return [...diagnostics];
  const explained = (d: Diagnostic) =>
    (d.code === 'yaml.syntax' || d.code === 'yaml.tab') &&
    slips.find((s) => d.line! >= s.from && d.line! <= s.to);
  const placed = new Map<Slip, Diagnostic>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const slip = explained(d);
    if (!slip) out.push(d);
    else if (!placed.has(slip)) placed.set(slip, placeSlip(slip, d));
  }
  return [...out, ...placed.values()].sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
}

/** The slip's diagnostic, from the first syntax error it explains (file, severity, words). */
function placeSlip(slip: Slip, d: Diagnostic): Diagnostic {
  return {
    ...d,
    message: `${slip.message} (YAML: ${d.message})`,
    line: slip.line,
    column: slip.column + 1,
    endLine: slip.line,
    endColumn: slip.endColumn + 1,
  };
}

/** A syntax error on `line`: the slip on it, or on the line below it, if there is one. */
function syntaxSlip(text: Lines, line: number): Slip | undefined {
  const previous = text.previousContent(line);
  return (
    overIndented(text, line, text.nextContent(line)) ??
    (previous === undefined ? undefined : overIndented(text, previous, line)) ??
    underIndented(text, line) ??
    itemOutOfLine(text, line)
  );
}

/**
 * The field on content line `below` sits deeper than the field with a value on `line` above
 * it (the reader words it on either line, by the kind of that value).
 */
function overIndented(text: Lines, line: number, below: number | undefined): Slip | undefined {
  const above = text.field(line);
  const field = below === undefined ? undefined : text.field(below);
  if (!above || !field || above.value === '' || /^[|>]/.test(above.value)) return undefined;
  if (field.dash !== undefined || field.column <= above.column) return undefined;
  return {
    line: below!,
    column: field.column,
    endColumn: field.column + field.name.length,
    message: `${said(field.name)} is indented more than ${said(above.name)} above it: start it at column ${above.column + 1}, as ${said(above.name)}`,
    from: line,
    to: below!,
  };
}

/** A field on `line` sits left of the field above it, yet right of that list item's `-`. */
function underIndented(text: Lines, line: number): Slip | undefined {
  const field = text.field(line) ?? noColon(text, line);
  const previous = text.previousContent(line);
  const above = previous === undefined ? undefined : text.field(previous);
  if (!field || !above || above.dash === undefined || field.dash !== undefined) return undefined;
  if (field.column >= above.column || field.column <= above.dash) return undefined;
  return {
    line,
    column: field.column,
    endColumn: field.column + field.name.length,
    message: `${said(field.name)} is indented less than ${said(above.name)} above it, in the same list item: start it at column ${above.column + 1}, as ${said(above.name)}`,
    from: line,
    to: line,
  };
}

/** A field name then words, no colon: the whole diagnostic, or undefined. */
function noColonSlip(text: Lines, line: number): Slip | undefined {
  const field = noColon(text, line);
  if (!field) return undefined;
  return {
    line,
    column: field.column,
    endColumn: field.column + field.name.length,
    message: `${said(field.name)} has no colon after it: write ${said(field.name)}: ${said(field.value)}`,
    from: line,
    to: line,
  };
}

/** `line` is a list item whose `-` is out of line with the nearest item above it. */
function itemOutOfLine(text: Lines, line: number): Slip | undefined {
  const item = ITEM_LINE.exec(text.head(line));
  if (!item) return noColonSlip(text, line);
  const dash = item[1]!.length;
  // Up past the lines of the items above (deeper, or as deep but no item) to the nearest item.
  for (let i = text.previousContent(line), n = 0; i !== undefined && n < MAX_LOOK; n++) {
    const head = text.head(i);
    const sibling = ITEM_LINE.exec(head);
    if (sibling) {
      const column = sibling[1]!.length;
      if (column === dash) return undefined;
      return {
        line,
        column: dash,
        endColumn: dash + 1,
        message: `this list item is out of line with the item above it: start its - at column ${column + 1}, as that one's`,
        from: line,
        to: line,
      };
    }
    if (indentOf(head) < dash) return undefined;
    i = text.previousContent(i);
  }
  return undefined;
}

/** A tab among the indentation of `line`: say how many spaces stand for it. */
function tabSlip(text: Lines, line: number): Slip | undefined {
  const indent = INDENT.exec(text.head(line))![0];
  if (!indent.includes('\t')) return undefined;
  const column = startColumn(text, line, 0);
  const words =
    column === 0
      ? 'remove the tab, to start it at column 1'
      : `indent it with ${column} spaces instead`;
  return {
    line,
    column: 0,
    endColumn: indent.length,
    message: `this line is indented with a tab, and YAML indents with spaces only: ${words}`,
    from: line,
    to: line,
  };
}

/** Spaces and tabs at a line's start. */
const INDENT = /^[ \t]*/;
/** Tab-indented lines above one looked through to place it (each placed by the one above). */
const MAX_TABBED = 50;

/**
 * The column `line`'s content starts at, a tab among its indentation read as the spaces the
 * line above asks for: two more than a field that opens a block, else as that line's own.
 */
function startColumn(text: Lines, line: number, depth: number): number {
  const head = text.head(line);
  const indent = INDENT.exec(head)![0];
  if (!indent.includes('\t')) return indent.length;
  const previous = text.previousContent(line);
  if (previous === undefined || depth >= MAX_TABBED) return 0;
  const above = text.head(previous);
  const start = startColumn(text, previous, depth + 1);
  const field = fieldIn(' '.repeat(start) + above.slice(INDENT.exec(above)![0].length));
  if (!field) return start;
  return field.value === '' ? field.column + 2 : field.column;
}

/** A field name then words without a colon on `line`, or undefined. */
function noColon(text: Lines, line: number): Field | undefined {
  const m = NO_COLON.exec(text.head(line));
  const value = m?.[4] === undefined ? undefined : withoutComment(m[4]);
  if (!m || !value || value.startsWith('#') || value.endsWith(':') || value.includes(': '))
    return undefined;
  return fieldOf(m, value);
}

function fieldOf(m: RegExpExecArray, value: string): Field {
  const [, spaces, dash, name] = m;
  return {
    column: spaces!.length + (dash?.length ?? 0),
    name: name!,
    value,
    ...(dash ? { dash: spaces!.length } : {}),
  };
}

/** The field `head` (a line's start) holds, or undefined. */
function fieldIn(head: string): Field | undefined {
  const m = KEY_LINE.exec(head);
  if (!m) return undefined;
  const value = (m[4] ?? '').trim();
  return fieldOf(m, value.startsWith('#') ? '' : withoutComment(value));
}

/** A name or value of the file as a message says it: cut to an excerpt, however long. */
export function said(text: string): string {
  return excerpt(text.slice(0, 2 * MAX_SAID));
}

/** `value` without a comment after it (` # …`), trimmed; linear, whatever the spaces. */
export function withoutComment(value: string): string {
  const comment = value.search(/\s#/);
  return (comment < 0 ? value : value.slice(0, comment)).trimEnd();
}

function indentOf(head: string): number {
  return /^ */.exec(head)![0].length;
}

/** The file's lines, 1-based, read near their start; content lines skip blanks and comments. */
class Lines {
  constructor(private readonly lines: readonly string[]) {}

  head(line: number): string {
    return (this.lines[line - 1] ?? '').slice(0, MAX_WIDTH);
  }

  field(line: number): Field | undefined {
    return fieldIn(this.head(line));
  }

  nextContent(line: number): number | undefined {
    return this.content(line, 1);
  }

  previousContent(line: number): number | undefined {
    return this.content(line, -1);
  }

  private content(line: number, step: 1 | -1): number | undefined {
    const last = this.lines.length;
    for (let i = line + step, n = 0; i >= 1 && i <= last && n < MAX_LOOK; i += step, n++) {
      const head = this.head(i);
      if (DOCUMENT_BREAK.test(head)) return undefined;
      if (!/^\s*(?:#|$)/.test(head)) return i;
    }
    return undefined;
  }
}
