// The one redactor of secrets, shared by the client (the API key in every answer a server
// gives, api/observe-client.ts) and the run's outputs (app/run/secrets.ts): a secret is
// replaced with `***` as it is and in every form a server may echo it in (`echoedForms`,
// `spelledPattern`, `encodedPattern`), and in the further forms its owner says texts may write
// those in (the outputs: each view's escaping). A secret's forms are worked out once, when it is
// added; each text is then searched once per form. Pure but for the secrets it holds.
import { echoedForms, encodedPattern, hideEncoded, spelledPattern } from './echoed-forms.js';

/** What a secret is replaced with. */
const REDACTED = '***';

/** Shorter strings are not secrets worth the noise of redacting them everywhere. */
const MIN_LENGTH = 4;

export class SecretRedactor {
  /** Every written form of every secret, longest first. */
  private forms: string[] = [];
  /** The secrets' base64 within longer encoded texts (`encodedPattern`), found last. */
  private readonly patterns: RegExp[] = [];
  /** The secrets' forms URL-encoded any way, or with `\/` (`spelledPattern`). */
  private readonly spellings: ReturnType<typeof spelledPattern>[] = [];
  private readonly known = new Set<string>();

  /** `written`: every way a secret may be written in the texts redacted (its echoed forms). */
  constructor(private readonly written: (secret: string) => Iterable<string> = echoedForms) {}

  /** Adds a secret (undefined, empty or very short ones are ignored); from now on it is redacted. */
  add(secret: string | undefined): void {
    if (!secret || secret.length < MIN_LENGTH || this.known.has(secret)) return;
    this.known.add(secret);
    const forms = new Set(this.forms);
    for (const form of this.written(secret)) if (form.length >= MIN_LENGTH) forms.add(form);
    // Longest first, so no form is left half replaced by a shorter one inside it, of any secret.
    this.forms = [...forms].sort((a, b) => b.length - a.length);
    this.spellings.push(spelledPattern(secret));
    const pattern = encodedPattern(secret);
    if (pattern) this.patterns.push(pattern);
  }

  /** `text` with every form of every secret replaced by `***`; `text` itself when none is in it. */
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

/**
 * The redactor of one secret in the forms a server may echo it in (no view's escaping): the
 * client's, built once per key for every answer it reads. Leaves every text as it is for no key.
 */
export function keyRedactor(secret: string | undefined): (text: string) => string {
  const redactor = new SecretRedactor();
  redactor.add(secret);
  return redactor.redact;
}
