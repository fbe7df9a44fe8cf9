// The one error type for a bad or missing option. It names the option by its key and says
// where the value came from; each adapter words it in its own terms (`--concurrency`,
// `input concurrency`) through `describeOptionError`.
import { UserError } from '../../model/errors.js';
import { rowOf, type OptionKey } from './option-table.js';

/** Where a value came from: the adapter (flag, PATH or input), the environment, the config file. */
export type OptionOrigin = 'given' | 'env' | 'config';

export class OptionError extends UserError {
  constructor(
    readonly key: OptionKey,
    /**
     * Words that follow the option's name: "must be a whole number from 1 to 64, not '0'"; one
     * that starts with a colon follows it without a space (": unknown fault 'x'").
     */
    readonly problem: string,
    readonly origin: OptionOrigin = 'given',
    /** The config file's name as shown, for values that came from it. */
    readonly configFile?: string,
  ) {
    super(problem);
    // Until an adapter words it: named by its source, or by its key.
    this.message = describeOptionError(this, NEUTRAL);
  }
}

/** A value the run needs and no source gave (no base URL, no API key). */
export class MissingOptionError extends OptionError {
  constructor(key: OptionKey) {
    super(key, 'is missing');
  }
}

const NEUTRAL: OptionNaming = { given: (key) => key, missing: (key) => `${key} is missing` };

/** How an adapter names options in its messages. */
export interface OptionNaming {
  /** The name of an option as the adapter takes it: `--concurrency`, `input concurrency`. */
  given(key: OptionKey): string | undefined;
  /** The whole sentence for a missing option: what to set, in the adapter's terms. */
  missing(key: OptionKey): string;
}

/** The message for an option error, in the adapter's words. */
export function describeOptionError(error: OptionError, naming: OptionNaming): string {
  if (error instanceof MissingOptionError) return naming.missing(error.key);
  const gap = error.problem.startsWith(':') ? '' : ' ';
  return `${nameOf(error, naming)}${gap}${error.problem}`;
}

function nameOf(error: OptionError, naming: OptionNaming): string {
  const option = rowOf(error.key);
  if (error.origin === 'env' && option.env) return option.env;
  if (error.origin === 'config' && option.config)
    return `${error.configFile ?? 'the config file'}: '${option.config}'`;
  return naming.given(error.key) ?? option.env ?? error.key;
}
