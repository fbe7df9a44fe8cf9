// The secrets of a run (the API key, the Action's GitHub token) and the one redactor every
// output passes through: CLI stdout and stderr, the Action's log, annotations, outputs, job
// summary and comment, saved plan files, import's files. A secret is added when it is read
// (the CLI reads the key only when it connects), so the redactor takes secrets added later.
// It redacts at the sinks, not the data: whatever echoes a key (a server putting it in an
// annotation field, a message quoting a request, as it is or encoded) shows `***` in every byte
// written.
import { echoedForms } from '../../text/echoed-forms.js';
import { SecretRedactor } from '../../text/secret-redactor.js';
import { escapeData, escapeProperty } from '../../text/workflow-command.js';
import { escapeJson, escapeText } from '../../text/escape-text.js';
import { code, escapeMarkdown } from '../../text/markdown.js';

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

/** Every form a view may have written `secret` in, of each form a server may echo it in. */
function writtenForms(secret: string): string[] {
  const echoed = new Set([...echoedForms(secret), escapeText(secret)]);
  return [...echoed].flatMap((shown) => FORMS.map((form) => form(shown)));
}

/** The run's secrets: the shared redactor (text/secret-redactor.ts) over the views' forms. */
export class Secrets extends SecretRedactor {
  constructor() {
    super(writtenForms);
  }

  /** Adds a secret, trimmed (undefined, empty or very short ones are ignored). */
  override add(secret: string | undefined): void {
    super.add(secret?.trim());
  }
}
