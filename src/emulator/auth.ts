// Bearer keys (spec, Authentication: Observability API): the key selects the project and
// must hold the operation's permission; like the vendor's keys, one can expire or be limited
// to address ranges, and then answers 401. Messages never contain the credential.
import { BlockList, isIP } from 'node:net';
import type { ApiKeySpec } from './api-key.js';
import { HttpError } from './http-error.js';

const CHALLENGE = { 'www-authenticate': 'Bearer' };

interface Entry {
  spec: ApiKeySpec;
  /** The ranges the key may be used from, when it is limited. */
  allowed?: BlockList;
}

export class KeyRing {
  private readonly keys = new Map<string, Entry>();

  /**
   * Throws a RangeError (not naming the key) when one key is given twice: which would win?
   * `unknownKeyHint` follows "Unknown API key." in a 401 (it never holds a key a client sent).
   */
  constructor(
    specs: readonly ApiKeySpec[],
    private readonly unknownKeyHint?: string,
  ) {
    specs.forEach((spec, i) => {
      if (this.keys.has(spec.key))
        throw new RangeError(`API key number ${i + 1} is the same key as an earlier one`);
      this.keys.set(spec.key, { spec, ...(spec.allowedRanges ? { allowed: rangesOf(spec) } : {}) });
    });
  }

  /**
   * 401 for a missing, malformed, unknown or expired credential, or one used from an address
   * outside its ranges; 403 naming a missing permission.
   */
  authorize(
    header: string | undefined,
    permission: string,
    client: { address?: string; now: number } = { now: Date.now() },
  ): ApiKeySpec {
    const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
    if (!match) {
      throw new HttpError(
        401,
        'Missing or malformed credential: send Authorization: Bearer <API key>.',
        undefined,
        CHALLENGE,
      );
    }
    const entry = this.keys.get(match[1]!);
    if (!entry) {
      const hint = this.unknownKeyHint === undefined ? '' : ` ${this.unknownKeyHint}`;
      throw new HttpError(401, `Unknown API key.${hint}`, undefined, CHALLENGE);
    }
    const { spec, allowed } = entry;
    if (spec.expiresMs !== undefined && client.now >= spec.expiresMs) {
      throw new HttpError(401, 'The API key has expired.', undefined, CHALLENGE);
    }
    if (allowed && !allowedFrom(allowed, client.address)) {
      throw new HttpError(
        401,
        'The API key is not allowed from this IP address.',
        undefined,
        CHALLENGE,
      );
    }
    if (!spec.permissions.has(permission)) {
      throw new HttpError(403, `This API key lacks the permission ${permission}.`);
    }
    return spec;
  }
}

function rangesOf(spec: ApiKeySpec): BlockList {
  const list = new BlockList();
  for (const range of spec.allowedRanges ?? []) {
    const [address, prefix] = range.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is checked as 127.0.0.1 too. */
function allowedFrom(list: BlockList, address: string | undefined): boolean {
  if (address === undefined) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined && list.check(mapped, 'ipv4')) return true;
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
