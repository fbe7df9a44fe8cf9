import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  describeError
} from "./chunk-T7XB4MCO.js";
import {
  escapeText
} from "./chunk-3E365VRZ.js";
import {
  rowOf
} from "./chunk-PQWMWXM7.js";

// src/action/naming.ts
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

// src/render/summary-fit.ts
var SUMMARY_LIMIT_BYTES = 1024 * 1024;
var encoder = new TextEncoder();
function fitSummary(markdown, limit = SUMMARY_LIMIT_BYTES, note = "") {
  if (encoder.encode(markdown).length <= limit) return markdown;
  const tail = `

> [!NOTE]
> The job summary is limited to 1 MiB: the rest was cut.${note ? ` ${note}` : ""}
`;
  const room = limit - encoder.encode(tail).length - 64 * 20;
  let used = 0;
  let cut = 0;
  let cutDetails = 0;
  let fence;
  let details = 0;
  let offset = 0;
  for (const line of markdown.split("\n")) {
    const size = encoder.encode(line).length + 1;
    if (used + size > room) break;
    used += size;
    offset += line.length + 1;
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== void 0) {
      if (fence === void 0) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = void 0;
    }
    if (fence === void 0) {
      details += (line.match(/<details>/g) ?? []).length;
      details -= (line.match(/<\/details>/g) ?? []).length;
      cut = offset;
      cutDetails = Math.max(0, details);
    }
  }
  return markdown.slice(0, cut) + "\n</details>".repeat(Math.min(cutDetails, 20)) + tail;
}

// src/action/step.ts
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
      await this.core.summary.addRaw(
        fitSummary(this.redact(markdown), void 0, "Run the plan locally to see all of it.")
      ).write();
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
