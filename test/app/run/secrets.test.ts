// The one redactor: a secret is removed as it is, as each view escapes it, and in each form a
// server may echo it in (URL-encoded, base64, base64url, hex), also inside a longer encoded text.
import { describe, expect, it } from 'vitest';
import { Secrets } from '../../../src/app/run/secrets.js';

const KEY = 'oa_live_SECRET~key+4/2=DO_NOT_LEAK';
const encodings = ['base64', 'base64url', 'hex'] as const;

/** Every run of 8 characters of `encoded` that depends on the key (and not only on `around`). */
function keyPieces(encoded: string, withoutKey: string): string[] {
  const pieces: string[] = [];
  for (let at = 0; at + 8 <= encoded.length; at++) {
    const piece = encoded.slice(at, at + 8);
    if (!withoutKey.includes(piece)) pieces.push(piece);
  }
  return pieces;
}

describe('Secrets.redact', () => {
  it.each(encodings)('hides the key and its header in %s', (encoding) => {
    const secrets = new Secrets();
    secrets.add(KEY);
    for (const text of [KEY, `Bearer ${KEY}`]) {
      const encoded = Buffer.from(text).toString(encoding);
      expect(secrets.redact(`echo: ${encoded}.`)).toBe('echo: ***.');
      if (encoding === 'hex') expect(secrets.redact(`${encoded.toUpperCase()}`)).toBe('***');
    }
  });

  it.each(encodings)(
    'leaves no piece of the key in %s of any longer text, wherever the key starts',
    (encoding) => {
      const secrets = new Secrets();
      secrets.add(KEY);
      for (const before of ['', 'a', 'ab', 'authorization: Bearer ', 'x-access-token:'])
        for (const after of ['', 'z', '\nmore text']) {
          const encoded = Buffer.from(`${before}${KEY}${after}`).toString(encoding);
          const shown = secrets.redact(encoded);
          expect(shown, `${before}|${after}`).toContain('***');
          const around = Buffer.from(`${before}${'\u0000'.repeat(KEY.length)}${after}`).toString(
            encoding,
          );
          for (const piece of keyPieces(encoded, around))
            expect(shown, `${before}|${after}: ${piece}`).not.toContain(piece);
        }
    },
  );

  it('hides the key URL-encoded, and leaves other text as it is', () => {
    const secrets = new Secrets();
    secrets.add(KEY);
    expect(secrets.redact(`?key=${encodeURIComponent(KEY)}&x=1`)).toBe('?key=***&x=1');
    expect(secrets.redact('nothing secret here, b2FfbGl2ZV9 a bit')).toBe(
      'nothing secret here, b2FfbGl2ZV9 a bit',
    );
  });

  it('hides the key URL-encoded any way: lowercase or mixed %xx, + for a space, some characters left as they are', () => {
    const secrets = new Secrets();
    secrets.add(KEY);
    const upper = encodeURIComponent(KEY);
    const lower = upper.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
    let n = 0;
    const mixed = upper.replace(/%[0-9A-F]{2}/g, (m) => (n++ % 2 ? m.toLowerCase() : m));
    const form = new URLSearchParams({ auth: `Bearer ${KEY}` }).toString();
    const partly = KEY.replace('~', '%7e').replace('_', '%5F');
    for (const text of [lower, mixed, partly])
      expect(secrets.redact(`?k=${text}&x=1`)).toBe('?k=***&x=1');
    expect(secrets.redact(form)).toBe('auth=***');
    const b64 = encodeURIComponent(Buffer.from(KEY).toString('base64'));
    expect(secrets.redact(b64.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()))).toBe('***');
  });

  it("hides the key with JSON's \\/ for a slash", () => {
    const secrets = new Secrets();
    secrets.add(KEY);
    expect(secrets.redact(`{"k":"${KEY.replaceAll('/', '\\/')}"}`)).toBe('{"k":"***"}');
  });

  it.each([
    ['MIME, 76 columns, CRLF', 76, '\r\n'],
    ['PEM, 64 columns, LF', 64, '\n'],
    ['short lines', 20, '\n'],
    ['escaped by a view', 30, '\\n'],
  ])('leaves no piece of the key in wrapped base64 (%s)', (_name, columns, lineBreak) => {
    const secrets = new Secrets();
    secrets.add(KEY);
    // 30 and 40 characters before put a MIME's or a PEM's line break inside the key's part.
    for (const before of [
      '',
      'a',
      'ab',
      'Authorization: Bearer ',
      'y'.repeat(30),
      'y'.repeat(40),
    ]) {
      const encoded = Buffer.from(`${before}${KEY} and more`).toString('base64');
      const wrapped = encoded.replace(new RegExp(`(.{${columns}})`, 'g'), `$1${lineBreak}`);
      const shown = secrets.redact(wrapped).split(lineBreak).join('');
      expect(shown, before).toContain('***');
      const around = Buffer.from(`${before}${'\u0000'.repeat(KEY.length)} and more`).toString(
        'base64',
      );
      for (const piece of keyPieces(encoded, around))
        expect(shown, `${before}: ${piece}`).not.toContain(piece);
    }
  });
});
