// How an option's raw value becomes a typed one. A raw value comes from a CLI flag (string,
// boolean, or a list for a repeatable flag), an Action input or an environment variable
// (strings), or the config file (any YAML value). A parser accepts every one of those shapes
// and throws an OptionProblem with words that fit after the option's name
// ("must be a whole number from 1 to 64, not '100'").
import { nearestChoice } from '../../text/did-you-mean.js';

/** What a value must be, said after the option's name; the caller adds the name. */
export class OptionProblem extends Error {
  override readonly name = 'OptionProblem';
}

/**
 * `parser.parse(raw)`, a problem with the value thrown as the error `failed` makes of its words
 * (an OptionError naming the option, a UserError naming a file): the one place that turns an
 * OptionProblem into what the user reads.
 */
export function parseOr<T>(parser: Parser<T>, raw: unknown, failed: (problem: string) => Error): T {
  try {
    return parser.parse(raw);
  } catch (error) {
    if (error instanceof OptionProblem) throw failed(error.message);
    throw error;
  }
}

export interface Parser<T> {
  /** How the command line takes it: a value, a bare switch, or a repeatable value. */
  readonly shape: 'string' | 'boolean' | 'list';
  /** The values help lists, when there is a fixed set. */
  readonly choices?: readonly string[];
  parse(raw: unknown): T;
}

/** Quotes a value in an error: short, one line. Secrets never reach here (their parsers do not quote). */
function shown(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw));
  const line = text.replace(/\s+/g, ' ');
  return `'${line.length > 80 ? `${line.slice(0, 80)}…` : line}'`;
}

/** A non-empty string. */
export function text(): Parser<string> {
  return {
    shape: 'string',
    parse(raw) {
      if (typeof raw === 'string' && raw.trim() !== '') return raw;
      throw new OptionProblem('must be a non-empty string');
    },
  };
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const CONTROL_IN_PATH =
  'a control character (a NUL, a line break, a tab, an escape): no path this tool reads or writes has one';

/** A path (a file or folder name): a non-empty string without control characters. */
export function path(): Parser<string> {
  return {
    shape: 'string',
    parse(raw) {
      const value = text().parse(raw);
      if (CONTROL.test(value)) throw new OptionProblem(`holds ${CONTROL_IN_PATH}`);
      return value;
    },
  };
}

/** true or false; as strings the YAML 1.2 core spellings (what @actions/core's getBooleanInput takes). */
export function yesNo(): Parser<boolean> {
  return {
    shape: 'boolean',
    parse(raw) {
      if (typeof raw === 'boolean') return raw;
      if (typeof raw === 'string') {
        if (['true', 'True', 'TRUE'].includes(raw.trim())) return true;
        if (['false', 'False', 'FALSE'].includes(raw.trim())) return false;
      }
      throw new OptionProblem(`must be true or false, not ${shown(raw)}`);
    },
  };
}

export interface Bounded<T> extends Parser<T> {
  readonly min: number;
  readonly max: number;
  /** `1–64`, for descriptions. */
  readonly range: string;
}

/** A whole number within bounds (a digit string, or a YAML integer). */
export function wholeNumber(min: number, max: number): Bounded<number> {
  return bounded(min, max, 'a whole number', (text) => /^\s*\d+\s*$/.test(text), Number.isInteger);
}

/** Any finite number within bounds (fractions allowed). */
export function decimal(min: number, max: number): Bounded<number> {
  return bounded(min, max, 'a number', (text) => text.trim() !== '', Number.isFinite);
}

function bounded(
  min: number,
  max: number,
  noun: string,
  readable: (text: string) => boolean,
  fits: (value: number) => boolean,
): Bounded<number> {
  return {
    shape: 'string',
    min,
    max,
    range: `${min}–${max}`,
    parse(raw) {
      const value =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && readable(raw)
            ? Number(raw)
            : NaN;
      if (fits(value) && value >= min && value <= max) return value;
      throw new OptionProblem(`must be ${noun} from ${min} to ${max}, not ${shown(raw)}`);
    },
  };
}

/**
 * A duration in seconds, within bounds: a number of seconds (`900`, a YAML number too), or a
 * number with a unit (`90s`, `15m`, `1h`, `500ms`).
 */
export function duration(minSeconds: number, maxSeconds: number): Bounded<number> {
  const UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  return {
    shape: 'string',
    min: minSeconds,
    max: maxSeconds,
    range: `${minSeconds} s–${maxSeconds / 3600} h`,
    parse(raw) {
      const match =
        typeof raw === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(raw) : null;
      const value =
        typeof raw === 'number' ? raw : match ? Number(match[1]) * UNITS[match[2] ?? 's']! : NaN;
      if (Number.isFinite(value) && value >= minSeconds && value <= maxSeconds) return value;
      throw new OptionProblem(
        `must be a duration from ${minSeconds} seconds to ${maxSeconds / 3600} hours (seconds, or with a unit: 90s, 15m, 1h), not ${shown(raw)}`,
      );
    },
  };
}

/** One of a fixed set of words. */
export function oneOf<const T extends string>(choices: readonly T[]): Parser<T> {
  return {
    shape: 'string',
    choices,
    parse(raw) {
      if (typeof raw === 'string' && (choices as readonly string[]).includes(raw)) return raw as T;
      const near = typeof raw === 'string' ? nearestChoice(raw, choices) : undefined;
      const hint = near === undefined ? '' : `; did you mean ${near}?`;
      throw new OptionProblem(`must be one of ${choices.join(', ')}, not ${shown(raw)}${hint}`);
    },
  };
}

/** A list of strings: a repeated flag, a YAML list, or one string. */
export function list(what: string): Parser<readonly string[]> {
  return {
    shape: 'list',
    parse(raw) {
      if (typeof raw === 'string' && raw !== '') return [raw];
      if (
        Array.isArray(raw) &&
        raw.length > 0 &&
        raw.every((s) => typeof s === 'string' && s !== '')
      )
        return [...(raw as string[])];
      throw new OptionProblem(`must be ${what}`);
    },
  };
}

/** A list of paths (files, folders or globs), none with a control character. */
export function pathList(what: string): Parser<readonly string[]> {
  const paths = list(what);
  return {
    shape: 'list',
    parse(raw) {
      const value = paths.parse(raw);
      const bad = value.find((p) => CONTROL.test(p));
      if (bad !== undefined)
        throw new OptionProblem(`names ${shown(bad)}, which holds ${CONTROL_IN_PATH}`);
      return value;
    },
  };
}

/**
 * An http(s) base URL without credentials, its version segment kept and trailing slashes
 * dropped (`https://observe.example.com/v1`).
 */
export function baseUrl(): Parser<string> {
  return {
    shape: 'string',
    parse(raw) {
      if (typeof raw !== 'string' || raw.trim() === '') throw new OptionProblem('must be a URL');
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        throw new OptionProblem(
          `${shown(raw)} is not a URL (expected e.g. https://observe.example.com/v1)`,
        );
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new OptionProblem(`must be http(s), not ${url.protocol}`);
      }
      if (url.username || url.password) throw new OptionProblem('must not contain credentials');
      return url.toString().replace(/\/+$/, '');
    },
  };
}

/**
 * An API key: one line of visible ASCII (it travels in a header). Never quoted in an error:
 * the problem says what is wrong with it, not what it is.
 */
export function secretKey(): Parser<string> {
  return {
    shape: 'string',
    parse(raw) {
      const key = typeof raw === 'string' ? raw.trim() : '';
      if (key === '') throw new OptionProblem('is empty');
      if (/^[\x21-\x7e]+$/.test(key)) return key;
      throw new OptionProblem(
        'holds a space, a line break or a character outside printable ASCII: an API key is one line of visible characters',
      );
    },
  };
}

/** A map whose members each have their own parser; unknown members are refused. */
export function record<T extends object>(
  what: string,
  members: { [K in keyof T]-?: Parser<NonNullable<T[K]>> },
): Parser<T> {
  return {
    shape: 'string',
    parse(raw) {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw new OptionProblem(`must be ${what}`);
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(raw)) {
        const parser = (members as Record<string, Parser<unknown>>)[name];
        if (!parser) throw new OptionProblem(`must be ${what} (unknown member '${name}')`);
        try {
          out[name] = parser.parse(value);
        } catch (error) {
          if (error instanceof OptionProblem)
            throw new OptionProblem(`member '${name}' ${error.message}`);
          throw error;
        }
      }
      return out as T;
    },
  };
}

/**
 * The name of an environment variable that begins with `OBSERVE_` (`OBSERVE_API_KEY_STAGING`):
 * where a key is read from, never the key itself (a value that looks like one is refused before
 * any parser runs: app/options/config-keys.ts). Only the tool's own variables: a checked-in
 * `apiKeyEnv: GITHUB_TOKEN` would send a CI token to the server as the key.
 */
export function envName(): Parser<string> {
  return {
    shape: 'string',
    parse(raw) {
      if (typeof raw === 'string' && /^OBSERVE_[A-Za-z0-9_]{1,120}$/.test(raw)) return raw;
      throw new OptionProblem(
        `must be the name of an environment variable that begins with OBSERVE_ (letters, digits and _, such as OBSERVE_API_KEY_STAGING), not ${shown(raw)}: the key is read only from the tool's own variables`,
      );
    },
  };
}

/** A target's name: short, and safe in a folder name, a comment and a log line. */
export function targetName(): Parser<string> {
  return {
    shape: 'string',
    parse(raw) {
      if (typeof raw === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(raw)) return raw;
      throw new OptionProblem(
        `must be a name of letters, digits, '.', '_' and '-' (at most 64, such as staging), not ${shown(raw)}`,
      );
    },
  };
}

/**
 * A git revision (`origin/main`, a SHA, `HEAD~1`): one line of visible characters that does
 * not start with `-` (git would read it as an option).
 */
export function gitRef(): Parser<string> {
  return {
    shape: 'string',
    parse(raw) {
      if (typeof raw === 'string' && /^[^\s-][\x21-\x7e]{0,255}$/.test(raw)) return raw;
      throw new OptionProblem(
        `must be a git revision such as origin/main or a commit SHA, not ${shown(raw)}`,
      );
    },
  };
}

/**
 * A GitHub Action's reference as a workflow's `uses:` names it: `OWNER/NAME[/PATH]@REF`, or
 * `./PATH` for an action in the repository. Nothing a YAML line or a shell could read as more.
 */
export function actionReference(): Parser<string> {
  const remote = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_./-]+)?@[A-Za-z0-9_./-]+$/;
  const local = /^\.\/[A-Za-z0-9_./-]*$/;
  return {
    shape: 'string',
    parse(raw) {
      if (typeof raw === 'string' && raw.length <= 256 && (remote.test(raw) || local.test(raw)))
        return raw;
      throw new OptionProblem(
        `must name an action as a workflow's uses: does, OWNER/NAME@REF (or ./PATH), not ${shown(raw)}`,
      );
    },
  };
}
