// The forms a server may echo a secret in: as it is, URL-encoded, and as base64, base64url and
// hex, of the secret alone and of the `Bearer` header that carried it. Base64 of a longer text
// that holds the secret (a header line, a token) spells it three ways, one for each place it
// may start at within a group of three bytes: the characters that depend on the secret alone,
// with the group on each side that mixes it with the text around, are found by a pattern. Pure.

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
 * starts, each with the groups it shares with the text before and after it (up to four
 * characters each side, and padding): undefined for a secret too short to have such a part.
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
  const alternatives = [...parts].map((p) => p.replace(/[+/]/g, '\\$&')).join('|');
  return new RegExp(`[A-Za-z0-9+/_-]{0,4}(?:${alternatives})[A-Za-z0-9+/_-]{0,4}={0,2}`, 'g');
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
