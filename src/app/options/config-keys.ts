// No key in the config file: the file is committed, so a key written in it
// is a leaked key. Two checks over every setting at every depth (targets included): a setting
// whose name says it holds a credential, and a value that looks like a key (long and
// random-looking, or in a well-known key format). Messages name the setting, never its value.
// Pure.
import { UserError } from '../../model/errors.js';

/** Setting names that say they hold a credential (`apiKey`, `token`, `stagingSecret`). */
const CREDENTIAL_NAME =
  /(^key$|^auth$|api[-_]?key$|token$|secret$|password$|passwd$|bearer$|credentials?$|authorization$)/i;

/** Formats of well-known keys and tokens, by their prefix. */
const KEY_FORMATS = [
  /^Bearer\s/i,
  /^(sk|pk|rk)_(live|test)_/,
  /^gh[pousr]_[A-Za-z0-9]{20,}/,
  /^github_pat_/,
  /^xox[abprs]-/,
  /^AKIA[0-9A-Z]{16}$/,
  /^corbado\d_/,
  /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/, // a JWT
];

/** Runs of characters a key is made of; anything else (`. : ? & @ #`, spaces) separates. */
const RUN = /[A-Za-z0-9_+/=-]{20,}/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * True when `value` looks like a secret: a well-known key format, or a run of 20 or more key
 * characters that changes between lower case, upper case and digits as often as random text
 * does (`release-4-2-passkey-rollout-2026` changes three times in 32 characters, a random key of
 * 24 about fifteen). UUIDs are identifiers, not keys.
 */
export function looksLikeKey(value: string): boolean {
  const text = value.trim();
  if (KEY_FORMATS.some((format) => format.test(text))) return true;
  for (const [run] of text.replace(UUID, ' ').matchAll(RUN)) if (randomLooking(run)) return true;
  return false;
}

function randomLooking(run: string): boolean {
  let lower = 0;
  let upper = 0;
  let digits = 0;
  let changes = 0;
  let previous: string | undefined;
  for (const ch of run) {
    const kind =
      ch >= '0' && ch <= '9'
        ? 'd'
        : ch >= 'a' && ch <= 'z'
          ? 'l'
          : ch >= 'A' && ch <= 'Z'
            ? 'u'
            : '';
    if (kind === 'd') digits++;
    else if (kind === 'l') lower++;
    else if (kind === 'u') upper++;
    else continue;
    if (previous !== undefined && kind !== previous) changes++;
    previous = kind;
  }
  const letters = lower + upper;
  const n = letters + digits;
  if (n < 20 || letters === 0) return false;
  if (digits > 0) return changes >= Math.max(6, 0.25 * n);
  // Letters only: random case flips about every other letter; camelCase words rarely do.
  return upper >= 0.3 * letters && lower >= 0.3 * letters && changes >= 0.4 * n;
}

/**
 * Refuses a config file that holds a key. `values` is the file's top-level map, `file` its
 * name as messages show it, `where` (when the places are known) the place of the setting at a
 * path of names, `file:line:column`. Walks iteratively (a hostile file may nest deeply).
 */
export function refuseKeysIn(
  file: string,
  values: Record<string, unknown>,
  where: (names: readonly string[]) => string = () => file,
): void {
  type Entry = { path: string; at: Named | undefined; name?: string; value: unknown };
  const stack: Entry[] = Object.entries(values).map(([name, value]) => ({
    path: name,
    at: { name, parent: undefined },
    name,
    value,
  }));
  while (stack.length > 0) {
    const { path, at, name, value } = stack.pop()!;
    const place = (): string => where(namesOf(at));
    if (name !== undefined && looksLikeKey(name)) {
      // The name itself may be the key: the message names only where it sits.
      const parent = path.slice(0, path.length - name.length - 1);
      throw new UserError(
        `${place()}: a setting${parent ? ` under '${parent}'` : ''} is named like an API key or another secret, and keys are never written in a file that is committed. ${WHERE_KEYS_GO}`,
      );
    }
    if (name !== undefined && CREDENTIAL_NAME.test(name)) {
      throw new UserError(
        `${place()}: '${path}' would hold a key, and keys are never read from a file that is committed. ${WHERE_KEYS_GO}`,
      );
    }
    if (typeof value === 'string') {
      if (looksLikeKey(value)) {
        throw new UserError(
          `${place()}: '${path}' looks like an API key or another secret, and keys are never written in a file that is committed. ${WHERE_KEYS_GO} If it is a real key, revoke it: it is in the repository's history.`,
        );
      }
    } else if (Array.isArray(value)) {
      // An item has no name of its own: its place is its list's.
      value.forEach((item, i) => stack.push({ path: `${path}[${i}]`, at, value: item }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [member, inner] of Object.entries(value))
        stack.push({
          path: `${path}.${member}`,
          at: { name: member, parent: at },
          name: member,
          value: inner,
        });
    }
  }
}

/** A setting's name and the one it is under: a path shared, not copied, at every depth. */
interface Named {
  name: string;
  parent: Named | undefined;
}

/** The first names of the path to `at` (no more than a config file places). */
function namesOf(at: Named | undefined): string[] {
  const names: string[] = [];
  for (let n = at; n; n = n.parent) names.push(n.name);
  return names.reverse().slice(0, 3);
}

const WHERE_KEYS_GO =
  'Put the key in an environment variable and name that variable with apiKeyEnv (for example apiKeyEnv: OBSERVE_API_KEY_STAGING).';
