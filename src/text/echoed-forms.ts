// The forms a server may echo a secret in: as it is, URL-encoded, and as base64, base64url and
// hex, of the secret alone and of the `Bearer` header that carried it. Base64 of a longer text
// that holds the secret (a header line, a token) spells it three ways, one for each place it
// may start at within a group of three bytes: the characters that depend on the secret alone
// are found by a pattern, and taken out with the group on each side that mixes it with the text
// around. Pure.

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
  return new RegExp([...parts].map((p) => p.replace(/[+/]/g, '\\$&')).join('|'), 'g');
}

const BASE64_CHARACTER = /[A-Za-z0-9+/_-]/;

/**
 * `text` with each match of `pattern` (an `encodedPattern`) replaced by `by`, together with the
 * base64 group on each side that mixes the secret's bits with its neighbours' (up to four
 * characters before and after, and the padding). One scan.
 */
export function hideEncoded(text: string, pattern: RegExp, by: string): string {
  pattern.lastIndex = 0;
  let out = '';
  let from = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let start = match.index;
    while (start > from && match.index - start < 4 && BASE64_CHARACTER.test(text[start - 1]!))
      start--;
    let end = match.index + match[0].length;
    const group = end + 4;
    while (end < group && end < text.length && BASE64_CHARACTER.test(text[end]!)) end++;
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
