// `KEY[@PROJECT][=perm,…]`: how a key, its project and its permissions are written on the
// command line (DESIGN section 9). Messages never repeat the key itself.
import { randomBytes } from 'node:crypto';

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
}

export class ApiKeyFormatError extends Error {
  override readonly name = 'ApiKeyFormatError';
}

const KEY = /^[A-Za-z0-9._~+/-]+$/;
const PROJECT = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Parses `KEY[@PROJECT][=perm,…]`. No list means every permission; an empty list (`KEY=`)
 * means none. Throws ApiKeyFormatError with a message that never contains the key.
 */
export function parseApiKey(text: string): ApiKeySpec {
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
