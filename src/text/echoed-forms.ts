// The forms a server may echo a secret in: as it is, URL-encoded, and as base64, base64url and
// hex, of the secret alone and of the `Bearer` header that carried it. A URL-encoded form is
// spelled many ways (any character encoded or not, `%2b` or `%2B`, `+` for a space, `\/` for a
// slash in JSON): one pattern per form finds them all. Base64 of a longer text that holds the
// secret (a header line, a token) spells it three ways, one for each place it may start at
// within a group of three bytes: the characters that depend on the secret alone are found by a
// pattern, a line break allowed between any two (MIME and PEM wrap base64 at 76 and 64
// columns), and taken out with the group on each side that mixes it with the text around. Pure.

/** Shorter base64 parts are too short to be known for the secret's. */
const MIN_PART = 8;

/** Every whole form of `secret`, without repeats, longest first (a longer one holds shorter ones). */
export function echoedForms(secret: string): string[] {
  const forms = new Set([secret, encodeURIComponent(secret)]);
  for (const text of [secret, `Bearer ${secret}`]) {
    const bytes = Buffer.from(text, 'utf8');
    const hex = bytes.toString('hex');
    const padded = bytes.toString('base64');
    for (const form of [padded, padded.replace(/=+$/, ''), bytes.toString('base64url')])
      forms.add(form);
    forms.add(hex);
    forms.add(hex.toUpperCase());
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/**
 * Every spelling a URL or a JSON string may give the secret, its `Bearer` header and their
 * `echoedForms`: each character as it is or as its UTF-8 bytes `%XX` in either case, a space
 * also as `+`, a `/` also as `\/`. `needed` tells a text that could hold a spelling the plain
 * forms miss (one with a `%`, `Bearer+`, a `+` where the secret has a space, or `\/` where the
 * forms have a slash): the others skip the scan. No two ways of one character start alike but
 * `%` and `%25`, so a match is found in linear time.
 */
export function spelledPattern(secret: string): {
  pattern: RegExp;
  needed: (text: string) => boolean;
} {
  const forms = [`Bearer ${secret}`, ...echoedForms(secret)];
  const pattern = new RegExp(
    forms
      .sort((a, b) => b.length - a.length)
      .map((form) => [...form].map(waysOf).join(''))
      .join('|'),
    'g',
  );
  // The header's space is the only one unless the secret has its own: a `+` alone (a diff's
  // line, base64) is then no reason to scan.
  const plus = secret.includes(' ') ? '+' : 'Bearer+';
  const slash = forms.some((form) => form.includes('/'));
  return {
    pattern,
    needed: (text) => text.includes('%') || text.includes(plus) || (slash && text.includes('\\/')),
  };
}

function waysOf(c: string): string {
  const hex = [...Buffer.from(c, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`);
  const ways = [
    c.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'),
    hex.join('').replace(/[a-f]/g, (d) => `[${d}${d.toUpperCase()}]`),
  ];
  if (c === ' ') ways.push('\\+');
  if (c === '/') ways.push('\\\\/');
  return `(?:${ways.join('|')})`;
}

/**
 * The base64 and base64url characters of `secret` within any longer encoded text, wherever it
 * starts (`hideEncoded` takes them out with their neighbours): undefined for a secret too short
 * to have such a part.
 */
export function encodedPattern(secret: string): RegExp | undefined {
  const bytes = Buffer.from(secret, 'utf8');
  const parts = new Set<string>();
  for (const shift of [0, 1, 2]) {
    const part = alignedPart(bytes, shift);
    if (part.length < MIN_PART) continue;
    parts.add(part);
    parts.add(part.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  if (parts.size === 0) return undefined;
  const wrapped = (part: string) =>
    [...part].map((c) => c.replace(/[+/]/, '\\$&')).join(LINE_BREAK);
  return new RegExp([...parts].map(wrapped).join('|'), 'g');
}

/**
 * The line breaks a wrapped base64 text may have between any two of its characters: as sent,
 * or as a view shows them escaped (`\n`, `\r\n`). None starts with a base64 character.
 */
const BREAKS = ['\r\n', '\n', '\\r\\n', '\\n'];
const LINE_BREAK = String.raw`(?:\r?\n|\\(?:r\\)?n)?`;
const BASE64_CHARACTER = /[A-Za-z0-9+/_-]/;

/** The length of a line break (`BREAKS`) starting at `at` (with `back`, ending there); 0 if none. */
function breakAt(text: string, at: number, back = false): number {
  for (const b of BREAKS) if (text.startsWith(b, back ? at - b.length : at)) return b.length;
  return 0;
}

/**
 * `text` with each match of `pattern` (an `encodedPattern`) replaced by `by`, together with the
 * base64 group on each side that mixes the secret's bits with its neighbours' (up to four
 * characters before and after, line breaks between them skipped, and the padding). One scan.
 */
export function hideEncoded(text: string, pattern: RegExp, by: string): string {
  pattern.lastIndex = 0;
  let out = '';
  let from = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let start = match.index;
    for (let n = 0; n < 4 && start > from;) {
      const skip = breakAt(text, start, true);
      if (skip) start -= skip;
      else if (BASE64_CHARACTER.test(text[start - 1]!)) {
        start--;
        n++;
      } else break;
    }
    let end = match.index + match[0].length;
    for (let n = 0; n < 4 && end < text.length;) {
      const skip = breakAt(text, end);
      if (skip) end += skip;
      else if (BASE64_CHARACTER.test(text[end]!)) {
        end++;
        n++;
      } else break;
    }
    for (let pad = 0; pad < 2 && text[end] === '='; pad++) end++;
    out += text.slice(from, start) + by;
    from = end;
    pattern.lastIndex = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * The base64 characters that depend on the secret's bytes alone when it starts `shift` bytes
 * into a group of three: the group it shares with what comes before, and the one it shares
 * with what follows, are left out.
 */
function alignedPart(bytes: Buffer, shift: number): string {
  const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
  const whole = Math.floor((shift + bytes.length) / 3) * 4;
  return encoded.slice(shift === 0 ? 0 : 4, whole);
}
