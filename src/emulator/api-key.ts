// `KEY[@PROJECT][=perm,…][;settings]`: how a key, its project, its permissions and its key
// settings (an expiry, address ranges) are written on the command line. Messages never repeat
// the key itself.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';

export const READ = 'observe:annotations:read';
export const WRITE = 'observe:annotations:write';

/** The observability API's permissions (spec, Authentication); a key may hold any of them. */
export const KNOWN_PERMISSIONS: readonly string[] = [
  READ,
  WRITE,
  'observe:metadata:read',
  'observe:subFlows:read',
  'observe:alerts:write',
  'observe:alerts:read',
  'observe:timeSeries:read',
  'observe:tableExports:read',
  'observe:errors:write',
];

export const DEFAULT_PROJECT = 'default';

export interface ApiKeySpec {
  key: string;
  project: string;
  permissions: ReadonlySet<string>;
  /** The key answers 401 from this instant on (the vendor's keys last 7, 30 or 90 days). */
  expiresMs?: number;
  /** The key answers 401 from any address outside these ranges (`10.0.0.0/8`, `::1/128`). */
  allowedRanges?: readonly string[];
}

export class ApiKeyFormatError extends Error {
  override readonly name = 'ApiKeyFormatError';
}

const KEY = /^[A-Za-z0-9._~+/-]+$/;
const PROJECT = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Parses `KEY[@PROJECT][=perm,…][;expires=DATE|;expired][;ip=CIDR,…]`. No list means every
 * permission; an empty list (`KEY=`) means none. `expires` takes an ISO date or date-time
 * (UTC), `expired` marks a key expired already, `ip` limits the key to address ranges. Throws
 * ApiKeyFormatError with a message that never contains the key.
 */
export function parseApiKey(text: string): ApiKeySpec {
  const [main, ...settings] = text.split(';');
  const spec = parseMain(main!);
  for (const setting of settings) applySetting(spec, setting.trim());
  return spec;
}

function parseMain(text: string): ApiKeySpec {
  const eq = text.indexOf('=');
  const head = eq === -1 ? text : text.slice(0, eq);
  const at = head.indexOf('@');
  const key = at === -1 ? head : head.slice(0, at);
  const project = at === -1 ? DEFAULT_PROJECT : head.slice(at + 1);
  if (!KEY.test(key)) {
    throw new ApiKeyFormatError(
      'an API key must be 1 or more of the characters A-Z a-z 0-9 . _ ~ + / - (written KEY[@PROJECT][=perm,…])',
    );
  }
  if (!PROJECT.test(project)) {
    throw new ApiKeyFormatError(
      'a project name must be 1–64 of the characters A-Z a-z 0-9 . _ - (written KEY@PROJECT)',
    );
  }
  if (eq === -1) return { key, project, permissions: new Set(KNOWN_PERMISSIONS) };
  const listed = text
    .slice(eq + 1)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const permission of listed) {
    if (!KNOWN_PERMISSIONS.includes(permission)) {
      throw new ApiKeyFormatError(
        `unknown permission '${permission}'; known: ${KNOWN_PERMISSIONS.join(', ')}`,
      );
    }
  }
  return { key, project, permissions: new Set(listed) };
}

function applySetting(spec: ApiKeySpec, setting: string): void {
  if (setting === 'expired') {
    spec.expiresMs = 0;
    return;
  }
  const eq = setting.indexOf('=');
  const name = eq === -1 ? setting : setting.slice(0, eq);
  const value = eq === -1 ? '' : setting.slice(eq + 1).trim();
  if (name === 'expires') {
    const ms = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)
      ? Date.parse(value.length === 10 || value.endsWith('Z') ? value : `${value}Z`)
      : NaN;
    if (Number.isNaN(ms)) {
      throw new ApiKeyFormatError(
        `expires= takes a date (2026-01-31) or a UTC date-time (2026-01-31T12:00:00Z), not '${value.slice(0, 40)}'`,
      );
    }
    spec.expiresMs = ms;
    return;
  }
  if (name === 'ip') {
    const ranges = value.split(',').map((r) => r.trim());
    for (const range of ranges) {
      if (!isRange(range)) {
        throw new ApiKeyFormatError(
          `ip= takes address ranges such as 10.0.0.0/8,::1/128, not '${range.slice(0, 60)}'`,
        );
      }
    }
    spec.allowedRanges = ranges;
    return;
  }
  throw new ApiKeyFormatError(
    `unknown key setting '${name.slice(0, 40)}'; known: expires=DATE, expired, ip=CIDR,…`,
  );
}

/** `ADDRESS/PREFIX` or a bare address (a range of one). */
function isRange(text: string): boolean {
  const [address, prefix, extra] = text.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** A fresh development key with every permission in the default project. */
export function makeDevelopmentKey(): ApiKeySpec {
  return {
    key: `dev-${randomBytes(18)
      .toString('base64url')
      .replace(/[^A-Za-z0-9]/g, 'x')}`,
    project: DEFAULT_PROJECT,
    permissions: new Set(KNOWN_PERMISSIONS),
  };
}
