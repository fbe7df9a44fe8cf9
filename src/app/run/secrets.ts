// The secrets of a run (the API key, the Action's GitHub token) and the one redactor every
// output passes through: CLI stdout and stderr, the Action's log, annotations, outputs, job
// summary and comment, saved plan files, import's files. A secret is added when it is read
// (the CLI reads the key only when it connects), so the redactor takes secrets added later.
// It redacts at the sinks, not the data: whatever echoes a key (a server putting it in an
// annotation field, a message quoting a request, as it is or encoded) shows `***` in every byte
// written.
import {
  echoedForms,
  encodedPattern,
  hideEncoded,
  spelledPattern,
} from '../../text/echoed-forms.js';
import { escapeData, escapeProperty } from '../../text/workflow-command.js';
import { escapeJson, escapeText } from '../../text/escape-text.js';
import { code, escapeMarkdown } from '../../text/markdown.js';

/** What a secret is replaced with. */
export const REDACTED = '***';

/** Shorter strings are not secrets worth the noise of redacting them everywhere. */
const MIN_LENGTH = 4;

/**
 * How the views may have written a secret by the time it reaches a sink: as it is, or through
 * one of their escapings (JSON, Markdown, inline code, a workflow command's data or property,
 * a URL), after `escapeText` or not, and each of the forms a server may have echoed it in
 * (URL-encoded, base64, base64url, hex: `echoedForms`). A secret is removed in each of these.
 */
const FORMS: ((s: string) => string)[] = [
  (s) => s,
  (s) => JSON.stringify(s).slice(1, -1),
  (s) => escapeJson(JSON.stringify(s).slice(1, -1)),
  escapeMarkdown,
  (s) => code(s).slice('<code>'.length, -'</code>'.length),
  escapeData,
  escapeProperty,
  encodeURIComponent,
];

export class Secrets {
  private forms: string[] = [];
  /** The secrets' base64 within longer encoded texts (`encodedPattern`), found last. */
  private patterns: RegExp[] = [];
  /** The secrets' forms URL-encoded any way, or with `\/` (`spelledPattern`). */
  private spellings: ReturnType<typeof spelledPattern>[] = [];
  private readonly known = new Set<string>();

  /** Adds a secret (undefined, empty or very short ones are ignored); from now on it is redacted. */
  add(secret: string | undefined): void {
    const value = secret?.trim();
    if (!value || value.length < MIN_LENGTH || this.known.has(value)) return;
    this.known.add(value);
    const forms = new Set(this.forms);
    const pattern = encodedPattern(value);
    if (pattern) this.patterns.push(pattern);
    this.spellings.push(spelledPattern(value));
    const echoed = new Set([...echoedForms(value), escapeText(value)]);
    for (const shown of echoed)
      for (const form of FORMS) if (form(shown).length >= MIN_LENGTH) forms.add(form(shown));
    // Longest first, so no form is left half replaced by a shorter one inside it.
    this.forms = [...forms].sort((a, b) => b.length - a.length);
  }

  /** `text` with every form of every secret replaced by `***`. */
  readonly redact = (text: string): string => {
    let out = text;
    // Spelled first: `Bearer+%2Fkey` is the header's form, not `Bearer+` and the key's.
    for (const { pattern, needed } of this.spellings)
      if (needed(out)) out = out.replace(pattern, REDACTED);
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    for (const pattern of this.patterns) out = hideEncoded(out, pattern, REDACTED);
    return out;
  };
}
