// How the Action names options in messages: by their inputs, and for a missing one, what to
// set in the workflow (the words are the failure view's).
import type { OptionNaming } from '../../app/options/option-error.js';
import { rowOf } from '../../app/options/option-table.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';

export const INPUT_NAMING: OptionNaming = {
  given(key) {
    const option = rowOf(key);
    return option.input ? GITHUB_VIEWS.failures.optionGiven(option.input) : undefined;
  },
  missing(key) {
    const option = rowOf(key);
    return GITHUB_VIEWS.failures.optionMissing(key, option.input, option.config);
  },
};
