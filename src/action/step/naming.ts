// How the Action names options in messages: by their inputs, and for a missing one, what to
// set in the workflow.
import type { OptionNaming } from '../../app/options/option-error.js';
import { rowOf, type OptionKey } from '../../app/options/option-table.js';

/** Sentences where the generic one says too little (decide() words a missing api-key itself). */
const MISSING: Partial<Record<OptionKey, string>> = {
  baseUrl:
    "no Observe API address: set the base-url input (with the version segment, e.g. https://…/v1). The Action sends the key only to the address the workflow names: a baseUrl in observe-annotations.yaml (top-level or a target's) is for the command line, since a pull request could change it",
};

export const INPUT_NAMING: OptionNaming = {
  given(key) {
    const option = rowOf(key);
    return option.input ? `input ${option.input}` : undefined;
  },
  missing(key) {
    const option = rowOf(key);
    if (MISSING[key]) return MISSING[key];
    const ways = [
      option.input ? `set the ${option.input} input` : '',
      option.config ? `set ${option.config} in observe-annotations.yaml` : '',
    ].filter(Boolean);
    return `no ${option.input ?? key}: ${ways.join(', or ')}`;
  },
};
