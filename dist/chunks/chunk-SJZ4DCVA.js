import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GITHUB_VIEWS
} from "./chunk-LBK6ZFTS.js";
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
var MISSING = {
  baseUrl: "no Observe API address: set the base-url input (with the version segment, e.g. https://\u2026/v1). The Action sends the key only to the address the workflow names: a baseUrl in observe-annotations.yaml (top-level or a target's) is for the command line, since a pull request could change it"
};
var INPUT_NAMING = {
  given(key) {
    const option = rowOf(key);
    return option.input ? `input ${option.input}` : void 0;
  },
  missing(key) {
    const option = rowOf(key);
    if (MISSING[key]) return MISSING[key];
    const ways = [
      option.input ? `set the ${option.input} input` : "",
      option.config ? `set ${option.config} in observe-annotations.yaml` : ""
    ].filter(Boolean);
    return `no ${option.input ?? key}: ${ways.join(", or ")}`;
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
      this.core.warning(
        `could not write the job summary: ${this.redact(error.message)}`
      );
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
