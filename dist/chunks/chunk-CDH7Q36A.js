import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  describeError
} from "./chunk-QTNEGLCK.js";
import {
  escapeText
} from "./chunk-UE5Y5UND.js";
import {
  rowOf
} from "./chunk-LNBHCWZY.js";

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
var bytes = (text) => encoder.encode(text).length;
var RESERVE_BYTES = 4 * 1024;
function fitSummary(markdown, limit = SUMMARY_LIMIT_BYTES, note = "") {
  if (bytes(markdown) <= limit) return markdown;
  const lines = markdown.split("\n");
  const cut = cutAt(lines, limit - RESERVE_BYTES - bytes(note));
  const closing = (cut.fence ? `
${cut.fence}` : "") + "\n</details>".repeat(Math.min(cut.details, 20));
  const where = cut.section ? ` It was cut inside ${cut.section.slice(0, 300)}${cut.fence ? ", within its diff" : ""}.` : "";
  const more = lines.length - cut.kept;
  const tail = `

> [!NOTE]
> The job summary is limited to 1 MiB: the rest was cut (${more.toLocaleString("en-US")} more ${more === 1 ? "line" : "lines"}).${where}${note ? ` ${note}` : ""}
`;
  return lines.slice(0, cut.kept).join("\n") + closing + tail;
}
function cutAt(lines, room) {
  let used = 0;
  const cut = { kept: 0, details: 0 };
  for (const line of lines) {
    const size = bytes(line) + 1;
    if (used + size > room) break;
    used += size;
    cut.kept++;
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== void 0) {
      if (cut.fence === void 0) cut.fence = marker;
      else if (marker[0] === cut.fence[0] && marker.length >= cut.fence.length) delete cut.fence;
      continue;
    }
    if (cut.fence !== void 0) continue;
    cut.details += (line.match(/<details>/g) ?? []).length;
    cut.details = Math.max(0, cut.details - (line.match(/<\/details>/g) ?? []).length);
    const section = /<summary>(.*?)<\/summary>/.exec(line)?.[1];
    if (section !== void 0) cut.section = section;
  }
  return cut;
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
