// Bearer keys (spec, Authentication: Observability API): the key selects the project and
// must hold the operation's permission. Messages never contain the credential.
import type { ApiKeySpec } from './api-key.js';
import { HttpError } from './http-error.js';

const CHALLENGE = { 'www-authenticate': 'Bearer' };

export class KeyRing {
  private readonly keys = new Map<string, ApiKeySpec>();

  /** Throws a RangeError (not naming the key) when one key is given twice: which would win? */
  constructor(specs: readonly ApiKeySpec[]) {
    specs.forEach((spec, i) => {
      if (this.keys.has(spec.key))
        throw new RangeError(`API key number ${i + 1} is the same key as an earlier one`);
      this.keys.set(spec.key, spec);
    });
  }

  /** 401 for a missing, malformed or unknown credential; 403 naming a missing permission. */
  authorize(header: string | undefined, permission: string): ApiKeySpec {
    const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
    if (!match) {
      throw new HttpError(
        401,
        'Missing or malformed credential: send Authorization: Bearer <API key>.',
        undefined,
        CHALLENGE,
      );
    }
    const spec = this.keys.get(match[1]!);
    if (!spec) throw new HttpError(401, 'Unknown API key.', undefined, CHALLENGE);
    if (!spec.permissions.has(permission)) {
      throw new HttpError(403, `This API key lacks the permission ${permission}.`);
    }
    return spec;
  }
}
