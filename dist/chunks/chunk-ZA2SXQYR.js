import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GITHUB_VIEWS
} from "./chunk-XIPNX5K7.js";
import {
  describeError
} from "./chunk-23WYEBLR.js";
import {
  rowOf
} from "./chunk-E76EZZ2N.js";
import {
  escapeText
} from "./chunk-QVCCW6JO.js";

// src/action/step/naming.ts
var INPUT_NAMING = {
  given(key) {
    const option = rowOf(key);
    return option.input ? GITHUB_VIEWS.failures.optionGiven(option.input) : void 0;
  },
  missing(key) {
    const option = rowOf(key);
    return GITHUB_VIEWS.failures.optionMissing(key, option.input, option.config);
  }
};

// src/action/step/step.ts
function failureMessage(error) {
  return describeError(error, INPUT_NAMING).message;
}
var Step = class {
  constructor(core, redact) {
    this.core = core;
    this.redact = redact;
  }
  core;
  redact;
  summaryWritten = false;
  failed = false;
  async writeSummary(markdown) {
    this.summaryWritten = true;
    try {
      await this.core.summary.addRaw(GITHUB_VIEWS.summary.fit(this.redact(markdown))).write();
    } catch (error) {
      const reason = this.redact(error.message);
      this.core.warning(GITHUB_VIEWS.messages.summaryNotWritten(reason));
    }
  }
  fail(message) {
    this.failed = true;
    this.core.setFailed(escapeText(message));
  }
};

export {
  failureMessage,
  Step
};
