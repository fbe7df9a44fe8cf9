// How the command line names options in messages: by their flags, and for a missing one,
// what to pass or set.
import type { OptionNaming } from '../app/options/option-error.js';
import { rowOf, type OptionKey } from '../app/options/option-table.js';

/** Sentences for options a run needs and nobody gave, where the generic one says too little. */
const MISSING: Partial<Record<OptionKey, string>> = {
  baseUrl:
    'no Observe API address: pass --base-url URL or set OBSERVE_BASE_URL (with the version segment, e.g. https://…/v1), ' +
    'or try the tool without an account: add --emulator to run against the embedded emulator',
  apiKey:
    'no API key: set OBSERVE_API_KEY or pass --api-key-file FILE (keys are never taken on the command line)',
};

export const CLI_NAMING: OptionNaming = {
  given(key) {
    const option = rowOf(key);
    if (option.flag) return `--${option.flag}`;
    if (option.positional) return 'PATH';
    return undefined;
  },
  missing(key) {
    const option = rowOf(key);
    const ways = [
      option.flag ? `pass --${option.flag}${option.arg ? ` ${option.arg}` : ''}` : '',
      option.env ? `set ${option.env}` : '',
    ].filter(Boolean);
    return MISSING[key] ?? `no ${option.flag ?? key}: ${ways.join(' or ')}`;
  },
};
